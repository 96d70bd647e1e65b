/// The pointer: press, moves (a drag from the slop on), release, loss.
extension ScrollAxis {
    // MARK: Pointer

    /// The pointer went down at `pointer` (coordinate along the axis) at `time`.
    /// A motion in progress stops at once where it is.
    public mutating func press(pointer: Double, time: Double) {
        guard pointer.isFinite, time.isFinite else { return }
        let pointer = ScrollAxis.limited(pointer)
        let now = max(time, clock)
        let caughtFling = flingVelocity(at: now), caught = motion
        if let caught { offset = ScrollAxis.limited(caught.offset(at: now)) }
        clock = now
        var tracker: VelocityTracker
        switch takeActivity() {
        case .held(let press): tracker = press.tracker
        case .dragging(let drag): tracker = drag.press.tracker
        default: tracker = VelocityTracker()
        }
        tracker.reset()
        tracker.add(time: time, position: pointer)
        transition(to: .held(Press(tracker: tracker, pointer: pointer, startOffset: offset, caughtMotion: caught != nil,
                                   caughtFlingVelocity: caughtFling)))
    }

    /// The pointer moved to `pointer` at `time`: past the slop, the press
    /// becomes a drag from the slop's edge. (Which scroller a gesture is given
    /// to, when several could take it, is decided before its events reach an
    /// axis: `GestureArena` in ScrollViews, `ScrollChain`.)
    public mutating func move(pointer: Double, time: Double) {
        guard isPointerDown, pointer.isFinite, time.isFinite else { return }
        let pointer = ScrollAxis.limited(pointer)
        clock = max(clock, time)
        var drag: Drag
        switch takeActivity() {
        case .held(var press):
            press.tracker.add(time: time, position: pointer)
            let travel = pointer - press.pointer
            guard abs(travel) > configuration.physics.slop else { return transition(to: .held(press)) }
            // The drag starts at the edge of the slop: what the pointer moved past it counts.
            let raw = rawOffset(forDisplayed: offset)
            drag = Drag(press: press, origin: (press.pointer + (travel > 0 ? configuration.physics.slop : -configuration.physics.slop), raw),
                        raw: raw)
        case .dragging(var current):
            current.press.tracker.add(time: time, position: pointer)
            drag = current
        case let other:
            return transition(to: other)
        }
        drag.raw = ScrollAxis.limited(drag.origin.raw - (pointer - drag.origin.pointer))
        if !configuration.physics.bounces, drag.raw != clamped(drag.raw) {
            // Held at the edge: what the pointer moves past it is not owed back, so
            // turning back moves the content at once.
            drag.raw = clamped(drag.raw)
            drag.origin = (pointer, drag.raw)
        }
        offset = ScrollAxis.limited(displayedOffset(forRaw: drag.raw))
        transition(to: .dragging(drag))
    }

    /// The pointer went up at `time`: fling, snap, bounce or rest.
    @discardableResult
    public mutating func release(time: Double) -> Release { release(time: time, velocityAt: time) }

    /// The pointer went up at `time`, moving as it moved at `lastSample` — for a
    /// stream whose end is known only after some quiet (a touchpad's): the
    /// motion starts at `time`, with the speed it had when it last moved.
    @discardableResult
    public mutating func release(time: Double, velocityAt lastSample: Double) -> Release {
        guard let press else { return .ignored }
        let time = time.isFinite ? time : clock
        var released = 0.0
        if case .dragging(let drag) = activity {
            released = dragVelocity(of: drag, releasedAt: lastSample.isFinite ? min(lastSample, time) : time)
        }
        let velocity = ScrollAxis.carrying(released, caught: press.caughtFlingVelocity, configuration: configuration)
        let release = releaseKind
        settle(velocity: velocity, time: time, dragStart: press.startOffset)
        return release
    }

    /// The pointer went up at `time`, and `landing` chooses where the fling ends
    /// (UIScrollView's `targetContentOffset`, Flutter's ballistic simulation): it
    /// is given where the fling would come to rest and the release velocity
    /// (px/s), and returns the offset to end at (clamped to the bounds). The
    /// content keeps the release velocity and decelerates onto that offset when it
    /// can, else springs to it. Paging, if configured, is not consulted.
    @discardableResult
    public mutating func release(time: Double,
                                 landing: (_ projectedRest: Double, _ velocity: Double) -> Double) -> Release {
        guard isPointerDown else { return .ignored }
        let time = time.isFinite ? time : clock
        let release = releaseKind
        var velocity = 0.0
        if case .dragging(let drag) = activity { velocity = dragVelocity(of: drag, releasedAt: time) }
        clock = max(clock, time)
        let projected = Deceleration(position: offset, velocity: velocity, rate: configuration.physics.decelerationRate,
                                     tolerance: configuration.physics.tolerance).finalPosition
        let chosen = landing(projected, velocity)
        let target = clamped(ScrollAxis.limited(chosen.isFinite ? chosen : projected))
        if let glide = Landing(position: offset, velocity: velocity, target: target, rate: configuration.physics.decelerationRate,
                               tolerance: configuration.physics.tolerance) {
            begin(glide, as: .decelerating, at: time)
        } else {
            begin(Spring(position: offset, velocity: velocity, target: target, parameters: configuration.physics.spring,
                         tolerance: configuration.physics.tolerance), as: .snapping, at: time)
        }
        return release
    }

    /// What letting go of the gesture under way is: a tap, a stop, a scroll.
    private var releaseKind: Release {
        switch activity {
        case .held(let press): press.caughtMotion ? .stop : .tap
        case .dragging: .scroll
        default: .ignored
        }
    }

    /// The pointer was lost (focus lost, button released where we could not see it):
    /// end the drag without a fling, settling where the content is.
    public mutating func cancel(time: Double) {
        guard let press else { return }
        let time = time.isFinite ? time : clock
        settle(velocity: 0, time: time, dragStart: press.startOffset)
    }
}

extension ScrollAxis {
    /// The velocity of the fling under way at `time` (0 while anything else
    /// moves, or nothing): what a press there catches.
    func flingVelocity(at time: Double) -> Double {
        guard let motion else { return 0 }
        let t = time - motion.start
        let flinging = motion.state == .decelerating && motion.simulation.phase(at: t) == .moving
        return flinging ? motion.simulation.velocity(at: t) : 0
    }

    /// A release `velocity` with the momentum of the fling the press `caught`:
    /// momentum accumulates, as on iOS — a flick the same way as the fling it
    /// caught adds that fling's speed (up to the maximum); the other way, or
    /// with no flick, it does not. The one rule for an axis and a chain.
    static func carrying(_ velocity: Double, caught: Double, configuration: Configuration) -> Double {
        guard velocity != 0, caught != 0, (velocity > 0) == (caught > 0) else { return velocity }
        let cap = configuration.physics.maximumFlingSpeed
        return min(max(velocity + caught, -cap), cap)
    }
}
