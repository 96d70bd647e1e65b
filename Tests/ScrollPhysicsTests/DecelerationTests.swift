import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct DecelerationTests {
    @Test func closedFormMatchesUIScrollViewModel() {
        let d = Deceleration(position: 100, velocity: 2000, rate: .normal)
        for t in stride(from: 0.0, to: d.duration, by: 0.05) {
            let expectedV = 2000 * pow(0.998, 1000 * t)
            let expectedX = 100 + 2000 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
            #expect(abs(d.velocity(at: t) - expectedV) < 1e-9)
            #expect(abs(d.position(at: t) - expectedX) < 1e-9)
        }
    }

    @Test func restingPointIsAboutHalfTheVelocityAhead() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        // x0 − v0 / (1000 ln d) = 499.4998 for d = 0.998.
        #expect(abs(d.projectedRest - 499.499_833) < 1e-5)
        // The motion stops when |v| falls under 10 px/s: 10/(1000·0.002) ≈ 5 px short.
        #expect(abs(d.velocity(at: d.duration - 1e-9) - 10) < 1e-3)
        #expect(abs(d.finalPosition - (d.projectedRest - 10 / (-1000 * log(0.998)))) < 1e-9)
        #expect(d.position(at: d.duration + 5) == d.finalPosition)
        #expect(d.velocity(at: d.duration) == 0)
        #expect(d.isDone(at: d.duration))
        #expect(!d.isDone(at: d.duration - 0.001))
    }

    @Test func fastRateStopsSooner() {
        let normal = Deceleration(position: 0, velocity: 3000, rate: .normal)
        let fast = Deceleration(position: 0, velocity: 3000, rate: .fast)
        #expect(fast.finalPosition < normal.finalPosition / 4)
        #expect(fast.duration < normal.duration)
        // Resting point at 0.99: −3000 / (1000 ln 0.99) ≈ 298.5.
        #expect(abs(fast.projectedRest - 298.496) < 0.01)
    }

    @Test func slowVelocityIsAlreadyAtRest() {
        let d = Deceleration(position: 42, velocity: -9, rate: .normal)
        #expect(d.duration == 0)
        #expect(d.finalPosition == 42)
    }

    @Test func negativeVelocityMirrorsPositive() {
        let forward = Deceleration(position: 0, velocity: 1500)
        let backward = Deceleration(position: 0, velocity: -1500)
        #expect(abs(forward.finalPosition + backward.finalPosition) < 1e-9)
        #expect(forward.duration == backward.duration)
    }

    @Test func timeToReachInvertsPosition() throws {
        let d = Deceleration(position: 10, velocity: 1800)
        let t = try #require(d.time(toReach: 500))
        #expect(abs(d.position(at: t) - 500) < 1e-9)
        #expect(d.time(toReach: d.projectedRest + 1) == nil)
        #expect(d.time(toReach: -5) == nil)
    }
}
