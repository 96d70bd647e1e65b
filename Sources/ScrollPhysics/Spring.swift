import Foundation

/// The stiffness and mass of a critically damped spring.
public struct SpringParameters: Sendable, Equatable {
    /// Stiffness k (N/m in a unit-free world: px/s² per px, with mass 1).
    public var stiffness: Double
    public var mass: Double

    public init(stiffness: Double = 100, mass: Double = 1) {
        precondition(stiffness > 0 && mass > 0, "spring parameters are positive")
        self.stiffness = stiffness
        self.mass = mass
    }

    /// The values reimplementations of UIScrollView's bounce use: k = 100, m = 1.
    public static let standard = SpringParameters()

    /// Angular frequency ω = √(k/m).
    public var omega: Double { (stiffness / mass).squareRoot() }
}

/// A critically damped spring pulling towards `target`:
/// x(t) = target + (A + B·t)·e^(−ωt), A = x0 − target, B = v0 + ω·A.
///
/// Critical damping reaches the target fastest without oscillating: it overshoots
/// at most once, and only when it starts moving towards the target fast enough.
/// It ends when both the distance to the target and the speed stay within the
/// `Tolerance`; then it is at the target.
public struct Spring: Simulation {
    public let target: Double
    public let parameters: SpringParameters
    public let duration: Double
    private let a: Double
    private let b: Double
    private let omega: Double

    public init(position: Double, velocity: Double, target: Double,
                parameters: SpringParameters = .standard, tolerance: Tolerance = .standard) {
        self.target = target
        self.parameters = parameters
        omega = parameters.omega
        a = position - target
        b = velocity + omega * (position - target)
        duration = Spring.settleTime(a: a, b: b, omega: omega, tolerance: tolerance.distance,
                                     speedTolerance: tolerance.velocity)
    }

    public var finalPosition: Double { target }

    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        let t = max(t, 0)
        return target + (a + b * t) * exp(-omega * t)
    }

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
