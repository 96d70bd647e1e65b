import CSDL
import ScrollViewsSDL

/// The x-ray overlay's vocabulary, shared by the modes: outlines, tags, a
/// panel for a map of the content, and one colour per kind of thing.
enum Xray {
    /// The viewport and what is live in it.
    static let live = SDL_Color(90, 200, 250)
    /// Copies (sentinel pages, wrapped cards).
    static let copy = SDL_Color(255, 110, 190)
    /// Views waiting in a reuse pool.
    static let pooled = SDL_Color(255, 180, 70)
    /// A jump the technique made (recenter, ring shift, wrap).
    static let jump = SDL_Color(250, 230, 90)
    static let panel = SDL_Color(8, 10, 14, 225)
    static let ink = SDL_Color(225, 230, 240)
    static let soft = SDL_Color(150, 158, 175)
    static let tagInk = SDL_Color(12, 14, 18)
}

extension Canvas {
    /// A rectangle's outline, `thickness` px inside its edges.
    func outline(x: Double, y: Double, w: Double, h: Double, _ color: SDL_Color, thickness: Double = 2) {
        guard w > 0, h > 0 else { return }
        let t = min(thickness, w / 2, h / 2)
        fill(x: x, y: y, w: w, h: t, color)
        fill(x: x, y: y + h - t, w: w, h: t, color)
        fill(x: x, y: y + t, w: t, h: h - 2 * t, color)
        fill(x: x + w - t, y: y + t, w: t, h: h - 2 * t, color)
    }

    /// A small label on a chip of `color`, its top-left at (x, y); returns its width.
    @discardableResult
    func tag(_ text: String, x: Double, y: Double, _ color: SDL_Color, size: Int32 = 12) -> Double {
        // Whole inside the window: cut with "…" to its width, moved in from its right edge.
        var text = self.text.fitted(text, width: width - 14, size: size, bold: true)
        var measured = self.text.size(of: text, size: size, bold: true)
        var w = Double(measured.w) + 10
        let x = max(2, min(x, width - w - 2))
        // Short of the overlays' keep-out (the HUD), or not at all.
        if let room = roomBeforeKeepOut(x: x, y: y, height: Double(measured.h) + 4), room < w {
            guard room >= 40 else { return 0 }
            text = self.text.fitted(text, width: room - 10, size: size, bold: true)
            measured = self.text.size(of: text, size: size, bold: true)
            w = Double(measured.w) + 10
            guard !text.isEmpty, w <= room else { return 0 }
        }
        fill(x: x, y: y, w: w, h: Double(measured.h) + 4, color)
        self.text.draw(text, x: Int32(x + 5), y: Int32(y + 2), size: size, bold: true, color: Xray.tagInk, background: color)
        return w
    }

    /// Lines of x-ray figures in the monospace font (glyph by glyph: numbers
    /// that change every frame make no textures), top-left at (x, y),
    /// `lineHeight` apart, cut to the window's width; the first line brighter.
    func xrayLines(_ lines: [String], x: Double, y: Double, size: Int32 = 13, lineHeight: Double = 18,
                   background: SDL_Color? = nil) {
        for (i, line) in lines.enumerated() {
            let top = y + Double(i) * lineHeight
            let room = min(width - x - 12, roomBeforeKeepOut(x: x, y: top, height: lineHeight).map { $0 - 4 } ?? .infinity)
            let fitted = monoFitted(line, width: room, size: size)
            guard !fitted.isEmpty else { continue }
            text.drawMono(fitted, x: Int32(x), y: Int32(top), size: size, color: i == 0 ? Xray.ink : Xray.soft,
                          background: background)
        }
    }

    /// How wide a band from (x, y), `height` tall, may run before the nearest
    /// keep-out frame it meets (0 when it starts inside one); nil when it meets none.
    func roomBeforeKeepOut(x: Double, y: Double, height: Double) -> Double? {
        let met = overlayKeepOut.filter { $0.height > 0 && $0.y < y + height && $0.y + $0.height > y && $0.x + $0.width > x }
        return met.map { max(0, $0.x - 4 - x) }.min()
    }

    /// `line` cut with "…" to fit `width` px in the monospace font (DejaVu Sans
    /// Mono advances 0.602 em a character).
    func monoFitted(_ line: String, width: Double, size: Int32) -> String {
        let fits = Int(saturating: (max(0, width) / (0.602 * Double(max(1, size)))).rounded(.down))
        guard line.count > fits else { return line }
        return fits > 1 ? String(line.prefix(fits - 1)) + "…" : ""
    }

    /// A dashed horizontal line, for jumps.
    func dashes(fromX: Double, toX: Double, y: Double, _ color: SDL_Color) {
        let left = min(fromX, toX), right = max(fromX, toX)
        var x = left
        while x < right {
            fill(x: x, y: y, w: min(8, right - x), h: 2, color)
            x += 14
        }
    }
}

/// "12,345": whole numbers with thousands separators, for x-ray figures.
func grouped(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let whole = Int(value.rounded())
    var digits = String(abs(whole))
    var out = ""
    while digits.count > 3 {
        out = "," + digits.suffix(3) + out
        digits.removeLast(3)
    }
    return (whole < 0 ? "−" : "") + digits + out
}
