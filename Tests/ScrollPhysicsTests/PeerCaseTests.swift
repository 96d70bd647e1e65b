import ScrollPhysics
import Testing
import TestSupport

/// Cases from the peers' own test suites, ported: AOSP's least-squares
/// estimator tests (frameworks/native/libs/input/tests/VelocityTracker_test.cpp,
/// `LeastSquaresVelocityTrackerStrategyEstimator_*`: samples 1 ms apart, the
/// slope of the fitted parabola at the newest sample), and the frame-rate
/// independence the pointer already has, for a touchpad's stream.
@Suite struct PeerCaseTests {
    /// AOSP's cases: positions at 0, 1 and 2 ms, and the expected slope (px/s).
    static let aospCases: [(positions: [Double], slope: Double)] = [
        ([1, 1, 1], 0), ([-2, -1, 0], 1000), ([1, 4, 8], 4500), ([1, 4, 9], 6000), ([4, 1, 0], 0),
    ]

    @Test(arguments: PeerCaseTests.aospCases)
    func aospLeastSquaresCases(positions: [Double], slope: Double) {
        // AOSP's tolerance for these is 0.001 % of the coefficient (1e-6 absolute for 0).
        for start in [0.0, 1e6, 0.0005] {
            var tracker = VelocityTracker()
            for (i, x) in positions.enumerated() { tracker.add(time: start + Double(i) / 1000, position: x) }
            let v = tracker.velocity(releasedAt: start + 0.002)
            #expect(abs(v - slope) <= max(abs(slope) * 1e-5, 1e-6), "\(positions) from \(start) s: \(v), AOSP \(slope)")
        }
    }

    /// A drag at 10^12 px (the axis's limit) has the velocity of the same drag
    /// at 0; at 10^15 px, within what the positions themselves resolve there
    /// (1/8 px: the fit in absolute positions lost 1.5 %).
    @Test func theFitIsRelativeToTheNewestSample() {
        func velocity(at base: Double) -> Double {
            var tracker = VelocityTracker()
            for i in 0..<12 {
                let t = Double(i) * 0.008
                tracker.add(time: t, position: base + 2500 * t + 4000 * t * t)
            }
            return tracker.velocity()
        }
        let near = velocity(at: 0), limit = velocity(at: 1e12), far = velocity(at: 1e15)
        #expect(abs(limit / near - 1) < 1e-6, "\(near) and \(limit) px/s")
        #expect(abs(far / near - 1) < 1e-3, "\(near) and \(far) px/s")
    }

    /// A touchpad stream of 25 deltas every 8 ms (125 Hz), then quiet, run
    /// with frames at `hz` (jittered or not, `frames`): the axis's offset at
    /// fixed checkpoints, which are frames too.
    static func run(hz: Double, jitter: Bool) -> [Double] {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...100_000))
        var stream = PreciseScrollStream()
        var deltas: [(t: Double, dy: Double)] = []
        for i in 0..<25 { deltas.append((t: 0.1 + Double(i) * 0.008, dy: 12 + Double(i % 5))) }
        let checkpoints = [0.35, 0.5, 0.8, 1.2, 2.0]
        var offsets: [Double] = []
        var next = 0
        for frame in frames(hz: hz, until: 2.0001, jitter: jitter, checkpoints: checkpoints) {
            // Every event up to this frame, in order, then the quiet check and the frame.
            while next < deltas.count, deltas[next].t <= frame {
                stream.endIfQuiet(at: deltas[next].t, axis: &axis)
                stream.scroll(by: deltas[next].dy, time: deltas[next].t, axis: &axis)
                next += 1
            }
            stream.endIfQuiet(at: frame, axis: &axis)
            axis.advance(to: frame)
            if offsets.count < checkpoints.count, frame == checkpoints[offsets.count] { offsets.append(axis.offset) }
        }
        return offsets
    }

    @Test func aTouchpadStreamsFlingIsTheSameAtAnyFrameRate() {
        let reference = Self.run(hz: 60, jitter: false)
        #expect(reference[0] > 300 && reference[4] > reference[0] + 100, "\(reference)")
        for hz in [30.0, 60, 144, 240] {
            for jitter in [false, true] {
                let offsets = Self.run(hz: hz, jitter: jitter)
                #expect(offsets == reference, "\(hz) Hz, jitter \(jitter): \(zip(offsets, reference).map { $0 - $1 })")
            }
        }
    }

    /// A frame at `nextCheck` ends the stream, whatever the clock reads
    /// ((last + gap) − last can come out under the gap in floating point).
    @Test func aFrameAtTheNextCheckEndsTheStream() {
        var missed = 0
        var random = SplitMix(seed: 9)
        for _ in 0..<2000 {
            let last = random.nextUnit() * 1e6
            var axis = ScrollAxis(configuration: .init(viewportExtent: 720))
            var stream = PreciseScrollStream()
            stream.scroll(by: 10, time: last - 0.008, axis: &axis)
            stream.scroll(by: 10, time: last, axis: &axis)
            guard let check = stream.nextCheck else { continue }
            if !stream.endIfQuiet(at: check, axis: &axis) { missed += 1 }
        }
        #expect(missed == 0, "\(missed) of 2000 missed")
    }
}
