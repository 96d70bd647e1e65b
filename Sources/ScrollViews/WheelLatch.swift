/// A wheel transaction: the scroller a wheel spin starts on takes every event
/// of the spin, wherever the pointer passes, until the wheel has been quiet for
/// `quiet` seconds — Firefox's wheel transaction (1.5 s), Chromium's latching.
/// Without it, a nested scroller that a spin of the outer one carries under the
/// pointer steals the rest of the spin.
public struct WheelLatch<Target: Equatable & Sendable>: Sendable, Equatable {
    /// The quiet time that ends a transaction, seconds.
    public var quiet: Double
    /// The scroller the spin under way latched to, and when its last event came.
    public private(set) var latched: (target: Target, time: Double)?

    /// Transactions ending after `quiet` seconds without a wheel event (Firefox's 1.5 s by default).
    public init(quiet: Double = 1.5) {
        self.quiet = quiet
    }

    /// Whether two latches are set up alike and hold the same transaction.
    public static func == (a: WheelLatch, b: WheelLatch) -> Bool {
        a.quiet == b.quiet && a.latched?.target == b.latched?.target && a.latched?.time == b.latched?.time
    }

    /// Where a wheel event at `time` over `hit` goes: the latched scroller while
    /// the spin lasts, else `hit`, which the new spin latches to.
    public mutating func target(over hit: Target, at time: Double) -> Target {
        if let latched, time - latched.time <= quiet, time >= latched.time {
            self.latched = (latched.target, time)
            return latched.target
        }
        latched = (hit, time)
        return hit
    }

    /// Ends the transaction (a press, say: the user is doing something else).
    public mutating func reset() { latched = nil }
}
