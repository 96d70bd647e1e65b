import InfiniteScrolling
import ScrollPhysics

/// A vertical grid of square cells in a `ScrollView`: as many columns as fit the
/// frame's width (at least two), cells reused in both directions — only the
/// items of the rows in view, and of one row above and one below, have a cell;
/// an item that leaves gives its cell to one that comes (`prepare` is called
/// then, and only then). The column count can change with an item kept in place
/// (a pinch or Ctrl+wheel under the pointer). `Cell` is whatever an item draws
/// from: a texture of its thumbnail, say.
public struct GridView<Cell> {
    /// One item with a cell: its index, its frame in the window and its cell.
    public struct VisibleCell {
        /// The item, 0..<itemCount.
        public var item: Int
        /// Where it is drawn, in window coordinates (the gap around it excluded).
        public var frame: ViewFrame
        /// Its cell, prepared for this item.
        public var cell: Cell

        @usableFromInline
        init(item: Int, frame: ViewFrame, cell: Cell) {
            self.item = item
            self.frame = frame
            self.cell = cell
        }
    }

    /// The scroll view the rows move in.
    public var scrollView: ScrollView
    /// How many items.
    public private(set) var itemCount: Int
    /// How many columns.
    public private(set) var columns: Int
    /// The gap between cells and around them, px.
    public let spacing: Double
    /// The narrowest a cell is made when the columns are fitted to the width, px.
    public let minimumCellSide: Double
    /// How many cells were ever made.
    public var cellsMade: Int { reuse.made }
    @usableFromInline var reuse = CellReuse<Cell>()
    /// Whether Ctrl+wheel and a pinch change the columns (`handle(_:)`).
    public var zoomsColumns = true
    /// Whether the arrow keys move a focus through the cells, as a file
    /// manager's grid does (`handle(_:)`): ← → an item, ↑ ↓ a row, its cell
    /// scrolled into view (the first press focuses the first cell wholly in
    /// view); Home and End take it to the first and last as they scroll; Enter
    /// chooses it (`.activated`). Off: the arrows scroll. Off unless set.
    public var focusesItems = false
    /// The item the keyboard's focus is on (nil: none yet); the program may
    /// set it (a picture opened with the pointer, say). Held to the items.
    public var focusedItem: Int? {
        didSet { if let item = focusedItem, !(0..<itemCount).contains(item) { focusedItem = nil } }
    }
    /// Ctrl+wheel's turn not yet spent on a column, notches.
    var columnTurn = 0.0
    /// The columns when the pinch began.
    var pinchColumns: Int?

    /// The fewest and most columns.
    public static var columnRange: ClosedRange<Int> { 2...24 }

    /// A grid of `itemCount` items in `frame`, cells at least `minimumCellSide`
    /// px wide with `spacing` px between them and at the sides (or `columns`
    /// columns when given), with the feel of `physics`; both sizes are held to
    /// `ViewFrame.sizeRange`.
    public init(frame: ViewFrame, itemCount: Int, minimumCellSide: Double = 160, spacing: Double = 8,
                columns: Int? = nil, physics: ScrollAxis.Physics = .init()) {
        self.itemCount = max(0, itemCount)
        self.spacing = spacing.isFinite ? spacing.clamped(to: ViewFrame.sizeRange, nan: 0) : 0
        self.minimumCellSide = minimumCellSide.isFinite
            ? minimumCellSide.clamped(to: 1...ViewFrame.sizeRange.upperBound, nan: 160) : 160
        let fitted = GridView.columns(fitting: frame.width, minimumCellSide: self.minimumCellSide, spacing: self.spacing)
        self.columns = GridView.clamped(columns ?? fitted)
        scrollView = ScrollView(frame: frame, orientation: .vertical, contentExtent: 0, physics: physics)
        scrollView.resize(contentExtent: contentHeight, time: 0)
    }

    /// The most columns of cells at least `minimumCellSide` wide that fit `width`
    /// with `spacing` between and around them (at least two).
    public static func columns(fitting width: Double, minimumCellSide: Double, spacing: Double) -> Int {
        guard width.isFinite, minimumCellSide > 0 else { return columnRange.lowerBound }
        let fit = ((width - spacing) / (minimumCellSide + spacing)).rounded(.down)
        return clamped(Int(saturating: fit.isFinite ? fit : 0))
    }

