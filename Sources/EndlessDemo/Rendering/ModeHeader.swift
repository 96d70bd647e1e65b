import CSDL
import ScrollViewsSDL

/// The bars that frame every mode: the header (the mode's number and title and
/// a line on its technique) and the footer (the mode's keys, then the demo's).
/// Each is composed once and drawn each frame as a fill and a copy of each of
/// its pieces (`CachedBar`), composed again only when its text or the window's
/// width changes.
@MainActor
final class ModeFrame {
    nonisolated static let bar = SDL_Color(14, 15, 19)
    nonisolated static let titleInk = SDL_Color(235, 238, 245)
    nonisolated static let lineInk = SDL_Color(160, 166, 182)
    nonisolated static let helpInk = SDL_Color(170, 175, 190)
    nonisolated static let sharedInk = SDL_Color(120, 190, 235)
    nonisolated static let badge = SDL_Color(90, 200, 250)

    /// What the header shows: composed again only when one of them changes.
    private struct HeaderText: Equatable {
        var number: Int, count: Int, title: String, summary: String, xray: Bool
    }

    private let header = CachedBar<HeaderText>(), footer = CachedBar<String>()

    /// Bytes of pixels the two bars keep.
    var byteCount: Int { header.byteCount + footer.byteCount }

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
        header.draw(canvas, y: 0, height: Layout.headerHeight, key: key, background: ModeFrame.bar) { canvas, surface in
            let heading = "\(number) / \(count) · \(title)"
            let width = Double(surface.pointee.w)
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
        footer.draw(canvas, y: canvas.height - Layout.helpBarHeight, height: Layout.helpBarHeight, key: help,
                    background: ModeFrame.bar) { canvas, surface in
            let width = Double(surface.pointee.w)
            let shown = ModeFrame.footerText(help: help, modeCount: modeCount, width: width, text: canvas.text, size: 14)
            canvas.paint([TextRun(shown.keys, size: 14, x: Int32(width - 16 - shown.keysWidth), y: 6)], ink: ModeFrame.sharedInk,
                         onto: surface)
            guard let help = shown.help else { return }
            canvas.paint([TextRun(help, size: 14, x: 16, y: 6)], ink: ModeFrame.helpInk, onto: surface)
        }
    }
}

/// A bar across the window: a plain colour with a few pieces on it (text, a
/// badge). It is composed once and kept as textures of its pieces alone — the
/// columns that differ from the plain colour, trimmed to the rows that do —
/// and drawn as a fill and a copy of each; composed again when what it shows
/// (`Key`) or its size changes. The pieces hold a fraction of the bar's pixels
/// (the header and footer at 1280 px: 0.11–0.14 MB, 0.43 as whole bars).
@MainActor
final class CachedBar<Key: Equatable> {
    /// A part of the bar that is not its plain colour: its pixels, and where they go in the bar.
    private struct Piece {
        let texture: Texture
        let rect: SDL_Rect
    }

    private var pieces: [Piece] = []
    private var shown: (width: Int32, height: Int32, key: Key)?

    /// Draws the bar at `y`, composing it first (over `background`) when `key`
    /// or the width changed.
    func draw(_ canvas: Canvas, y: Double, height: Double, key: Key, background: SDL_Color,
              compose: (Canvas, UnsafeMutablePointer<SDL_Surface>) -> Void) {
        let w = Int32(max(1, min(canvas.width.rounded(), 16384))), h = Int32(max(1, height.rounded()))
        if let shown, shown.width == w, shown.height == h, shown.key == key {} else {
            pieces = []
            shown = nil
            guard let surface = Surface(width: w, height: h, format: SDL_PIXELFORMAT_RGB888) else { return }
            canvas.paintFill(surface.pointer, background)
            compose(canvas, surface.pointer)
            let plain = SDL_MapRGB(surface.pointer.pointee.format, background.r, background.g, background.b)
            for rect in CachedBar.pieces(of: surface, plain: plain) {
                guard let part = Surface(sharing: rect, of: surface),
                      let texture = Texture(renderer: canvas.renderer, surface: part.pointer) else { return }
                SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
                pieces.append(Piece(texture: texture, rect: rect))
            }
            shown = (w, h, key)
        }
        guard shown != nil else { return }
        let top = Int32(y.rounded())
        canvas.fill(x: 0, y: Double(top), w: Double(w), h: Double(h), background)
        for piece in pieces {
            var rect = SDL_Rect(x: piece.rect.x, y: top + piece.rect.y, w: piece.rect.w, h: piece.rect.h)
            SDL_RenderCopy(canvas.renderer, piece.texture.pointer, nil, &rect)
        }
    }

    /// Bytes of pixels the bar keeps.
    var byteCount: Int { pieces.reduce(0) { $0 + Int($1.rect.w) * Int($1.rect.h) * 4 } }

    /// The parts of `surface` (32-bit pixels) that are not all `plain`: in each
    /// run of rows that hold another pixel (a line of text), the runs of columns
    /// that do, those less than `gap` columns apart joined, each trimmed to its
    /// first and last rows that hold one.
    static func pieces(of surface: Surface, plain: UInt32, gap: Int32 = 24) -> [SDL_Rect] {
        let s = surface.pointer.pointee
        guard let pixels = s.pixels, s.w > 0, s.h > 0 else { return [] }
        let pitch = Int(s.pitch) / 4
        let p = pixels.assumingMemoryBound(to: UInt32.self)
        func differs(_ x: Int32, _ y: Int32) -> Bool { p[Int(y) * pitch + Int(x)] & 0x00FF_FFFF != plain & 0x00FF_FFFF }
        /// Runs of the numbers in `range` for which `holds` is true, those at most `gap` apart joined.
        func runs(_ range: Range<Int32>, gap: Int32, _ holds: (Int32) -> Bool) -> [Range<Int32>] {
            var runs: [Range<Int32>] = []
            for i in range where holds(i) {
                if let last = runs.last, i - last.upperBound < gap { runs[runs.count - 1] = last.lowerBound..<(i + 1) } else {
                    runs.append(i..<(i + 1))
                }
            }
            return runs
        }
        return runs(0..<s.h, gap: 1) { y in (0..<s.w).contains { differs($0, y) } }.flatMap { lines in
            runs(0..<s.w, gap: gap) { x in lines.contains { differs(x, $0) } }.compactMap { columns -> SDL_Rect? in
                let rows = lines.filter { y in columns.contains { differs($0, y) } }
                guard let top = rows.first, let bottom = rows.last else { return nil }
                return SDL_Rect(x: columns.lowerBound, y: top, w: Int32(columns.count), h: bottom + 1 - top)
            }
        }
    }
}
