import Foundation
import Testing
@testable import ScrollPhysics
import TestSupport

/// Runs `gesture` on a fresh axis with frames at `frameTimes`, applying each event
/// before the first frame at or after its timestamp, as the app loop does.
/// Returns the offset at each frame.
func run(_ configuration: ScrollAxis.Configuration, _ gesture: Gesture, frameTimes: [Double],
         start: Double = 0) -> (offsets: [Double: Double], axis: ScrollAxis) {
    var axis = ScrollAxis(configuration: configuration, offset: start)
    var pending = gesture.events[...]
    var offsets: [Double: Double] = [:]
    for frame in frameTimes {
        while let event = pending.first, event.t <= frame {
            event.apply(&axis)
            pending = pending.dropFirst()
        }
        axis.advance(to: frame)
        offsets[frame] = axis.offset
    }
    return (offsets, axis)
}

func frames(hz: Double, until end: Double, jitter: Bool = false, checkpoints: [Double]) -> [Double] {
    var generator = SplitMix(seed: UInt64(hz * 1000))
    var times: [Double] = []
    var t = 0.0
    while t < end {
        times.append(t)
        let step = 1 / hz
        t += jitter ? step * (0.3 + 1.7 * generator.nextUnit()) : step
    }
    return (times + checkpoints).sorted()
}

@Suite struct ScrollAxisTests {
    let free = ScrollAxis.Configuration(viewportExtent: 1280)

    @Test func dragFollowsPointerExactlyAfterSlop() {
        var axis = ScrollAxis(configuration: free, offset: 500)
        axis.press(pointer: 600, time: 0)
        axis.move(pointer: 598, time: 0.008)
        #expect(axis.state == .tracking && axis.offset == 500)
        axis.move(pointer: 590, time: 0.016)
        #expect(axis.state == .dragging)
        #expect(axis.offset == 506, "the 6 px past the 4 px slop count")
        axis.move(pointer: 490, time: 0.024)
        #expect(axis.offset == 606, "content moves exactly with the pointer")
        axis.move(pointer: 690, time: 0.032)
        #expect(axis.offset == 406)
    }

    @Test func flingDeceleratesThenRests() {
        var axis = ScrollAxis(configuration: free)
        Gesture.drag(at: 0, from: 1000, distance: -200, duration: 0.1).apply(to: &axis)
        #expect(axis.state == .decelerating)
        #expect(abs(axis.velocity - 2000) < 1)
        let rest = axis.restingOffset
        #expect(rest > 1000 && rest < 1300)
        var t = 0.1
        while axis.state != .idle && t < 10 { t += 1.0 / 60; axis.advance(to: t) }
        #expect(axis.state == .idle)
        #expect(axis.offset == rest)
        #expect(axis.restCount == 1)
    }

    @Test func pressCatchesMotionAndReleaseLeavesItThere() {
        var axis = ScrollAxis(configuration: free)
        Gesture.drag(at: 0, from: 1000, distance: -300, duration: 0.1).apply(to: &axis)
        axis.advance(to: 0.3)
        let caughtAt = axis.offset
        axis.press(pointer: 500, time: 0.3)
        #expect(axis.state == .tracking)
        #expect(axis.velocity == 0)
        axis.advance(to: 0.5)
        #expect(axis.offset == caughtAt)
        #expect(axis.release(time: 0.55) == .stop, "a press that stops motion is not a click")
        axis.advance(to: 1.0)
        #expect(axis.offset == caughtAt)
        #expect(axis.state == .idle)
    }

    @Test func tapOnRestingContentIsAClick() {
        var axis = ScrollAxis(configuration: free)
        axis.press(pointer: 10, time: 0)
        axis.move(pointer: 12, time: 0.05)
        #expect(axis.release(time: 0.1) == .tap)
        #expect(axis.release(time: 0.2) == .ignored)
    }

