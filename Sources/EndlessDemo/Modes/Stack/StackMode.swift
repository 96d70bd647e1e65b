import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 5: a feed of nested scrollers in OLEContainerScrollView's stacked
/// container. From the top: a header; a horizontal carousel row of animal cards
/// looping both ways (the sentinel technique with several cards in view); a
/// box of 40 rows that scrolls itself inside the feed (same-axis chaining with
/// hand-off, `ScrollChain`); list A; a banner (B hides it); a horizontal
/// recentering strip row (Josh & Eliza); list B (5,000 rows); a footer.
///
/// Who takes a gesture: a drag that leaves the slop within 30° of horizontal
/// over a horizontal row moves that row, any other drag the feed
/// (`DirectionLock`); a drag that starts in the box moves the box to its edge
/// and then the feed (`ScrollChain`). The lists are the container's: their
/// frames are clipped to the viewport and only visible rows get cells, from a
/// pool per list.
public final class StackMode: RegisteredMode {
    static let rowsStep = 100
    static let resizeDuration = 0.3
    static let boxRows = 40, boxRowHeight = 44.0
    static let cardWidth = 260.0, cardHeight = 210.0, cardGap = 16.0
    /// Where the carousel row's first card starts and the box's sides, px from the window's sides.
    static let inset = 20.0

