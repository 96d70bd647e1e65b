/// Two scrollers on the same axis, one inside the other (a boxed list inside a
/// page that scrolls the same way), sharing one gesture:
///
/// - A drag that starts on the inner scroller moves it until it reaches its
///   edge; the rest of the same drag moves the outer one, and the inner one never
///   rubber-bands. When the drag reverses, the inner one takes it first again,
///   except that an outer scroller pulled past its own edge is let back first.
/// - On release the fling belongs to whichever moved last. An inner fling that
///   reaches its edge stops there and hands its velocity at that instant to the
///   outer scroller, which flings on from there: position and velocity are
///   continuous, and the whole motion is the one fling would make in one scroller.
/// - Only the outer scroller rubber-bands, at its own edges.
/// - A press anywhere on either catches whatever is moving, a pending hand-off included.
///
/// A press outside the inner scroller (`press(pointer:time:on: .outer)`) drives
/// the outer scroller alone. Motion is a closed form of time from each
/// release and each hand-off, like every `ScrollAxis` motion.
///
/// The chain keeps the gesture, not the scrollers: each call is given the two
/// axes (`inout`), which stay their owner's, and hands each its share through
/// the axis's own methods. A touchpad's stream drives it through `Linked`.
public struct ScrollChain: Sendable {
    /// One of the two scrollers.
    public enum Member: Sendable, Equatable {
        /// The scroller that holds the other.
        case outer
        /// The scroller held inside the outer one.
        case inner
    }

    /// The scroller the current gesture drives first (nil while the pointer is up).
    public private(set) var pressed: Member?
    /// The scroller the current drag moved last (nil before it moved either).
    public private(set) var lastMoved: Member?

    /// An inner fling's hand-off to come: at `time`, the outer scroller takes `velocity`.
    struct Handoff: Sendable {
        var time: Double
        var velocity: Double
        /// The inner scroller's rest count once its fling has stopped at the edge.
        var innerRests: Int
    }
    var handoff: Handoff?
    var tracker = VelocityTracker()
    var pressPointer = 0.0
    var lastPointer = 0.0
    var isDragging = false
    var caughtMotion = false
    /// The velocity of the fling the press caught, in either scroller or on its way from one to the other.
    var caughtFlingVelocity = 0.0

    /// A chain with no gesture yet. Its scrollers are given to each call:
    /// `outer`, the one that contains the other and the only one that
    /// rubber-bands; `inner`, the one inside it, which stops at its edges;
    /// both along the same direction.
    public init() {}

    /// Whether either scroller, or a hand-off to come, moves with time alone.
    public func isMoving(outer: ScrollAxis, inner: ScrollAxis) -> Bool {
        outer.isMoving || inner.isMoving || handoff != nil
    }

    /// When the inner fling under way hands its velocity to the outer scroller, if it will.
    public var handoffTime: Double? { handoff?.time }

    // MARK: Pointer

    /// The pointer went down on the inner scroller (`.inner`) or elsewhere on the
    /// outer one (`.outer`). Both stop where they are.
    public mutating func press(pointer: Double, time: Double, on member: Member, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        guard pointer.isFinite, time.isFinite else { return }
        // A hand-off due already (the inner fling stopped at its edge, the outer not yet told): its velocity is caught.
        let caughtHandoff = handoff.flatMap { time >= $0.time && !inner.isMoving ? $0 : nil }
        handoff = nil
        if member == .outer {
            inner.stop(at: time)
            outer.press(pointer: pointer, time: time)
        } else {
            caughtFlingVelocity = inner.flingVelocity(at: time) + outer.flingVelocity(at: time)
                + (caughtHandoff.map { $0.velocity } ?? 0)
            let caughtOuter = outer.stop(at: time), caughtInner = inner.stop(at: time)
            caughtMotion = caughtOuter || caughtInner
            let pointer = ScrollAxis.limited(pointer)
            tracker.reset()
            tracker.add(time: time, position: pointer)
            pressPointer = pointer
            lastPointer = pointer
            isDragging = false
        }
        pressed = member
        lastMoved = nil
    }

