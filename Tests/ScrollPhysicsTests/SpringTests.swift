import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct SpringTests {
    @Test func criticallyDampedClosedForm() {
        let s = Spring(position: 0, velocity: 0, target: 100)
        // ω = 10: x(t) = 100 − 100(1 + 10t)e^(−10t).
        for t in [0.0, 0.05, 0.1, 0.3] {
            #expect(abs(s.position(at: t) - (100 - 100 * (1 + 10 * t) * exp(-10 * t))) < 1e-9)
            #expect(abs(s.velocity(at: t) - 100 * 100 * t * exp(-10 * t)) < 1e-9)
        }
    }

    @Test func settlesAtTargetWithinTolerance() {
        let s = Spring(position: 0, velocity: 3000, target: 1280)
        #expect(s.duration > 0.3 && s.duration < 2)
        #expect(abs(s.position(at: s.duration - 1e-6) - 1280) <= 0.5 + 1e-3)
        #expect(abs(s.velocity(at: s.duration - 1e-6)) <= Deceleration.defaultStopSpeed + 1e-3)
        #expect(s.position(at: s.duration) == 1280)
        #expect(s.velocity(at: s.duration + 1) == 0)
        // Settled for good after the duration: check the envelope numerically.
        for t in stride(from: s.duration, to: s.duration + 2, by: 0.01) {
            // A = −1280, B = v0 + ωA = 3000 − 12800.
            let x = 1280 + (-1280 + (3000 - 12_800) * t) * exp(-10 * t)
            #expect(abs(x - 1280) <= 0.5 + 1e-9)
        }
    }

    @Test func atTargetAndStillIsDoneAtOnce() {
        #expect(Spring(position: 5, velocity: 0, target: 5).duration == 0)
    }

    @Test func overshootsAtMostOnce() {
        let s = Spring(position: 0, velocity: 4000, target: 10)
        var crossings = 0
        var previous = s.position(at: 0) - 10
        for t in stride(from: 0.001, through: s.duration, by: 0.001) {
            let now = s.position(at: t) - 10
            if (now > 0) != (previous > 0), now != 0 { crossings += 1 }
            previous = now
        }
        #expect(crossings == 1)
    }
}

@Suite struct FlingTests {
    @Test func handoverAtEdgeIsContinuous() throws {
        let fling = Fling(position: 800, velocity: 3000, bounds: 0...1000)
        let spring = try #require(fling.spring)
        let t = fling.handoffTime
        #expect(t > 0 && t < fling.deceleration.duration)
        #expect(abs(fling.deceleration.position(at: t) - 1000) < 1e-6)
        // The deceleration's state at the hand-over is the spring's start.
        let before = (x: fling.deceleration.position(at: t), v: fling.deceleration.velocity(at: t))
        let after = (x: spring.position(at: 0), v: spring.velocity(at: 0))
        #expect(abs(before.x - after.x) < 1e-6)
        #expect(abs(before.v - after.v) < 1e-6)
        #expect(after.x == fling.position(at: t) && after.v == fling.velocity(at: t))
        let eps = 1e-9
        #expect(abs(fling.position(at: t - eps) - after.x) < 1e-6 * max(1, abs(after.v)))
        #expect(abs(fling.velocity(at: t - eps) - after.v) < 1e-3)
        #expect(after.v > 0, "still moving outwards when the spring takes over")
        #expect(spring.target == 1000)
        #expect(fling.finalPosition == 1000)
        // It goes past the edge, then comes back.
        let peak = stride(from: t, to: fling.duration, by: 0.001).map(fling.position(at:)).max() ?? 0
        #expect(peak > 1010 && peak < 1300)
        #expect(fling.isBouncing(at: t) && !fling.isBouncing(at: t - eps))
    }

    @Test func handoverAtLowerEdge() {
        let fling = Fling(position: 200, velocity: -5000, bounds: 0...1000)
        let t = fling.handoffTime
        #expect(abs(fling.position(at: t) - 0) < 1e-6)
        #expect(abs(fling.velocity(at: t - 1e-9) - fling.velocity(at: t)) < 1e-3)
        #expect(fling.finalPosition == 0)
    }

    @Test func staysInsideWithoutBounce() {
        let fling = Fling(position: 100, velocity: 500, bounds: 0...1000)
        #expect(fling.spring == nil)
        #expect(fling.finalPosition == fling.deceleration.finalPosition)
        #expect(fling.duration == fling.deceleration.duration)
    }

    @Test func releasedPastEdgeSpringsBack() {
        let fling = Fling(position: -120, velocity: 0, bounds: 0...1000)
        #expect(fling.handoffTime == 0)
        #expect(fling.finalPosition == 0)
        #expect(fling.position(at: 0) == -120)
        #expect(fling.position(at: 0.2) > -120 && fling.position(at: 0.2) < 0)
    }

    @Test func unboundedIsPlainDeceleration() {
        let fling = Fling(position: 0, velocity: 12_000, bounds: nil)
        #expect(fling.spring == nil)
        #expect(abs(fling.finalPosition - Deceleration(position: 0, velocity: 12_000).finalPosition) < 1e-12)
    }
}
