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
