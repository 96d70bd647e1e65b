import CSDL
import ScrollViewsSDL

import ScrollViews

extension ScrollIndicator {
    /// The bar's colour.
    static let ink = SDL_Color(235, 238, 245)

    /// Draws it at `time` along a horizontal or vertical track, `along` and
    /// `across` its start (track start, edge), for the content's numbers.
    func draw(_ canvas: Canvas, at time: Double, horizontal: Bool, trackStart: Double, trackLength: Double,
              edge: Double, offset: Double, content: Double, viewport: Double, ink: SDL_Color = ScrollIndicator.ink) {
        let opacity = opacity(at: time)
        guard opacity > 0 else { return }
        let thumb = ScrollIndicator.thumb(offset: offset, content: content, viewport: viewport, track: trackLength)
        guard thumb.length > 0 else { return }
        var color = ink
        color.a = UInt8((170 * opacity).rounded())
        let t = ScrollIndicator.thickness, start = trackStart + thumb.start
        // A bar with round ends: the straight part, then a disc at each end.
        if horizontal {
            canvas.fill(x: start + t / 2, y: edge, w: max(0, thumb.length - t), h: t, color)
            canvas.disc(centerX: start + t / 2, centerY: edge + t / 2, diameter: t, color)
            canvas.disc(centerX: start + thumb.length - t / 2, centerY: edge + t / 2, diameter: t, color)
        } else {
            canvas.fill(x: edge, y: start + t / 2, w: t, h: max(0, thumb.length - t), color)
            canvas.disc(centerX: edge + t / 2, centerY: start + t / 2, diameter: t, color)
            canvas.disc(centerX: edge + t / 2, centerY: start + thumb.length - t / 2, diameter: t, color)
        }
    }
}
