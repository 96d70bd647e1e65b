import Testing
@testable import ScrollPhysics
import TestSupport

/// Any finite input, however large or oddly timed, gives finite offsets and
/// never traps or hangs.
@Suite struct ExtremeInputTests {
    @Test func easedMotionOfNoDistanceIsFiniteBeforeItsStart() {
        let motion = EasedMotion(from: 3520, to: 3520, duration: 0.3)
        #expect(motion.duration == 0)
        for t in [-1e-3, -1e300, 0, 1e-9, 0.3, 1e300] {
            #expect(motion.position(at: t) == 3520)
            #expect(motion.velocity(at: t) == 0)
        }
        let moving = EasedMotion(from: 0, to: 100, duration: 0.3)
        #expect(moving.position(at: -0.002) == 0)
        #expect(moving.position(at: 0.15) == 50)
        #expect(EasedMotion(from: 0, to: 100, duration: .infinity).duration == 0)
    }

    @Test func springsFromHugeDistancesSettleInFiniteTime() {
        for (position, velocity) in [(1e300, 0.0), (0, 1e300), (-1e308, 1e308), (1e12, -2e4)] {
            let spring = Spring(position: position, velocity: velocity, target: 0)
            #expect(spring.duration.isFinite)
            #expect(spring.position(at: spring.duration / 2).isFinite || abs(position) > 1e299)
            #expect(spring.position(at: spring.duration) == 0)
        }
    }

    @Test func saturatingConversionNeverTraps() {
        #expect(Int(saturating: 1e300) == .max)
        #expect(Int(saturating: -1e300) == .min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 41.9) == 41)
        #expect(Paging(pageSize: 1e-300).nearestPage(to: 1e300) == .max)
        #expect(Paging(pageSize: 1).targetPage(offset: 1e300, velocity: 1e300, startPage: .max) == .max)
        #expect(Paging(pageSize: 1).targetPage(offset: -1e300, velocity: 0, startPage: .min) == .min)
    }

    @Test func dragToAHugeCoordinateStaysWithinTheOffsetLimit() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280))
        axis.press(pointer: 600, time: 0)
        axis.move(pointer: -1e18, time: 0.016)
        #expect(axis.offset == ScrollAxis.offsetLimit)
        axis.move(pointer: 1e18, time: 0.032)
        #expect(axis.offset >= -ScrollAxis.offsetLimit && axis.offset < -0.99 * ScrollAxis.offsetLimit)
        axis.release(time: 0.033)
        axis.advance(to: 100)
        #expect(axis.offset.isFinite)
        #expect(axis.state == .idle)
    }

    @Test func aMoveAMicrosecondAfterThePressFlingsAtTheCap() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280))
        axis.press(pointer: 900, time: 1)
        axis.move(pointer: 100, time: 1 + 1e-6)
        axis.release(time: 1 + 2e-6)
        #expect(axis.state == .decelerating)
        #expect(abs(axis.velocity) <= ScrollAxis.Configuration.defaultMaximumFlingSpeed)
        #expect(abs(axis.velocity) > 10_000)
        axis.advance(to: 100)
        #expect(axis.state == .idle)
    }

    @Test func nonFiniteInputIsIgnored() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...5000, paging: Paging(pageSize: 800)))
        axis.press(pointer: .nan, time: 0)
        #expect(axis.state == .idle)
        axis.press(pointer: 400, time: 0)
        axis.move(pointer: .infinity, time: 0.01)
        axis.move(pointer: 300, time: .nan)
        axis.move(pointer: 100, time: 0.02)
        axis.release(time: .nan)
        axis.scroll(by: .infinity, time: 0.1)
        axis.scrollImmediately(by: .nan, time: 0.1)
        axis.shift(by: .nan)
        axis.jump(to: .infinity)
        axis.advance(to: .nan)
        axis.advance(to: 10)
        #expect(axis.offset.isFinite)
        #expect(axis.state == .idle)
    }

    @Test func programmaticScrollsAreLimitedToo() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800))
        axis.scroll(by: 1e300, time: 0)
        #expect(axis.restingOffset == ScrollAxis.offsetLimit)
        axis.scrollImmediately(by: -1e300, time: 1)
        #expect(axis.offset == -ScrollAxis.offsetLimit)
        axis.advance(to: 1000)
        #expect(axis.offset.isFinite)
    }
}

@Suite struct FlingSpeedLimitsTests {
    @Test func aReleaseUnderTheMinimumDoesNotFling() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280))
        // 40 px/s: a drag of 20 px over half a second.
        Gesture.drag(at: 0, from: 600, distance: -20, duration: 0.5).apply(to: &axis)
        #expect(axis.state == .idle)
        var faster = ScrollAxis(configuration: .init(viewportExtent: 1280))
        Gesture.drag(at: 0, from: 600, distance: -40, duration: 0.5).apply(to: &faster)  // 80 px/s
        #expect(faster.state == .decelerating)
        #expect(ScrollAxis.Configuration.minimumFlingSpeed == 50)
        #expect(ScrollAxis.Configuration.defaultMaximumFlingSpeed == 20_000)
    }
}