    private static func clamped(_ columns: Int) -> Int { min(max(columns, columnRange.lowerBound), columnRange.upperBound) }

    /// A cell's side, px: the frame's width shared by the columns.
    public var cellSide: Double {
        max(1, (scrollView.frame.width - spacing * Double(columns + 1)) / Double(columns))
    }

    /// From one row's top to the next's, px.
    public var rowPitch: Double { cellSide + spacing }

    /// How many rows.
    public var rowCount: Int { itemCount / columns + (itemCount % columns == 0 ? 0 : 1) }

    /// The content's height, px: every row and the gaps around them.
    public var contentHeight: Double { Double(rowCount) * rowPitch + spacing }

    /// The cells made and waiting for an item (none in view needs them now).
    public var freeCells: Int { reuse.freeCount }

    /// The cells alive now: one per item of the rows in view and the row on either side.
    public var liveCells: Int { reuse.liveCount }

    /// The rows in view at the current offset (any part of them).
    public var visibleRows: Range<Int> { rows(inViewAt: scrollView.offset) }

    /// The rows the frame would show (any part of them) at content offset `offset`.
    public func rows(inViewAt offset: Double) -> Range<Int> {
        guard rowCount > 0, offset.isFinite else { return 0..<0 }
        let top = offset - spacing, height = scrollView.frame.height
        let first = min(max(0, Int(saturating: (top / rowPitch).rounded(.down))), rowCount)
        let end = min(max(first, Int(saturating: ((top + height) / rowPitch).rounded(.up))), rowCount,
                      first.saturatingAdd(VisibleLimit.items / columns))
        return first..<end
    }

    /// The items of `rows`, in order.
    public func items(inRows rows: Range<Int>) -> Range<Int> {
        let first = rows.lowerBound.multipliedReportingOverflow(by: columns)
        let end = rows.upperBound.multipliedReportingOverflow(by: columns)
        let upper = end.overflow ? itemCount : min(itemCount, end.partialValue)
        return min(first.overflow ? itemCount : first.partialValue, upper)..<upper
    }

    /// The items with a cell: the rows in view and one row above and below them.
    public var liveItems: Range<Int> {
        let rows = visibleRows
        guard !rows.isEmpty else { return 0..<0 }
        return items(inRows: max(0, rows.lowerBound - 1)..<min(rowCount, rows.upperBound + 1))
    }

    /// The items in view (any part of them), in order.
    public var visibleItems: Range<Int> { items(inRows: visibleRows) }

    /// The items with a cell, in order, each with its cell: cells of items
    /// still live are kept, items that left free theirs, items that came take a
    /// free cell (or `make()` one) and `prepare(&cell, item)` it.
    @inlinable
    public mutating func cells(make: () -> Cell, prepare: (inout Cell, Int) -> Void) -> [VisibleCell] {
        reuse.cells(for: liveItems, make: make, prepare: prepare).map {
            VisibleCell(item: $0.item, frame: frame(ofItem: $0.item), cell: $0.cell)
        }
    }

    /// Where `item` is in the window at the current offset.
    public func frame(ofItem item: Int) -> ViewFrame {
        let row = item / columns, column = item % columns
        let box = scrollView.frame
        return ViewFrame(x: box.x + spacing + Double(column) * rowPitch,
                         y: scrollView.windowPosition(ofContent: contentY(ofRow: row)), width: cellSide, height: cellSide)
    }

    /// Where row `row` starts in the content, px.
    public func contentY(ofRow row: Int) -> Double { spacing + Double(row) * rowPitch }

    /// The item whose cell is at window point (`x`, `y`), nil in a gap, outside the frame or past the last item.
    public func item(atX x: Double, y: Double) -> Int? {
        guard scrollView.frame.contains(x: x, y: y) else { return nil }
        let across = x - scrollView.frame.x - spacing, along = y - scrollView.frame.y + scrollView.offset - spacing
        let column = Int(saturating: (across / rowPitch).rounded(.down)), row = Int(saturating: (along / rowPitch).rounded(.down))
        guard (0..<columns).contains(column), row >= 0,
              across - Double(column) * rowPitch < cellSide, along - Double(row) * rowPitch < cellSide else { return nil }
        let item = row.multipliedReportingOverflow(by: columns).partialValue + column
        return (0..<itemCount).contains(item) ? item : nil
    }

