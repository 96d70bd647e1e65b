import Testing
@testable import ScrollPhysics

/// The seams nested scrolling needs: a drag from the slop's edge, a gesture
/// given to another scroller (the container's `.lost`), consume and return the remainder.
@Suite struct ScrollAxisNestingTests {
    @Test func anAxisDragsFromTheEdgeOfItsSlop() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000))
        axis.press(pointer: 500, time: 0)
        axis.move(pointer: 498, time: 0.008)
        #expect(axis.state == .tracking, "within the slop")
        axis.move(pointer: 490, time: 0.016)
        #expect(axis.state == .dragging)
        #expect(axis.offset == 6, "the drag starts at the edge of the 4 px slop")
        axis.move(pointer: 480, time: 0.024)
        #expect(axis.offset == 16)
    }

    @Test func aGestureGivenToAnotherScrollerLeavesTheAxisWhereItWas() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000), offset: 100)
        axis.press(pointer: 500, time: 0)
        axis.cancel(time: 0.016)
        #expect(axis.state == .idle && axis.offset == 100)
        axis.move(pointer: 300, time: 0.032)
        #expect(axis.offset == 100, "later moves of the gesture do nothing")
        #expect(axis.release(time: 0.04) == .ignored)
    }

    @Test func aPressThatStoppedAFlingAndWentToAnotherScrollerLeavesItStopped() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000))
        axis.press(pointer: 600, time: 0)
        for i in 1...5 { axis.move(pointer: 600 - Double(i) * 40, time: Double(i) * 0.008) }
        axis.release(time: 0.044)
        axis.advance(to: 0.1)
        let rests = axis.restCount
        axis.press(pointer: 400, time: 0.1)
        let stoppedAt = axis.offset
        axis.move(pointer: 400, time: 0.11)
        axis.cancel(time: 0.12)
        #expect(axis.state == .idle && axis.offset == stoppedAt)
        #expect(axis.restCount == rests + 1, "the stopped fling came to rest")
    }

    @Test func consumeTakesWhatTheBoundsAllowAndReturnsTheRest() {
        var inner = ScrollAxis(configuration: .init(viewportExtent: 300, bounds: 0...500), offset: 450)
        #expect(inner.consume(30, time: 0) == 0)
        #expect(inner.offset == 480)
        #expect(inner.consume(50, time: 0.01) == 30, "20 px to the edge, 30 px for the parent")
        #expect(inner.offset == 500)
        #expect(inner.consume(-600, time: 0.02) == -100)
        #expect(inner.offset == 0)
        #expect(inner.consume(.nan, time: 0.03) == 0)
        var unbounded = ScrollAxis(configuration: .init(viewportExtent: 300))
        #expect(unbounded.consume(1e6, time: 0) == 0)
    }
}
