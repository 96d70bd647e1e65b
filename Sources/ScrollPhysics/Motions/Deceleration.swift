#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The rate at which a fling slows down: the share of velocity kept per
/// millisecond, as in UIScrollView.
public struct DecelerationRate: Sendable, Equatable {
    /// The rates a fling may have: from stopping within milliseconds to
    /// coasting for minutes (a fling at 0.99999 loses 1 % a second).
    public static let range = 0.001...0.99999

    /// Velocity kept per millisecond, held within `range` (NaN: `normal`'s).
    public var perMillisecond: Double {
        didSet { perMillisecond = perMillisecond.clamped(to: Self.range, nan: 0.998) }
    }

    /// A rate keeping `perMillisecond` of the velocity each millisecond, held
    /// within `range` (0 and below, 1 and above, are its ends; NaN is `normal`).
    public init(perMillisecond: Double) {
        self.perMillisecond = perMillisecond.clamped(to: Self.range, nan: 0.998)
    }

    /// A rate of exactly `perMillisecond`, which the caller has checked lies
    /// in (0, 1): a landing's friction, computed to end on its target.
    package init(exactly perMillisecond: Double) {
        self.perMillisecond = perMillisecond
    }

    /// UIScrollView's normal rate, 0.998: a fling travels about 0.5 s × its speed.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIScrollView's fast rate, 0.99.
    public static let fast = DecelerationRate(perMillisecond: 0.99)
}

/// A fling slowing down by friction, UIScrollView's model:
/// v(t) = v0·d^(1000t) and x(t) = x0 + v0·(d^(1000t) − 1) / (1000·ln d).
///
/// The motion ends when the speed falls under the tolerance's velocity.
public struct Deceleration: Simulation {
    /// The speed under which a fling is over, in px/s (about what iOS uses).
    public static let defaultStopSpeed = Tolerance.standard.velocity

    /// Where the fling starts, px.
    public let startPosition: Double
    /// The release velocity, px/s.
    public let startVelocity: Double
    /// The friction.
    public let rate: DecelerationRate
    /// The speed under which the fling is over, px/s.
    public let stopSpeed: Double
    /// Seconds from the start until the speed falls under `stopSpeed`.
    public let duration: Double
    /// 1000·ln d: the exponent per second (negative).
    private let k: Double

    /// A fling from `position` at `velocity` that ends under the tolerance's speed.
    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal,
                tolerance: Tolerance = .standard) {
        self.init(position: position, velocity: velocity, rate: rate, stopSpeed: tolerance.velocity)
    }

    /// A fling that ends under `stopSpeed` px/s (held within
    /// `Tolerance.velocityRange`); `position` and `velocity` are held as
    /// `SimulationInput` says.
    public init(position: Double, velocity: Double, rate: DecelerationRate, stopSpeed: Double) {
        startPosition = SimulationInput.position(position)
        startVelocity = SimulationInput.velocity(velocity)
        self.rate = rate
        self.stopSpeed = stopSpeed.clamped(to: Tolerance.velocityRange, nan: Tolerance.standard.velocity)
        let velocity = startVelocity, stopSpeed = self.stopSpeed
        k = 1000 * log(rate.perMillisecond)
        let speed = abs(velocity)
        duration = speed > stopSpeed ? log(stopSpeed / speed) / k : 0
    }

    /// The point the motion would approach if it never stopped:
    /// x0 − v0 / (1000·ln d), about x0 + 0.4995·v0 at the normal rate.
    public var projectedRest: Double { startPosition - startVelocity / k }

    /// Where the fling stops.
    public var finalPosition: Double { unclampedPosition(duration) }

    /// The position `t` seconds after the start (held at the end after `duration`).
    public func position(at t: Double) -> Double {
        unclampedPosition(min(max(t, 0), duration))
    }

    /// The velocity `t` seconds after the start, px/s (0 from `duration` on).
    public func velocity(at t: Double) -> Double {
        t >= duration ? 0 : startVelocity * exp(k * max(t, 0))
    }

    /// When the motion passes `target`, in seconds from the start, or nil if it
    /// ends before reaching it.
    public func time(toReach target: Double) -> Double? {
        let distance = target - startPosition
        if distance == 0 { return 0 }
        guard startVelocity != 0, (distance > 0) == (startVelocity > 0),
              abs(distance) <= abs(finalPosition - startPosition) else { return nil }
        let factor = 1 + distance * k / startVelocity
        guard factor > 0 else { return nil }
        return min(log(factor) / k, duration)
    }

    private func unclampedPosition(_ t: Double) -> Double {
        startPosition + startVelocity * (exp(k * t) - 1) / k
    }
}