    /// `columns` columns (within `columnRange`), the point of the content under
    /// window y `anchorY` in `item`'s cell kept at that y (the item under the
    /// pointer stays under it); every cell is prepared anew.
    public mutating func setColumns(_ columns: Int, keeping item: Int, atWindowY anchorY: Double, time: Double) {
        let columns = GridView.clamped(columns)
        guard columns != self.columns else { return }
        let item = min(max(0, item), max(0, itemCount - 1))
        // Where in its cell the anchor is (0 at the top, 1 at the bottom), and where the cell is on screen.
        let oldFrame = frame(ofItem: item)
        let fraction = min(max((anchorY - oldFrame.y) / oldFrame.height, 0), 1)
        self.columns = columns
        reuse.releaseAll()
        scrollView.resize(contentExtent: contentHeight, time: time)
        let newTop = contentY(ofRow: item / columns)
        jump(to: newTop + fraction * cellSide - (anchorY - scrollView.frame.y), time: time)
    }

    /// A new frame (the window resized): the columns fitted to its width again,
    /// the first item in view kept at the top.
    public mutating func resize(frame: ViewFrame, time: Double) {
        let first = visibleItems.first ?? 0
        let fraction = rowPitch > 0 ? (scrollView.offset - contentY(ofRow: first / columns)) / rowPitch : 0
        scrollView.resize(frame: frame, time: time)
        columns = GridView.columns(fitting: frame.width, minimumCellSide: minimumCellSide, spacing: spacing)
        reuse.releaseAll()
        scrollView.resize(contentExtent: contentHeight, time: time)
        jump(to: contentY(ofRow: first / columns) + fraction * rowPitch, time: time)
    }

    /// The offset set at once to `offset`, brought within the content's bounds.
    private mutating func jump(to offset: Double, time: Double) {
        var offset = offset.isFinite ? offset : 0
        if let bounds = scrollView.axis.configuration.bounds { offset = min(max(offset, bounds.lowerBound), bounds.upperBound) }
        scrollView.axis.jump(to: offset)
        scrollView.axis.settle(time: time)
    }

    /// Scrolls, animated, so that `item`'s cell is wholly in view (nothing when it is).
    public mutating func scroll(toItem item: Int, time: Double) {
        guard (0..<itemCount).contains(item) else { return }
        let top = contentY(ofRow: item / columns) - spacing, bottom = top + rowPitch + spacing
        let offset = scrollView.axis.restingOffset, height = scrollView.frame.height
        if top < offset {
            scrollView.axis.scroll(by: top - offset, time: time)
        } else if bottom > offset + height {
            scrollView.axis.scroll(by: bottom - (offset + height), time: time)
        }
    }

    /// Shows `item`'s cell at once (no motion): where it is when wholly in view,
    /// else with its row in the middle of the frame.
    public mutating func reveal(item: Int, time: Double) {
        guard (0..<itemCount).contains(item) else { return }
        let top = contentY(ofRow: item / columns), offset = scrollView.offset, height = scrollView.frame.height
        guard top - spacing < offset || top + rowPitch > offset + height else { return }
        jump(to: top + cellSide / 2 - height / 2, time: time)
    }

