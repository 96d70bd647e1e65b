import ScrollPhysics

/// OLEContainerScrollView's stacked container: one vertical scroller holding
/// plain views and nested lists in order, where only the container scrolls and
/// each list's frame is clipped to the viewport, so that it makes cells only for
/// the rows in view.
///
/// Beyond the original: spacing between children, and hidden children that take
/// no space. Lists may report an animated content height while they grow or
/// shrink. Children are known by an `ID` of the caller's (an enum of its
/// children, say), which placements carry back.
public struct StackedContainer<ID: Hashable & Sendable>: Sendable, Equatable {
    /// What a child is.
    public enum Content: Sendable, Equatable {
        /// A plain view of a fixed height.
        case view(height: Double)
        /// A nested list of rows of one height; its own scrolling is off.
        case list(rowCount: Int, rowHeight: Double)
    }

    /// One child of the container.
    public struct Child: Sendable, Equatable {
        /// Who it is, for the caller: unique within the container.
        public var id: ID
        /// What it holds.
        public var content: Content
        /// Whether it takes no space.
        public var isHidden: Bool

        /// A child `id` holding `content`.
        public init(id: ID, content: Content, isHidden: Bool = false) {
            self.id = id
            self.content = content
            self.isHidden = isHidden
        }

        /// The height the child reserves: a view's height, a list's whole content;
        /// held within `ScrollAxis.extentRange` (a height that is not a number: 0).
        public var contentHeight: Double {
            switch content {
            case .view(let height): return StackedContainer.extent(height)
            case .list(let rows, let rowHeight):
                return StackedContainer.extent(Double(max(0, rows)) * StackedContainer.extent(rowHeight))
            }
        }
    }

    /// Where one child goes for a container offset, in container content coordinates.
    public struct Placement: Sendable, Equatable {
        /// The child's index in `children`.
        public var index: Int
        /// The child's id.
        public var id: ID
        /// The top of the child's frame, in container content coordinates.
        public var frameY: Double
        /// The height of the child's frame.
        public var frameHeight: Double
        /// A list's own content offset (0 for views).
        public var contentOffset: Double
        /// The rows inside the frame (lists; empty for views).
        public var visibleRows: Range<Int>

        @usableFromInline
        init(index: Int, id: ID, frameY: Double, frameHeight: Double, contentOffset: Double, visibleRows: Range<Int>) {
            self.index = index
            self.id = id
            self.frameY = frameY
            self.frameHeight = frameHeight
            self.contentOffset = contentOffset
            self.visibleRows = visibleRows
        }
    }

    /// Where every visible child goes for one container offset.
    public struct Layout: Sendable, Equatable {
        /// One placement per visible child, in order.
        public var placements: [Placement]
        /// max(sum of heights and spacing, viewport height).
        public var contentHeight: Double

        @usableFromInline
        init(placements: [Placement], contentHeight: Double) {
            self.placements = placements
            self.contentHeight = contentHeight
        }
    }

    /// The children, top to bottom.
    public var children: [Child]
    /// Space between consecutive visible children, 0 to 10⁶ px (NaN: 0).
    public var spacing: Double {
        didSet { spacing = spacing.clamped(to: 0...1e6, nan: 0) }
    }

    /// A container of `children`, `spacing` px apart. Two children with one id
    /// are a mistake of the program's and stop it (a precondition).
    public init(children: [Child], spacing: Double = 0) {
        precondition(Set(children.map(\.id)).count == children.count, "each child has an id of its own")
        self.children = children
        self.spacing = spacing.clamped(to: 0...1e6, nan: 0)
    }

    /// `height` held within `ScrollAxis.extentRange` (NaN: 0).
    @usableFromInline
    static func extent(_ height: Double) -> Double { height.clamped(to: ScrollAxis.extentRange, nan: 0) }

    /// An animated height held within `-spacing` (folded away) and the top of
    /// `ScrollAxis.extentRange` (NaN: 0).
    @usableFromInline
    func shownHeight(_ height: Double) -> Double { height.clamped(to: -spacing...ScrollAxis.offsetLimit, nan: 0) }

