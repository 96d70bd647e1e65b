import ScrollPhysics

/// A stacked container whose children change: a list's rows, a view's
/// height, a child hidden, shown, added or removed — at once or eased over
/// `duration`, as UICollectionView's and Compose's keyed lists animate theirs.
///
/// Each change says how far the content below the changing child moves, so
/// that a scroller whose viewport starts below it shifts by as much and keeps
/// what it shows (`shift` in the results). Children are known by the caller's
/// `ID`; the latest change of a child wins over one still running.
public struct StackedChanges<ID: Hashable & Sendable>: Sendable {
    /// What a change leaves when it ends.
    enum Outcome: Sendable, Equatable {
        /// A list with this many rows.
        case rows(Int)
        /// The child hidden (true) or shown.
        case hidden(Bool)
        /// The child gone from the container.
        case removed
        /// Nothing more than its content height, already set.
        case height
    }

    /// One child changing height.
    struct Change: Sendable {
        /// The shown height over time.
        let motion: EasedMotion
        /// When it began, s.
        let start: Double
        /// What it leaves at the end.
        let outcome: Outcome
        /// The height shown at the last step (below 0 while folded: see `StackedContainer.layout`).
        var shown: Double
    }

    /// The children as they are or are going to be (a list keeps its larger
    /// row count until it has shrunk; a child folding away stays until folded).
    public private(set) var container: StackedContainer<ID>
    /// How long an animated change takes, 0 to 10 s (NaN: 0.3).
    public var duration: Double {
        didSet { duration = duration.clamped(to: 0...10, nan: 0.3) }
    }
    /// The children changing now.
    private var running: [ID: Change] = [:]

    /// The children of `container`, their animated changes taking `duration` seconds.
    public init(_ container: StackedContainer<ID>, duration: Double = 0.3) {
        self.container = container
        self.duration = duration.clamped(to: 0...10, nan: 0.3)
    }

    /// The shown heights of the children changing now, by id (the `heights` of `StackedContainer.layout`).
    public var heights: [ID: Double] { running.isEmpty ? [:] : running.mapValues(\.shown) }

    /// Whether a child is changing.
    public var isChanging: Bool { !running.isEmpty }

    /// Whether child `id` is changing.
    public func isChanging(_ id: ID) -> Bool { running[id] != nil }

    /// Whether the container has child `id` and is keeping it (not removing it).
    public func contains(_ id: ID) -> Bool { container.index(of: id) != nil && running[id]?.outcome != .removed }

    /// Whether child `id` is hidden or folding away (or being removed, or not there).
    public func isHidden(_ id: ID) -> Bool {
        guard contains(id), let index = container.index(of: id) else { return true }
        if case .hidden(let hidden)? = running[id]?.outcome { return hidden }
        return container.children[index].isHidden
    }

    /// The rows list `id` has or is going to have (0 for a view or no such child).
    public func rowCount(of id: ID) -> Int {
        if case .rows(let rows)? = running[id]?.outcome { return rows }
        guard let index = container.index(of: id), case .list(let rows, _) = container.children[index].content else { return 0 }
        return rows
    }

    /// Where child `id` starts in the content, as the children are shown now.
    public func top(of id: ID) -> Double { container.top(of: id, heights: heights) }

    /// The height child `id` takes now: its content's, or as far as its change
    /// has come (0 when hidden, folded or not there).
    public func shownHeight(of id: ID) -> Double {
        guard let index = container.index(of: id), !container.children[index].isHidden else { return 0 }
        return max(0, running[id]?.shown ?? container.children[index].contentHeight)
    }

    /// The layout at `offset` for a viewport `viewportHeight` tall, as the children are shown now.
    public func layout(offset: Double, viewportHeight: Double) -> StackedContainer<ID>.Layout {
        container.layout(offset: offset, viewportHeight: viewportHeight, heights: heights)
    }

    // MARK: Changes

    /// List `id` now has `rowCount` rows (at least 0): `animated` from `time`,
    /// the rows that go staying until the list has shrunk past them. Returns
    /// how far to shift a viewport at `offset` (nothing for a view or no such child).
    @discardableResult
    public mutating func setRowCount(of id: ID, to rowCount: Int, time: Double, animated: Bool, offset: Double) -> Double {
        guard let index = container.index(of: id), case .list(let current, let rowHeight) = container.children[index].content
        else { return 0 }
        let target = max(0, rowCount)
        guard animated else {
            return change(id, offset: offset) { $0.container[id].content = .list(rowCount: target, rowHeight: rowHeight) }
        }
        let from = shown(id)
        container[id].content = .list(rowCount: max(current, target), rowHeight: rowHeight)
        let to = StackedContainer<ID>.Child(id: id, content: .list(rowCount: target, rowHeight: rowHeight)).contentHeight
        start(id, from: from, to: to, time: time, outcome: .rows(target))
        return 0
    }

    /// View `id` (not a list) is now `height` px tall: `animated` from `time`.
    /// Returns how far to shift a viewport at `offset`.
    @discardableResult
    public mutating func setHeight(of id: ID, to height: Double, time: Double, animated: Bool, offset: Double) -> Double {
        guard let index = container.index(of: id), case .view = container.children[index].content else { return 0 }
        guard animated else { return change(id, offset: offset) { $0.container[id].content = .view(height: height) } }
        let from = shown(id)
        container[id].content = .view(height: height)
        start(id, from: from, to: container[id].contentHeight, time: time, outcome: .height)
        return 0
    }

