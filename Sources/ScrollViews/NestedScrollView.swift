import InfiniteScrolling
import ScrollPhysics

/// A vertical scroll view that holds other scrollers in its content and
/// shares each gesture with them, as a feed of carousels and boxes does:
///
/// - **Children across it** (`addChild`, or `addRow` for a row of cards): any
///   `NestedChild` — a row of cards, a recentering strip, a looping pager, a
///   horizontal scroll view. A gesture over one goes to it or to the outer
///   view by the angle of its first motion past the slop (`GestureArena`),
///   held until the release.
/// - **Boxes along it** (`addBox`): a vertical scroll view inside the vertical
///   content. A drag from a box moves the box to its edge and the rest of the
///   same drag moves the outer view; a fling from the box hands its speed on
///   at the box's edge; only the outer view rubber-bands (`ScrollChain`). A
///   touchpad's stream over a box is that same drag; a wheel's notches go to
///   the box first and past its end to the outer view.
/// - **The wheel**: vertical turns to the box under the pointer or the outer
///   view, horizontal ones (or Shift) to the child under the pointer; each
///   spin stays with what it began over (`WheelLatch`), a touchpad's stream
///   all one way, as its first delta went (`StreamAxisLock`).
///
/// Children and boxes move with the outer content: each lies at a place in it
/// (`place(child:contentY:height:)` moves one, as a feed whose rows grow does).
public struct NestedScrollView: Sendable {
    /// One child and where it lies in the outer content.
    public struct Child: Sendable {
        /// The child, its frame in the window kept up to date.
        public internal(set) var view: any NestedChild
        /// Its top in the outer content, px.
        public internal(set) var contentY: Double
        /// Its height, px.
        public internal(set) var height: Double
        /// Its left edge from the outer view's, px.
        public internal(set) var x: Double
        /// Its width, px (nil: the rest of the outer view's width).
        public internal(set) var width: Double?
    }

    /// One row of cards and where it lies in the outer content.
    public struct Row: Sendable {
        /// The row, its frame in the window kept up to date.
        public internal(set) var view: CardRowView
        /// Its top in the outer content, px.
        public let contentY: Double
        /// Its height, px.
        public let height: Double
    }

    /// A box: a vertical scroll view inside the outer content, chained to it.
    public struct Box: Sendable {
        /// The box's own view, its frame in the window kept up to date.
        public internal(set) var view: ScrollView
        /// Its top in the outer content, px.
        public internal(set) var contentY: Double
    }

    /// What is under a point or a gesture.
    enum Part: Sendable, Equatable {
        case child(Int)
        case box(Int)
    }

    /// One of the view's scrollers, as the gesture arena knows them.
    public enum Scroller: Sendable, Equatable {
        /// The outer view.
        case outer
        /// Child `index` across it.
        case child(Int)
        /// Box `index` along it.
        case box(Int)
    }

    /// The outer, vertical view. A program may change it (its axis's bounds, a
    /// shift that keeps what is on screen): the children, the boxes and the
    /// chain follow at the next event or frame.
    public var outer: ScrollView
    /// The children across the outer view, in the order they were added.
    public internal(set) var children: [Child] = []
    /// The boxes along it, in the order they were added.
    public internal(set) var boxes: [Box] = []
    /// Who takes the gesture under way, and each wheel spin and touchpad stream.
    public internal(set) var arena = GestureArena<Scroller>()
    /// The child or box the gesture under way was pressed over.
    var pressed: Part? {
        switch arena.contenders.first?.member {
        case .child(let index)?: .child(index)
        case .box(let index)?: .box(index)
        case .outer?, nil: nil
        }
    }
    /// The child the gesture under way was pressed over (one that takes drags), if any.
    public var pressedChild: Int? { if case .child(let index)? = pressed { index } else { nil } }
    /// The box the gesture under way was pressed over, if any.
    public var pressedBox: Int? { if case .box(let index)? = pressed { index } else { nil } }
    /// Whether the gesture under way drives the outer view through the chain
    /// (one was under way when it began: a press catches its hand-off too).
    var outerViaChain = false
    /// The outer view and a box sharing gestures, while one of the box's gestures or motions lasts.
    var chain: (box: Int, chain: ScrollChain)?
    /// A touchpad's stream over a box: the chain's drag from the box.
    var boxStream = PreciseScrollStream()
    /// The rows the outer content is made of, when it was given as rows (`init(frame:rowExtents:physics:)`).
    private var contentRows: RowStarts?

