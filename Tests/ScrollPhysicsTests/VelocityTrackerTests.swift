import Testing
@testable import ScrollPhysics

@Suite struct VelocityTrackerTests {
    @Test(arguments: [(a: 0.0, b: 1500.0, c: 20.0), (a: -8000.0, b: 2400.0, c: 300.0), (a: 12_000.0, b: -900.0, c: -50.0)])
    func exactOnQuadratics(a: Double, b: Double, c: Double) {
        var tracker = VelocityTracker()
        let t0 = 12.345
        for i in 0..<12 {
            let t = Double(i) * 0.008
            tracker.add(time: t0 + t, position: a * t * t + b * t + c)
        }
        let tEnd = 11 * 0.008
        let expected = 2 * a * tEnd + b
        #expect(abs(tracker.velocity(releasedAt: t0 + tEnd + 0.01) - expected) < 1e-6 * max(1, abs(expected)))
    }

    @Test func zeroAfterPauseBeforeRelease() {
        var tracker = VelocityTracker()
        for i in 0..<6 { tracker.add(time: Double(i) * 0.010, position: Double(i) * 20) }
        #expect(abs(tracker.velocity(releasedAt: 0.050 + 0.040) - 2000) < 1e-6)
        #expect(tracker.velocity(releasedAt: 0.050 + 0.041) == 0)
    }

    @Test func twoSampleFallback() {
        var tracker = VelocityTracker()
        tracker.add(time: 1.000, position: 100)
        tracker.add(time: 1.016, position: 140)
        #expect(abs(tracker.velocity(releasedAt: 1.020) - 2500) < 1e-9)
    }

    @Test func gapEndsTheStroke() {
        var tracker = VelocityTracker()
        // An old stroke going the other way, then a pause over 40 ms, then 2 samples.
        for i in 0..<5 { tracker.add(time: Double(i) * 0.008, position: -Double(i) * 50) }
        tracker.add(time: 0.090, position: 0)
        tracker.add(time: 0.100, position: 10)
        #expect(abs(tracker.velocity() - 1000) < 1e-9)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        // Slow for 300 ms then fast for the last 100 ms, sampled every 10 ms.
        var x = 0.0
        for i in 0...40 {
            let t = Double(i) * 0.010
            x += i <= 30 ? 1 : 30
            tracker.add(time: t, position: x)
        }
        // Samples in the window (t ≥ 0.3) include the t = 0.30 step of the slow part,
        // so the fit is near 3000 px/s, far from the slow 100 px/s.
        let v = tracker.velocity(releasedAt: 0.405)
        #expect(v > 2500 && v < 3500)
    }

    @Test func denseSamplesStillCoverTheWholeHorizon() {
        var tracker = VelocityTracker()
        // 200 samples 1 ms apart: a straight line at 500 px/s for the last 120 ms
        // after a different start. Kept 6 ms apart, the samples reach back the
        // whole 100 ms horizon: the line alone.
        for i in 0..<200 {
            let t = Double(i) * 0.001
            tracker.add(time: t, position: i < 80 ? -1000 * t : 500 * t - 120)
        }
        #expect(abs(tracker.velocity() - 500) < 1e-6)
    }

    @Test func aThousandHertzDevicesWholeMillisecondTimesGiveItsSpeed() {
        // A 3000 px/s drag sampled every 1 ms, stamped by a server in whole ms after a
        // delay of up to 2 ms: 50 strokes, 95 % of them within 5 % of the speed.
        var errors: [Double] = []
        for stroke in 0..<50 {
            var tracker = VelocityTracker()
            var seed = UInt32(stroke * 7919 + 1)
            var last = 0.0
            for i in 0..<200 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let delay = Double(seed >> 24) / 256 * 0.002
                last = max(last, ((Double(i) * 0.001 + delay) * 1000).rounded(.down) / 1000)
                tracker.add(time: last, position: 3 * Double(i))
            }
            errors.append(abs(tracker.velocity() / 3000 - 1))
        }
        errors.sort()
        #expect(errors[47] < 0.05, "95th percentile: \(errors[47] * 100) %")
    }

    @Test func degenerateInputsGiveZeroOrLine() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == 0)
        tracker.add(time: 1, position: 5)
        #expect(tracker.velocity() == 0)
        tracker.add(time: 1, position: 9)
        #expect(tracker.velocity() == 0, "same timestamp: no finite velocity")
        tracker.add(time: 1.01, position: 19)
        tracker.reset()
        #expect(tracker.velocity() == 0)
        // Three samples on two distinct times: a straight line through them.
        tracker.add(time: 2.00, position: 0)
        tracker.add(time: 2.01, position: 10)
        tracker.add(time: 2.01, position: 10)
        #expect(abs(tracker.velocity() - 1000) < 1e-6)
    }
}

