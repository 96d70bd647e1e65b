import InfiniteScrolling
import ScrollPhysics

/// A vertical scroll view holding rows of cards that scroll sideways (a feed
/// with carousels): a gesture over a row goes to the row or to the outer view
/// by the angle of its first motion (`NestedGesture`), held until the release;
/// a vertical wheel scrolls the outer view anywhere, a horizontal one (or
/// Shift) the row under the pointer — a touchpad's stream all one way, as its
/// first delta went (`StreamAxisLock`). The rows move with the outer content:
/// each lies at a fixed place in it.
public struct NestedScrollView: Sendable {
    /// One row of cards and where it lies in the outer content.
    public struct Row: Sendable {
        /// The row, its frame in the window kept up to date.
        public internal(set) var view: CardRowView
        /// Its top in the outer content, px.
        public let contentY: Double
        /// Its height, px.
        public let height: Double
    }

    /// The outer, vertical view.
    public private(set) var outer: ScrollView
    /// The rows, in the order they were added.
    public private(set) var rows: [Row] = []
    /// Who takes the gesture under way.
    public private(set) var gesture = NestedGesture()
    private var pressedRow: Int?
    /// A touchpad stream's axis, kept for the whole stream.
    private var streamLock = StreamAxisLock()

    /// The rows the outer content is made of, when it was given as rows (`init(frame:rowExtents:physics:)`).
    private var contentRows: RowStarts?

    /// An outer view in `frame` over content `contentExtent` px tall, with the feel of `physics`.
    public init(frame: ViewFrame, contentExtent: Double, physics: ScrollAxis.Physics = .init()) {
        outer = ScrollView(frame: frame, orientation: .vertical, contentExtent: contentExtent, physics: physics)
    }

    /// An outer view in `frame` whose content is rows of `rowExtents` px each,
    /// one under another (a list with rows of different heights), with the feel
    /// of `physics`; any of them may be a row of cards (`addRow(atRow:…)`).
    public init(frame: ViewFrame, rowExtents: [Double], physics: ScrollAxis.Physics = .init()) {
        let rows = RowStarts(extents: rowExtents)
        self.init(frame: frame, contentExtent: rows.end, physics: physics)
        contentRows = rows
    }

    /// The content's rows any part of which is in view (a view made of rows; else none).
    public var visibleRowRange: Range<Int> {
        contentRows?.visible(offset: outer.offset, viewport: outer.frame.height, limit: VisibleLimit.items) ?? 0..<0
    }

    /// Where the content's row `row` lies in the window (a view made of rows; else an empty frame).
    public func frame(ofRow row: Int) -> ViewFrame {
        guard let contentRows else { return ViewFrame(x: outer.frame.x, y: outer.frame.y, width: 0, height: 0) }
        return rowFrame(contentY: contentRows.start(ofRow: row), height: contentRows.extent(ofRow: row))
    }

    /// Adds a row of `itemCount` cards `cardExtent` px wide, `spacing` apart, in
    /// the place of the content's row `row` (a view made of rows); returns its
    /// index among the rows of cards, nil when there is no such row.
    @discardableResult
    public mutating func addRow(atRow row: Int, itemCount: Int, cardExtent: Double, spacing: Double = 0,
                                physics: ScrollAxis.Physics = .init()) -> Int? {
        guard let contentRows, (0..<contentRows.count).contains(row) else { return nil }
        return addRow(contentY: contentRows.start(ofRow: row), height: contentRows.extent(ofRow: row),
                      itemCount: itemCount, cardExtent: cardExtent, spacing: spacing, physics: physics)
    }

    /// Adds a row of `itemCount` cards `cardExtent` px wide, `spacing` apart, at
    /// `contentY` in the outer content, `height` px tall; returns its index.
    @discardableResult
    public mutating func addRow(contentY: Double, height: Double, itemCount: Int, cardExtent: Double,
                                spacing: Double = 0, physics: ScrollAxis.Physics = .init()) -> Int {
        let view = CardRowView(frame: rowFrame(contentY: contentY, height: height), itemCount: itemCount,
                               cardExtent: cardExtent, spacing: spacing, physics: physics)
        rows.append(Row(view: view, contentY: contentY, height: height))
        return rows.count - 1
    }

    /// The view now lies in `frame`: the outer view keeps its content's offset
    /// (within its new bounds), and the rows follow.
    public mutating func resize(frame: ViewFrame, time: Double) {
        outer.resize(frame: frame, time: time)
        placeRows()
    }

