/// A motion along one axis, given in closed form as a function of the time
/// elapsed since it started, so that it looks the same at any frame rate.
///
/// Times are in seconds, positions in pixels (or points), velocities in pixels
/// per second. A simulation lasts `duration` seconds; from then on it stays at
/// `finalPosition` with zero velocity.
public protocol Simulation: Sendable {
    /// Seconds from the start until the motion ends.
    var duration: Double { get }
    /// Where the motion ends.
    var finalPosition: Double { get }
    /// The position `t` seconds after the start.
    func position(at t: Double) -> Double
    /// The velocity `t` seconds after the start.
    func velocity(at t: Double) -> Double
    /// What the motion is doing `t` seconds after the start (a fling that met
    /// an edge is returning to it): read by the scroll axis without knowing the
    /// simulation's type.
    func phase(at t: Double) -> SimulationPhase
    #if hasFeature(Embedded)
    /// This simulation as one of the library's (the Embedded Swift build's only kind).
    var librarySimulation: LibrarySimulation { get }
    #endif
}

/// The values a simulation starts from, held where its closed form stays
/// finite: positions and targets within ±10¹⁵ px (±∞ at the ends, NaN: 0 or
/// the other end of the motion), velocities within ±10⁹ px/s (NaN: 0).
public enum SimulationInput {
    /// The farthest a position or target may lie from 0, px.
    public static let positionLimit = 1e15
    /// The fastest a start velocity may be, px/s.
    public static let velocityLimit = 1e9

    /// `value` as a position (NaN: `fallback`, itself held).
    public static func position(_ value: Double, else fallback: Double = 0) -> Double {
        value.clamped(to: -positionLimit...positionLimit,
                      nan: fallback.clamped(to: -positionLimit...positionLimit, nan: 0))
    }

    /// `value` as a velocity (NaN: 0).
    public static func velocity(_ value: Double) -> Double {
        value.clamped(to: -velocityLimit...velocityLimit, nan: 0)
    }
}

/// What a simulation is doing at a moment.
public enum SimulationPhase: Sendable, Equatable {
    /// Moving freely (or towards its target).
    case moving
    /// Springing back to an edge it went past.
    case returningToEdge
}

extension Simulation {
    /// Whether the motion has ended `t` seconds after the start.
    public func isDone(at t: Double) -> Bool { t >= duration }

    /// Always moving, unless the simulation says otherwise.
    public func phase(at t: Double) -> SimulationPhase { .moving }
}