@Suite struct VelocityClockTests {
    /// Samples 8 ms apart, one exactly 100 ms older than the newest, released
    /// exactly 40 ms after the last (both limits kept), starting at `start`.
    func velocity(startingAt start: Double, releaseDelay: Double) -> Double {
        var tracker = VelocityTracker()
        for i in 0...12 {
            let ms = Double(i) * 8 + (i == 0 ? 4 : 0)  // 4, 8, ..., 96 ms: the oldest 92 ms before the newest
            tracker.add(time: start + ms / 1000, position: 3 * ms + 0.01 * ms * ms)
        }
        tracker.add(time: start + 0.104, position: 3 * 104 + 0.01 * 104 * 104)  // 100 ms after the first
        return tracker.velocity(releasedAt: start + 0.104 + releaseDelay)
    }

    @Test func theSameGestureGivesTheSameVelocityAtAnyClockValue() {
        let reference = velocity(startingAt: 0, releaseDelay: 0.040)
        #expect(reference > 0, "a release exactly 40 ms after the last move still flings")
        for start in [0.1, 7.3, 1234.567, 86_400.0 * 30 + 0.123, 1e6 + 0.9] {
            #expect(velocity(startingAt: start, releaseDelay: 0.040) == reference, "at clock \(start) s")
        }
        #expect(velocity(startingAt: 1e6 + 0.9, releaseDelay: 0.041) == 0, "41 ms: the pointer had stopped")
    }
}

/// Devices read in batches: SDL2 stamps every event it reads in one frame with
/// the time of the read, in whole milliseconds. The tracker takes the newest
/// position of each batch at the batch's time.
@Suite struct BatchedSamplesTests {
    /// The velocity of a release at `speed` px/s from a device sending every
    /// 1/`hz` s, read at `fps` frames a second (whole ms), released on a frame.
    static func velocity(hz: Double, fps: Double, speed: Double = 3000, phase: Double = 0.0003) -> Double {
        var tracker = VelocityTracker()
        let frame = 1 / fps, period = 1 / hz
        var sent = 0
        var t = 0.0
        while t < 0.3 {
            t += frame
            let read = (t * 1000).rounded(.down) / 1000
            // Every event sent since the last read gets the read's timestamp.
            while Double(sent) * period + phase <= t {
                let at = Double(sent) * period + phase
                tracker.add(time: read, position: speed * at)
                sent += 1
            }
        }
        return tracker.velocity(releasedAt: (t * 1000).rounded(.down) / 1000)
    }

    @Test(arguments: [(1000.0, 30.0), (1000.0, 60.0), (1000.0, 144.0), (500.0, 60.0)])
    func aFastMouseReadOncePerFrameFlingsAtItsSpeed(hz: Double, fps: Double) {
        let v = Self.velocity(hz: hz, fps: fps)
        #expect(abs(v / 3000 - 1) < 0.05, "\(Int(hz)) Hz at \(Int(fps)) fps: \(v) px/s")
    }

    @Test func oneSamplePerTimestampAndTheNewestPositionWins() {
        var tracker = VelocityTracker()
        tracker.add(time: 0.000, position: 0)
        tracker.add(time: 0.010, position: 5)
        tracker.add(time: 0.010, position: 10)
        #expect(tracker.velocity() == 1000, "(10 − 0) / 10 ms: the batch's newest position")
    }
}
