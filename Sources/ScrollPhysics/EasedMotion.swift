/// A motion from one position to another in a fixed time, eased in and out
/// (cubic): for animated scrolls that must take a set time, such as a
/// carousel's advance, and for animated size changes.
public struct EasedMotion: Simulation {
    public let from: Double
    public let to: Double
    public let duration: Double

    public init(from: Double, to: Double, duration: Double) {
        self.from = from
        self.to = to
        self.duration = from == to || !duration.isFinite ? 0 : max(0, duration)
    }

    public var finalPosition: Double { to }

    /// The position `t` seconds after the start: `from` before the start, `to`
    /// from `duration` on (also when the motion takes no time).
    public func position(at t: Double) -> Double {
        guard t < duration else { return to }
        guard t > 0 else { return from }
        return from + (to - from) * EasedMotion.ease(t / duration)
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration, t > 0 else { return 0 }
        return (to - from) * EasedMotion.slope(t / duration) / duration
    }

    /// Cubic ease-in-out on [0, 1].
    static func ease(_ u: Double) -> Double {
        u < 0.5 ? 4 * u * u * u : 1 - (2 - 2 * u) * (2 - 2 * u) * (2 - 2 * u) / 2
    }

    /// d ease / du.
    static func slope(_ u: Double) -> Double {
        u < 0.5 ? 12 * u * u : 3 * (2 - 2 * u) * (2 - 2 * u)
    }
}