    /// An outer view in `frame` over content `contentExtent` px tall, with the feel of `physics`.
    public init(frame: ViewFrame, contentExtent: Double, physics: ScrollAxis.Physics = .init()) {
        outer = ScrollView(frame: frame, orientation: .vertical, contentExtent: contentExtent, physics: physics)
    }

    /// An outer view in `frame` whose content is rows of `rowExtents` px each,
    /// one under another (a list with rows of different heights), with the feel
    /// of `physics`; any of them may hold a child (`addRow(atRow:…)`, `addChild(_:atRow:)`).
    public init(frame: ViewFrame, rowExtents: [Double], physics: ScrollAxis.Physics = .init()) {
        let rows = RowStarts(extents: rowExtents)
        self.init(frame: frame, contentExtent: rows.end, physics: physics)
        contentRows = rows
    }

    /// The rows of cards among the children, in the order they were added.
    public var rows: [Row] {
        children.compactMap { child in
            (child.view as? CardRowView).map { Row(view: $0, contentY: child.contentY, height: child.height) }
        }
    }

    /// Child `index` as the type it was added as (nil for another type or no such child).
    @inlinable
    public func child<View: NestedChild>(_ index: Int, as type: View.Type = View.self) -> View? {
        children.indices.contains(index) ? children[index].view as? View : nil
    }

    /// The content's rows any part of which is in view (a view made of rows; else none).
    public var visibleRowRange: Range<Int> {
        contentRows?.visible(offset: outer.offset, viewport: outer.frame.height, limit: VisibleLimit.items) ?? 0..<0
    }

    /// Where the content's row `row` lies in the window (a view made of rows; else an empty frame).
    public func frame(ofRow row: Int) -> ViewFrame {
        guard let contentRows else { return ViewFrame(x: outer.frame.x, y: outer.frame.y, width: 0, height: 0) }
        return contentFrame(contentY: contentRows.start(ofRow: row), height: contentRows.extent(ofRow: row))
    }

    // MARK: Building

    /// Adds a row of `itemCount` cards `cardExtent` px wide, `spacing` apart, in
    /// the place of the content's row `row` (a view made of rows); returns its
    /// index among the children, nil when there is no such row.
    @discardableResult
    public mutating func addRow(atRow row: Int, itemCount: Int, cardExtent: Double, spacing: Double = 0,
                                physics: ScrollAxis.Physics = .init()) -> Int? {
        guard let contentRows, (0..<contentRows.count).contains(row) else { return nil }
        return addRow(contentY: contentRows.start(ofRow: row), height: contentRows.extent(ofRow: row),
                      itemCount: itemCount, cardExtent: cardExtent, spacing: spacing, physics: physics)
    }

    /// Adds a row of `itemCount` cards `cardExtent` px wide, `spacing` apart, at
    /// `contentY` in the outer content, `height` px tall; returns its index among the children.
    @discardableResult
    public mutating func addRow(contentY: Double, height: Double, itemCount: Int, cardExtent: Double,
                                spacing: Double = 0, physics: ScrollAxis.Physics = .init()) -> Int {
        addChild(CardRowView(frame: contentFrame(contentY: contentY, height: height), itemCount: itemCount,
                             cardExtent: cardExtent, spacing: spacing, physics: physics),
                 contentY: contentY, height: height)
    }

    /// Adds `view` at `contentY` in the outer content, `height` px tall, `x`
    /// px from the outer view's left edge and `width` wide (nil: to its right
    /// edge); returns its index among the children.
    @discardableResult
    public mutating func addChild(_ view: some NestedChild, contentY: Double, height: Double, x: Double = 0,
                                  width: Double? = nil) -> Int {
        var child = Child(view: view, contentY: contentY.clamped(to: ViewFrame.positionRange, nan: 0),
                          height: height.clamped(to: ViewFrame.sizeRange, nan: 0),
                          x: x.clamped(to: ViewFrame.sizeRange, nan: 0),
                          width: width.flatMap { $0.isFinite ? min(max(0, $0), ViewFrame.sizeRange.upperBound) : nil })
        let frame = frame(of: child)
        if frame != child.view.frame { child.view.resize(frame: frame, time: 0) }
        children.append(child)
        return children.count - 1
    }

