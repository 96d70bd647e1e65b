import ScrollPhysics

/// Which axis a touchpad's stream scrolls in a view with scrollers both ways:
/// decided by the stream's first delta (the larger part, or sideways with
/// Shift) and kept until the stream has been quiet for `quiet` seconds — so a
/// diagonal swipe moves one scroller by all its motion along that axis instead
/// of the vertical and the horizontal scroller by turns, each losing the rest.
/// Wheel notches are decided one by one.
public struct StreamAxisLock: Sendable, Equatable {
    /// The quiet time that ends a stream's lock, seconds.
    public var quiet: Double
    /// The axis of the stream under way.
    public private(set) var axis: DirectionLock.Axis?
    /// When its last delta came.
    private var lastTime = 0.0

    /// Locks ending after `quiet` seconds without a delta.
    public init(quiet: Double = 0.2) { self.quiet = quiet }

    /// The axis a wheel event of `source` with (`dx`, `dy`) at `time` scrolls.
    public mutating func axis(dx: Double, dy: Double, shift: Bool, source: WheelSource, time: Double) -> DirectionLock.Axis {
        guard source == .touchpad else {
            axis = nil
            return DirectionLock.wheelAxis(dx: dx, dy: dy, shift: shift)
        }
        if let axis, time >= lastTime, time - lastTime <= quiet {
            lastTime = time
            return axis
        }
        let decided = DirectionLock.wheelAxis(dx: dx, dy: dy, shift: shift)
        (axis, lastTime) = (decided, time)
        return decided
    }

    /// Ends the lock (a press: the stream is over).
    public mutating func reset() { axis = nil }
}
