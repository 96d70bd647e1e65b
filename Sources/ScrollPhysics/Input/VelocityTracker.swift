/// Estimates the velocity of a pointer from its recent positions, as Flutter and
/// Android do: a least-squares quadratic fit of position over time.
///
/// The fit uses every sample of the last 100 ms (one per timestamp), walking
/// back from the newest and stopping at the first gap over 40 ms; times and
/// positions are taken relative to the newest sample. With 3 or more samples
/// the velocity is the fit's slope at the newest sample; with exactly 2 it is
/// their difference quotient, so very short flicks keep their velocity. A
/// release more than 40 ms after the newest sample, by the events' own
/// timestamps, means the pointer had stopped: velocity zero.
///
/// Which samples count is decided by their times alone: Flutter and Android
/// keep the newest 20, which at 1000 Hz span only 20 ms — where an X server's
/// whole-millisecond times and delivery delays swing the slope by 10 % and
/// more. Here the horizon decides: a 1000 Hz stroke is fitted over its last
/// 100 ms (up to `capacity` samples), while sparser devices' strokes, and the
/// peers' own test cases, are fitted over exactly the samples the peers use.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let horizon = 0.100
    /// A pause longer than this (seconds) between samples, or before the release,
    /// ends the stroke.
    public static let maximumGap = 0.040
    /// Samples kept: the 100 ms horizon of a device sending more than 1000 a
    /// second (a 1000 Hz mouse fills it with 101).
    public static let capacity = 128

    /// Sample times in whole microseconds: the horizon and the gaps are decided
    /// exactly, so the same gesture gives the same velocity at any clock value
    /// (seconds as doubles round differently at different magnitudes).
    private var times = [Int64](repeating: 0, count: VelocityTracker.capacity)
    private var positions = [Double](repeating: 0, count: VelocityTracker.capacity)
    private var newest = -1
    private var count = 0

    /// A tracker with no samples.
    public init() {}

    /// Forgets all samples.
    public mutating func reset() {
        newest = -1
        count = 0
    }

    /// The time of the newest sample, if any.
    public var lastSampleTime: Double? { count > 0 ? Double(times[newest]) / 1e6 : nil }

    /// `seconds` in whole microseconds, held within ±2^62 µs.
    static func microseconds(_ seconds: Double) -> Int64 {
        let us = (seconds * 1e6).rounded()
        return us.isFinite ? Int64(min(max(us, -4.6e18), 4.6e18)) : 0
    }

    private static let horizonMicroseconds = microseconds(horizon)
    private static let maximumGapMicroseconds = microseconds(maximumGap)

    /// Records the pointer at `position` at `time` (seconds, the event's timestamp).
    ///
    /// A sample with the same timestamp as the newest replaces its position: a
    /// fast device read in batches (SDL2 stamps every event read in one frame
    /// with the time of the read) then gives one sample per batch, the latest
    /// position at the batch's time, rather than many samples piled on one
    /// instant, which would pull the fit back to the batch's average (a 1000 Hz
    /// mouse at 60 frames a second flung at 58 % of its speed).
    /// A position that is not a number is left out; others are held within
    /// ±10³⁰⁰ px, where their differences stay finite.
    public mutating func add(time: Double, position: Double) {
        guard !position.isNaN else { return }
        let position = position.clamped(to: -1e300...1e300, nan: 0)
        let us = Self.microseconds(time)
        if count > 0, times[newest] == us {
            positions[newest] = position
            return
        }
        newest = (newest + 1) % Self.capacity
        times[newest] = us
        positions[newest] = position
        count = min(count + 1, Self.capacity)
    }

    /// The pointer's velocity (units per second) for a release at `releaseTime`,
    /// or at the newest sample when `releaseTime` is nil; always finite, within
    /// ±`SimulationInput.velocityLimit`.
    public func velocity(releasedAt releaseTime: Double? = nil) -> Double {
        SimulationInput.velocity(fittedVelocity(releasedAt: releaseTime))
    }

    private func fittedVelocity(releasedAt releaseTime: Double?) -> Double {
        guard count > 0 else { return 0 }
        let newestTime = times[newest]
        if let releaseTime, Self.microseconds(releaseTime) - newestTime > Self.maximumGapMicroseconds { return 0 }
        // Gather the samples of the stroke, newest first, relative to the newest
        // in time and in position (positions near 10^15 keep their precision).
        let newestPosition = positions[newest]
        var fit = QuadraticFit()
        var used = 0
        var previousTime = newestTime
        var index = newest
        var oldest = (t: 0.0, x: 0.0)
        while used < count {
            let t = times[index]
            if newestTime - t > Self.horizonMicroseconds || previousTime - t > Self.maximumGapMicroseconds { break }
            let age = Double(t - newestTime) / 1e6  // seconds, ≤ 0, exact
            fit.add(t: age, x: positions[index] - newestPosition)
            oldest = (age, positions[index] - newestPosition)
            previousTime = t
            used += 1
            index = (index - 1 + Self.capacity) % Self.capacity
        }
        switch used {
        case ..<2:
            return 0
        case 2:
            return oldest.t < 0 ? oldest.x / oldest.t : 0
        default:
            return fit.slopeAtZero() ?? fit.linearSlope() ?? 0
        }
    }
}

/// Least-squares fits of x over t, accumulated as sums.
struct QuadraticFit {
    private var n = 0.0, st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
    private var sx = 0.0, stx = 0.0, st2x = 0.0

    mutating func add(t: Double, x: Double) {
        let t2 = t * t
        n += 1; st += t; st2 += t2; st3 += t2 * t; st4 += t2 * t2
        sx += x; stx += t * x; st2x += t2 * x
    }

    /// b of the best x = a·t² + b·t + c, i.e. dx/dt at t = 0; nil if the times
    /// cannot determine a parabola (fewer than 3 distinct).
    func slopeAtZero() -> Double? {
        // Normal equations, columns (c, b, a):
        // | n   st  st2 | |c|   | sx  |
        // | st  st2 st3 | |b| = | stx |
        // | st2 st3 st4 | |a|   | st2x|
        let det = determinant(n, st, st2, st, st2, st3, st2, st3, st4)
        let scale = max(n * st2 * st4, 1e-300)
        guard abs(det) > 1e-12 * scale else { return nil }
        let detB = determinant(n, sx, st2, st, stx, st3, st2, st2x, st4)
        return detB / det
    }

    /// The slope of the best straight line; nil if all times are equal.
    func linearSlope() -> Double? {
        let det = n * st2 - st * st
        guard abs(det) > 1e-12 * max(n * st2, 1e-300) else { return nil }
        return (n * stx - st * sx) / det
    }

    private func determinant(_ a: Double, _ b: Double, _ c: Double,
                             _ d: Double, _ e: Double, _ f: Double,
                             _ g: Double, _ h: Double, _ i: Double) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }
}
