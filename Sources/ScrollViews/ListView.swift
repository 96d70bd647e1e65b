import ScrollPhysics

/// A list of rows of one extent in a `ScrollView`, with reused cells: only the
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
    /// A row's extent along the list (its height in a vertical list), px.
    public let rowExtent: Double
    /// How many rows.
    public private(set) var rowCount: Int
    /// How many cells were ever made.
    public var cellsMade: Int { reuse.made }
    private var reuse = CellReuse<Cell>()

    /// A list of `rowCount` rows `rowExtent` px long in `frame`, scrolling along
    /// `orientation` with the feel of `physics`.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .vertical, rowCount: Int, rowExtent: Double,
                physics: ScrollAxis.Physics = .init()) {
        self.rowExtent = max(1, rowExtent)
        self.rowCount = max(0, rowCount)
        scrollView = ScrollView(frame: frame, orientation: orientation,
                                contentExtent: Double(max(0, rowCount)) * max(1, rowExtent), physics: physics)
    }

    /// The cells alive now: one per row in view at the last `visibleRows`.
    public var liveCells: Int { reuse.liveCount }

    /// The rows in view, in order, each with its cell: cells of rows still in
    /// view are kept, rows that left free theirs, rows that came in take a free
    /// cell (or `make()` one) and `prepare(&cell, row)` it.
    public mutating func visibleRows(make: () -> Cell, prepare: (inout Cell, Int) -> Void) -> [VisibleRow] {
        let range = scrollView.visibleRange(itemExtent: rowExtent, count: rowCount)
        return reuse.cells(for: range, make: make, prepare: prepare).map {
            VisibleRow(row: $0.item, frame: frame(ofRow: $0.item), cell: $0.cell)
        }
    }

    /// Where row `row` is in the window at the current offset.
    public func frame(ofRow row: Int) -> ViewFrame {
        let start = scrollView.windowPosition(ofContent: Double(row) * rowExtent), box = scrollView.frame
        switch scrollView.orientation {
        case .vertical: return ViewFrame(x: box.x, y: start, width: box.width, height: rowExtent)
        case .horizontal: return ViewFrame(x: start, y: box.y, width: rowExtent, height: box.height)
        }
    }

    /// The row at window point (`x`, `y`), nil outside the frame or past the last row.
    public func row(atX x: Double, y: Double) -> Int? {
        guard scrollView.frame.contains(x: x, y: y) else { return nil }
        let along = scrollView.orientation == .vertical ? y - scrollView.frame.y : x - scrollView.frame.x
        let row = Int(saturating: ((scrollView.offset + along) / rowExtent).rounded(.down))
        return (0..<rowCount).contains(row) ? row : nil
    }

    /// A new row count (rows added or removed at the end); every cell is prepared anew.
    public mutating func setRowCount(_ count: Int, time: Double) {
        rowCount = max(0, count)
        reuse.releaseAll()
        scrollView.resize(contentExtent: Double(rowCount) * rowExtent, time: time)
    }

    /// Takes `event` if it belongs to the list (see `ScrollView.handle`).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult { scrollView.handle(event) }

    /// Moves motion on to `time`; true when the list came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool { scrollView.advance(to: time) }

    /// When the list next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? { scrollView.nextFrame(after: now) }
}

extension ListView: Sendable where Cell: Sendable {}
extension ListView.VisibleRow: Sendable where Cell: Sendable {}