    /// The pointer moved to `pointer` at `time`.
    public mutating func move(pointer: Double, time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        guard let pressed, pointer.isFinite, time.isFinite else { return }
        guard pressed == .inner else {
            outer.move(pointer: pointer, time: time)
            if outer.state == .dragging { lastMoved = .outer }
            return
        }
        let pointer = ScrollAxis.limited(pointer)
        tracker.add(time: time, position: pointer)
        if !isDragging {
            let travel = pointer - pressPointer
            guard abs(travel) > inner.configuration.physics.slop else { return }
            // The drag starts at the edge of the slop, as on a single axis.
            isDragging = true
            lastPointer = pressPointer + (travel > 0 ? inner.configuration.physics.slop : -inner.configuration.physics.slop)
            outer.beginChainedDrag(at: time)
            inner.beginChainedDrag(at: time)
        }
        let delta = -(pointer - lastPointer)
        lastPointer = pointer
        guard delta != 0 else { return }
        var rest = delta
        // An outer scroller pulled past its edge is let back first.
        let past = outer.overscroll(ofRaw: outer.dragRaw)
        if past != 0, (rest > 0) != (past > 0) {
            let back = (rest > 0 ? 1.0 : -1.0) * min(abs(rest), abs(past))
            outer.dragBy(back)
            rest -= back
            lastMoved = .outer
        }
        guard rest != 0 else { return }
        let before = inner.offset
        rest = inner.dragWithinBounds(by: rest)
        if inner.offset != before { lastMoved = .inner }
        if rest != 0 {
            outer.dragBy(rest)
            lastMoved = .outer
        }
    }

    /// The pointer went up at `time`: the scroller that moved last flings (an
    /// inner fling handing over at its edge), the other rests.
    @discardableResult
    public mutating func release(time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) -> ScrollAxis.Release {
        release(time: time, velocityAt: time, outer: &outer, inner: &inner)
    }

    /// The pointer went up at `time`, moving as it moved at `lastSample` — for
    /// a stream whose end is known only after some quiet (a touchpad's): the
    /// motion starts at `time`, with the speed it had when it last moved. A
    /// flick the same way as a fling the press caught carries that fling's
    /// momentum, as on a single axis.
    @discardableResult
    public mutating func release(time: Double, velocityAt lastSample: Double, outer: inout ScrollAxis, inner: inout ScrollAxis)
        -> ScrollAxis.Release {
        guard let pressed else { return .ignored }
        let time = time.isFinite ? time : max(outer.clock, inner.clock)
        self.pressed = nil
        guard pressed == .inner else {
            return outer.release(time: time, velocityAt: lastSample)
        }
        guard isDragging else {
            outer.endChainedDrag(velocity: 0, time: time)
            inner.endChainedDrag(velocity: 0, time: time)
            return caughtMotion ? .stop : .tap
        }
        let sample = lastSample.isFinite ? min(lastSample, time) : time
        let released = ScrollAxis.flingVelocity(-tracker.velocity(releasedAt: sample), configuration: inner.configuration)
        let velocity = ScrollAxis.carrying(released, caught: caughtFlingVelocity, configuration: inner.configuration)
        if lastMoved == .inner {
            outer.endChainedDrag(velocity: 0, time: time)
            flingInner(velocity: velocity, time: time, outer: &outer, inner: &inner)
        } else {
            inner.endChainedDrag(velocity: 0, time: time)
            let past = outer.overscroll(ofRaw: outer.dragRaw)
            // Past an edge the content moves slower than the pointer, by the rubber band's slope.
            let slope = past == 0 ? 1 : outer.configuration.rubberBand.slope(atOverscroll: past)
            outer.endChainedDrag(velocity: velocity * slope, time: time)
        }
        return .scroll
    }

