/// Scrolls the program asks for: animated, immediate, jumps, shifts, settling,
/// and the step a nested scroller takes (`consume`).
extension ScrollAxis {
    // MARK: Nesting

    /// Moves the content by `delta` as far as the bounds allow, without rubber
    /// banding, and returns the part it could not take: 0 inside the bounds, all
    /// of it at an edge. For a scroller nested in another along the same
    /// direction: the inner one consumes, the outer one gets only the remainder,
    /// and only the outermost rubber-bands. Stops any motion; does nothing while
    /// the pointer drives the axis itself.
    public mutating func consume(_ delta: Double, time: Double) -> Double {
        guard !isPointerDown, delta.isFinite, time.isFinite else { return delta.isFinite ? delta : 0 }
        clock = max(clock, time)
        let wasMoving = isMoving
        let target = clamped(ScrollAxis.limited(offset + delta))
        let taken = target - offset
        offset = target
        transition(to: .idle, restingAt: wasMoving ? clock : nil)
        return delta - taken
    }

    // MARK: Programmatic scrolling

    /// Animates a scroll by `distance` from where the current animation is
    /// heading: with the axis's spring, or — farther than `farScrollViewports`
    /// viewports — eased over `farScrollDuration`, however far.
    public mutating func scroll(by distance: Double, time: Double) {
        guard !isPointerDown, distance.isFinite, time.isFinite else { return }
        let base = motion?.state == .animating || motion?.state == .snapping ? restingOffset : offset
        animate(to: base + distance, time: time)
    }

    /// Animates to `offset` (clamped to the bounds): with the axis's spring,
    /// carrying the current velocity, or in exactly `duration` seconds with
    /// `easing`. With `animatesScrolls` off (reduced motion) it jumps there.
    public mutating func scroll(to offset: Double, duration: Double? = nil, easing: EasedMotion.Easing = .inOut,
                                time: Double) {
        guard !isPointerDown, offset.isFinite, time.isFinite else { return }
        animate(to: offset, time: time, duration: duration.map { max(0, $0.isFinite ? $0 : 0) }, easing: easing)
    }

    /// Animates to the start of `page` (clamped to the bounds).
    public mutating func scroll(toPage page: Int, time: Double) {
        guard !isPointerDown, time.isFinite else { return }
        animate(to: offset(ofPage: page), time: time)
    }

    /// Animates to the start of `page` in exactly `duration` seconds, eased in and
    /// out (a carousel's advance) or out only (a key's page turn, moving from the
    /// first frame), whatever the motion was.
    public mutating func scroll(toPage page: Int, duration: Double, easing: EasedMotion.Easing = .inOut, time: Double) {
        guard !isPointerDown, time.isFinite else { return }
        animate(to: offset(ofPage: page), time: time, duration: duration, easing: easing)
    }

    /// Moves by `distance` at once (precise wheel deltas), stopping any motion;
    /// clamped to the bounds.
    public mutating func scrollImmediately(by distance: Double, time: Double) {
        guard !isPointerDown, distance.isFinite, time.isFinite else { return }
        clock = max(clock, time)
        let wasMoving = isMoving
        offset = clamped(ScrollAxis.limited(offset + distance))
        transition(to: .idle, restingAt: wasMoving ? clock : nil)
    }

    /// Puts the content at `offset` with no animation, ending any motion or drag.
    public mutating func jump(to offset: Double) {
        self.offset = offset.isFinite ? ScrollAxis.limited(offset) : self.offset
        transition(to: .idle)
    }

    /// Moves the offset, any drag and any motion by `delta` together, so that the
    /// motion continues unchanged from the new place (recentering, page shifts).
    public mutating func shift(by delta: Double) {
        guard delta.isFinite else { return }
        // Held within ±offsetLimit, as every offset is.
        let moved = offset + delta
        let delta = abs(moved) <= ScrollAxis.offsetLimit ? delta : ScrollAxis.limited(moved) - offset
        offset += delta
        switch takeActivity() {
        case .idle: transition(to: .idle)
        case .held(var press):
            press.startOffset += delta
            transition(to: .held(press))
        case .dragging(var drag):
            drag.origin.raw += delta
            drag.raw += delta
            drag.press.startOffset += delta
            transition(to: .dragging(drag))
        case .moving(var motion):
            motion.shift += delta
            transition(to: .moving(motion))
        }
    }

    /// Starts the motion that brings the content back to rest from where it is
    /// now (after the bounds or the page size changed, say): back inside the
    /// bounds, onto the nearest page. Does nothing while the pointer is down.
    public mutating func settle(time: Double) {
        guard !isPointerDown, time.isFinite else { return }
        clock = max(clock, time)
        let velocity = self.velocity
        settle(velocity: velocity, time: clock, dragStart: offset)
    }
}