    /// `offset` held within `ScrollAxis.offsetRange` (NaN: 0).
    @usableFromInline
    static func offset(_ offset: Double) -> Double { offset.clamped(to: ScrollAxis.offsetRange, nan: 0) }

    /// The index of the child `id` in `children`, nil when there is none.
    @inlinable
    public func index(of id: ID) -> Int? { children.firstIndex { $0.id == id } }

    /// The child `id` (which must be there).
    @inlinable
    public subscript(id: ID) -> Child {
        get { children[index(of: id)!] }
        set { children[index(of: id)!] = newValue }
    }

    /// The layout at container `offset` for a viewport `viewportHeight` tall.
    /// `heights` overrides a child's content height (by id) while it animates;
    /// an override below 0 takes back as much of the spacing before the child
    /// (down to `-spacing`: a child folded away that takes no room at all).
    /// Every height, and the offset, is held within the axis's ranges (NaN: 0).
    @inlinable
    public func layout(offset: Double, viewportHeight: Double, heights: [ID: Double] = [:]) -> Layout {
        var placements: [Placement] = []
        var y = 0.0
        let offset = StackedContainer.offset(offset)
        let viewportHeight = StackedContainer.extent(viewportHeight)
        let bottom = offset + viewportHeight
        for (index, child) in children.enumerated() where !child.isHidden {
            if !placements.isEmpty { y += spacing }
            let shown = heights[child.id].map(shownHeight) ?? child.contentHeight
            // Folding away: the child takes no room and gives back part of its spacing.
            if shown < 0 { y += shown }
            let height = max(0, shown)
            switch child.content {
            case .view:
                placements.append(Placement(index: index, id: child.id, frameY: y, frameHeight: height,
                                            contentOffset: 0, visibleRows: 0..<0))
            case .list(let rowCount, let rowHeight):
                let frameY: Double, contentOffset: Double
                if offset < y {
                    frameY = y
                    contentOffset = 0
                } else {
                    frameY = offset
                    contentOffset = offset - y
                }
                let frameHeight = min(max(bottom - frameY, 0), max(height - contentOffset, 0))
                var rows = 0..<0
                if frameHeight > 0, rowHeight > 0 {
                    let first = max(0, Int(saturating: (contentOffset / rowHeight).rounded(.down)))
                    let end = min(rowCount, Int(saturating: ((contentOffset + frameHeight) / rowHeight).rounded(.up)))
                    if first < end { rows = first..<end }
                }
                placements.append(Placement(index: index, id: child.id, frameY: frameY, frameHeight: frameHeight,
                                            contentOffset: contentOffset, visibleRows: rows))
            }
            y += height
        }
        return Layout(placements: placements, contentHeight: max(y, viewportHeight))
    }

    /// Where child `id` starts in container content coordinates (hidden
    /// children take no space, and a hidden child starts where the content
    /// after it does), with `heights` overriding content heights.
    @inlinable
    public func top(of id: ID, heights: [ID: Double] = [:]) -> Double {
        var y = 0.0
        var first = true
        for child in children {
            if child.isHidden {
                if child.id == id { return first ? y : y + spacing }
                continue
            }
            if !first { y += spacing }
            first = false
            let shown = heights[child.id].map(shownHeight) ?? child.contentHeight
            if child.id == id { return y + min(0, shown) }
            y += shown
        }
        return y
    }
}

/// The cells of a list: one per visible row, taken from and given back to a
/// reuse pool as rows scroll in and out.
public struct CellRecycler: Sendable {
    /// The slot (reused cell) showing each visible row.
    public private(set) var cells: [Int: Int] = [:]
    /// The reused cells.
    public private(set) var pool = ReusePool<Int> { $0 }
    /// The rows `cells` holds.
    private var shown: Range<Int> = 0..<0

    /// A recycler with no cells.
    public init() {}

    /// Keeps cells for exactly `rows`: recycles the others, reuses them for new rows.
    public mutating func show(rows: Range<Int>) {
        guard rows != shown else { return }
        shown = rows
        for (row, slot) in cells where !rows.contains(row) {
            cells[row] = nil
            pool.enqueue(slot)
        }
        for row in rows where cells[row] == nil { cells[row] = pool.dequeue() }
    }
}
