import CSDL
import ScrollViewsSDL

extension PhotoGrid {
    /// Fills the rectangle (`x`, `y`, `w`, `h`) within where the grid draws now
    /// (its frame, or the band being composed), counted in `filledArea`.
    func fill(x: Double, y: Double, w: Double, h: Double, _ color: SDL_Color, _ renderer: Renderer) {
        filledArea += renderer.fill(x: x, y: y, w: w, h: h, color, within: drawable)
    }

    func fill(_ frame: ViewFrame, _ color: SDL_Color, _ renderer: Renderer) {
        fill(x: frame.x, y: frame.y, w: frame.width, h: frame.height, color, renderer)
    }

    /// Fills `frame` but for `hole`, which something opaque drawn next covers, counted in `filledArea`.
    func fill(_ frame: ViewFrame, around hole: ViewFrame, _ color: SDL_Color, _ renderer: Renderer) {
        filledArea += renderer.fill(frame, around: hole, color, within: drawable)
    }

    /// A ring `thickness` px wide around the outside of `frame`.
    func outline(_ frame: ViewFrame, by thickness: Double, _ color: SDL_Color, _ renderer: Renderer) {
        let t = thickness, x = frame.x - t, y = frame.y - t, w = frame.width + 2 * t, h = frame.height + 2 * t
        fill(x: x, y: y, w: w, h: t, color, renderer)
        fill(x: x, y: y + h - t, w: w, h: t, color, renderer)
        fill(x: x, y: y + t, w: t, h: h - 2 * t, color, renderer)
        fill(x: x + w - t, y: y + t, w: t, h: h - 2 * t, color, renderer)
    }
}

extension ViewFrame {
    /// The frame `dx` px to the right.
    func moved(by dx: Double) -> ViewFrame { ViewFrame(x: x + dx, y: y, width: width, height: height) }
}
