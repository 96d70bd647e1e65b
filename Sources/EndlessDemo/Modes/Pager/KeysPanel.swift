import CSDL
import ScrollViewsSDL

/// The pager's keys in one panel (? or F1; Esc or ? again hides it), centred
/// over the picture: what a user of eog, nsxiv or Loupe looks for.
@MainActor
struct KeysPanel {
    /// Whether the panel is shown.
    var shown = false

    /// The keys and what they do, a line each.
    nonisolated static let lines: [(keys: String, does: String)] = [
        ("→  Space  n", "next picture"),
        ("←  Backspace  p", "previous picture"),
        ("Home  g  ·  End  G", "first · last picture"),
        ("drag, flick, wheel", "turn pages"),
        ("+  −  Ctrl+wheel  pinch", "zoom in and out"),
        ("1  2  3  4  ·  0", "zoom to 100 … 400 %  ·  fit"),
        ("double-click", "zoom in here, or back to fit"),
        (">  Ctrl+R  ·  <  Ctrl+Shift+R", "turn a quarter clockwise · back (the view)"),
        ("f  F11", "fullscreen"),
        ("s  F5", "slideshow (any key stops it)"),
        ("i", "the picture's information"),
        ("Tab", "the demo's other modes"),
        ("?  F1", "these keys"),
        ("Esc  q", "quit"),
    ]

    nonisolated static let textSize: Int32 = 15, lineHeight = 24.0, gap = 28.0
    nonisolated static let panel = SDL_Color(0, 0, 0, 190), keysInk = SDL_Color(250, 250, 252), ink = SDL_Color(190, 195, 205)

    /// Draws the panel centred in a window `width` × `height` (cut to fit a small window).
    func draw(width: Double, height: Double, canvas: Canvas) {
        let size = KeysPanel.textSize
        let keysWidth = KeysPanel.lines.map { Double(canvas.text.size(of: $0.keys, size: size, bold: true).w) }.max() ?? 0
        let doesWidth = KeysPanel.lines.map { Double(canvas.text.size(of: $0.does, size: size).w) }.max() ?? 0
        let w = min(width - 16, keysWidth + KeysPanel.gap + doesWidth + 48)
        let h = min(height - 16, Double(KeysPanel.lines.count) * KeysPanel.lineHeight + 36)
        let frame = ViewFrame(x: ((width - w) / 2).rounded(), y: ((height - h) / 2).rounded(), width: w, height: h)
        canvas.fill(x: frame.x, y: frame.y, w: frame.width, h: frame.height, KeysPanel.panel)
        let doesX = frame.x + 24 + keysWidth + KeysPanel.gap
        canvas.inBox(frame) {
            for (index, line) in KeysPanel.lines.enumerated() {
                let y = frame.y + 18 + Double(index) * KeysPanel.lineHeight
                guard y + KeysPanel.lineHeight <= frame.y + frame.height else { break }
                canvas.text.draw(canvas.text.fitted(line.keys, width: keysWidth, size: size, bold: true), x: Int32(frame.x + 24),
                                 y: Int32(y), size: size, bold: true, color: KeysPanel.keysInk)
                canvas.text.draw(canvas.text.fitted(line.does, width: max(0, frame.x + frame.width - 16 - doesX), size: size),
                                 x: Int32(doesX), y: Int32(y), size: size, color: KeysPanel.ink)
            }
        }
    }
}
