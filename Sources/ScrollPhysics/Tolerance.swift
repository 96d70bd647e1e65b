/// When a motion counts as done: within `distance` of where it ends and slower
/// than `velocity`. One value decides it for every simulation (Flutter's
/// `Tolerance`), so that a fling, a bounce and a snap end alike.
public struct Tolerance: Sendable, Equatable {
    /// px from the resting point.
    public var distance: Double
    /// px/s.
    public var velocity: Double

    /// A tolerance of `distance` px and `velocity` px/s (both positive).
    public init(distance: Double = 0.5, velocity: Double = 10) {
        precondition(distance > 0 && velocity > 0, "tolerances are positive")
        self.distance = distance
        self.velocity = velocity
    }

    /// Half a pixel, and 10 px/s: about where UIScrollView stops a fling.
    public static let standard = Tolerance()
}