    @Test func rubberBandPastBoundsWhileDragging() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 960, bounds: 0...2000, slop: 0))
        axis.press(pointer: 0, time: 0)
        axis.move(pointer: 400, time: 0.1)  // drags 400 px past the top edge
        #expect(abs(axis.offset - -178.98) < 0.01)
        axis.move(pointer: -100, time: 0.2)  // back inside: exact again
        #expect(axis.offset == 100)
    }

    @Test func releasedPastEdgeBouncesBack() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 960, bounds: 0...2000, slop: 0))
        axis.press(pointer: 0, time: 0)
        axis.move(pointer: 200, time: 0.1)
        axis.move(pointer: 200, time: 0.2)
        axis.release(time: 0.2)
        #expect(axis.state == .bouncing)
        axis.advance(to: 3)
        #expect(axis.offset == 0 && axis.state == .idle)
    }

    @Test func pressDuringBounceKeepsTheRubberBandContinuous() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 960, bounds: 0...2000, slop: 0))
        axis.press(pointer: 0, time: 0)
        axis.move(pointer: 500, time: 0.1)
        axis.release(time: 0.3)
        axis.advance(to: 0.35)
        let caught = axis.offset
        #expect(caught < 0)
        axis.press(pointer: 300, time: 0.35)
        axis.move(pointer: 301, time: 0.36)
        // One pixel more of drag moves the content by less than a pixel (the band's slope).
        #expect(axis.offset < caught && axis.offset > caught - 1)
    }

    @Test func flingAcrossEdgeBouncesWithoutJump() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 960, bounds: 0...1000), offset: 900)
        Gesture.drag(at: 0, from: 600, distance: -100, duration: 0.05).apply(to: &axis)
        var previous = axis.offset
        var sawBounce = false
        var t = 0.054
        while axis.state != .idle {
            t += 0.001
            axis.advance(to: t)
            #expect(abs(axis.offset - previous) < 3.5, "no jump at 1 ms steps")
            previous = axis.offset
            if axis.state == .bouncing { sawBounce = true; #expect(axis.offset >= 1000 - 0.5) }
        }
        #expect(sawBounce)
        #expect(axis.offset == 1000)
    }

    @Test func shiftKeepsMotionGoing() {
        var a = ScrollAxis(configuration: free)
        var b = ScrollAxis(configuration: free)
        for event in Gesture.drag(at: 0, from: 1000, distance: -300, duration: 0.1).events {
            event.apply(&a); event.apply(&b)
        }
        a.advance(to: 0.2); b.advance(to: 0.2)
        b.shift(by: -5000)
        for t in stride(from: 0.2, to: 3, by: 0.1) {
            a.advance(to: t); b.advance(to: t)
            #expect(abs((b.offset + 5000) - a.offset) < 1e-9)
            #expect(a.velocity == b.velocity)
        }
    }

    @Test func programmaticScrollChainsTargets() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1000, bounds: 0...10_000))
        axis.scroll(by: 300, time: 0)
        axis.advance(to: 0.1)
        axis.scroll(by: 300, time: 0.1)
        #expect(axis.restingOffset == 600)
        #expect(axis.state == .animating)
        axis.advance(to: 5)
        #expect(axis.offset == 600)
        axis.scroll(by: -10_000, time: 5)
        #expect(axis.restingOffset == 0, "clamped to the bounds")
        axis.scrollImmediately(by: 42.5, time: 5.1)
        #expect(axis.state == .idle)
    }

    @Test(arguments: [30.0, 60, 144, 240])
    func sameFlingAtAnyFrameRate(hz: Double) {
        let configurations = [free, .init(viewportExtent: 960, bounds: 0...1500),
                              .init(viewportExtent: 1280, paging: Paging(pageSize: 1280))]
        let checkpoints = stride(from: 0.2, through: 4.0, by: 0.05).map { $0 }
        for configuration in configurations {
            let gesture = Gesture.drag(at: 0.013, from: 900, distance: -260, duration: 0.09)
            let reference = run(configuration, gesture,
                                frameTimes: frames(hz: 1000, until: 6, checkpoints: checkpoints), start: 700)
            for jitter in [false, true] {
                let result = run(configuration, gesture,
                                 frameTimes: frames(hz: hz, until: 6, jitter: jitter, checkpoints: checkpoints),
                                 start: 700)
                for t in checkpoints {
                    #expect(abs(result.offsets[t]! - reference.offsets[t]!) < 1e-6,
                            "\(hz) Hz jitter \(jitter) at \(t) s")
                }
                #expect(result.axis.state == .idle)
                #expect(abs(result.axis.offset - reference.axis.offset) < 0.5)
            }
        }
    }
}

