// What ScrollPhysics holds as values of protocol type in the Swift build, as
// concrete values in this one (Embedded Swift has none): an axis's motion is one
// of the library's own simulations, a paging's snap points SnapOffsets.

/// The library's own simulations as one value, what an axis holds in the
/// Embedded Swift build (the C library): a simulation of another type cannot run there.
public enum LibrarySimulation: Simulation {
    case fling(Fling), spring(Spring), eased(EasedMotion), deceleration(Deceleration), landing(Landing)
    /// A fling that stops dead at `edge` at `hitTime` (a scroll chain's inner one).
    case edgeStop(Deceleration, edge: Double, hitTime: Double)

    /// Seconds from the start until the motion ends.
    public var duration: Double {
        switch self {
        case .fling(let s): s.duration
        case .spring(let s): s.duration
        case .eased(let s): s.duration
        case .deceleration(let s): s.duration
        case .landing(let s): s.duration
        case .edgeStop(let fling, let edge, let hitTime): EdgeStop(deceleration: fling, edge: edge, hitTime: hitTime).duration
        }
    }
    /// Where the motion ends.
    public var finalPosition: Double {
        switch self {
        case .fling(let s): s.finalPosition
        case .spring(let s): s.finalPosition
        case .eased(let s): s.finalPosition
        case .deceleration(let s): s.finalPosition
        case .landing(let s): s.finalPosition
        case .edgeStop(let fling, let edge, let hitTime): EdgeStop(deceleration: fling, edge: edge, hitTime: hitTime).finalPosition
        }
    }
    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Double {
        switch self {
        case .fling(let s): s.position(at: t)
        case .spring(let s): s.position(at: t)
        case .eased(let s): s.position(at: t)
        case .deceleration(let s): s.position(at: t)
        case .landing(let s): s.position(at: t)
        case .edgeStop(let fling, let edge, let hitTime): EdgeStop(deceleration: fling, edge: edge, hitTime: hitTime).position(at: t)
        }
    }
    /// The velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        switch self {
        case .fling(let s): s.velocity(at: t)
        case .spring(let s): s.velocity(at: t)
        case .eased(let s): s.velocity(at: t)
        case .deceleration(let s): s.velocity(at: t)
        case .landing(let s): s.velocity(at: t)
        case .edgeStop(let fling, let edge, let hitTime): EdgeStop(deceleration: fling, edge: edge, hitTime: hitTime).velocity(at: t)
        }
    }
    /// What the motion is doing `t` seconds after the start.
    public func phase(at t: Double) -> SimulationPhase {
        switch self {
        case .fling(let s): s.phase(at: t)
        case .spring(let s): s.phase(at: t)
        case .eased(let s): s.phase(at: t)
        case .deceleration(let s): s.phase(at: t)
        case .landing(let s): s.phase(at: t)
        case .edgeStop(let fling, let edge, let hitTime): EdgeStop(deceleration: fling, edge: edge, hitTime: hitTime).phase(at: t)
        }
    }
    /// Itself.
    public var librarySimulation: LibrarySimulation { self }
}

extension Fling { public var librarySimulation: LibrarySimulation { .fling(self) } }
extension Spring { public var librarySimulation: LibrarySimulation { .spring(self) } }
extension EasedMotion { public var librarySimulation: LibrarySimulation { .eased(self) } }
extension Deceleration { public var librarySimulation: LibrarySimulation { .deceleration(self) } }
extension Landing { public var librarySimulation: LibrarySimulation { .landing(self) } }
extension EdgeStop { var librarySimulation: LibrarySimulation { .edgeStop(deceleration, edge: edge, hitTime: hitTime) } }

extension SnapOffsets {
    /// Themselves.
    public var snapOffsets: SnapOffsets { self }
}
