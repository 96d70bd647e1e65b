import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct SpringTests {
    /// ω = √(k/m) of the standard spring: 25/s.
    let omega = 25.0

    @Test func criticallyDampedClosedForm() {
        let s = Spring(position: 0, velocity: 0, target: 100)
        // x(t) = 100 − 100(1 + ωt)e^(−ωt).
        for t in [0.0, 0.02, 0.04, 0.12] {
            #expect(abs(s.position(at: t) - (100 - 100 * (1 + omega * t) * exp(-omega * t))) < 1e-9)
            #expect(abs(s.velocity(at: t) - 100 * omega * omega * t * exp(-omega * t)) < 1e-9)
        }
    }

    @Test func settlesAtTargetWithinTolerance() {
        let s = Spring(position: 0, velocity: 3000, target: 1280)
        #expect(s.duration > 0.2 && s.duration < 0.6)
        #expect(abs(s.position(at: s.duration - 1e-6) - 1280) <= 0.5 + 1e-3)
        #expect(abs(s.velocity(at: s.duration - 1e-6)) <= Deceleration.defaultStopSpeed + 1e-3)
        #expect(s.position(at: s.duration) == 1280)
        #expect(s.velocity(at: s.duration + 1) == 0)
        // Settled for good after the duration: check the envelope numerically.
        for t in stride(from: s.duration, to: s.duration + 2, by: 0.01) {
            // A = −1280, B = v0 + ωA.
            let x = 1280 + (-1280 + (3000 - omega * 1280) * t) * exp(-omega * t)
            #expect(abs(x - 1280) <= 0.5 + 1e-9)
        }
    }

    @Test func atTargetAndStillIsDoneAtOnce() {
        #expect(Spring(position: 5, velocity: 0, target: 5).duration == 0)
    }

    @Test func neverCrossesItsTarget() {
        // Towards a target 10 px away at 4000 px/s: a critically damped spring would
        // cross it; the start velocity is capped at ω · 10 px, and it only approaches.
        let s = Spring(position: 0, velocity: 4000, target: 10)
        #expect(abs(s.velocity(at: 0) - omega * 10) < 1e-9)
        for t in stride(from: 0.0, through: s.duration, by: 0.0005) { #expect(s.position(at: t) <= 10 + 1e-9) }
        // Moving away first is not capped: it goes out and comes back, never past the target.
        let away = Spring(position: 0, velocity: -4000, target: 10)
        #expect(away.velocity(at: 0) == -4000)
        for t in stride(from: 0.0, through: away.duration, by: 0.0005) { #expect(away.position(at: t) <= 10 + 1e-9) }
    }

    /// iOS-like settling: within 0.5 px and 1 px/s of the end, by the closed form,
    /// within 0.6 s for any distance up to a page and any start velocity up to the maximum.
    @Test(arguments: [0.0, 1, 40, 640, 1280])
    func settlesWithinSixTenthsOfASecond(distance: Double) {
        let maximum = ScrollAxis.Configuration.defaultMaximumFlingSpeed
        for velocity in stride(from: -maximum, through: maximum, by: maximum / 10) {
            let s = Spring(position: 0, velocity: velocity, target: distance)
            var settled = 0.0
            var t = 0.6
            while t > 0 {
                if abs(s.position(at: t) - distance) > 0.5 || abs(s.velocity(at: t)) > 1 { settled = t; break }
                t -= 0.001
            }
            #expect(settled < 0.6, "\(distance) px at \(velocity) px/s: still moving at \(settled) s")
            // Never past the target by more than a pixel.
            for step in 0...600 {
                let x = s.position(at: Double(step) * 0.001)
                #expect(distance == 0 || (x - distance) * (distance > 0 ? 1 : -1) <= 1, "crossed at \(velocity)")
            }
        }
    }
}
