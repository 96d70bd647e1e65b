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

    convenience init(context: ModeContext) { self.init(canvas: context.canvas) }
    let help = "drag / fling · wheel · ↑ ↓ PageUp PageDown Home End · + / - 100 rows in A · B banner · Tab · H HUD · Esc"

    private(set) var axis: ScrollAxis
    private(set) var container: StackedContainer
    private var cells: [Int: CellRecycler] = [StackMode.listA: CellRecycler(), StackMode.listB: CellRecycler()]
    private var views: [Int: SlotTextures] = [:]
    private var plainViews: [Int: SlotTextures] = [:]
    private var layout: StackedContainer.Layout
    /// List A's height while it animates to a new row count.
    private var growth: (motion: EasedMotion, start: Double, rows: Int)?
    private var shownHeightA: Double
    private let canvas: Canvas
    private var width: Double
    private var height: Double

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

    private func rowCount(_ index: Int) -> Int {
        if case .list(let rows, _) = container.children[index].content { return growth?.rows ?? rows }
        return 0
    }

    private func isOnScreen(_ placement: StackedContainer.Placement) -> Bool {
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

    private func makeViews() {
        // Rows span the whole window, margins included: full-width copies are the
        // cheapest in the software renderer (measured: narrower rows cost 1.5x).
        let rowWidth = Int32(max(1, width))
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, rowWidth - 40), h: 72)
        let canvas = self.canvas
        let margin = StackMode.background
        // Rows are stamped from prepared templates: a copy and a few digits each.
        let stripes = [SDL_Color(236, 239, 244), SDL_Color(226, 230, 237)].map { color in
            RowStamp(canvas: canvas, width: rowWidth, height: 44, prefix: "A · row ", x: 36, y: 11, size: 17,
                     bold: false, ink: SDL_Color(40, 44, 56)) { surface in
                canvas.paintFill(surface, margin)
                canvas.paintFill(surface, color, SDL_Rect(x: inner.x, y: 0, w: inner.w, h: 44))
            }
        }
        views[StackMode.listA] = SlotTextures(canvas: canvas, width: rowWidth, height: 44) { row, surface in
            stripes[row % 2].stamp(row: row, onto: surface)
        }
        let tall = RowStamp(canvas: canvas, width: rowWidth, height: 72, prefix: "B · row ", x: 94, y: 10, size: 20,
                            bold: true, ink: SDL_Color(50, 44, 36)) { surface in
            canvas.paintFill(surface, margin)
            canvas.paintFill(surface, SDL_Color(250, 246, 238), inner)
            canvas.paintFill(surface, SDL_Color(225, 218, 205), SDL_Rect(x: inner.x, y: 71, w: inner.w, h: 1))
            canvas.paint([TextRun("a taller row of list B", size: 15, x: 94, y: 40)], ink: SDL_Color(50, 44, 36), onto: surface)
        }
        views[StackMode.listB] = SlotTextures(canvas: canvas, width: rowWidth, height: 72) { row, surface in
            tall.stamp(row: row, onto: surface)
            canvas.paintFill(surface, .hsv(Double(row * 37 % 360), 0.5, 0.8), SDL_Rect(x: 34, y: 14, w: 44, h: 44))
        }
    }

    // MARK: Input

    func handle(_ event: InputEvent) {
        if axis.applyVertical(event) != nil { return relayout() }
        switch event {
        case .wheel(_, let dy, let precise, let t):
            if precise { axis.scrollImmediately(by: -dy, time: t) } else { axis.scroll(by: -dy * 120, time: t) }
        case .key(let key, _, let t):
            switch key {
            case .up: axis.scroll(by: -120, time: t)
            case .down: axis.scroll(by: 120, time: t)
            case .pageUp: axis.scroll(by: -(height - 80), time: t)
            case .pageDown: axis.scroll(by: height - 80, time: t)
            case .home: axis.scroll(by: -axis.restingOffset, time: t)
            case .end: axis.scroll(by: layout.contentHeight - height - axis.restingOffset, time: t)
            case .plus: changeRows(by: StackMode.rowsStep, time: t)
            case .minus: changeRows(by: -StackMode.rowsStep, time: t)
            case .b: toggleBanner(time: t)
            default: break
            }
        default: break
        }
        relayout()
    }

    /// Starts list A growing or shrinking to `delta` more rows.
    private func changeRows(by delta: Int, time: Double) {
        guard case .list(let current, let rowHeight) = container.children[StackMode.listA].content else { return }
        let target = max(0, (growth?.rows ?? current) + delta)
        let from = shownHeightA
        // While it animates, the list keeps the larger count so no row vanishes early.
        container.children[StackMode.listA].content = .list(rowCount: max(current, target), rowHeight: rowHeight)
        growth = (EasedMotion(from: from, to: Double(target) * rowHeight, duration: StackMode.resizeDuration),
                  time, target)
    }

    private func toggleBanner(time: Double) {
        let before = container.top(ofChild: StackMode.listB, heights: heights)
        container.children[StackMode.banner].isHidden.toggle()
        let after = container.top(ofChild: StackMode.listB, heights: heights)
        // Below the banner, what is on screen stays where it is.
        if axis.offset >= before - container.spacing { axis.shift(by: after - before) }
        updateBounds(time: time)
    }

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

    private var heights: [Int: Double] { growth == nil ? [:] : [StackMode.listA: shownHeightA] }

    private func updateBounds(time: Double) {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        let bounds = 0...max(0, layout.contentHeight - height)
        guard axis.configuration.bounds != bounds else { return }
        axis.configuration.bounds = bounds
        if axis.state == .idle, !bounds.contains(axis.offset) { axis.settle(time: time) }
    }

    /// The container's layout step: frames, list offsets, and cells for the visible rows.
    private func relayout() {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        for placement in layout.placements where cells[placement.index] != nil {
            cells[placement.index]?.show(rows: placement.visibleRows)
        }
    }

    // MARK: Drawing

    func render(_ canvas: Canvas) {
        let offset = axis.offset
        fillBackground(canvas)
        for placement in layout.placements {
            let y = placement.frameY - offset
            guard y < height, y + placement.frameHeight > 0 else { continue }
            switch container.children[placement.index].content {
            case .view(let h):
                drawView(placement.index, y: y, height: h, canvas: canvas)
            case .list(_, let rowHeight):
                guard let recycler = cells[placement.index], let view = views[placement.index] else { continue }
                let clipTop = max(0, y), clipBottom = min(height, y + placement.frameHeight)
                for (row, slot) in recycler.cells {
                    let rowY = y + Double(row) * rowHeight - placement.contentOffset
                    view.draw(slot: slot, content: row, x: 0, y: rowY, clipTop: clipTop, clipBottom: clipBottom)
                }
            }
        }
    }

    /// Paints only what the children leave uncovered — the side margins, the
    /// spacing between children, and any space above or below the content while
    /// it is pulled past an edge — rather than clearing the whole window.
    private func fillBackground(_ canvas: Canvas) {
        let color = StackMode.background, offset = axis.offset
        canvas.fill(x: 0, y: 0, w: width, h: max(0, -offset), color)
        var end = 0.0
        for (i, placement) in layout.placements.enumerated() {
            let top = container.top(ofChild: placement.index, heights: heights)
            if i > 0 { canvas.fill(x: 0, y: top - container.spacing - offset, w: width, h: container.spacing, color) }
            end = top + (heights[placement.index] ?? container.children[placement.index].contentHeight)
        }
        canvas.fill(x: 0, y: end - offset, w: width, h: max(0, height - (end - offset)), color)
    }

    static let background = SDL_Color(30, 32, 40)

    /// The plain views, each composed once into a full-width texture (margins
    /// included) and drawn as one copy; the header is composed again when list A's
    /// row count, which it shows, changes.
    private func drawView(_ index: Int, y: Double, height h: Double, canvas: Canvas) {
        guard y < height, y + h > 0 else { return }
        let key = index == 0 ? rowCount(StackMode.listA) : 0
        if plainViews[index]?.height != Int32(h) || plainViews[index]?.width != Int32(max(1, width)) {
            plainViews[index] = makePlainView(index, height: h)
        }
        plainViews[index]?.draw(slot: 0, content: key, x: 0, y: y, clipTop: 0, clipBottom: height)
    }

    private func makePlainView(_ index: Int, height h: Double) -> SlotTextures {
        let canvas = self.canvas, w = Int32(max(1, width))
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, w - 40), h: Int32(h))
        let color = index == StackMode.banner ? SDL_Color(214, 120, 60) : SDL_Color(52, 58, 78)
        return SlotTextures(canvas: canvas, width: w, height: Int32(h)) { rows, surface in
            canvas.paintFill(surface, StackMode.background)
            canvas.paintFill(surface, color, inner)
            let white = SDL_Color(255, 255, 255)
            switch index {
            case 0:
                canvas.paint([TextRun("Stacked container", size: 40, bold: true, x: 44, y: 60)], ink: white, onto: surface)
                canvas.paint([TextRun("header · list A (\(rows) rows) · banner · list B (5000 rows) · footer", size: 18, x: 46, y: 122)],
                             ink: SDL_Color(200, 205, 220), onto: surface)
            case StackMode.banner:
                let text = "a plain view between the lists (B hides it)"
                let size = canvas.text.size(of: text, size: 22, bold: true)
                canvas.paint([TextRun(text, size: 22, bold: true, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            default:
                let text = "footer: the end of the container"
                let size = canvas.text.size(of: text, size: 22)
                canvas.paint([TextRun(text, size: 22, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            }
        }
    }
}