@Suite struct PagedAxisTests {
    let paged = ScrollAxis.Configuration(viewportExtent: 1280, bounds: 0...(1280 * 9),
                                         paging: Paging(pageSize: 1280))

    func settle(_ axis: inout ScrollAxis, from t: Double) {
        var t = t
        while axis.state != .idle && t < 30 { t += 1.0 / 60; axis.advance(to: t) }
    }

    @Test func fastShortFlickTurnsThePage() {
        var axis = ScrollAxis(configuration: paged)
        Gesture.drag(at: 0, from: 800, distance: -40, duration: 0.03).apply(to: &axis)
        #expect(axis.state == .snapping)
        #expect(axis.targetPage == 1)
        settle(&axis, from: 0.03)
        #expect(axis.offset == 1280)
    }

    @Test func aSlowReleaseNearHalfAPageGoesTheWayItMoves() {
        // 600 px of a 1280 px page at 200 px/s: projected 0.54 page on, so forward (iOS, Flutter).
        var moving = ScrollAxis(configuration: paged)
        Gesture.drag(at: 0, from: 1000, distance: -600, duration: 3).apply(to: &moving)
        #expect(moving.velocity > 150)
        settle(&moving, from: 3)
        #expect(moving.offset == 1280)
        // The same drag held still before the release: by distance alone, back.
        var held = ScrollAxis(configuration: paged)
        Gesture.drag(at: 0, from: 1000, distance: -600, duration: 3, releaseDelay: 0.05).apply(to: &held)
        settle(&held, from: 3.05)
        #expect(held.offset == 0)
        var more = ScrollAxis(configuration: paged)
        Gesture.drag(at: 0, from: 1000, distance: -700, duration: 3, releaseDelay: 0.05).apply(to: &more)
        settle(&more, from: 3.05)
        #expect(more.offset == 1280)
    }

    @Test func neverMoreThanOnePagePerFlick() {
        var axis = ScrollAxis(configuration: paged, offset: 1280 * 4)
        // A fast flick of 0.8 page with a violent release turns one page.
        Gesture.drag(at: 0, from: 1270, distance: -1024, duration: 0.05).apply(to: &axis)
        #expect(axis.targetPage == 5)
        settle(&axis, from: 0.1)
        #expect(axis.offset == 1280 * 5)
        // A 1.3-page drag with a violent release: the page after the one the content is on.
        var far = ScrollAxis(configuration: paged, offset: 1280 * 4)
        Gesture.drag(at: 0, from: 1900, distance: -1664, duration: 0.1).apply(to: &far)
        #expect(far.velocity > 10_000)
        #expect(far.targetPage == 6)
        // A drag over three pages lands on the page nearest the release: the flick adds nothing.
        var long = ScrollAxis(configuration: paged, offset: 1280 * 4)
        Gesture.drag(at: 0, from: 1270, distance: -1270 * 3, duration: 0.2).apply(to: &long)
        #expect(long.targetPage == 7)
        var back = ScrollAxis(configuration: paged, offset: 1280 * 4)
        Gesture.drag(at: 0, from: 10, distance: 1600, duration: 0.1).apply(to: &back)
        #expect(back.targetPage == 2, "1.25 pages back and still moving back: the page before 3")
    }

