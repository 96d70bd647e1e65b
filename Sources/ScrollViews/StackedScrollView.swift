import InfiniteScrolling
import ScrollPhysics

/// A vertical feed of children known by the caller's IDs — plain views, long
/// lists, boxes that scroll themselves, scrollers across it — that owns their
/// layout, their scrollers and every change to them: OLEContainerScrollView's
/// stacked container (`StackedContainer`) inside a `NestedScrollView`.
///
/// - Only the feed scrolls a list: the list's `Placement` is clipped to the
///   view and names the rows in it, for cells from a reuse pool (`CellRecycler`).
/// - A box scrolls itself and hands the rest of a drag, a fling and a wheel's
///   spin on to the feed at its edges; a scroller across the feed takes the
///   gestures that leave the slop within 30° of its direction.
/// - Children are added, removed, hidden and resized by ID, animated or at
///   once (`setRowCount(of:to:time:)`, `setHidden(_:of:time:)`,
///   `insert(_:after:time:)`, `remove(_:time:)`); what is on screen stays in
///   place while something above it changes, in a fling or under the pointer.
///
/// The program draws: it reads the `placements` of the children in view and
/// draws each where its placement says.
public struct StackedScrollView<ID: Hashable & Sendable>: Sendable {
    /// What a child is.
    public enum Content: Sendable {
        /// A plain view of a fixed height, drawn by the program.
        case view(height: Double)
        /// A list of rows of one height, scrolled by the feed alone.
        case list(rowCount: Int, rowHeight: Double)
        /// A box `height` px tall over `rowCount` rows `rowHeight` px each,
        /// scrolling itself inside the feed, chained to it.
        case box(height: Double, rowCount: Int, rowHeight: Double)
        /// A scroller across the feed (a row of cards, a recentering strip, a
        /// looping pager), `height` px tall, `x` px from the feed's left edge
        /// and `width` wide (nil: to its right edge).
        case scroller(any NestedChild, height: Double, x: Double = 0, width: Double? = nil)

        /// The height it takes in the feed (a list's: all its rows).
        var height: StackedContainer<ID>.Content {
            switch self {
            case .view(let height), .box(let height, _, _), .scroller(_, let height, _, _): .view(height: height)
            case .list(let rows, let rowHeight): .list(rowCount: rows, rowHeight: rowHeight)
            }
        }
    }

    /// One child of the feed.
    public struct Child: Sendable {
        /// Who it is, for the program: unique within the feed.
        public var id: ID
        /// What it holds.
        public var content: Content
        /// Whether it takes no room.
        public var isHidden: Bool

        /// A child `id` holding `content`.
        public init(id: ID, content: Content, isHidden: Bool = false) {
            self.id = id
            self.content = content
            self.isHidden = isHidden
        }
    }

    /// What kind of child a placement places.
    public enum Kind: Sendable, Equatable {
        /// A plain view.
        case view
        /// A list, scrolled by the feed alone: its frame is the part in view.
        case list
        /// A box that scrolls itself.
        case box
        /// A scroller across the feed.
        case scroller
    }

    /// Where a shown child lies now.
    public struct Placement: Sendable, Equatable {
        /// The child.
        public let id: ID
        /// What kind of child it is.
        public let kind: Kind
        /// The top of the whole child in the window (above the view for a list scrolled into).
        public let top: Double
        /// The height the child takes now (while it changes, as far as it has come).
        public let height: Double
        /// The child's own height, whatever a change has come to (a view
        /// folding away: its whole height, of which `height` shows the top).
        public let fullHeight: Double
        /// Where to draw it in the window: a list's part inside the view
        /// (empty when out of it), any other child's whole frame.
        public let frame: ViewFrame
        /// How far a list or a box is scrolled within itself (0 for the others).
        public let contentOffset: Double
        /// The rows of a list or a box inside both its frame and the view.
        public let visibleRows: Range<Int>
        /// The height of a list's or a box's rows (0 for the others).
        public let rowHeight: Double
    }

    /// The scrollers: the feed's and the boxes' and the children's across it.
    var nested: NestedScrollView
    /// The children, their changes and their animated heights.
    var stack: StackedChanges<ID>
    /// The scroller of each box or scroller child.
    var parts: [ID: NestedScrollView.Part] = [:]
    /// The rows of each box: their count and height.
    var boxRows: [ID: (count: Int, height: Double)] = [:]
    /// How far the content reaches past the last child, px.
    public let bottomInset: Double
    /// The shown children, top to bottom, where they lie now.
    public internal(set) var placements: [Placement] = []
    /// The children whose change (growing, shrinking, folding, going) ended
    /// in the last `advance(to:)`, top to bottom: to react once it is done.
    public internal(set) var endedChanges: [ID] = []

