#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A fling that ends exactly on a chosen point (a card's edge): UIScrollView's
/// deceleration with its rate adjusted so that the motion stops, at the
/// tolerance's speed, on `target` instead of wherever friction would leave it.
/// The release velocity is kept, so the hand feels the same fling; only the
/// friction changes, by as little as the target is from the natural rest.
///
/// With x(t) = x0 + v·(e^(kt) − 1)/k and the stop at speed s: x(stop) = x0 +
/// (s·sign v − v)/k, so k = (s·sign v − v)/(target − x0).
public struct Landing: Simulation {
    /// The fling with its friction adjusted.
    public let deceleration: Deceleration
    /// Where it ends.
    public let target: Double

    /// The most the friction may change: at most this many times the rate's own
    /// exponent (a target much nearer than the fling would go is a spring's job).
    public static let steepestFactor = 3.0

    /// Nil when no such fling exists: the target lies behind the velocity, the
    /// release is too slow to fling, or the target is so near that the friction
    /// would have to be more than `steepestFactor` times the rate's.
    public init?(position: Double, velocity: Double, target: Double, rate: DecelerationRate = .normal,
                 tolerance: Tolerance = .standard) {
        guard position.isFinite, velocity.isFinite, target.isFinite else { return nil }
        let position = SimulationInput.position(position), velocity = SimulationInput.velocity(velocity)
        let target = SimulationInput.position(target)
        let distance = target - position
        let stop = tolerance.velocity
        guard position.isFinite, velocity.isFinite, target.isFinite, abs(velocity) > stop, distance != 0,
              (distance > 0) == (velocity > 0) else { return nil }
        let sign: Double = velocity > 0 ? 1 : -1
        let k = (stop * sign - velocity) / distance
        let natural = 1000 * log(rate.perMillisecond)
        guard k < 0, k >= natural * Landing.steepestFactor else { return nil }
        let perMillisecond = exp(k / 1000)
        guard perMillisecond > 0, perMillisecond < 1 else { return nil }
        deceleration = Deceleration(position: position, velocity: velocity,
                                    rate: DecelerationRate(exactly: perMillisecond), stopSpeed: stop)
        self.target = target
    }

    /// Seconds until it stops on `target`.
    public var duration: Double { deceleration.duration }
    /// Where it ends: `target`.
    public var finalPosition: Double { target }
    /// The position `t` seconds after the start (`target` from `duration` on).
    public func position(at t: Double) -> Double { t >= duration ? target : deceleration.position(at: t) }
    /// The velocity `t` seconds after the start, px/s.
    public func velocity(at t: Double) -> Double { deceleration.velocity(at: t) }
}