    /// Scrolls the outer content by `distance` px (positive: further down),
    /// animated as a key's step is; the rows follow.
    public mutating func scroll(by distance: Double, time: Double) {
        guard distance.isFinite, !gesture.isActive else { return }
        outer.axis.scroll(by: distance, time: time)
    }

    /// Scrolls the outer content so that its position `contentY` is at the
    /// top of the view (within its bounds), animated.
    public mutating func scroll(toContent contentY: Double, time: Double) {
        guard contentY.isFinite, !gesture.isActive else { return }
        outer.axis.scroll(by: contentY - outer.axis.restingOffset, time: time)
    }

    /// The row at window point (`x`, `y`), nil when there is none.
    public func row(atX x: Double, y: Double) -> Int? {
        guard outer.frame.contains(x: x, y: y) else { return nil }
        return rows.firstIndex { $0.view.frame.contains(x: x, y: y) }
    }

    /// Takes `event` if it belongs to the view or one of its rows; returns
    /// what the one that took it made of it (a click on a row is the row's).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        defer { placeRows() }
        switch event {
        case .down(let x, let y, _, _):
            guard outer.frame.contains(x: x, y: y) else { return .ignored }
            pressedRow = row(atX: x, y: y).flatMap { rows[$0].view.row.isScrollable ? $0 : nil }
            gesture.press(x: x, y: y, overInner: pressedRow != nil)
            outer.handle(event)
            if let pressedRow { rows[pressedRow].view.handle(event) }
            return .scrolled
        case .move(let x, let y, let time):
            guard gesture.isActive else { return .ignored }
            let (route, decidedNow) = gesture.move(x: x, y: y)
            if route != .outer, let pressedRow {
                rows[pressedRow].view.handle(event)
                if decidedNow { outer.handle(.lost(time: time)) }
            }
            if route != .inner {
                outer.handle(event)
                if decidedNow, let pressedRow { rows[pressedRow].view.handle(.lost(time: time)) }
            }
            return .scrolled
        case .up(_, _, _, let time):
            guard gesture.isActive else { return .ignored }
            defer { pressedRow = nil }
            switch gesture.release() {
            case .inner: return pressedRow.map { rows[$0].view.handle(event) } ?? .scrolled
            case .outer: return outer.handle(event)
            case .both:
                // A click: the outer view lets go; the row lets go without a fling.
                let result = outer.handle(event)
                if let pressedRow { rows[pressedRow].view.handle(.lost(time: time)) }
                return result
            }
        case .lost:
            guard gesture.isActive else { return .ignored }
            gesture.reset()
            outer.handle(event)
            if let pressedRow { rows[pressedRow].view.handle(event) }
            pressedRow = nil
            return .scrolled
        case .wheel(let dx, let dy, let source, let shift, _, let x, let y, let time):
            guard !gesture.isActive, outer.frame.contains(x: x, y: y) else { return .ignored }
            if streamLock.axis(dx: dx, dy: dy, shift: shift, source: source, time: time) == .horizontal {
                guard let index = row(atX: x, y: y) else { return .ignored }
                return rows[index].view.handle(event)
            }
            return outer.handle(event)
        case .hover:
            return .ignored
        }
    }

    /// Moves the outer view and every row on to `time`; true when all of them
    /// are at rest and one came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        var rested = outer.advance(to: time)
        for index in rows.indices { rested = rows[index].view.advance(to: time) || rested }
        placeRows()
        changes.note(page: nil, rested: rested && !isMoving, time: time)
        return rested && !isMoving
    }

    /// The rests (of the whole view: the last of its scrollers) not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()

    /// The rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// Whether the outer view or a row moves or is held by the pointer.
    public var isMoving: Bool { outer.isMoving || rows.contains { $0.view.isMoving } }

    /// When the view next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earliest([outer.nextFrame(after: now)] + rows.map { $0.view.nextFrame(after: now) })
    }

    private func rowFrame(contentY: Double, height: Double) -> ViewFrame {
        ViewFrame(x: outer.frame.x, y: outer.windowPosition(ofContent: contentY), width: outer.frame.width,
                  height: height)
    }

    /// The rows follow the outer content.
    private mutating func placeRows() {
        for index in rows.indices {
            let frame = rowFrame(contentY: rows[index].contentY, height: rows[index].height)
            if frame != rows[index].view.frame { rows[index].view.resize(frame: frame, time: 0) }
        }
    }
}
