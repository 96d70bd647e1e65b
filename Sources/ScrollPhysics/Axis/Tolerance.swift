/// When a motion counts as done: within `distance` of where it ends and slower
/// than `velocity`. One value decides it for every simulation (Flutter's
/// `Tolerance`), so that a fling, a bounce and a snap end alike.
public struct Tolerance: Sendable, Equatable {
    /// The distances a tolerance may have, px: a motion must be able to end.
    public static let distanceRange = 0.001...1e6
    /// The speeds a tolerance may have, px/s.
    public static let velocityRange = 0.001...1e6

    /// px from the resting point, held within `distanceRange` (NaN: 0.5).
    public var distance: Double {
        didSet { distance = distance.clamped(to: Self.distanceRange, nan: 0.5) }
    }
    /// px/s, held within `velocityRange` (NaN: 10).
    public var velocity: Double {
        didSet { velocity = velocity.clamped(to: Self.velocityRange, nan: 10) }
    }

    /// A tolerance of `distance` px and `velocity` px/s, each held within its
    /// range (0 and negatives are the range's low end: a motion that could never
    /// end; NaN the default).
    public init(distance: Double = 0.5, velocity: Double = 10) {
        self.distance = distance.clamped(to: Self.distanceRange, nan: 0.5)
        self.velocity = velocity.clamped(to: Self.velocityRange, nan: 10)
    }

    /// Half a pixel, and 10 px/s: about where UIScrollView stops a fling.
    public static let standard = Tolerance()
}