    /// Child `id` hidden (it folds away, taking its spacing with it) or shown
    /// (it unfolds): `animated` from `time`. Returns how far to shift a viewport at `offset`.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, of id: ID, time: Double, animated: Bool, offset: Double) -> Double {
        guard contains(id), isHidden(id) != hidden else { return 0 }
        guard animated else {
            return change(id, offset: offset) { $0.running[id] = nil; $0.container[id].isHidden = hidden }
        }
        let from = shown(id)
        // Back in the layout at no height (its spacing taken back), then unfolding.
        container[id].isHidden = false
        start(id, from: from, to: hidden ? folded : container[id].contentHeight, time: time, outcome: .hidden(hidden))
        return 0
    }

    /// Adds `child` after the child `after` (first when nil or not there):
    /// `animated` from `time`, unfolding from nothing. Returns how far to shift
    /// a viewport at `offset`. A child whose id is there already is not added.
    @discardableResult
    public mutating func insert(_ child: StackedContainer<ID>.Child, after: ID?, time: Double, animated: Bool,
                                offset: Double) -> Double {
        guard container.index(of: child.id) == nil else { return 0 }
        let at = after.flatMap { container.index(of: $0) }.map { $0 + 1 } ?? 0
        guard animated, !child.isHidden else {
            return shift(ofChildrenFrom: at, offset: offset) { $0.container.children.insert(child, at: at) }
        }
        container.children.insert(child, at: at)
        start(child.id, from: folded, to: child.contentHeight, time: time, outcome: .height)
        return 0
    }

    /// Removes child `id`: `animated` from `time`, folding away first. Returns
    /// how far to shift a viewport at `offset`.
    @discardableResult
    public mutating func remove(_ id: ID, time: Double, animated: Bool, offset: Double) -> Double {
        guard contains(id) else { return 0 }
        guard animated, !container[id].isHidden else {
            return change(id, offset: offset) { $0.running[id] = nil; $0.container.children.removeAll { $0.id == id } }
        }
        start(id, from: shown(id), to: folded, time: time, outcome: .removed)
        return 0
    }

    // MARK: Time

    /// What moving the changes on to a time did.
    public struct Step: Sendable, Equatable {
        /// How far to shift a viewport whose top was at the offset given.
        public var shift: Double
        /// The children whose changes ended, in order.
        public var ended: [ID]
        /// The children removed from the container, in order.
        public var removed: [ID]
    }

    /// Moves the changes on to `time`, in the children's order, so that one's
    /// shift of a viewport at `offset` is seen by the next.
    public mutating func advance(to time: Double, offset: Double) -> Step {
        var step = Step(shift: 0, ended: [], removed: [])
        guard !running.isEmpty, time.isFinite else { return step }
        for child in container.children {
            guard let change = running[child.id] else { continue }
            let height = change.motion.position(at: time - change.start)
            // What follows the child moves with it.
            if offset + step.shift >= top(of: child.id) + max(0, change.shown) { step.shift += height - change.shown }
            running[child.id]?.shown = height
            guard change.motion.isDone(at: time - change.start) else { continue }
            running[child.id] = nil
            step.ended.append(child.id)
            switch change.outcome {
            case .rows(let rows):
                if case .list(_, let rowHeight) = container[child.id].content {
                    container[child.id].content = .list(rowCount: rows, rowHeight: rowHeight)
                }
            case .hidden(let hidden): container[child.id].isHidden = hidden
            case .removed: step.removed.append(child.id)
            case .height: break
            }
        }
        container.children.removeAll { step.removed.contains($0.id) }
        return step
    }

    // MARK: Helpers

    /// The height a folded child shows: its spacing taken back.
    private var folded: Double { -container.spacing }

    /// The height child `id` shows now, folded children below 0.
    private func shown(_ id: ID) -> Double {
        if let change = running[id] { return change.shown }
        return container[id].isHidden ? folded : container[id].contentHeight
    }

    /// Starts child `id` changing from `from` to `to` at `time`.
    private mutating func start(_ id: ID, from: Double, to: Double, time: Double, outcome: Outcome) {
        let motion = EasedMotion(from: from, to: to, duration: duration)
        running[id] = Change(motion: motion, start: time.isFinite ? time : 0, outcome: outcome, shown: from)
    }

    /// Makes the change `body` at once; how far the content after child `id` moved when a viewport at `offset` starts below it.
    private mutating func change(_ id: ID, offset: Double, _ body: (inout Self) -> Void) -> Double {
        guard let index = container.index(of: id) else { return 0 }
        return shift(ofChildrenFrom: index + 1, offset: offset, body)
    }

    /// Makes the change `body` at once; how far the first shown child from
    /// `index` on (before the change) moved, when a viewport at `offset`
    /// starts below the spacing above that child (none above the first).
    private mutating func shift(ofChildrenFrom index: Int, offset: Double, _ body: (inout Self) -> Void) -> Double {
        let follower = container.children[index...].first { !$0.isHidden }?.id
        let before = follower.map { top(of: $0) }
        body(&self)
        guard let follower, let before, offset >= before - (index == 0 ? 0 : container.spacing) else { return 0 }
        return top(of: follower) - before
    }
}
