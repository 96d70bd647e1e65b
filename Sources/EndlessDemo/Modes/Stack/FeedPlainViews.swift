import CSDL
import ScrollViewsSDL

/// The feed's plain views — the header, the banner, the footer — each composed
/// once into a full-width texture (margins included) and drawn as one copy;
/// the header is composed again when list A's row count, which it shows, changes.
@MainActor
final class FeedPlainViews {
    private var views: [FeedChild: SlotTextures] = [:]

    /// The textures the views hold.
    var textureCount: Int { views.values.reduce(0) { $0 + $1.textureCount } }

    nonisolated static let headerTextSize: Int32 = 16
    /// Where the header child's lines start (below the window's header bar at rest), px from its top.
    nonisolated static let headerTextTop = 66.0

    /// The header child's lines in a window `width` px wide, list A having `rows` rows:
    /// its two sentences, each wrapped to the box.
    static func headerLines(rows: Int, width: Double, text: TextRenderer) -> [String] {
        let room = max(40, width - 92)
        return ["cards loop sideways · the green box scrolls itself, then hands on to the feed · list A (\(rows) rows)",
                "a drag within 30° of horizontal moves a row; any other moves the feed"]
            .flatMap { text.wrapped($0, width: room, size: headerTextSize) }
    }

    /// The header child's height in a window `width` px wide: 130, taller when
    /// its lines wrap to more than two (a row count of five digits allowed for).
    static func headerHeight(width: Double, text: TextRenderer) -> Double {
        max(130, headerTextTop + Double(headerLines(rows: 99_999, width: width, text: text).count) * 26 + 12)
    }

    /// Draws view `index`, `h` tall, at window y `y` (its top `visible` px of
    /// it: a folding banner), in a window `width` × `windowHeight`; the header
    /// shows list A's `rows`.
    func draw(_ index: FeedChild, y: Double, height h: Double, visible: Double, width: Double, windowHeight: Double,
              rows: Int, canvas: Canvas) {
        // A folding banner shows only its top `visible` px (the rest is under what follows).
        let shown = min(h, max(0, visible))
        guard y < windowHeight, y + shown > 0, shown > 0 else { return }
        let key = index == FeedChild.header ? rows : 0
        if views[index]?.height != Int32(h) || views[index]?.width != Int32(max(1, width)) {
            views[index] = make(index, height: h, width: width, canvas: canvas)
        }
        views[index]?.draw(slot: 0, content: key, x: 0, y: y, clipTop: 0, clipBottom: min(windowHeight, y + shown))
    }

    private func make(_ index: FeedChild, height h: Double, width: Double, canvas: Canvas) -> SlotTextures {
        let w = Int32(max(1, width))
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, w - 40), h: Int32(h))
        let color = index == FeedChild.banner ? SDL_Color(214, 120, 60) : SDL_Color(52, 58, 78)
        return SlotTextures(renderer: canvas.drawing, width: w, height: Int32(h)) { rows, surface in
            canvas.paintFill(surface, StackMode.background)
            canvas.paintFill(surface, color, inner)
            let white = SDL_Color(255, 255, 255), soft = SDL_Color(200, 205, 220)
            switch index {
            case FeedChild.header:
                // Its top lies under the window's header bar at rest (the feed's top
                // inset): the title is the bar's; the header's own lines start below it.
                let lines = FeedPlainViews.headerLines(rows: rows, width: Double(w), text: canvas.text)
                canvas.paint(lines.enumerated().map { i, line in
                    TextRun(line, size: FeedPlainViews.headerTextSize, x: 46, y: Int32(FeedPlainViews.headerTextTop) + Int32(i) * 26)
                }, ink: soft, onto: surface)
            case FeedChild.banner:
                let text = "a plain view between the lists (B hides it)"
                let size = canvas.text.size(of: text, size: 22, bold: true)
                canvas.paint([TextRun(text, size: 22, bold: true, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            default:
                let text = "footer: the end of the feed"
                let size = canvas.text.size(of: text, size: 22)
                canvas.paint([TextRun(text, size: 22, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            }
        }
    }
}
