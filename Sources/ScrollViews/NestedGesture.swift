import ScrollPhysics

/// Who takes a gesture that starts over a horizontal scroller inside a vertical
/// one (a row of cards in a list): until the pointer has moved past the slop
/// both see it and neither moves; the move that passes the slop decides, by
/// its angle (`DirectionLock`), and the decision holds until the release — the
/// other scroller lets go at that moment. A gesture that starts outside any
/// inner scroller is the outer one's from the start.
public struct NestedGesture: Sendable, Equatable {
    /// Which scroller an event of the gesture goes to.
    public enum Route: Sendable, Equatable {
        /// Both: nothing is decided yet (within the slop, or a click).
        case both
        /// The inner, horizontal scroller.
        case inner
        /// The outer, vertical scroller.
        case outer
    }

    /// The lock that decides by the angle of the first motion.
    public private(set) var lock: DirectionLock
    /// Whether the press came down over an inner scroller.
    public private(set) var overInner = false
    /// Whether a gesture is under way (the pointer is down).
    public private(set) var isActive = false

    /// A router deciding with `lock`'s slop and angle.
    public init(lock: DirectionLock = DirectionLock()) {
        self.lock = lock
    }

    /// A press at (`x`, `y`), over an inner scroller or not: it goes to both
    /// when `overInner`, else to the outer one.
    @discardableResult
    public mutating func press(x: Double, y: Double, overInner: Bool) -> Route {
        isActive = true
        self.overInner = overInner
        lock.press(x: x, y: y)
        return overInner ? .both : .outer
    }

    /// A move to (`x`, `y`): where it goes, and whether this move made the
    /// decision (the scroller not chosen must let go now).
    public mutating func move(x: Double, y: Double) -> (route: Route, decidedNow: Bool) {
        guard isActive else { return (.outer, false) }
        guard overInner else { return (.outer, false) }
        let wasDecided = lock.decided != nil
        switch lock.move(x: x, y: y) {
        case nil: return (.both, false)
        case .horizontal?: return (.inner, !wasDecided)
        case .vertical?: return (.outer, !wasDecided)
        }
    }

    /// The release: who releases (`.both` for a press that never became a drag).
    public mutating func release() -> Route {
        defer { reset() }
        guard isActive else { return .outer }
        guard overInner else { return .outer }
        switch lock.decided {
        case nil: return .both
        case .horizontal?: return .inner
        case .vertical?: return .outer
        }
    }

    /// What the gesture was given so far: nil while undecided or without a press.
    public var decided: DirectionLock.Axis? { isActive && overInner ? lock.decided : (isActive ? .vertical : nil) }

    /// Ends the gesture without a release (the pointer was lost).
    public mutating func reset() {
        isActive = false
        overInner = false
        lock.release()
    }
}
