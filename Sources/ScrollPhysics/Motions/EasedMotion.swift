/// A motion from one position to another in a fixed time, eased (cubic): for
/// animated scrolls that must take a set time, such as a carousel's advance or
/// a page turned by a key, and for animated size changes.
public struct EasedMotion: Simulation {
    /// The curve's shape.
    public enum Easing: Sendable, Equatable {
        /// Slow, fast, slow: a carousel's advance, a size change.
        case inOut
        /// Fast from the first frame, slowing to the end: a response to a key,
        /// which must show at once.
        case out
    }

    /// Where the motion starts.
    public let from: Double
    /// Where it ends.
    public let to: Double
    /// How long it takes, seconds (0 when `from` equals `to`).
    public let duration: Double
    /// The curve.
    public let easing: Easing

    /// The longest an eased motion takes, seconds.
    public static let longest = 60.0

    /// A motion from `from` to `to` in `duration` seconds (0 to `longest`;
    /// NaN or ±∞: 0, a jump) along `easing`; the ends held as `SimulationInput` says
    /// (a NaN end is the other one).
    public init(from: Double, to: Double, duration: Double, easing: Easing = .inOut) {
        let from = SimulationInput.position(from, else: to)
        let to = SimulationInput.position(to, else: from)
        self.from = from
        self.to = to
        self.duration = from == to || !duration.isFinite ? 0 : duration.clamped(to: 0...EasedMotion.longest, nan: 0)
        self.easing = easing
    }

    /// Where the motion ends: `to`.
    public var finalPosition: Double { to }

    /// The position `t` seconds after the start: `from` before the start, `to`
    /// from `duration` on (also when the motion takes no time).
    public func position(at t: Double) -> Double {
        guard t < duration else { return to }
        guard t > 0 else { return from }
        let u = t / duration
        return from + (to - from) * (easing == .out ? 1 - (1 - u) * (1 - u) * (1 - u) : EasedMotion.ease(u))
    }

    /// The velocity `t` seconds after the start (0 outside the motion).
    public func velocity(at t: Double) -> Double {
        guard t < duration, t > 0 else { return 0 }
        let u = t / duration
        return (to - from) * (easing == .out ? 3 * (1 - u) * (1 - u) : EasedMotion.slope(u)) / duration
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
