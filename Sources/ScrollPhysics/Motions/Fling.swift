#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A released scroll: it decelerates, and if it would pass an edge of `bounds`,
/// it decelerates until it reaches the edge and then hands its velocity at that
/// moment to a spring that brings it back to the edge. Position and velocity are
/// continuous at the hand-over.
///
/// Released already past an edge, it is a spring back to that edge from the start.
///
/// With an `overshootLimit`, the spring after the edge is stiffened as much as
/// needed so that the overshoot stays under the limit at any speed: a
/// critically damped spring starting at the edge with speed v peaks v/(ω·e)
/// past it, so the overshoot the standard spring would give, n = v/(ω₀·e), is
/// rubber-banded to n·L/(n + L) — about n for slow flings, never L — and ω
/// chosen to peak there. Position and velocity stay continuous at the hand-over.
public struct Fling: Simulation {
    /// The deceleration up to the edge (or to rest).
    public let deceleration: Deceleration
    /// The bounce after the edge, if the fling reaches one.
    public let spring: Spring?
    /// Seconds from the start at which the spring takes over (0 when released
    /// past an edge, `.infinity` without a bounce).
    public let handoffTime: Double
    /// Seconds until the fling, and its bounce if any, are done.
    public let duration: Double

    /// A fling from `position` at `velocity` within `bounds` (nil: unbounded), bouncing back from an edge it reaches; `overshootLimit` caps how far past the edge it goes.
    public init(position: Double, velocity: Double, bounds: ClosedRange<Double>?,
                rate: DecelerationRate = .normal, spring parameters: SpringParameters = .standard,
                tolerance: Tolerance = .standard, overshootLimit: Double? = nil) {
        let position = SimulationInput.position(position), velocity = SimulationInput.velocity(velocity)
        deceleration = Deceleration(position: position, velocity: velocity, rate: rate, tolerance: tolerance)
        guard let bounds else {
            spring = nil; handoffTime = .infinity; duration = deceleration.duration
            return
        }
        if !bounds.contains(position) {
            let edge = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            let spring = Spring(position: position, velocity: velocity, target: edge, parameters: parameters,
                                tolerance: tolerance)
            self.spring = spring; handoffTime = 0; duration = spring.duration
            return
        }
        let rest = deceleration.finalPosition
        let edge = rest > bounds.upperBound ? bounds.upperBound : rest < bounds.lowerBound ? bounds.lowerBound : nil
        guard let edge, let hit = deceleration.time(toReach: edge) else {
            spring = nil; handoffTime = .infinity; duration = deceleration.duration
            return
        }
        let speed = deceleration.velocity(at: hit)
        let bounce = overshootLimit.map { Fling.bounceParameters(speed: speed, standard: parameters, limit: $0) }
            ?? parameters
        let spring = Spring(position: edge, velocity: speed, target: edge, parameters: bounce, tolerance: tolerance)
        self.spring = spring; handoffTime = hit; duration = hit + spring.duration
    }

    /// The bounce spring for an edge speed `speed`: `standard` when its overshoot
    /// is already small, else stiffer, peaking at the rubber-banded overshoot
    /// n·L/(n + L) for the standard spring's n (mass kept).
    static func bounceParameters(speed: Double, standard: SpringParameters, limit: Double) -> SpringParameters {
        let natural = abs(speed) / (standard.omega * exp(1))
        guard limit > 0, natural > 0, natural.isFinite else { return standard }
        let allowed = natural * limit / (natural + limit)
        let omega = abs(speed) / (exp(1) * allowed)
        return SpringParameters(stiffness: omega * omega * standard.mass, mass: standard.mass)
    }

    /// The largest distance past the edge the motion reaches (0 without a
    /// bounce): a fling that meets the edge at its start (or starts past it)
    /// included.
    public var overshoot: Double {
        guard let spring, handoffTime.isFinite else { return 0 }
        // x(t) − target = (A + B·t)·e^(−ωt): largest at the start or where its derivative is 0.
        let omega = spring.parameters.omega
        let a = spring.position(at: 0) - spring.target
        let b = spring.velocity(at: 0) + omega * a
        var largest = abs(a)
        if b != 0 {
            let peak = 1 / omega - a / b
            if peak > 0, peak.isFinite { largest = max(largest, abs(spring.position(at: peak) - spring.target)) }
        }
        return largest
    }

    /// Where the fling comes to rest (an edge after a bounce).
    public var finalPosition: Double { spring?.finalPosition ?? deceleration.finalPosition }

    /// Whether at `t` the spring has taken over.
    public func isBouncing(at t: Double) -> Bool { spring != nil && t >= handoffTime }

    /// Whether the fling is still moving on or springing back to an edge `t` seconds in.
    public func phase(at t: Double) -> SimulationPhase { isBouncing(at: t) ? .returningToEdge : .moving }

    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Double {
        if let spring, t >= handoffTime { return spring.position(at: t - handoffTime) }
        return deceleration.position(at: t)
    }

    /// The velocity `t` seconds after the start, px/s.
    public func velocity(at t: Double) -> Double {
        if let spring, t >= handoffTime { return spring.velocity(at: t - handoffTime) }
        return deceleration.velocity(at: t)
    }
}