    /// Takes `event` if it belongs to the grid: the pointer, the wheel and the
    /// keys — ↑ and ↓ a row, Page Up, Page Down and Space a screen less a row,
    /// Home and End the ends (`KeyCommand`); with `zoomsColumns`, Ctrl+wheel
    /// and a pinch change the columns about the cell under the pointer
    /// (`zoomColumns(by:atX:y:time:)`, `.zoomed`).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult {
        if focusesItems, case .key(let press) = event, let result = focus(press) { return result }
        guard zoomsColumns else { return route(event) }
        switch event {
        case .pointer(.wheel(let wheel)) where wheel.ctrl:
            let turn = wheel.source == .wheel ? wheel.dy : wheel.dy / GridView.pixelsPerColumn
            return zoomColumns(by: turn, atX: wheel.x, y: wheel.y, time: wheel.time) ? .zoomed : .ignored
        case .pinch(.began):
            pinchColumns = columns
            return .zoomed
        case .pinch(.changed(let spread, let x, let y, let time)):
            guard let start = pinchColumns, spread.isFinite, spread > 0 else { return .ignored }
            // Fingers apart: larger cells, as many fewer columns as the spread says.
            setColumns(Int((Double(start) / spread).rounded()), aboutX: x, y: y, time: time)
            return .zoomed
        case .pinch(.ended):
            pinchColumns = nil
            return .zoomed
        default:
            return route(event)
        }
    }

    /// What a key does to the focus (`focusesItems`); nil: the key is the
    /// scrolling's (or, with Home and End, both's).
    private mutating func focus(_ press: KeyEvent) -> InputResult? {
        guard itemCount > 0, !press.ctrl else { return nil }
        switch press.key {
        case .left: return moveFocus(by: -1, time: press.time)
        case .right: return moveFocus(by: 1, time: press.time)
        case .up: return moveFocus(by: -columns, time: press.time)
        case .down: return moveFocus(by: columns, time: press.time)
        case .home:
            if focusedItem != nil { focusedItem = 0 }
            return nil
        case .end:
            if focusedItem != nil { focusedItem = itemCount - 1 }
            return nil
        case .enter: return focusedItem.map { .activated(item: $0) }
        default: return nil
        }
    }

    /// The focus `delta` items on, held to the items, its cell scrolled into
    /// view; the first press focuses the first cell wholly in view.
    private mutating func moveFocus(by delta: Int, time: Double) -> InputResult {
        let item: Int
        if let focused = focusedItem {
            item = min(max(0, focused.addingReportingOverflow(delta).partialValue), itemCount - 1)
        } else {
            let top = scrollView.frame.y
            item = visibleItems.first { frame(ofItem: $0).y >= top } ?? visibleItems.first ?? 0
        }
        focusedItem = item
        scroll(toItem: item, time: time)
        return .focused(item: item)
    }

    /// A touchpad's px of Ctrl+scroll that change the columns by one.
    public static var pixelsPerColumn: Double { 60 }

    /// `turn` notches of Ctrl+wheel (fractions add up): away from the user,
    /// fewer and larger cells, the cell under (`x`, `y`) kept under it. True
    /// when the columns changed.
    @discardableResult
    public mutating func zoomColumns(by turn: Double, atX x: Double, y: Double, time: Double) -> Bool {
        guard turn.isFinite else { return false }
        columnTurn = (columnTurn + turn).clamped(to: -100...100, nan: 0)
        let steps = Int(columnTurn.rounded(.towardZero))
        guard steps != 0 else { return false }
        columnTurn -= Double(steps)
        let before = columns
        setColumns(columns - steps, aboutX: x, y: y, time: time)
        return columns != before
    }

    /// `columns` columns, the cell under (`x`, `y`) — or the first in view —
    /// kept in place (`setColumns(_:keeping:atWindowY:time:)`).
    public mutating func setColumns(_ columns: Int, aboutX x: Double, y: Double, time: Double) {
        let item = self.item(atX: x, y: y) ?? visibleItems.first ?? 0
        setColumns(columns, keeping: item, atWindowY: y.isFinite ? y : scrollView.frame.y, time: time)
    }

    /// Takes the pointer's `event` if it belongs to the grid (see `ScrollView.handle(_:)`).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult { scrollView.handle(event) }

    /// Moves motion on to `time`; true when the grid came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool { scrollView.advance(to: time) }

    /// The rests not yet taken (`takeChanges()`).
    public var changes: ViewChanges { scrollView.changes }

    /// The rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { scrollView.takeChanges() }

    /// When the grid next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? { scrollView.nextFrame(after: now) }
}

extension GridView: KeyedView {
    var keyOrientation: ScrollView.Orientation { .vertical }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        guard !scrollView.isTracking else { return false }
        switch command {
        case .line(let d): scrollView.scroll(by: Double(d.signum()) * rowPitch, time: time)
        case .page(let d): scrollView.scroll(by: Double(d.signum()) * max(rowPitch, scrollView.frame.height - rowPitch), time: time)
        case .start, .end: scrollView.perform(command, time: time)
        }
        return true
    }
}

extension GridView: Sendable where Cell: Sendable {}
extension GridView.VisibleCell: Sendable where Cell: Sendable {}