    /// The pointer was lost: both settle where they are, without a fling.
    public mutating func cancel(time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        guard let pressed else { return }
        let time = time.isFinite ? time : max(outer.clock, inner.clock)
        self.pressed = nil
        if pressed == .outer { return outer.cancel(time: time) }
        outer.endChainedDrag(velocity: 0, time: time)
        inner.endChainedDrag(velocity: 0, time: time)
    }

    // MARK: Time

    /// Moves both scrollers on to `time`, handing an inner fling's velocity to the
    /// outer scroller at the instant it reached its edge. Returns true when the
    /// last motion of the two came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) -> Bool {
        let wasMoving = isMoving(outer: outer, inner: inner)
        inner.advance(to: time)
        if let handoff, time >= handoff.time {
            self.handoff = nil
            // Only if the inner fling really ended at its edge and nothing else took the outer meanwhile.
            if inner.restCount == handoff.innerRests, inner.restTime == handoff.time, !outer.isMoving,
               !outer.isPointerDown {
                outer.fling(velocity: handoff.velocity, at: handoff.time)
            }
        }
        outer.advance(to: time)
        return wasMoving && !isMoving(outer: outer, inner: inner)
    }

    // MARK: Programmatic

    /// Scrolls by `delta` at once (precise wheel deltas over the inner scroller):
    /// the inner one takes what it can, the outer one the rest, neither past its edges.
    public mutating func scrollImmediately(by delta: Double, time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        guard pressed == nil, delta.isFinite, time.isFinite else { return }
        handoff = nil
        let rest = inner.consume(delta, time: time)
        if rest != 0 { outer.scrollImmediately(by: rest, time: time) }
    }

    /// An animated scroll by `distance` (wheel notches, keys over the inner
    /// scroller): the inner one takes what its bounds allow from where it is
    /// heading, the outer one the rest — a notch that reaches the inner's end
    /// loses nothing.
    public mutating func scroll(by distance: Double, time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        guard pressed == nil, distance.isFinite, time.isFinite else { return }
        handoff = nil
        let taken = inner.reach(distance), rest = distance - taken
        if taken != 0 { inner.scroll(by: taken, time: time) }
        // What is left beyond the rounding of offset arithmetic goes to the outer one.
        if abs(rest) > 1e-9 * max(1, abs(distance)) { outer.scroll(by: rest, time: time) }
    }

    private mutating func flingInner(velocity: Double, time: Double, outer: inout ScrollAxis, inner: inout ScrollAxis) {
        let fling = Deceleration(position: inner.offset, velocity: velocity, rate: inner.configuration.physics.decelerationRate,
                                 tolerance: inner.configuration.physics.tolerance)
        let edge = EdgeStop.edge(passedBy: fling, in: inner.configuration.bounds)
        guard let edge, let hit = fling.time(toReach: edge), hit > 0 else {
            if let edge, velocity != 0 {
                // Already at the edge it flings towards: the outer scroller takes the fling now.
                inner.endChainedDrag(velocity: 0, time: time)
                inner.jump(to: edge)
                outer.fling(velocity: velocity, at: time)
                return
            }
            return inner.endChainedDrag(velocity: velocity, time: time)
        }
        inner.beginEdgeStop(EdgeStop(deceleration: fling, edge: edge, hitTime: hit), at: time)
        handoff = Handoff(time: time + hit, velocity: fling.velocity(at: hit), innerRests: inner.restCount + 1)
    }
}

extension ScrollChain {
    /// A chain with its two scrollers, for a program that keeps both in one
    /// place (a test, a pair of local axes), and for one call of what drives a
    /// single scroller (a touchpad's `PreciseScrollStream`: made from a view's
    /// axes and written back to them right after). Each method is the chain's,
    /// given these two axes.
    public struct Linked: Sendable {
        /// The chain.
        public var chain: ScrollChain
        /// The scroller that contains the other.
        public var outer: ScrollAxis
        /// The scroller inside it.
        public var inner: ScrollAxis

