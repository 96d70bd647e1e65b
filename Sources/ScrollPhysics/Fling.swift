/// A released scroll: it decelerates, and if it would pass an edge of `bounds`,
/// it decelerates until it reaches the edge and then hands its velocity at that
/// moment to a spring that brings it back to the edge. Position and velocity are
/// continuous at the hand-over.
///
/// Released already past an edge, it is a spring back to that edge from the start.
public struct Fling: Simulation {
    public let deceleration: Deceleration
    /// The bounce after the edge, if the fling reaches one.
    public let spring: Spring?
    /// Seconds from the start at which the spring takes over (0 when released
    /// past an edge, `.infinity` without a bounce).
    public let handoffTime: Double
    public let duration: Double

    public init(position: Double, velocity: Double, bounds: ClosedRange<Double>?,
                rate: DecelerationRate = .normal, spring parameters: SpringParameters = .standard,
                tolerance: Tolerance = .standard) {
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
        let spring = Spring(position: edge, velocity: deceleration.velocity(at: hit), target: edge,
                            parameters: parameters, tolerance: tolerance)
        self.spring = spring; handoffTime = hit; duration = hit + spring.duration
    }

    public var finalPosition: Double { spring?.finalPosition ?? deceleration.finalPosition }

    /// Whether at `t` the spring has taken over.
    public func isBouncing(at t: Double) -> Bool { spring != nil && t >= handoffTime }

    public func phase(at t: Double) -> SimulationPhase { isBouncing(at: t) ? .returningToEdge : .moving }

    public func position(at t: Double) -> Double {
        if let spring, t >= handoffTime { return spring.position(at: t - handoffTime) }
        return deceleration.position(at: t)
    }

    public func velocity(at t: Double) -> Double {
        if let spring, t >= handoffTime { return spring.velocity(at: t - handoffTime) }
        return deceleration.velocity(at: t)
    }
}
