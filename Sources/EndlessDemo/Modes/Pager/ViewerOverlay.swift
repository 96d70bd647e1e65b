import CSDL
import ScrollViews
import ScrollViewsSDL

/// The viewer's overlay: the picture's name and its place in the folder
/// ("3 / 141") in a small band at the bottom of the window, over the picture.
/// Shown when the viewer opens, a page turns, a key is pressed or the pointer
/// moves; once the pointer has rested 2 s it fades away (`OverlayFade`).
@MainActor
struct ViewerOverlay {
    nonisolated static let textSize: Int32 = 15
    nonisolated static let ink = SDL_Color(240, 240, 245), band = SDL_Color(0, 0, 0, 150)

    /// When it shows: held 2 s after the last activity, then fading over 0.4 s.
    var fade = OverlayFade()

    /// Shown again from `time` on; whether that changes what is drawn.
    mutating func wake(at time: Double) -> Bool { fade.wake(at: time) }

    /// When it needs a frame after `now` (`OverlayFade.nextFrame(after:)`).
    func nextFrame(after now: Double) -> Double? { fade.nextFrame(after: now) }

    /// Where `text` is drawn in a window `width` × `height`: a band centred 14 px above its bottom.
    static func frame(of text: String, width: Double, height: Double, canvas: Canvas) -> ViewFrame {
        let size = canvas.text.size(of: text, size: textSize)
        let w = Double(size.w) + 28, h = Double(size.h) + 12
        return ViewFrame(x: ((width - w) / 2).rounded(), y: (height - h - 14).rounded(), width: w, height: h)
    }

    /// Draws `text` (cut to fit) at `time`'s opacity at the bottom of a window `width` × `height`.
    func draw(_ text: String, at time: Double, width: Double, height: Double, canvas: Canvas) {
        let opacity = fade.opacity(at: time)
        guard opacity > 0 else { return }
        let shown = canvas.text.fitted(text, width: width - 56, size: ViewerOverlay.textSize)
        let frame = ViewerOverlay.frame(of: shown, width: width, height: height, canvas: canvas)
        var band = ViewerOverlay.band
        band.a = UInt8((Double(band.a) * opacity).rounded())
        canvas.fill(x: frame.x, y: frame.y, w: frame.width, h: frame.height, band)
        canvas.inBox(frame) {
            canvas.text.draw(shown, x: Int32(frame.x + 14), y: Int32(frame.y + 6), size: ViewerOverlay.textSize,
                             color: ViewerOverlay.ink, alpha: UInt8((255 * opacity).rounded()))
        }
    }
}
