import ScrollPhysics

/// Who takes each gesture among the scrollers of one view, decided in one
/// place by one set of rules (as GTK 4's gestures claim and deny a sequence,
/// and Flutter's gesture arena picks one recognizer):
///
/// - **At the press**: a member that claims `.atPress` takes the whole
///   gesture at once (a box chained to its container — the chain then shares
///   the drag out — or a view with nothing across it).
/// - **By direction**: members that claim a direction contend; none is chosen
///   while the pointer is within the slop, and the move that leaves it decides
///   by its angle (within 30° of horizontal: the horizontal claim,
///   `DirectionLock`); the decision holds until the release, and the others
///   let go at that moment. A release before any decision is a click for all.
/// - **A wheel transaction**: a spin stays with the member it began over until
///   the wheel has been quiet for 1.5 s, wherever the pointer passes (`WheelLatch`).
/// - **A touchpad stream**: it scrolls along the axis of its first delta until
///   it has been quiet for 0.2 s (`StreamAxisLock`); a press ends the stream and any spin.
///
/// `Member` names the contenders for the caller: an enum of its scrollers, say.
public struct GestureArena<Member: Equatable & Sendable>: Sendable, Equatable {
    /// How a member claims a gesture that starts over it.
    public enum Claim: Sendable, Equatable {
        /// The whole gesture, at its press.
        case atPress
        /// The gestures whose first motion past the slop runs along this axis.
        case direction(DirectionLock.Axis)
    }

    /// A member and its claim on the gesture under way.
    public struct Contender: Sendable, Equatable {
        /// Who claims.
        public var member: Member
        /// What it claims.
        public var claim: Claim

        /// `member` claiming `claim`.
        public init(_ member: Member, _ claim: Claim) {
            self.member = member
            self.claim = claim
        }
    }

    /// The contenders of the gesture under way (none without one).
    public private(set) var contenders: [Contender] = []
    /// The member the gesture under way was given (nil while undecided or without one).
    public private(set) var winner: Member?
    /// Whether a gesture is under way (the pointer is down).
    public private(set) var isActive = false
    /// The lock that decides by the angle of the first motion.
    public private(set) var lock: DirectionLock
    /// Vertical spins: each stays with the member it began over (nil: none there).
    private var verticalSpin = WheelLatch<Member?>()
    /// Horizontal spins, likewise.
    private var horizontalSpin = WheelLatch<Member?>()
    /// A touchpad stream's axis.
    private var stream = StreamAxisLock()

    /// An arena deciding directions with `lock`'s slop and angle.
    public init(lock: DirectionLock = DirectionLock()) {
        self.lock = lock
    }

    // MARK: The pointer

    /// A press at (`x`, `y`) over `contenders` (innermost first): the winner
    /// when one claims at the press or only one contends, else nil (the
    /// direction decides; until then every contender sees the gesture). Ends any spin and stream.
    @discardableResult
    public mutating func press(x: Double, y: Double, contenders: [Contender]) -> Member? {
        isActive = true
        self.contenders = contenders
        lock.press(x: x, y: y)
        endWheel()
        winner = contenders.first { $0.claim == .atPress }?.member ?? (contenders.count == 1 ? contenders[0].member : nil)
        return winner
    }

    /// A move to (`x`, `y`): the winner (nil while undecided: every contender
    /// sees it), and whether this move decided (the others let go now).
    public mutating func move(x: Double, y: Double) -> (winner: Member?, decidedNow: Bool) {
        guard isActive, winner == nil, let axis = lock.move(x: x, y: y) else { return (winner, false) }
        // No claim along that axis: the outermost contender's.
        winner = contenders.first { $0.claim == .direction(axis) }?.member ?? contenders.last?.member
        return (winner, winner != nil)
    }

    /// The release: the winner, or nil when nothing was decided (a click: every contender lets go).
    public mutating func release() -> Member? {
        defer { reset() }
        return winner
    }

    /// Ends the gesture without a release (the pointer was lost, a contender went away).
    public mutating func reset() {
        isActive = false
        contenders = []
        winner = nil
        lock.release()
    }

    /// The axis the direction decided for the gesture under way: nil while
    /// undecided, for a gesture won at its press, or without one.
    public var decidedAxis: DirectionLock.Axis? { isActive ? lock.decided : nil }

    // MARK: The wheel

    /// Where a wheel event goes: its axis (a touchpad stream's first, or this
    /// event's), and the member that takes it — the one its spin or stream
    /// began over (`overVertical` or `overHorizontal` for the axis, nil: none),
    /// wherever the pointer is now. Nil while a gesture is under way.
    public mutating func wheel(_ wheel: WheelEvent, overVertical: Member?,
                               overHorizontal: Member?) -> (axis: DirectionLock.Axis, member: Member?)? {
        guard !isActive else { return nil }
        let axis = stream.axis(dx: wheel.dx, dy: wheel.dy, shift: wheel.shift, source: wheel.source, time: wheel.time)
        switch axis {
        case .horizontal: return (axis, horizontalSpin.target(over: overHorizontal, at: wheel.time))
        case .vertical: return (axis, verticalSpin.target(over: overVertical, at: wheel.time))
        }
    }

    /// The members are now `transform`'s (a scroller went away and the others
    /// moved up: nil for the one gone); a gesture the one gone had won ends,
    /// and so does any spin or stream.
    public mutating func renameMembers(_ transform: (Member) -> Member?) {
        endWheel()
        if let winner, transform(winner) == nil { return reset() }
        contenders = contenders.compactMap { contender in transform(contender.member).map { Contender($0, contender.claim) } }
        winner = winner.flatMap(transform)
    }

    /// Ends any wheel spin and touchpad stream (a press; a member went away).
    public mutating func endWheel() {
        verticalSpin.reset()
        horizontalSpin.reset()
        stream.reset()
    }
}