    static let name = "stack"
    static let title = "Feed of nested scrollers (stacked container)"
    /// The nested scrollers: the carousel row's logical offset (continuous
    /// across wraps), the strip row's logical offset, the box's own offset.
    static var traceFields: [TraceField] {
        [TraceField("row_offset"), TraceField("strip_offset"), TraceField("inner_offset")]
    }
    static var traits: ModeTraits { ModeTraits(name: name, scrollsVertically: true, showsPictures: true) }
    static let summary = "One feed stacks rows, a box and long lists: each child's frame is clipped to the view and makes cells only for its visible rows, from a reuse pool."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, cards: context.settings.items,
                  seed: context.settings.seed)
        if context.settings.reduceMotion {
            chain.outer.configuration.animatesScrolls = false
            chain.inner.configuration.animatesScrolls = false
            row.animatesScrolls = false
            stripRow.animatesScrolls = false
        }
    }

    let help = "drag / fling rows, box, feed · wheel (Shift: rows) · ↑ ↓ PgUp PgDn Home End · ← → cards · + / - rows in A · B banner"

    /// The feed and the box: one chain on the vertical axis.
    var chain: ScrollChain
    /// The carousel row of cards.
    var row: CardLoop
    /// The strip row: the library's recentering strip view, a tile per wheel
    /// notch. It spans the window: the feed decides which gestures are its.
    var stripRow: RecenteringStripView
    var strip: RecenteringStrip { stripRow.strip }
    var stripAxis: ScrollAxis { stripRow.axis }
    var container: FeedContainer
    var cells: [FeedChild: CellRecycler] = [.listA: CellRecycler(), .listB: CellRecycler(),
                                           .box: CellRecycler()]
    var views: [FeedChild: SlotTextures] = [:]
    var plainViews: [FeedChild: SlotTextures] = [:]
    var stripViews: SlotTextures
    /// The carousel band as last drawn at rest, and what it showed.
    var band: (texture: Texture, key: [Int])?
    var layout: FeedContainer.Layout
    /// Children changing height: list A to a new row count, the banner folding.
    var resizes: [FeedChild: FeedResize] = [:]
    /// The gesture under way: who is pressed and which way it was given.
    var gesture = FeedGesture()
    /// The cards' pictures.
    let entries: [ImageLibrary.Entry]
    let shelf = PictureShelf()
    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }
    var clock = 0.0
    var logLines: [LogLine] = []
    /// Times the whole feed came to rest: every scroller still and the pointer up.
    var rests = RestCounter()
    var restCount: Int { rests.count }
    /// The layout last reported to --log-state.
    var reportedLayout: LogLine?
    let canvas: Canvas
    var width: Double
    var height: Double
    /// The feed's scroll indicator on the right, and the box's inside its frame.
    var indicator = ScrollIndicator()
    var boxIndicator = ScrollIndicator()

    /// The feed's content inset at the bottom: it scrolls far enough for its
    /// end to clear the help bar. (At the top, the header child's first 54 px lie
    /// under the window's header bar and hold nothing.)
    static let bottomInset = Layout.helpBarHeight

    /// The feed as it starts, top to bottom.
    public static let initialContainer = FeedContainer(children: [
        .init(id: .header, content: .view(height: 130)),
        .init(id: .carousel, content: .view(height: cardHeight + 20)),
        .init(id: .box, content: .view(height: 300)),
        .init(id: .listA, content: .list(rowCount: 100, rowHeight: 44)),
        .init(id: .banner, content: .view(height: 160)),
        .init(id: .stripRow, content: .view(height: Double(StripMode.tileHeight) + 20)),
        .init(id: .listB, content: .list(rowCount: 5_000, rowHeight: 72)),
        .init(id: .footer, content: .view(height: 260)),
    ], spacing: 12)

    init(canvas: Canvas, library: ImageLibrary, cards: Int, seed: UInt64) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        container = StackMode.initialContainer
        layout = container.layout(offset: 0, viewportHeight: height)
        let outer = ScrollAxis(configuration: .init(viewportExtent: height,
                                                    bounds: 0...max(0, layout.contentHeight - height + StackMode.bottomInset)))
        let boxHeight = container[FeedChild.box].contentHeight
        let inner = ScrollAxis(configuration: .init(viewportExtent: boxHeight,
                                                    bounds: 0...max(0, Double(StackMode.boxRows) * StackMode.boxRowHeight - boxHeight)))
        chain = ScrollChain(outer: outer, inner: inner)
        row = CardLoop(itemCount: cards, cardExtent: StackMode.cardWidth, spacing: StackMode.cardGap,
                       viewportExtent: max(1, width - StackMode.inset))
        stripRow = RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: width, height: height),
                                        tileExtent: StripMode.tileExtent, lineStep: StripMode.tileExtent)
        stripViews = SlotTextures(canvas: canvas, width: Int32(StripMode.tileExtent) - 12, height: StripMode.tileHeight) {
            StripMode.composeTile(index: $0, into: $1, canvas: canvas)
        }
        // The cards' pictures: random animals, or the folder's pictures in order.
        entries = library.picks(count: min(cards, 64), seed: seed ^ 0x5EED)
        makeViews()
        relayout()
    }


    var axis: ScrollAxis { chain.outer }

    // MARK: Status

    var status: ModeStatus {
        let top = layout.placements.last { $0.frameY <= axis.offset + 0.5 }?.index ?? 0
        return ModeStatus(state: activeState, offset: axis.offset, velocity: axis.velocity, page: top,
                          liveTiles: layout.placements.filter { isOnScreen($0) }.count,
                          textures: (Array(views.values) + Array(plainViews.values) + [stripViews])
                              .reduce(0) { $0 + $1.textureCount } + shelf.readyCount,
                          recenters: row.wrapCount + strip.recenterCount,
                          liveCells: cells.values.reduce(0) { $0 + $1.cells.count },
                          fields: ["row_offset": row.logicalOffset, "strip_offset": stripLogicalOffset,
                                   "inner_offset": chain.inner.offset])
    }

    /// The state of the scroller at work: the feed's, else the box's, the
    /// carousel row's or the strip row's (idle when all rest).
    var activeState: ScrollAxis.State {
        [chain.outer.state, chain.inner.state, row.axis.state, stripAxis.state].first { $0 != .idle } ?? .idle
    }

    var stripLogicalOffset: Double { stripRow.logicalOffset }

    var restReport: [(key: String, value: LogValue)] {
        [("child", .int(status.page)), ("rows_a", .int(rowCount(FeedChild.listA))),
         ("card", .int(row.leadingItem ?? -1)), ("row_offset", .number(row.logicalOffset, digits: 3)),
         ("strip_offset", .number(stripLogicalOffset, digits: 3)), ("inner_offset", .number(chain.inner.offset, digits: 3))]
    }

    var hudLines: [String] {
        let a = cells[FeedChild.listA]!, b = cells[FeedChild.listB]!, inBox = cells[FeedChild.box]!
        return ["cells     A \(a.cells.count)  B \(b.cells.count)  box \(inBox.cells.count)  (made \(a.pool.created)+\(b.pool.created)+\(inBox.pool.created))",
                "rows A    \(rowCount(FeedChild.listA))\(resizes[.listA] == nil ? "" : " (animating)")",
                "gesture   \(gesture.description)",
                "row       card \(row.leadingItem.map { "\($0 + 1)" } ?? "-") of \(row.itemCount), \(row.wrapCount) wraps",
                "box       \(fixed(chain.inner.offset, 0)) of \(fixed(chain.inner.configuration.bounds?.upperBound ?? 0, 0)) px",
                "content   \(fixed(layout.contentHeight, 0)) px"]
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    /// The layout as --log-state prints it: each child's frame in content coordinates.
    var layoutLine: LogLine {
        var children: [LogValue] = []
        for child in container.children where !child.isHidden {
            var fields: [(key: String, value: LogValue)] = [
                ("name", .text(child.id.rawValue)),
                ("y", .number(container.top(of: child.id, heights: heights), digits: 1)),
                ("height", .number(heights[child.id] ?? child.contentHeight, digits: 1))]
            if child.id == .box {
                fields.append(("content_height", .number(Double(StackMode.boxRows) * StackMode.boxRowHeight, digits: 1)))
            }
            children.append(.object(LogLine(fields)))
        }
        return LogLine([("mode", .text(StackMode.name)), ("layout", .list(children))])
    }

    /// Queues the layout line when it changed since last reported (or always, `force`).
    func reportLayout(force: Bool = false) {
        let line = layoutLine
        guard force || line != reportedLayout else { return }
        reportedLayout = line
        logLines.append(line)
    }

    func rowCount(_ child: FeedChild) -> Int {
        if case .rows(let rows)? = resizes[child]?.outcome { return rows }
        if case .list(let rows, _) = container[child].content { return rows }
        return 0
    }

    func isOnScreen(_ placement: FeedContainer.Placement) -> Bool {
        placement.frameHeight > 0 && placement.frameY < axis.offset + height
            && placement.frameY + placement.frameHeight > axis.offset
    }

    /// Where child `index` starts on screen (window y).
    func screenTop(of child: FeedChild) -> Double { container.top(of: child, heights: heights) - axis.offset }

    // MARK: Life

    func nextFrame(after now: Double) -> Double? {
        let moving = chain.isMoving || row.axis.isMoving || stripAxis.isMoving || !resizes.isEmpty
        return FrameSchedule.earliest(moving ? now : nil, shelf.nextFrame(after: now, showing: visiblePictureKeys),
                                      indicator.nextFrame(after: now), boxIndicator.nextFrame(after: now))
    }

    func activate(time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
        reportLayout(force: true)
    }

    func deactivate(time: Double) { cancelGesture(time: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        chain.outer.configuration.viewportExtent = self.height
        row.resize(viewportExtent: max(1, self.width - StackMode.inset), time: time)
        stripRow.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: self.height))
        makeViews()
        relayout()
        chain.outer.settle(time: time)
        reportLayout()
    }

    // MARK: Time

    func update(to time: Double) {
        clock = max(clock, time)
        chain.advance(to: time)
        row.advance(to: time)
        stripRow.advance(to: time)
        // In the feed's order, so that one resize's shift is seen by the next.
        for child in FeedChild.allCases { if let resize = resizes[child] { advance(resize, of: child, to: time) } }
        collectPictures()
        relayout()
        noteRest()
        // (Rows added or removed move nothing on screen: no indicator for them, as on iOS.)
        indicator.note(active: chain.outer.state != .idle, at: clock)
        boxIndicator.note(active: chain.inner.state != .idle, at: clock)
    }

    /// Counts a rest when the last of the feed's scrollers stops (or the pointer
    /// lets go of still ones): a fling handed from the box to the feed is one motion.
    func noteRest() {
        rests.note(active: gesture.isActive || chain.isMoving || row.axis.isMoving || stripAxis.isMoving)
    }

    /// The shown heights of the children changing height.
    var heights: [FeedChild: Double] { resizes.mapValues(\.shown) }

    /// `child`'s shown height goes from `old` to `new`: the content after it
    /// moves with it, so a viewport that starts below the child keeps what it shows.
    private func followResize(of child: FeedChild, from old: Double, to new: Double) {
        let end = container.top(of: child, heights: heights) + old
        if axis.offset >= end { chain.outer.shift(by: new - old) }
    }

    /// A resize at `time`: what follows the child moves with it (kept still
    /// when the viewport starts below it); at the end the child takes its new
    /// row count, or is hidden.
    private func advance(_ resize: FeedResize, of child: FeedChild, to time: Double) {
        let h = resize.height(at: time)
        followResize(of: child, from: resize.shown, to: h)
        resizes[child]?.shown = h
        if resize.isDone(at: time) {
            resizes[child] = nil
            switch resize.outcome {
            case .rows(let rows):
                if case .list(_, let rowHeight) = container[child].content {
                    container[child].content = .list(rowCount: rows, rowHeight: rowHeight)
                }
            case .hidden(let hidden):
                if hidden { container[child].isHidden = true }
            }
            reportLayout()
        }
        updateBounds(time: time)
    }

    func updateBounds(time: Double) {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        let bounds = 0...max(0, layout.contentHeight - height + StackMode.bottomInset)
        guard chain.outer.configuration.bounds != bounds else { return }
        chain.outer.configuration.bounds = bounds
        if axis.state == .idle, !bounds.contains(axis.offset) { chain.outer.settle(time: time) }
    }

    /// The feed's layout step: frames, list offsets, cells for the visible rows,
    /// the strip's recentering and tiles, the cards' pictures.
    func relayout() {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        for placement in layout.placements where cells[placement.id] != nil && placement.id != .box {
            cells[placement.id]?.show(rows: placement.visibleRows)
        }
        cells[FeedChild.box]?.show(rows: boxVisibleRows)
        requestVisibleCards()
    }

    /// Whether `child` is (partly) in the viewport.
    func isChildOnScreen(_ child: FeedChild) -> Bool {
        layout.placements.contains { $0.id == child && isOnScreen($0) }
    }

    /// The box's rows inside both its frame and the window.
    var boxVisibleRows: Range<Int> {
        guard isChildOnScreen(FeedChild.box) else { return 0..<0 }
        let top = screenTop(of: FeedChild.box), frame = container[FeedChild.box].contentHeight
        let from = max(0, -top), to = min(frame, height - top)
        guard to > from else { return 0..<0 }
        let first = max(0, Int(saturating: ((chain.inner.offset + from) / StackMode.boxRowHeight).rounded(.down)))
        let end = min(StackMode.boxRows, Int(saturating: ((chain.inner.offset + to) / StackMode.boxRowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    // MARK: Pictures

    /// Cards share a picture when the row has more cards than pictures.
    func pictureKey(_ item: Int) -> Int { entries.isEmpty ? item : item % entries.count }

    /// The pictures of the cards in the row's view.
    var visiblePictureKeys: [Int] { row.visibleSlots.compactMap { row.item(atSlot: $0).map(pictureKey) } }

    func requestVisibleCards() {
        guard !entries.isEmpty, isChildOnScreen(FeedChild.carousel) else { return }
        for slot in row.visibleSlots {
            guard let item = row.item(atSlot: slot) else { continue }
            let key = pictureKey(item)
            guard shelf[key] == nil else { continue }
            let w = Int32(StackMode.cardWidth), h = Int32(StackMode.cardHeight)
            let layout = PageLayout(width: w, height: h, background: StackMode.background,
                                    card: (0, 0, w, h, cardColor(key)),
                                    boxX: 10, boxY: 10, boxWidth: StackMode.cardWidth - 20,
                                    boxHeight: StackMode.cardHeight - 56, maxScale: PageLayout.largestScale)
            shelf.request(key, path: entries[key].path, layout: layout, at: clock)
        }
    }

    func cardColor(_ key: Int) -> SDL_Color { .hsv(Double(key * 47 % 360), 0.3, 0.38) }

    private func collectPictures() {
        let inView = isChildOnScreen(.carousel)
        shelf.collect(renderer: canvas.renderer, at: clock, finish: paintCaption, inView: { _ in inView })
    }

    /// The card's caption, painted once into its composed page.
    func paintCaption(key: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        let caption = canvas.text.fitted(entries[key].caption, width: Double(surface.pointee.w) - 16, size: 20, bold: true)
        let size = canvas.text.size(of: caption, size: 20, bold: true)
        canvas.paint([TextRun(caption, size: 20, bold: true, x: surface.pointee.w / 2 - size.w / 2,
                              y: surface.pointee.h - 38)], ink: SDL_Color(245, 245, 250), onto: surface)
    }

    var picturesShown: Bool {
        guard !entries.isEmpty, isChildOnScreen(FeedChild.carousel) else { return true }
        return shelf.areSettled(visiblePictureKeys, at: clock)
    }

    func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }
}