    /// Changes child `index`, as the type it was added as (nothing for another type).
    public mutating func updateChild<View: NestedChild>(_ index: Int, as type: View.Type = View.self,
                                                        _ body: (inout View) -> Void) {
        guard children.indices.contains(index), var view = children[index].view as? View else { return }
        body(&view)
        children[index].view = view
    }

    /// Adds `view` in the place of the content's row `row` (a view made of
    /// rows); returns its index among the children, nil when there is no such row.
    @discardableResult
    public mutating func addChild(_ view: some NestedChild, atRow row: Int) -> Int? {
        guard let contentRows, (0..<contentRows.count).contains(row) else { return nil }
        return addChild(view, contentY: contentRows.start(ofRow: row), height: contentRows.extent(ofRow: row))
    }

    /// Adds a box at `contentY` in the outer content, `height` px tall and the
    /// outer view's width, over content `contentExtent` px tall, with the feel
    /// of `physics`; returns its index among the boxes.
    @discardableResult
    public mutating func addBox(contentY: Double, height: Double, contentExtent: Double,
                                physics: ScrollAxis.Physics = .init()) -> Int {
        let contentY = contentY.clamped(to: ViewFrame.positionRange, nan: 0)
        let view = ScrollView(frame: contentFrame(contentY: contentY, height: height), orientation: .vertical,
                              contentExtent: contentExtent.clamped(to: ScrollAxis.extentRange, nan: 0), physics: physics)
        boxes.append(Box(view: view, contentY: contentY))
        return boxes.count - 1
    }

    /// Changes box `index`'s view (its axis's feel, say); its place stays the container's.
    public mutating func updateBox(_ index: Int, _ body: (inout ScrollView) -> Void) {
        guard boxes.indices.contains(index) else { return }
        body(&boxes[index].view)
    }

    /// Moves child `index` to `contentY`, `height` px tall (a row above it grew, say).
    public mutating func place(child index: Int, contentY: Double, height: Double) {
        guard children.indices.contains(index), contentY.isFinite, height.isFinite,
              contentY != children[index].contentY || max(0, height) != children[index].height else { return }
        setPlace(of: .child(index), contentY: contentY, height: height)
        placeParts()
    }

    /// Moves box `index` to `contentY`.
    public mutating func place(box index: Int, contentY: Double) {
        guard boxes.indices.contains(index), contentY.isFinite, contentY != boxes[index].contentY else { return }
        setPlace(of: .box(index), contentY: contentY, height: boxes[index].view.frame.height)
        placeParts()
    }

    /// Puts `part` at `contentY`, `height` px tall, without moving it on
    /// screen yet: `placeParts()` does, once for all the parts moved.
    mutating func setPlace(of part: Part, contentY: Double, height: Double) {
        guard contentY.isFinite, height.isFinite else { return }
        let contentY = contentY.clamped(to: ViewFrame.positionRange, nan: 0)
        let height = height.clamped(to: ViewFrame.sizeRange, nan: 0)
        switch part {
        case .child(let index) where children.indices.contains(index):
            children[index].contentY = contentY
            children[index].height = height
        case .box(let index) where boxes.indices.contains(index):
            boxes[index].contentY = contentY
            if height != boxes[index].view.frame.height {
                var frame = boxes[index].view.frame
                frame.height = height
                // At the box's own latest time: its axis orders times.
                boxes[index].view.resize(frame: frame, time: boxes[index].view.axis.clock)
            }
        default: break
        }
    }

    /// Removes a child or a box; a gesture over it, or a chain with it, ends first.
    mutating func remove(_ part: Part, time: Double) {
        if pressed == part {
            endStreams(at: time)
            handle(.lost(time: time))
        }
        if case .box(let index) = part, chain?.box == index {
            endBoxStream(at: time)
            chain = nil
        }
        arena.renameMembers { member in
            switch (member, part) {
            case (.child(let i), .child(let removed)): i == removed ? nil : .child(i > removed ? i - 1 : i)
            case (.box(let i), .box(let removed)): i == removed ? nil : .box(i > removed ? i - 1 : i)
            default: member
            }
        }
        if let (box, linked) = chain, case .box(let removed) = part, box > removed { chain = (box - 1, linked) }
        switch part {
        case .child(let index) where children.indices.contains(index): children.remove(at: index)
        case .box(let index) where boxes.indices.contains(index): boxes.remove(at: index)
        default: break
        }
    }

