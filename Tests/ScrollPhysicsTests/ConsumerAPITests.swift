import Testing
@testable import ScrollPhysics
import TestSupport

/// What a UIScrollView or Flutter user reaches for: bounds from sizes, bounces
/// off, an animated scroll to an offset, a hook that chooses where a fling lands.
@Suite struct ConsumerAPITests {
    /// Runs `axis` at 60 Hz from `time` until it rests; every offset on the way.
    static func run(_ axis: inout ScrollAxis, from time: Double) -> [Double] {
        var offsets: [Double] = [], t = time
        while axis.isMoving, offsets.count < 10_000 {
            t += 1.0 / 60
            axis.advance(to: t)
            offsets.append(axis.offset)
        }
        return offsets
    }

    @Test func boundsComeFromTheContentAndViewportSizes() {
        #expect(ScrollAxis.Configuration(viewportExtent: 720, contentExtent: 10_000).bounds == 0...9280)
        // Content shorter than the viewport: it does not scroll, and nothing traps.
        let short = ScrollAxis.Configuration(viewportExtent: 720, contentExtent: 300)
        #expect(short.bounds == 0...0)
        #expect(ScrollAxis.Configuration.bounds(contentExtent: .nan, viewportExtent: 720) == 0...0)
        #expect(ScrollAxis.Configuration.bounds(contentExtent: 1e300, viewportExtent: -5) == 0...ScrollAxis.offsetLimit)
        var axis = ScrollAxis(configuration: short)
        Gesture.drag(at: 0, from: 600, distance: -400, duration: 0.05).apply(to: &axis)
        _ = Self.run(&axis, from: 0.054)
        #expect(axis.offset == 0 && axis.state == .idle)
    }

    @Test func withBouncesOffDragsAndFlingsStayInsideTheBounds() {
        var configuration = ScrollAxis.Configuration(viewportExtent: 720, contentExtent: 3000)
        configuration.bounces = false
        // A drag past the top, then a fast fling past the end.
        var axis = ScrollAxis(configuration: configuration)
        var offsets: [Double] = []
        Gesture.drag(at: 0, from: 100, distance: 300, duration: 0.1).events.forEach { $0.apply(&axis); offsets.append(axis.offset) }
        #expect(offsets.allSatisfy { $0 == 0 }, "held at the top: \(offsets.max() ?? 0)")
        // Turning back moves the content at once.
        axis.press(pointer: 400, time: 1)
        axis.move(pointer: 500, time: 1.01)
        axis.move(pointer: 380, time: 1.02)
        #expect(axis.offset > 0, "the way back is not owed: \(axis.offset)")
        axis.release(time: 1.02)
        _ = Self.run(&axis, from: 1.02)
        var fling = ScrollAxis(configuration: configuration, offset: 2000)
        Gesture.drag(at: 2, from: 600, distance: -300, duration: 0.04, releaseDelay: 0).apply(to: &fling)
        offsets = Self.run(&fling, from: 2.04)
        #expect(offsets.allSatisfy { $0 <= 2280 }, "never past the end: \(offsets.max() ?? 0)")
        #expect(fling.offset == 2280 && fling.state == .idle, "stopped exactly at the end")
        // The same fling with bounces on overshoots and springs back.
        var bouncing = ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 3000), offset: 2000)
        Gesture.drag(at: 2, from: 600, distance: -300, duration: 0.04, releaseDelay: 0).apply(to: &bouncing)
        #expect((Self.run(&bouncing, from: 2.04).max() ?? 0) > 2290)
    }

    @Test func anAnimatedScrollToAnOffsetEndsThere() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 10_000))
        axis.scroll(to: 4000, duration: 0.3, easing: .inOut, time: 0)
        #expect(axis.state == .animating)
        axis.advance(to: 0.15)
        #expect(abs(axis.offset - 2000) < 1, "half way at half the time (eased in and out): \(axis.offset)")
        axis.advance(to: 0.3)
        #expect(axis.offset == 4000 && axis.state == .idle)
        axis.scroll(to: 1e9, time: 1)
        _ = Self.run(&axis, from: 1)
        #expect(axis.offset == 9280, "clamped to the bounds")
        axis.configuration.animatesScrolls = false
        axis.scroll(to: 10, time: 5)
        #expect(axis.offset == 10 && !axis.isMoving, "reduced motion: a jump")
    }

    @Test func aLandingHookChoosesWhereTheFlingEnds() throws {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 100_000))
        axis.press(pointer: 600, time: 0)
        for i in 1...6 { axis.move(pointer: 600 - 30 * Double(i), time: 0.008 * Double(i)) }
        var seen: (projected: Double, velocity: Double)?
        // Snap to rows of 44 px, as a picker would.
        axis.release(time: 0.048) { projected, velocity in
            seen = (projected, velocity)
            return (projected / 44).rounded() * 44
        }
        let (projected, velocity) = try #require(seen)
        #expect(velocity > 3000, "the release velocity: \(velocity)")
        #expect(abs(projected - (180 + velocity * 0.4995)) < 40, "where the fling would rest: \(projected)")
        _ = Self.run(&axis, from: 0.048)
        #expect(axis.offset.truncatingRemainder(dividingBy: 44) == 0 && abs(axis.offset - projected) <= 22)
    }
}

extension ConsumerAPITests {
    /// `advance(to:)` means the same on every type: true in the step where the last motion stops.
    @Test func advanceSaysWhenTheLastMotionStopped() {
        var chain = ScrollChain.Linked(outer: ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 5000)),
                                inner: ScrollAxis(configuration: .init(viewportExtent: 300, contentExtent: 1760)))
        chain.inner.scroll(to: 400, duration: 0.2, time: 0)
        var rests: [Double] = []
        for frame in 1...60 where chain.advance(to: Double(frame) / 60) { rests.append(Double(frame) / 60) }
        #expect(rests.count == 1 && abs(rests[0] - 0.2) < 0.02, "\(rests)")
        var photo = PanZoom(pictureWidth: 4000, pictureHeight: 3000, viewportWidth: 1000, viewportHeight: 750)
        photo.zoom(by: 2, about: PanZoom.Point(x: 500, y: 375), time: 0)
        rests = []
        for frame in 1...120 where photo.advance(to: Double(frame) / 60) { rests.append(Double(frame) / 60) }
        #expect(rests.count == 1, "\(rests)")
        let restedAgain = photo.advance(to: 3)
        #expect(!restedAgain && !photo.isMoving, "nothing moves any more")
    }
}
