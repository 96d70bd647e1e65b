import InfiniteScrolling
import ScrollPhysics

/// A list of rows — of one extent, or each of its own — in a `ScrollView`, with reused cells: only the
/// rows in view have a cell; a row that scrolls out gives its cell to one that
/// scrolls in (`prepare` is called then, and only then), and a new cell is made
/// only when none is free — after the first screen, scrolling makes none.
/// `Cell` is whatever a row draws from: a texture of its text, say.
public struct ListView<Cell> {
    /// One row in view: its number, its frame in the window and its cell.
    public struct VisibleRow {
        /// The row's number, 0..<rowCount.
        public var row: Int
        /// Where it is drawn, in window coordinates.
        public var frame: ViewFrame
        /// Its cell, prepared for this row.
        public var cell: Cell
    }

    /// The scroll view the rows move in.
    public var scrollView: ScrollView
    /// The rows' extent along the list (their height in a vertical list), px;
    /// for rows of different extents, the first row's (see `extent(ofRow:)`).
    public var rowExtent: Double { starts.map { $0.count > 0 ? $0.extent(ofRow: 0) : 1 } ?? uniformExtent }
    /// How many rows.
    public private(set) var rowCount: Int
    private var uniformExtent: Double
    /// Where each row starts along the content (rows of different extents);
    /// nil when every row has `uniformExtent`.
    private var starts: RowStarts?
    /// How many cells were ever made.
    public var cellsMade: Int { reuse.made }
    private var reuse = CellReuse<Cell>()

    /// A list of `rowCount` rows `rowExtent` px long in `frame`, scrolling along
    /// `orientation` with the feel of `physics`.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .vertical, rowCount: Int, rowExtent: Double,
                physics: ScrollAxis.Physics = .init()) {
        uniformExtent = rowExtent.isFinite ? max(1, rowExtent) : 1
        self.rowCount = max(0, rowCount)
        scrollView = ScrollView(frame: frame, orientation: orientation,
                                contentExtent: Double(max(0, rowCount)) * uniformExtent, physics: physics)
    }

    /// A list of rows of the extents `rowExtents` (px each, 1 px to a billion) in
    /// `frame`, scrolling along `orientation` with the feel of `physics`.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .vertical, rowExtents: [Double],
                physics: ScrollAxis.Physics = .init()) {
        uniformExtent = 1
        rowCount = rowExtents.count
        let starts = RowStarts(extents: rowExtents)
        self.starts = starts
        scrollView = ScrollView(frame: frame, orientation: orientation, contentExtent: starts.end, physics: physics)
    }

    /// Where row `row` starts along the content, px.
    public func start(ofRow row: Int) -> Double {
        guard let starts else { return Double(row) * uniformExtent }
        return starts.start(ofRow: row)
    }

    /// Row `row`'s extent along the list, px.
    public func extent(ofRow row: Int) -> Double {
        guard let starts else { return uniformExtent }
        return starts.extent(ofRow: row)
    }

    /// The row whose span holds content position `position` (clamped to the rows).
    private func row(atContent position: Double) -> Int {
        guard let starts else { return Int(saturating: (position / uniformExtent).rounded(.down)) }
        return starts.row(atContent: position)
    }

    /// The rows any part of which is in view.
    private var visibleRange: Range<Int> {
        guard let starts else { return scrollView.visibleRange(itemExtent: uniformExtent, count: rowCount) }
        return starts.visible(offset: scrollView.offset, viewport: scrollView.frame.extent(along: scrollView.orientation),
                              limit: VisibleLimit.items)
    }

    /// The cells alive now: one per row in view at the last `visibleRows`.
    public var liveCells: Int { reuse.liveCount }

    /// The rows in view, in order, each with its cell: cells of rows still in
    /// view are kept, rows that left free theirs, rows that came in take a free
    /// cell (or `make()` one) and `prepare(&cell, row)` it.
    public mutating func visibleRows(make: () -> Cell, prepare: (inout Cell, Int) -> Void) -> [VisibleRow] {
        let range = visibleRange
        return reuse.cells(for: range, make: make, prepare: prepare).map {
            VisibleRow(row: $0.item, frame: frame(ofRow: $0.item), cell: $0.cell)
        }
    }

    /// Where row `row` is in the window at the current offset.
    public func frame(ofRow row: Int) -> ViewFrame {
        let start = scrollView.windowPosition(ofContent: start(ofRow: row)), box = scrollView.frame
        let extent = extent(ofRow: row)
        switch scrollView.orientation {
        case .vertical: return ViewFrame(x: box.x, y: start, width: box.width, height: extent)
        case .horizontal: return ViewFrame(x: start, y: box.y, width: extent, height: box.height)
        }
    }

    /// The row at window point (`x`, `y`), nil outside the frame or past the last row.
    public func row(atX x: Double, y: Double) -> Int? {
        guard scrollView.frame.contains(x: x, y: y) else { return nil }
        let along = scrollView.orientation == .vertical ? y - scrollView.frame.y : x - scrollView.frame.x
        let position = scrollView.offset + along
        guard position >= 0, position < start(ofRow: rowCount) else { return nil }
        let row = row(atContent: position)
        return (0..<rowCount).contains(row) ? row : nil
    }

    /// A new row count (rows added or removed at the end, of the list's
    /// common extent, or of the last row's); every cell is prepared anew.
    public mutating func setRowCount(_ count: Int, time: Double) {
        let count = max(0, count)
        if var extents = starts?.extents {
            let last = extents.last ?? 1
            if count < extents.count { extents.removeLast(extents.count - count) }
            while extents.count < count { extents.append(last) }
            return setRowExtents(extents, time: time)
        }
        rowCount = count
        reuse.releaseAll()
        scrollView.resize(contentExtent: Double(rowCount) * uniformExtent, time: time)
    }

    /// New rows of the extents `extents` (px each); every cell is prepared anew.
    public mutating func setRowExtents(_ extents: [Double], time: Double) {
        rowCount = extents.count
        let starts = RowStarts(extents: extents)
        self.starts = starts
        reuse.releaseAll()
        scrollView.resize(contentExtent: starts.end, time: time)
    }

    /// Takes `event` if it belongs to the list: the pointer, the wheel and the
    /// keys (see `ScrollView.handle(_:)`).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult { scrollView.handle(event) }

    /// Takes the pointer's `event` if it belongs to the list (see `ScrollView.handle(_:)`).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult { scrollView.handle(event) }

    /// Animates until row `row` starts at the frame's start, as far as the
    /// content allows (a row past the last: the end).
    public mutating func scroll(toRow row: Int, time: Double) {
        scrollView.scroll(toContent: row >= rowCount ? .infinity : start(ofRow: max(0, row)), time: time)
    }

    /// Animates to the list's end: its last row in view.
    public mutating func scrollToEnd(time: Double) { scrollView.scrollToEnd(time: time) }

    /// Moves motion on to `time`; true when the list came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool { scrollView.advance(to: time) }

    /// The rests not yet taken (`takeChanges()`).
    public var changes: ViewChanges { scrollView.changes }

    /// The rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { scrollView.takeChanges() }

    /// When the list next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? { scrollView.nextFrame(after: now) }
}

extension ListView: Sendable where Cell: Sendable {}
extension ListView.VisibleRow: Sendable where Cell: Sendable {}
