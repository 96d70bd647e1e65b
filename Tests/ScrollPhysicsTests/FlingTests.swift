import Foundation
import Testing
@testable import ScrollPhysics

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

/// Overshoot past an edge grows with the edge speed but stays under a fifth of the viewport.
@Suite struct BoundedOvershootTests {
    @Test(arguments: [2000.0, 8000, 20_000])
    func overshootIsBoundedAtAnySpeed(speed: Double) {
        // Released 100 px before the edge of a 720 px viewport at `speed` (the edge speed is a little less).
        let fling = Fling(position: 900, velocity: speed, bounds: 0...1000, overshootLimit: 720 * 0.2)
        #expect(fling.handoffTime > 0 && fling.handoffTime.isFinite)
        #expect(fling.overshoot < 144, "\(speed) px/s: \(fling.overshoot) px")
        // Sampled, the motion never goes further than that either.
        var most = 0.0
        for i in 0...2000 { most = max(most, fling.position(at: Double(i) * fling.duration / 2000) - 1000) }
        #expect(most < 144)
        // Continuous at the hand-over: position and velocity.
        let h = fling.handoffTime
        #expect(abs(fling.position(at: h - 1e-7) - fling.position(at: h)) < 0.01)
        #expect(abs(fling.velocity(at: h - 1e-7) - fling.velocity(at: h)) < 1)
        #expect(fling.finalPosition == 1000)
    }

    @Test func overshootGrowsWithSpeedAndSlowBouncesKeepTheStandardSpring() {
        let speeds = [2000.0, 8000, 20_000]
        let overshoots = speeds.map { Fling(position: 900, velocity: $0, bounds: 0...1000, overshootLimit: 144).overshoot }
        #expect(overshoots[0] < overshoots[1] && overshoots[1] < overshoots[2])
        let unlimited = Fling(position: 900, velocity: 2000, bounds: 0...1000)
        #expect(abs(overshoots[0] - unlimited.overshoot) < 0.35 * unlimited.overshoot, "close to the standard spring when slow")
        let fast = Fling(position: 900, velocity: 20_000, bounds: 0...1000)
        #expect(fast.overshoot > 250, "unbounded it would be \(fast.overshoot) px")
    }
}

@Suite struct BounceBackTests {
    @Test func aReleasePastTheEdgeTowardsTheContentDoesNotCrossTheEdge() {
        // Pulled 300 px past the top, released moving back at 2000 px/s.
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...5000))
        axis.press(pointer: 100, time: 0)
        axis.move(pointer: 500, time: 0.2)
        let pulled = axis.offset
        #expect(pulled < -50)
        for i in 1...5 { axis.move(pointer: 500 - Double(i) * 16, time: 0.2 + Double(i) * 0.008) }
        axis.release(time: 0.25)
        var t = 0.25
        while axis.state != .idle, t < 3 {
            t += 1.0 / 240
            axis.advance(to: t)
            #expect(axis.offset <= 1, "crossed the edge by \(axis.offset) px at \(t) s")
        }
        #expect(axis.offset == 0)
        #expect(t - 0.25 <= 0.6, "back at the edge within 0.6 s")
    }
}
