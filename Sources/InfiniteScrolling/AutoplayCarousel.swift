import ScrollPhysics

/// An auto-advancing carousel, without the usual complaints about them: a
/// `LoopingPager` that an `Autoplay` timer turns one page forward every interval
/// with an eased animation, always forwards, wrapping through the copy of the
/// first item. The pointer pauses it; the full interval starts again when the
/// user's motion settles; it does nothing while stopped.
///
/// Advances start at the time the timer was due, not at the frame that noticed,
/// so the timeline is the same at any frame rate.
public struct AutoplayCarousel: Sendable {
    /// How long an advance takes, seconds.
    public static let advanceDuration = 0.3

    /// The looping pager it drives.
    public private(set) var pager: LoopingPager
    /// The timer that advances it.
    public private(set) var timer: Autoplay
    /// The user touched the carousel since it was last at rest.
    private var userMotion = false

    /// A carousel of `itemCount` pages `pageExtent` px long advancing every
    /// `interval` seconds, its axis with the feel of `physics`.
    public init(itemCount: Int, pageExtent: Double, interval: Double = 2, physics: ScrollAxis.Physics = .init()) {
        pager = LoopingPager(itemCount: itemCount, pageExtent: pageExtent, physics: physics)
        timer = Autoplay(interval: interval)
    }

    /// Whether autoplay can do anything: two items or more.
    public var canAdvance: Bool { pager.loop.isScrollable }

    /// The carousel is shown (or the window restored) at `time`.
    public mutating func start(at time: Double) {
        guard canAdvance else { return }
        timer.start(at: time)
    }

    /// The carousel is hidden or the window minimized.
    public mutating func stop(time: Double) {
        pager.cancel(time: time)
        timer.stop()
    }

    /// Reduced motion: page turns jump, and autoplay starts off (Space still
    /// turns it on; its advances then jump too).
    public mutating func reduceMotion(at time: Double) {
        pager.animatesScrolls = false
        timer.setEnabled(false, at: time)
    }

    /// The pointer came over the carousel or left it: paused while it stays.
    public mutating func hover(_ over: Bool, at time: Double) {
        timer.hover(over, at: time)
    }

    /// Space: autoplay on or off.
    public mutating func toggle(at time: Double) {
        timer.setEnabled(!timer.isEnabled, at: time)
    }

    /// The pointer went down: the timer pauses until the carousel rests again.
    public mutating func press(pointer: Double, time: Double) {
        timer.pointerDown()
        userMotion = true
        pager.press(pointer: pointer, time: time)
    }

    /// The pointer moved.
    public mutating func move(pointer: Double, time: Double) {
        pager.move(pointer: pointer, time: time)
    }

    /// The pointer went up: the pager flings or snaps to a page.
    @discardableResult
    public mutating func release(time: Double) -> ScrollAxis.Release {
        let result = pager.release(time: time)
        settleIfAtRest(time: time)
        return result
    }

    /// The pointer was lost: the pager settles where it is.
    public mutating func cancel(time: Double) {
        pager.cancel(time: time)
        settleIfAtRest(time: time)
    }

    /// Keys: the user turns a page; the timer restarts when it settles.
    public mutating func step(_ direction: Int, time: Double) {
        userMotion = true
        timer.pointerDown()
        pager.step(direction, time: time)
        settleIfAtRest(time: time)
    }

    /// Moves on to `time`: motion first, then the timer. Returns true when the
    /// carousel came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        var rested = false
        if let due = timer.nextFire, due <= time {
            // Bring the motion to the moment the advance was due (or to now, when
            // frames were missed for a whole interval), and start it there.
            let start = due + timer.interval > time ? due : time
            rested = pager.advance(to: start)
            if let fired = timer.fire(at: start) {
                pager.advancePage(duration: AutoplayCarousel.advanceDuration, time: fired)
            }
        }
        if pager.advance(to: time) { rested = true }
        if rested { settleIfAtRest(time: time) }
        return rested
    }

    private mutating func settleIfAtRest(time: Double) {
        guard userMotion, pager.axis.state == .idle else { return }
        userMotion = false
        timer.userMotionSettled(at: pager.axis.restTime ?? time)
    }
}

extension AutoplayCarousel {
    /// Home: back to the first item; the timer restarts when it settles.
    public mutating func goToFirstItem(time: Double) {
        userMotion = true
        timer.pointerDown()
        pager.goToFirstItem(time: time)
        settleIfAtRest(time: time)
    }

    /// A click on `item`'s dot: to its page; the timer restarts when it settles.
    public mutating func goToItem(_ item: Int, time: Double) {
        userMotion = true
        timer.pointerDown()
        pager.goToItem(item, time: time)
        settleIfAtRest(time: time)
    }

    /// A new page extent: keeps the item in view.
    public mutating func resize(pageExtent: Double, time: Double) {
        pager.resize(pageExtent: pageExtent, time: time)
    }
}

extension AutoplayCarousel: PointerDriven {}