    /// The outer content is now `contentExtent` px tall: the offset stays where
    /// it can (else settles within the new bounds).
    public mutating func setContentExtent(_ contentExtent: Double, time: Double) {
        outer.resize(contentExtent: contentExtent, time: time)
    }

    /// The view now lies in `frame`: the outer view keeps its content's offset
    /// (within its new bounds), and the children and boxes follow.
    public mutating func resize(frame: ViewFrame, time: Double) {
        outer.resize(frame: frame, time: time)
        placeParts()
    }

    // MARK: Programmatic

    /// Scrolls the outer content by `distance` px (positive: further down),
    /// animated as a key's step is; the children follow.
    public mutating func scroll(by distance: Double, time: Double) {
        guard distance.isFinite, !arena.isActive else { return }
        endStreams(at: time)
        outer.axis.scroll(by: distance, time: time)
    }

    /// Scrolls the outer content so that its position `contentY` is at the
    /// top of the view (within its bounds), animated: −∞ is the start, +∞ the
    /// end; NaN does nothing.
    public mutating func scroll(toContent contentY: Double, time: Double) {
        guard !contentY.isNaN, !arena.isActive else { return }
        let end = max(0, outer.contentExtent - outer.frame.height)
        scroll(by: min(max(contentY, 0), end) - outer.axis.restingOffset, time: time)
    }

    /// Scrolls the outer content to its end, animated.
    public mutating func scrollToEnd(time: Double) { scroll(toContent: .infinity, time: time) }

    // MARK: Hit testing

    /// The child at window point (`x`, `y`), nil when there is none.
    public func child(atX x: Double, y: Double) -> Int? {
        guard outer.frame.contains(x: x, y: y) else { return nil }
        return children.firstIndex { $0.view.frame.contains(x: x, y: y) }
    }

    /// The row of cards at window point (`x`, `y`), as an index among `rows`; nil when there is none.
    public func row(atX x: Double, y: Double) -> Int? {
        guard let index = child(atX: x, y: y), children[index].view is CardRowView else { return nil }
        return children[..<index].filter { $0.view is CardRowView }.count
    }

    /// The box at window point (`x`, `y`), nil when there is none.
    public func box(atX x: Double, y: Double) -> Int? {
        guard outer.frame.contains(x: x, y: y) else { return nil }
        return boxes.firstIndex { $0.view.frame.contains(x: x, y: y) }
    }

    // MARK: Time