        /// `chain` with `outer` and `inner`.
        public init(_ chain: ScrollChain = ScrollChain(), outer: ScrollAxis, inner: ScrollAxis) {
            (self.chain, self.outer, self.inner) = (chain, outer, inner)
        }

        /// Whether either scroller, or a hand-off to come, moves with time alone.
        public var isMoving: Bool { chain.isMoving(outer: outer, inner: inner) }
        /// The scroller the current gesture drives first (`ScrollChain.pressed`).
        public var pressed: Member? { chain.pressed }
        /// The scroller the current drag moved last (`ScrollChain.lastMoved`).
        public var lastMoved: Member? { chain.lastMoved }
        /// When an inner fling under way hands its velocity on (`ScrollChain.handoffTime`).
        public var handoffTime: Double? { chain.handoffTime }

        /// The pointer went down on `member` (`ScrollChain.press(pointer:time:on:outer:inner:)`).
        public mutating func press(pointer: Double, time: Double, on member: Member) {
            chain.press(pointer: pointer, time: time, on: member, outer: &outer, inner: &inner)
        }

        /// Scrolls by `delta` at once (`ScrollChain.scrollImmediately(by:time:outer:inner:)`).
        public mutating func scrollImmediately(by delta: Double, time: Double) {
            chain.scrollImmediately(by: delta, time: time, outer: &outer, inner: &inner)
        }
    }
}

extension ScrollChain.Linked: StreamDriven {
    /// The pointer went down on the inner scroller.
    public mutating func press(pointer: Double, time: Double) {
        chain.press(pointer: pointer, time: time, on: .inner, outer: &outer, inner: &inner)
    }

    /// The pointer moved to `pointer` at `time`.
    public mutating func move(pointer: Double, time: Double) {
        chain.move(pointer: pointer, time: time, outer: &outer, inner: &inner)
    }

    /// The pointer went up at `time`.
    @discardableResult
    public mutating func release(time: Double) -> ScrollAxis.Release {
        chain.release(time: time, outer: &outer, inner: &inner)
    }

    /// The pointer went up at `time`, moving as it moved at `lastSample`.
    @discardableResult
    public mutating func release(time: Double, velocityAt lastSample: Double) -> ScrollAxis.Release {
        chain.release(time: time, velocityAt: lastSample, outer: &outer, inner: &inner)
    }

    /// The pointer was lost at `time`.
    public mutating func cancel(time: Double) { chain.cancel(time: time, outer: &outer, inner: &inner) }

    /// Moves both scrollers on to `time` (`ScrollChain.advance(to:outer:inner:)`).
    @discardableResult
    public mutating func advance(to time: Double) -> Bool { chain.advance(to: time, outer: &outer, inner: &inner) }

    /// An animated scroll by `distance` (`ScrollChain.scroll(by:time:outer:inner:)`).
    public mutating func scroll(by distance: Double, time: Double) {
        chain.scroll(by: distance, time: time, outer: &outer, inner: &inner)
    }

    /// The chain's slop: the inner scroller's (a drag on it starts past it).
    public var slop: Double {
        get { inner.configuration.physics.slop }
        set { inner.configuration.physics.slop = newValue }
    }

    /// Whether a press on either scroller has not been released yet.
    public var isPointerDown: Bool { chain.pressed != nil }
}

/// An inner fling that stops dead at the edge it reaches (its velocity goes on
/// in the outer scroller).
struct EdgeStop: Simulation {
    let deceleration: Deceleration
    let edge: Double
    let hitTime: Double
    var duration: Double { hitTime }
    var finalPosition: Double { edge }
    func position(at t: Double) -> Double { t >= hitTime ? edge : deceleration.position(at: t) }
    func velocity(at t: Double) -> Double { t >= hitTime ? 0 : deceleration.velocity(at: t) }

