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