    /// Moves the outer view, every child and every box on to `time`; true when
    /// all of them are at rest and one came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        var rested = false
        if let (box, _) = chain {
            rested = withStream { stream, chain in
                _ = stream.endIfQuiet(at: time, axis: &chain)
                return chain.advance(to: time)
            } ?? false
            // The chain's axes are the views' own again; their indicators and streams move on too.
            rested = outer.advance(to: time) || rested
            rested = boxes[box].view.advance(to: time) || rested
            if let (_, chain) = self.chain, !chainIsMoving, chain.pressed == nil, !boxStream.isStreaming {
                self.chain = nil
            }
        } else {
            rested = outer.advance(to: time)
        }
        for index in boxes.indices where index != chain?.box { rested = boxes[index].view.advance(to: time) || rested }
        for index in children.indices { rested = children[index].view.advance(to: time) || rested }
        placeParts()
        let restedNow = rested && !isMoving
        changes.note(page: nil, rested: restedNow, time: time)
        return restedNow
    }

    /// The rests (of the whole view: the last of its scrollers) not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()

    /// The rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// Whether the outer view, a child or a box moves or is held by the pointer.
    public var isMoving: Bool {
        arena.isActive || outer.isMoving || chainIsMoving || boxStream.isStreaming
            || children.contains { $0.view.isMoving } || boxes.contains { $0.view.isMoving }
    }

    /// When the view next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? {
        var next = FrameSchedule.earlier(outer.nextFrame(after: now), boxStream.nextCheck)
        if isMoving { next = FrameSchedule.earlier(next, now) }
        for index in children.indices { next = FrameSchedule.earlier(next, children[index].view.nextFrame(after: now)) }
        for index in boxes.indices { next = FrameSchedule.earlier(next, boxes[index].view.nextFrame(after: now)) }
        return next
    }

    // MARK: Shared by the input extension

    /// Runs `body` on the chain of the outer view and a box — box `box` when
    /// given (a new chain when it is not the one chained), else the one
    /// chained; nil when there is none. The chain holds the gesture; the axes
    /// it is given are the views' own, for this call.
    @discardableResult
    mutating func withChain<Result>(box: Int? = nil,
                                    _ body: (inout ScrollChain, inout ScrollAxis, inout ScrollAxis) -> Result) -> Result? {
        if let box, boxes.indices.contains(box), chain?.box != box { chain = (box, ScrollChain()) }
        guard let index = chain?.box, var current = chain?.chain, boxes.indices.contains(index) else { return nil }
        let result = body(&current, &outer.axis, &boxes[index].view.axis)
        chain = (index, current)
        return result
    }

    /// Runs `body` on the box's touchpad stream and the chain with its axes
    /// (`withChain(box:_:)`, `ScrollChain.Linked`).
    @discardableResult
    mutating func withStream<Result>(box: Int? = nil,
                                     _ body: (inout PreciseScrollStream, inout ScrollChain.Linked) -> Result) -> Result? {
        var stream = boxStream
        defer { boxStream = stream }
        return withChain(box: box) { chain, outer, inner in
            var linked = ScrollChain.Linked(chain, outer: outer, inner: inner)
            defer { (chain, outer, inner) = (linked.chain, linked.outer, linked.inner) }
            return body(&stream, &linked)
        }
    }

    /// Whether the chain under way, or a hand-off it has to come, moves with time alone.
    private var chainIsMoving: Bool {
        guard let (box, chain) = chain, boxes.indices.contains(box) else { return false }
        return chain.isMoving(outer: outer.axis, inner: boxes[box].view.axis)
    }

    /// Ends a touchpad's stream over a box (a press, the outer view's wheel take it).
    mutating func endBoxStream(at time: Double) {
        guard boxStream.isStreaming else { return }
        withStream { stream, chain in stream.end(at: time, axis: &chain) }
    }

    /// Ends any touchpad stream, over the view or a box, at `time`: what a key
    /// or the program does before it moves anything itself.
    public mutating func endStreams(at time: Double) {
        endBoxStream(at: time)
        outer.endStream(at: time)
    }

    /// Where `child` lies in the window.
    func frame(of child: Child) -> ViewFrame { Self.frame(of: child, in: outer) }

    /// Where a part of the content at `contentY`, `height` tall, lies in the
    /// window: `x` px from the outer view's left edge, `width` wide (nil: to its right edge).
    func contentFrame(contentY: Double, height: Double, x: Double = 0, width: Double? = nil) -> ViewFrame {
        Self.contentFrame(in: outer, contentY: contentY, height: height, x: x, width: width)
    }

    /// `frame(of:)` with the outer view given: a mutating caller passes its
    /// own without copying the whole nested view.
    private static func frame(of child: Child, in outer: ScrollView) -> ViewFrame {
        contentFrame(in: outer, contentY: child.contentY, height: child.height, x: child.x, width: child.width)
    }

    private static func contentFrame(in outer: ScrollView, contentY: Double, height: Double, x: Double = 0,
                                     width: Double? = nil) -> ViewFrame {
        let x = min(x, outer.frame.width)
        return ViewFrame(x: outer.frame.x + x, y: outer.windowPosition(ofContent: contentY),
                         width: width.map { min($0, outer.frame.width - x) } ?? outer.frame.width - x, height: height)
    }

    /// The children and boxes follow the outer content, at the latest time the
    /// outer view's axis was given (for a box, its own: each axis orders its times).
    mutating func placeParts() {
        let time = outer.axis.clock
        for index in children.indices {
            let frame = Self.frame(of: children[index], in: outer)
            if frame != children[index].view.frame { children[index].view.resize(frame: frame, time: time) }
        }
        for index in boxes.indices {
            let frame = Self.contentFrame(in: outer, contentY: boxes[index].contentY, height: boxes[index].view.frame.height)
            if frame != boxes[index].view.frame {
                boxes[index].view.resize(frame: frame, time: boxes[index].view.axis.clock)
            }
        }
    }
}
