/// The pointer: press, moves (with the claim at the slop), release, loss.
extension ScrollAxis {
    // MARK: Pointer

    /// The pointer went down at `pointer` (coordinate along the axis) at `time`.
    /// A motion in progress stops at once where it is.
    public mutating func press(pointer: Double, time: Double) {
        guard pointer.isFinite, time.isFinite else { return }
        let pointer = ScrollAxis.limited(pointer)
        let now = max(time, clock)
        caughtMotion = motion != nil
        caughtFlingVelocity = motion.map { motion in
            let t = now - motion.start
            let flinging = motion.state == .decelerating && motion.simulation.phase(at: t) == .moving
            return flinging ? motion.simulation.velocity(at: t) : 0
        } ?? 0
        if let motion { offset = motion.offset(at: now) }
        motion = nil
        clock = now
        tracker.reset()
        tracker.add(time: time, position: pointer)
        pressPointer = pointer
        dragStartOffset = offset
        state = .tracking
    }

    /// The pointer moved to `pointer` at `time`.
    public mutating func move(pointer: Double, time: Double) {
        move(pointer: pointer, time: time) { _ in .claim }
    }

    /// The pointer moved to `pointer` at `time`. When this move carries the press
    /// past the slop, `claim(travel)` decides whether the axis takes the gesture
    /// (a drag) or refuses it (back to idle, for another scroller to take: a
    /// horizontal strip inside a vertical feed refuses a vertical start); the
    /// decision is returned from that move and holds for the gesture's life.
    /// Returns nil from every other move.
    @discardableResult
    public mutating func move(pointer: Double, time: Double, claim: (_ travel: Double) -> DragClaim) -> DragClaim? {
        guard isPointerDown, pointer.isFinite, time.isFinite else { return nil }
        let pointer = ScrollAxis.limited(pointer)
        tracker.add(time: time, position: pointer)
        clock = max(clock, time)
        var decision: DragClaim?
        if state == .tracking {
            let travel = pointer - pressPointer
            guard abs(travel) > configuration.slop else { return nil }
            decision = claim(travel)
            if decision == .refuse {
                // The press only stopped what was moving; the gesture is another's.
                if caughtMotion { comeToRest(at: clock) } else { state = .idle }
                return .refuse
            }
            // The drag starts at the edge of the slop: what the pointer moved past it counts.
            state = .dragging
            dragOrigin = (pressPointer + (travel > 0 ? configuration.slop : -configuration.slop),
                          rawOffset(forDisplayed: offset))
        }
        dragRaw = ScrollAxis.limited(dragOrigin.raw - (pointer - dragOrigin.pointer))
        offset = displayedOffset(forRaw: dragRaw)
        return decision
    }

    /// The pointer went up at `time`: fling, snap, bounce or rest.
    @discardableResult
    public mutating func release(time: Double) -> Release {
        guard isPointerDown else { return .ignored }
        let time = time.isFinite ? time : clock
        let isTap = state == .tracking && !caughtMotion
        var velocity = state == .dragging ? dragVelocity(releasedAt: time) : 0
        // Momentum accumulates, as on iOS: a flick the same way as the fling it
        // caught adds that fling's speed (up to the maximum); the other way, it doesn't.
        if velocity != 0, caughtFlingVelocity != 0, (velocity > 0) == (caughtFlingVelocity > 0) {
            let cap = configuration.maximumFlingSpeed
            velocity = min(max(velocity + caughtFlingVelocity, -cap), cap)
        }
        settle(velocity: velocity, time: time, dragStart: dragStartOffset)
        return isTap ? .tap : .scroll
    }

    /// The pointer was lost (focus lost, button released where we could not see it):
    /// end the drag without a fling, settling where the content is.
    public mutating func cancel(time: Double) {
        guard isPointerDown else { return }
        let time = time.isFinite ? time : clock
        settle(velocity: 0, time: time, dragStart: dragStartOffset)
    }
}
