#if hasFeature(Embedded)
/// A simulation as an axis holds it while it runs: built as Embedded Swift for
/// the C library, which has no values of protocol type, one of the library's own.
public typealias HeldSimulation = LibrarySimulation
#else
/// A simulation as an axis holds it while it runs: any `Simulation` (built as
/// Embedded Swift for the C library, one of the library's own).
public typealias HeldSimulation = any Simulation
#endif

extension Simulation {
    /// This simulation as an axis holds it (`HeldSimulation`).
    public var held: HeldSimulation {
        #if hasFeature(Embedded)
        librarySimulation
        #else
        self
        #endif
    }
}

#if hasFeature(Embedded)
/// The library's own simulations as one value, what an axis holds in the
/// Embedded Swift build (the C library): a simulation of another type cannot run there.
public enum LibrarySimulation: Simulation {
    case fling(Fling), spring(Spring), eased(EasedMotion), deceleration(Deceleration), landing(Landing)
    /// A fling that stops dead at `edge` at `hitTime` (a scroll chain's inner one).
    case edgeStop(Deceleration, edge: Double, hitTime: Double)

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
    public var librarySimulation: LibrarySimulation { self }
}

extension Fling { public var librarySimulation: LibrarySimulation { .fling(self) } }
extension Spring { public var librarySimulation: LibrarySimulation { .spring(self) } }
extension EasedMotion { public var librarySimulation: LibrarySimulation { .eased(self) } }
extension Deceleration { public var librarySimulation: LibrarySimulation { .deceleration(self) } }
extension Landing { public var librarySimulation: LibrarySimulation { .landing(self) } }
extension EdgeStop { var librarySimulation: LibrarySimulation { .edgeStop(deceleration, edge: edge, hitTime: hitTime) } }
#endif