    @Test func snapStartsAtReleaseVelocity() {
        var axis = ScrollAxis(configuration: paged)
        let gesture = Gesture.drag(at: 0, from: 800, distance: -160, duration: 0.08)
        gesture.apply(to: &axis)
        let releaseVelocity = axis.velocity
        #expect(abs(releaseVelocity - 2000) < 1)
        axis.advance(to: gesture.up + 1e-7)
        #expect(abs(axis.velocity - releaseVelocity) < 1)
    }

    @Test func caughtSnapReleasedInPlaceSnapsToNearest() {
        var axis = ScrollAxis(configuration: paged)
        Gesture.drag(at: 0, from: 800, distance: -100, duration: 0.05).apply(to: &axis)
        axis.advance(to: 0.15)
        axis.press(pointer: 100, time: 0.15)
        #expect(axis.state == .tracking)
        axis.release(time: 0.2)
        #expect(axis.state == .snapping)
        let nearest = Paging(pageSize: 1280).nearestPage(to: axis.offset)
        settle(&axis, from: 0.2)
        #expect(axis.offset == Double(nearest) * 1280)
    }

    @Test func stopsAtTheLastPage() {
        var axis = ScrollAxis(configuration: paged, offset: 1280 * 9)
        Gesture.drag(at: 0, from: 800, distance: -100, duration: 0.05).apply(to: &axis)
        #expect(axis.targetPage == 9)
        settle(&axis, from: 0.05)
        #expect(axis.offset == 1280 * 9)
    }

    @Test func lostPointerSettlesWithoutFling() {
        var axis = ScrollAxis(configuration: paged)
        axis.press(pointer: 800, time: 0)
        axis.move(pointer: 700, time: 0.01)
        axis.move(pointer: 500, time: 0.02)
        axis.cancel(time: 0.03)
        #expect(axis.targetPage == 0)
        settle(&axis, from: 0.03)
        #expect(axis.offset == 0)
        #expect(!axis.isPointerDown)
    }
}

/// iOS's momentum accumulation: a second flick the same way adds the running fling's speed.
@Suite struct MomentumTests {
    func flick(_ axis: inout ScrollAxis, at t: Double, distance: Double) {
        Gesture.drag(at: t, from: 900, distance: distance, duration: 0.048).apply(to: &axis)
    }

    @Test func aSecondFlickTheSameWayIsFasterThanTheFirstAlone() {
        var alone = ScrollAxis(configuration: .init(viewportExtent: 1280))
        flick(&alone, at: 0, distance: -200)
        let single = alone.velocity
        var twice = ScrollAxis(configuration: .init(viewportExtent: 1280))
        flick(&twice, at: 0, distance: -200)
        twice.advance(to: 0.3)
        let running = twice.velocity
        #expect(running > 0)
        flick(&twice, at: 0.3, distance: -200)
        #expect(abs(twice.velocity - (single + running)) < 0.02 * single, "the flick's speed plus the fling's")
        #expect(twice.velocity <= ScrollAxis.Configuration.defaultMaximumFlingSpeed)
    }

    @Test func aFlickTheOtherWayDoesNotAdd() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280))
        flick(&axis, at: 0, distance: -200)
        axis.advance(to: 0.3)
        flick(&axis, at: 0.3, distance: 200)
        var alone = ScrollAxis(configuration: .init(viewportExtent: 1280))
        flick(&alone, at: 0, distance: 200)
        #expect(abs(axis.velocity - alone.velocity) < 1e-6)
    }

    @Test func accumulationStaysUnderTheMaximum() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280))
        for i in 0..<6 {
            flick(&axis, at: Double(i) * 0.1, distance: -600)
            axis.advance(to: Double(i) * 0.1 + 0.05)
        }
        #expect(axis.velocity <= ScrollAxis.Configuration.defaultMaximumFlingSpeed + 1e-9)
        #expect(axis.velocity > 15_000)
    }
}