    /// The edge of `bounds` that `fling` would come to rest past, if any.
    static func edge(passedBy fling: Deceleration, in bounds: ClosedRange<Double>?) -> Double? {
        let rest = fling.finalPosition
        return bounds.flatMap { rest > $0.upperBound ? $0.upperBound : rest < $0.lowerBound ? $0.lowerBound : nil }
    }
}

/// What a chain does to each of its scrollers (internal: ScrollPhysics only).
extension ScrollAxis {
    /// Stops any motion where it is at `time`; returns whether there was one.
    @discardableResult
    mutating func stop(at time: Double) -> Bool {
        guard time.isFinite else { return false }
        let now = max(time, clock)
        clock = now
        guard let motion else { return false }
        offset = ScrollAxis.limited(motion.offset(at: now))
        transition(to: .idle, restingAt: now)
        return true
    }

    /// The chain drives this scroller's offset directly for a drag.
    mutating func beginChainedDrag(at time: Double) {
        clock = max(clock, time)
        let raw = rawOffset(forDisplayed: offset)
        transition(to: .dragging(Drag(press: .chained(at: offset), origin: (0, raw), raw: raw)))
    }

    /// Moves a chained drag by `delta` of raw offset (rubber-banded past the bounds).
    mutating func dragBy(_ delta: Double) {
        guard case .dragging = activity, case .dragging(var drag) = takeActivity() else { return }
        drag.raw = ScrollAxis.limited(drag.raw + delta)
        offset = ScrollAxis.limited(displayedOffset(forRaw: drag.raw))
        transition(to: .dragging(drag))
    }

    /// Moves a chained drag by `delta`, held within the bounds (no rubber
    /// band); returns what lies past the edge, exactly (not delta − taken,
    /// which leaves rounding dust).
    mutating func dragWithinBounds(by delta: Double) -> Double {
        let target = ScrollAxis.limited(offset + delta)
        let reached = clamped(target)
        offset = reached
        if case .dragging = activity, case .dragging(var drag) = takeActivity() {
            drag.raw = reached
            transition(to: .dragging(drag))
        }
        return target - reached
    }

    /// Ends a chained drag: fling with `velocity`, or bounce back, or rest.
    mutating func endChainedDrag(velocity: Double, time: Double) {
        guard case .dragging(let drag) = activity else { return }
        settle(velocity: velocity, time: time, dragStart: drag.press.startOffset)
    }

    /// Starts a fling with `velocity` (px/s of offset, capped at
    /// `Configuration.maximumFlingSpeed`) at `time` from where the content is,
    /// as a release at that speed would: decelerating, bouncing at an edge,
    /// or ending on a page with paging. A drag under way is left alone.
    public mutating func fling(velocity: Double, at time: Double) {
        guard !isPointerDown, velocity.isFinite, time.isFinite else { return }
        transition(to: .idle)
        let cap = configuration.physics.maximumFlingSpeed
        settle(velocity: min(max(velocity, -cap), cap), time: time, dragStart: offset)
    }

    mutating func beginEdgeStop(_ stop: EdgeStop, at time: Double) {
        clock = max(clock, time)
        begin(stop, as: .decelerating, at: time)
    }

    /// How much of `distance` the bounds allow from where the axis is heading.
    func reach(_ distance: Double) -> Double {
        clamped(ScrollAxis.limited(restingOffset + distance)) - restingOffset
    }

    /// A release velocity estimate as the axis flings it: capped, and 0 under the minimum.
    static func flingVelocity(_ estimate: Double, configuration: Configuration) -> Double {
        let cap = configuration.physics.maximumFlingSpeed
        let capped = estimate.isFinite ? min(max(estimate, -cap), cap) : 0
        return abs(capped) < Configuration.minimumFlingSpeed ? 0 : capped
    }
}