    /// A feed in `frame` of `children` (top to bottom, each with an id of its
    /// own: a repeated id is a mistake of the program's and stops it), `spacing`
    /// px apart, its content reaching `bottomInset` px past the last, with the
    /// feel of `physics`; its changes animate over `changeDuration` seconds.
    public init(frame: ViewFrame, children: [Child], spacing: Double = 0, bottomInset: Double = 0,
                physics: ScrollAxis.Physics = .init(), changeDuration: Double = 0.3) {
        let container = StackedContainer(children: children.map {
            StackedContainer.Child(id: $0.id, content: $0.content.height, isHidden: $0.isHidden)
        }, spacing: spacing)
        stack = StackedChanges(container, duration: changeDuration)
        self.bottomInset = bottomInset.clamped(to: 0...1e6, nan: 0)
        nested = NestedScrollView(frame: frame, contentExtent: 0, physics: physics)
        for child in children { addScroller(for: child) }
        updateContent(time: 0)
    }

    // MARK: Reading

    /// The feed's own scroller, to read (its offset, velocity, indicator).
    public var outer: ScrollView { nested.outer }
    /// Where the feed lies in the window.
    public var frame: ViewFrame { nested.outer.frame }
    /// How far the feed is scrolled, px.
    public var offset: Double { nested.outer.offset }
    /// The feed's content height: its children and spacing (at least the view's height) and the bottom inset.
    public var contentExtent: Double { nested.outer.contentExtent }
    /// Whether a gesture is under way (the pointer is down over the feed).
    public var isTracking: Bool { nested.arena.isActive }
    /// The axis the first motion of the gesture under way decided, over a
    /// scroller across the feed (nil while undecided, or when the gesture was
    /// the feed's or a box's from its press).
    public var gestureAxis: DirectionLock.Axis? { nested.arena.decidedAxis }
    /// The child the gesture under way was pressed over (a scroller that takes drags, or a box), if any.
    public var pressedChild: ID? {
        guard let pressed = nested.pressed else { return nil }
        return parts.first { $0.value == pressed }?.key
    }
    /// Whether the feed changes anything over time: a scroller moves or is held, a child changes.
    public var isMoving: Bool { nested.isMoving || stack.isChanging }
    /// Whether a scroller (the feed's, a box's, a child's) moves or is held by the pointer.
    public var isScrolling: Bool { nested.isMoving }
    /// Whether a child is changing (growing, shrinking, folding).
    public var isChanging: Bool { stack.isChanging }

    /// The ids of the children, top to bottom (hidden ones too; not those being removed).
    public var ids: [ID] { stack.container.children.map(\.id).filter { stack.contains($0) } }
    /// Whether the feed has child `id` (and is not removing it).
    public func contains(_ id: ID) -> Bool { stack.contains(id) }
    /// Whether child `id` is hidden or folding away.
    public func isHidden(_ id: ID) -> Bool { stack.isHidden(id) }
    /// The rows list `id` has or is going to have (0 for any other child).
    public func rowCount(of id: ID) -> Int { stack.rowCount(of: id) }
    /// Whether child `id` is growing, shrinking or folding.
    public func isChanging(_ id: ID) -> Bool { stack.isChanging(id) }
    /// Where child `id` starts in the feed's content, as shown now, px.
    public func contentTop(of id: ID) -> Double { stack.top(of: id) }
    /// The height child `id` takes now, px (0 when hidden or not there).
    public func shownHeight(of id: ID) -> Double { stack.shownHeight(of: id) }

    /// Where child `id` lies now (nil when hidden or not there).
    public func placement(of id: ID) -> Placement? { placements.first { $0.id == id } }

    /// The shown children any part of which is in the view, top to bottom.
    public var placementsInView: [Placement] {
        let view = frame
        return placements.filter {
            $0.height > 0 && $0.frame.height > 0 && $0.top < view.y + view.height && $0.top + $0.height > view.y
        }
    }

    /// The shown child at the view's top edge (the last that starts at or above it); nil when none is shown.
    public var topChild: ID? { placements.last { $0.top <= frame.y + 0.5 }?.id }

    /// Scroller child `id` as the type it was given as (nil for another type, another kind of child or none).
    public func child<View: NestedChild>(_ id: ID, as type: View.Type = View.self) -> View? {
        guard case .child(let index)? = parts[id] else { return nil }
        return nested.child(index, as: type)
    }

    /// Box `id`'s own scroller, to read (nil for another kind of child or none).
    public func box(_ id: ID) -> ScrollView? {
        guard case .box(let index)? = parts[id], nested.boxes.indices.contains(index) else { return nil }
        return nested.boxes[index].view
    }

    /// Changes scroller child `id`, as the type it was given as (nothing for another type).
    public mutating func update<View: NestedChild>(_ id: ID, as type: View.Type = View.self,
                                                   _ body: (inout View) -> Void) {
        guard case .child(let index)? = parts[id] else { return }
        nested.updateChild(index, as: type, body)
    }

    /// Whether scrolls by keys and by the program, and changes of children,
    /// animate (false: they happen at once, for reduced motion).
    public var animates: Bool {
        get { nested.outer.axis.configuration.animatesScrolls }
        set {
            nested.outer.axis.configuration.animatesScrolls = newValue
            for index in nested.boxes.indices { nested.updateBox(index) { $0.axis.configuration.animatesScrolls = newValue } }
        }
    }
}
