import CSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 5: OLEContainerScrollView's stacked container: a header, list A
/// (10,000 rows), a banner, list B (5,000 taller rows) and a footer in one
/// vertical scroller. Only the container scrolls; each list's frame is clipped
/// to the viewport and makes cells only for the rows inside it, from a pool.
/// Beyond the original: spacing, a banner that can be hidden (taking no space),
/// and list A growing or shrinking by 100 rows with an animation while what is
/// on screen stays put.
public final class StackMode: RegisteredMode {
    static let listA = 1, banner = 2, listB = 3
    static let rowsStep = 100
    static let resizeDuration = 0.3

    static let name = "stack"
    static let title = "Stacked container of lists"

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas)
    }

    let help = "drag / fling · wheel · ↑ ↓ PageUp PageDown Home End · + / - 100 rows in A · B banner · Tab · H HUD · Esc"

    var axis: ScrollAxis
    var container: StackedContainer
    var cells: [Int: CellRecycler] = [StackMode.listA: CellRecycler(), StackMode.listB: CellRecycler()]
    var views: [Int: SlotTextures] = [:]
    var plainViews: [Int: SlotTextures] = [:]
    var layout: StackedContainer.Layout
    /// List A's height while it animates to a new row count.
    var growth: (motion: EasedMotion, start: Double, rows: Int)?
    var shownHeightA: Double
    let canvas: Canvas
    var width: Double
    var height: Double

    /// The demo's container as it starts: header, list A, banner, list B, footer.
    public static let initialContainer = StackedContainer(children: [
        .init(name: "header", content: .view(height: 220)),
        .init(name: "list A", content: .list(rowCount: 10_000, rowHeight: 44)),
        .init(name: "banner", content: .view(height: 160)),
        .init(name: "list B", content: .list(rowCount: 5_000, rowHeight: 72)),
        .init(name: "footer", content: .view(height: 260)),
    ], spacing: 12)

    init(canvas: Canvas) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        container = StackMode.initialContainer
        shownHeightA = container.children[StackMode.listA].contentHeight
        layout = container.layout(offset: 0, viewportHeight: height)
        axis = ScrollAxis(configuration: .init(viewportExtent: height,
                                               bounds: 0...max(0, layout.contentHeight - height)))
        makeViews()
        relayout()
    }

    // MARK: Status

    var status: ModeStatus {
        let top = layout.placements.last { $0.frameY <= axis.offset + 0.5 }?.index ?? 0
        return ModeStatus(state: axis.state, offset: axis.offset, velocity: axis.velocity, page: top,
                          liveTiles: layout.placements.filter { isOnScreen($0) }.count,
                          textures: (Array(views.values) + Array(plainViews.values)).reduce(0) { $0 + $1.textureCount },
                          recenters: 0,
                          liveCells: cells.values.reduce(0) { $0 + $1.cells.count })
    }

    var restReport: [(key: String, value: LogValue)] {
        [("child", .int(status.page)), ("rows_a", .int(rowCount(StackMode.listA)))]
    }

    var hudLines: [String] {
        let a = cells[StackMode.listA]!, b = cells[StackMode.listB]!
        return ["cells     A \(a.cells.count)  B \(b.cells.count)  (pools \(a.pool.idle)+\(b.pool.idle), made \(a.pool.created)+\(b.pool.created))",
                "rows A    \(rowCount(StackMode.listA))\(growth == nil ? "" : " (animating)")",
                "content   \(fixed(layout.contentHeight, 0)) px"]
    }

    func rowCount(_ index: Int) -> Int {
        if case .list(let rows, _) = container.children[index].content { return growth?.rows ?? rows }
        return 0
    }

    func isOnScreen(_ placement: StackedContainer.Placement) -> Bool {
        placement.frameHeight > 0 && placement.frameY < axis.offset + height
            && placement.frameY + placement.frameHeight > axis.offset
    }

    // MARK: Life

    func nextFrame(after now: Double) -> Double? { axis.isMoving || growth != nil ? now : nil }

    func activate(time: Double) {}

    func deactivate(time: Double) { axis.cancel(time: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        axis.configuration.viewportExtent = self.height
        makeViews()
        relayout()
        axis.settle(time: time)
    }

    // MARK: Input

    // MARK: Time

    func update(to time: Double) {
        axis.advance(to: time)
        if let growth {
            let h = growth.motion.position(at: time - growth.start)
            let end = container.top(ofChild: StackMode.listA, heights: heights) + shownHeightA
            // Content after list A moves with it; keep it still when the viewport starts after A.
            if axis.offset >= end { axis.shift(by: h - shownHeightA) }
            shownHeightA = h
            if growth.motion.isDone(at: time - growth.start) {
                if case .list(_, let rowHeight) = container.children[StackMode.listA].content {
                    container.children[StackMode.listA].content = .list(rowCount: growth.rows, rowHeight: rowHeight)
                }
                self.growth = nil
            }
            updateBounds(time: time)
        }
        relayout()
    }

    var heights: [Int: Double] { growth == nil ? [:] : [StackMode.listA: shownHeightA] }

    func updateBounds(time: Double) {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        let bounds = 0...max(0, layout.contentHeight - height)
        guard axis.configuration.bounds != bounds else { return }
        axis.configuration.bounds = bounds
        if axis.state == .idle, !bounds.contains(axis.offset) { axis.settle(time: time) }
    }

    /// The container's layout step: frames, list offsets, and cells for the visible rows.
    func relayout() {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        for placement in layout.placements where cells[placement.index] != nil {
            cells[placement.index]?.show(rows: placement.visibleRows)
        }
    }

    // MARK: Drawing

}
