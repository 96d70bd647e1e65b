import CSDL
import ScrollViewsSDL

/// The bars that frame every mode: the header (the mode's number and title and
/// a line on its technique) and the footer (the mode's keys, then the demo's).
/// Each is composed once into an opaque texture and copied each frame: one copy
/// a bar, composed again only when its text or the window's width changes.
final class ModeFrame {
    static let bar = SDL_Color(14, 15, 19)
    static let titleInk = SDL_Color(235, 238, 245)
    static let lineInk = SDL_Color(160, 166, 182)
    static let helpInk = SDL_Color(170, 175, 190)
    static let sharedInk = SDL_Color(120, 190, 235)
    static let badge = SDL_Color(90, 200, 250)

    /// What the header shows: composed again only when one of them changes.
    private struct HeaderText: Equatable {
        var number: Int, count: Int, title: String, summary: String, xray: Bool
    }

    private let header = CachedBar<HeaderText>(), footer = CachedBar<String>()

    /// The keys every mode shares, after the mode's own in the footer (`compact`:
    /// the keys alone, where the mode's would not fit beside them).
    static func sharedKeys(modeCount: Int, compact: Bool = false) -> String {
        compact ? "1–\(modeCount) Tab · X · H · F11 · Esc" : "1–\(modeCount) Tab modes · X x-ray · H HUD · F11 · Esc"
    }

    /// The footer's two runs in a bar `width` px wide at `size`: the shared keys
    /// (whole, or in their compact form when the mode's would not fit beside them)
    /// and as many of the mode's hints, whole, as fit in the rest; nil for the mode's
    /// when not one of them fits.
    static func footerText(help: String, modeCount: Int, width: Double, text: TextRenderer, size: Int32)
        -> (help: String?, keys: String, keysWidth: Double) {
        func fit(compact: Bool) -> (help: String?, keys: String, keysWidth: Double, whole: Bool) {
            let keys = text.fitted(sharedKeys(modeCount: modeCount, compact: compact), width: width - 32, size: size)
            let keysWidth = Double(text.size(of: keys, size: size).w)
            let room = width - 32 - keysWidth - 24
            guard room > 40 else { return (nil, keys, keysWidth, false) }
            let shown = text.fittedParts(help, width: room, size: size)
            let whole = Double(text.size(of: help, size: size).w) <= room
            return (shown.hasSuffix("…") && !help.hasSuffix("…") ? nil : shown, keys, keysWidth, whole)
        }
        let full = fit(compact: false)
        guard !full.whole else { return (full.help, full.keys, full.keysWidth) }
        // The compact keys only when they leave room for more of the mode's hints.
        let compact = fit(compact: true)
        guard (compact.help?.count ?? 0) > (full.help?.count ?? 0) else { return (full.help, full.keys, full.keysWidth) }
        return (compact.help, compact.keys, compact.keysWidth)
    }

    /// Draws the header bar across the top of the window.
    func drawHeader(_ canvas: Canvas, number: Int, count: Int, title: String, summary: String, xray: Bool) {
        let key = HeaderText(number: number, count: count, title: title, summary: summary, xray: xray)
        header.draw(canvas, y: 0, height: Layout.headerHeight, key: key) { canvas, surface in
            let heading = "\(number) / \(count) · \(title)"
            let width = Double(surface.pointee.w)
            canvas.paintFill(surface, ModeFrame.bar)
            var right = width - 16
            if xray {
                let label = "X-RAY"
                let size = canvas.text.size(of: label, size: 13, bold: true)
                right -= Double(size.w) + 12
                canvas.paintFill(surface, ModeFrame.badge, SDL_Rect(x: Int32(right), y: 10, w: size.w + 12, h: 20))
                canvas.paint([TextRun(label, size: 13, bold: true, x: Int32(right) + 6, y: 12)], ink: ModeFrame.bar, onto: surface)
                right -= 12
            }
            canvas.paint([TextRun(canvas.text.fitted(heading, width: right - 16, size: 17, bold: true), size: 17, bold: true, x: 16, y: 7)],
                         ink: ModeFrame.titleInk, onto: surface)
            canvas.paint([TextRun(canvas.text.fitted(summary, width: width - 32, size: 13), size: 13, x: 16, y: 32)],
                         ink: ModeFrame.lineInk, onto: surface)
        }
    }

    /// Draws the footer bar along the bottom of the window: the shared keys on
    /// the right, the mode's on the left, as `footerText` fits them.
    func drawFooter(_ canvas: Canvas, help: String, modeCount: Int) {
        footer.draw(canvas, y: canvas.height - Layout.helpBarHeight, height: Layout.helpBarHeight, key: help) { canvas, surface in
            let width = Double(surface.pointee.w)
            canvas.paintFill(surface, ModeFrame.bar)
            let shown = ModeFrame.footerText(help: help, modeCount: modeCount, width: width, text: canvas.text, size: 14)
            canvas.paint([TextRun(shown.keys, size: 14, x: Int32(width - 16 - shown.keysWidth), y: 6)], ink: ModeFrame.sharedInk,
                         onto: surface)
            guard let help = shown.help else { return }
            canvas.paint([TextRun(help, size: 14, x: 16, y: 6)], ink: ModeFrame.helpInk, onto: surface)
        }
    }
}

/// A bar across the window composed once into an opaque texture, composed
/// again when what it shows (`Key`) or its size changes.
final class CachedBar<Key: Equatable> {
    private var texture: Texture?
    private var shown: (width: Int32, height: Int32, key: Key)?

    /// Copies the bar to `y`, composing it first when `key` or the width changed.
    func draw(_ canvas: Canvas, y: Double, height: Double, key: Key,
              compose: (Canvas, UnsafeMutablePointer<SDL_Surface>) -> Void) {
        let w = Int32(max(1, min(canvas.width.rounded(), 16384))), h = Int32(max(1, height.rounded()))
        if let shown, shown.width == w, shown.height == h, shown.key == key {} else {
            texture = nil
            shown = nil
            guard let surface = Surface(width: w, height: h, format: SDL_PIXELFORMAT_RGB888) else { return }
            compose(canvas, surface.pointer)
            guard let made = Texture(renderer: canvas.renderer, surface: surface.pointer) else { return }
            SDL_SetTextureBlendMode(made.pointer, SDL_BLENDMODE_NONE)
            texture = made
            shown = (w, h, key)
        }
        guard let texture else { return }
        var rect = SDL_Rect(x: 0, y: Int32(y.rounded()), w: w, h: h)
        SDL_RenderCopy(canvas.renderer, texture.pointer, nil, &rect)
    }
}
