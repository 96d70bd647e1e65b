#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The stiffness and mass of a critically damped spring.
public struct SpringParameters: Sendable, Equatable {
    /// The stiffnesses a spring may have: from one that takes minutes to settle
    /// to one that settles within a frame.
    public static let stiffnessRange = 0.01...1e8
    /// The masses a spring may have.
    public static let massRange = 0.001...1000.0

    /// Stiffness k (N/m in a unit-free world: px/s² per px, with mass 1), held
    /// within `stiffnessRange` (NaN: 625).
    public var stiffness: Double {
        didSet { stiffness = stiffness.clamped(to: Self.stiffnessRange, nan: 625) }
    }
    /// Mass m, held within `massRange` (NaN: 1).
    public var mass: Double {
        didSet { mass = mass.clamped(to: Self.massRange, nan: 1) }
    }

    /// A spring of `stiffness` and `mass`, each held within its range (0 and
    /// negatives are the range's low end; NaN the default).
    public init(stiffness: Double = 625, mass: Double = 1) {
        self.stiffness = stiffness.clamped(to: Self.stiffnessRange, nan: 625)
        self.mass = mass.clamped(to: Self.massRange, nan: 1)
    }

    /// k = 625, m = 1 (ω = 25/s): a snap over a whole page, or a bounce-back,
    /// is within 0.5 px and 1 px/s of its end in about 0.5 s from any start up
    /// to the fastest fling (0.6 s at most), as iOS's paging feels. (The k = 100
    /// that reimplementations of UIScrollView use took about 1 s, the last tens
    /// of px crawling.)
    public static let standard = SpringParameters()

    /// Angular frequency ω = √(k/m).
    public var omega: Double { (stiffness / mass).squareRoot() }
}

/// A critically damped spring pulling towards `target`:
/// x(t) = target + (A + B·t)·e^(−ωt), A = x0 − target, B = v0 + ω·A.
///
/// Critical damping reaches the target fastest without oscillating. It would
/// cross the target once if it started towards it faster than ω × the distance;
/// that start velocity is capped there, so a spring never crosses its target
/// (the approach is then x(t) = A·e^(−ωt)).
/// It ends when both the distance to the target and the speed stay within the
/// `Tolerance`; then it is at the target.
public struct Spring: Simulation {
    /// Where the spring pulls to.
    public let target: Double
    /// Its stiffness and mass.
    public let parameters: SpringParameters
    /// Seconds until it is within the tolerance of its target.
    public let duration: Double
    private let a: Double
    private let b: Double
    private let omega: Double

    /// A spring from `position` at `velocity` towards `target`, each held as
    /// `SimulationInput` says (a NaN target is the position: no motion).
    public init(position: Double, velocity: Double, target: Double,
                parameters: SpringParameters = .standard, tolerance: Tolerance = .standard) {
        let position = SimulationInput.position(position, else: target)
        let target = SimulationInput.position(target, else: position)
        self.target = target
        self.parameters = parameters
        omega = parameters.omega
        a = position - target
        // Towards the target faster than ω·|A| would carry it across: cap (B = 0).
        let start = SimulationInput.velocity(velocity)
        let towards = a * start < 0 && abs(start) > omega * abs(a)
        let velocity = towards ? -omega * a : start
        b = velocity + omega * (position - target)
        duration = Spring.settleTime(a: a, b: b, omega: omega, tolerance: tolerance.distance,
                                     speedTolerance: tolerance.velocity)
    }

    /// Where it ends: `target`.
    public var finalPosition: Double { target }

    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let t = max(t, 0)
        return target + (a + b * t) * exp(-omega * t)
    }

    /// The velocity `t` seconds after the start, px/s.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let t = max(t, 0)
        return (b - omega * (a + b * t)) * exp(-omega * t)
    }

    /// The first time after which |x − target| ≤ tolerance and |v| ≤ speedTolerance
    /// for good. Both are bounded by envelopes (|A| + |B|·t)·e^(−ωt) that decrease
    /// once t passes 1/ω, so a bisection on the envelopes finds it.
    private static func settleTime(a: Double, b: Double, omega: Double,
                                   tolerance: Double, speedTolerance: Double) -> Double {
        let absA = abs(a), absB = abs(b), absC = abs(b - omega * a), absD = abs(omega * b)
        // |x − target| ≤ (|A| + |B|t)e^(−ωt); |v| ≤ (|B − ωA| + |ωB|t)e^(−ωt).
        func settled(_ t: Double) -> Bool {
            let e = exp(-omega * t)
            return (absA + absB * t) * e <= tolerance && (absC + absD * t) * e <= speedTolerance
        }
        // Non-finite starts settle at once; the envelope falls under any tolerance
        // within 2^40/ω for every finite start.
        guard a.isFinite, b.isFinite, !settled(0) else { return 0 }
        var high = 1 / omega
        for _ in 0..<40 where !settled(high) { high *= 2 }
        var low = high / 2 < 1 / omega ? 0 : high / 2
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if settled(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
