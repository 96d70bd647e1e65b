import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollViews

/// The feed's x-ray: each child's frame as the container clips it to the
/// viewport, with its visible rows and its cells (live and pooled), and a map
/// of the whole content with the viewport in it.
@MainActor
struct FeedXray {
    /// The children and where they lie in the view.
    let feed: Feed
    /// The lists' and the box's cells.
    let rows: StackedRows<FeedChild>
    /// The rows across the feed.
    let row: CardLoop, strip: RecenteringStrip
    /// The window.
    let width: Double, height: Double
    /// Where the feed's own lines are that the tags keep off.
    var captions: [ViewFrame] = []

    func draw(_ canvas: Canvas) {
        let mapWidth = 64.0
        let right = width - mapWidth - 24
        let offset = feed.offset
        for placement in feed.placementsInView {
            // A list's frame as the feed clips it, any other child's whole height.
            let y = placement.kind == .list ? placement.frame.y : placement.top
            let h = placement.kind == .list ? placement.frame.height : placement.height
            canvas.outline(x: 4, y: y, w: right - 4, h: h, Xray.live, thickness: 2)
            // Within the stage: under the header, above the help bar, and under the feed's lines it would cover.
            // (and above the figures' line over the help bar).
            var tagTop = min(max(Layout.headerHeight + 4, y + 4), height - Layout.helpBarHeight - 46)
            if let covered = captions.first(where: { $0.y < tagTop + 20 && $0.y + $0.height > tagTop }) {
                tagTop = covered.y + covered.height + 4
                guard tagTop + 20 <= min(y + h, height - Layout.helpBarHeight) else { continue }
            }
            canvas.tag(canvas.text.fitted(describe(placement), width: right - 30, size: 12, bold: true), x: 12, y: tagTop,
                       placement.id == .box ? Xray.jump : Xray.live)
        }
        // The map: the content's whole height scaled into a column on the right.
        let mapTop = Layout.headerHeight + 12, mapHeight = height - mapTop - Layout.helpBarHeight - 12
        guard mapHeight > 60 else { return }
        let mapLeft = width - mapWidth - 12
        canvas.fill(x: mapLeft - 6, y: mapTop - 6, w: mapWidth + 12, h: mapHeight + 12, Xray.panel)
        let content = feed.contentExtent - StackMode.bottomInset
        let total = max(1, content), scale = mapHeight / total
        for placement in feed.placements {
            let top = feed.contentTop(of: placement.id)
            let color = placement.kind == .list ? SDL_Color(70, 80, 100) : SDL_Color(110, 120, 140)
            canvas.fill(x: mapLeft, y: mapTop + top * scale, w: mapWidth, h: max(2, placement.height * scale), color)
        }
        canvas.outline(x: mapLeft - 4, y: mapTop + offset * scale - 2, w: mapWidth + 8, h: max(6, height * scale + 4), Xray.live, thickness: 2)
        // The figures above the help bar, unless the feed's own lines are there (a short window).
        let linesTop = height - Layout.helpBarHeight - 24
        guard !captions.contains(where: { $0.y < linesTop + 18 && $0.y + $0.height > linesTop }) else { return }
        canvas.xrayLines(["content \(grouped(content)) px · viewport at \(grouped(offset)) · cells \(rows.liveCells) live, \(rows.pooledCells) pooled"],
                         x: 12, y: linesTop, size: 12, background: SDL_Color(8, 10, 14))
    }

    /// A child's tag: its name, its frame, and its rows and cells.
    private func describe(_ placement: Feed.Placement) -> String {
        let child = placement.id
        let name = child.rawValue
        switch child {
        case .box:
            let pool = rows.cells[child]?.pool, rows = placement.visibleRows
            return "box · scrolls itself: offset \(grouped(placement.contentOffset)) px · rows \(rows.lowerBound + 1)–\(rows.upperBound) of \(StackMode.boxRows) · cells \(pool?.inUse ?? 0) live, \(pool?.idle ?? 0) pooled"
        case .carousel:
            return "carousel row · \(row.itemCount) cards + \(row.copies) copies each end · wraps \(row.wrapCount) · cards in view \(row.visibleSlots.count)"
        case .stripRow:
            return "strip row · recentering: content \(grouped(strip.contentExtent)) px, recentered \(strip.recenterCount)× · tiles \(strip.pool.inUse) live, \(strip.pool.idle) pooled"
        default:
            if placement.kind == .list, let pool = rows.cells[child]?.pool {
                let rows = placement.visibleRows, frame = placement.frame.height
                let shown = rows.isEmpty ? "no rows" : "rows \(rows.lowerBound + 1)–\(rows.upperBound)"
                return "\(name) · frame \(grouped(frame)) px clipped from \(grouped(placement.contentOffset + frame)) of \(grouped(placement.fullHeight)) · \(shown) of \(grouped(Double(feed.rowCount(of: child)))) · cells \(pool.inUse) live, \(pool.idle) pooled"
            }
            return "\(name) · plain view, \(grouped(placement.height)) px"
        }
    }
}
