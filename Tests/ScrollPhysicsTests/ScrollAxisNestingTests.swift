import Testing
@testable import ScrollPhysics

/// The seam nested scrolling needs: claim or refuse at the slop, consume and
/// return the remainder.
@Suite struct ScrollAxisNestingTests {
    @Test func anAxisClaimsAtTheSlopAndDragsFromItsEdge() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000))
        axis.press(pointer: 500, time: 0)
        var asked: [Double] = []
        #expect(axis.move(pointer: 498, time: 0.008) { asked.append($0); return .claim } == nil, "within the slop")
        #expect(axis.move(pointer: 490, time: 0.016) { asked.append($0); return .claim } == .claim)
        #expect(asked == [-10])
        #expect(axis.state == .dragging)
        #expect(axis.offset == 6, "the drag starts at the edge of the 4 px slop")
        #expect(axis.move(pointer: 480, time: 0.024) { _ in Issue.record("asked twice"); return .refuse } == nil)
        #expect(axis.offset == 16)
    }

    @Test func anAxisThatRefusesLetsTheGestureGo() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000), offset: 100)
        axis.press(pointer: 500, time: 0)
        #expect(axis.move(pointer: 470, time: 0.016) { _ in .refuse } == .refuse)
        #expect(axis.state == .idle)
        #expect(axis.offset == 100)
        axis.move(pointer: 300, time: 0.032)
        #expect(axis.offset == 100, "later moves of the refused gesture do nothing")
        #expect(axis.release(time: 0.04) == .ignored)
    }

    @Test func aPressThatStoppedAFlingAndIsRefusedLeavesItStopped() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...4000))
        axis.press(pointer: 600, time: 0)
        for i in 1...5 { axis.move(pointer: 600 - Double(i) * 40, time: Double(i) * 0.008) }
        axis.release(time: 0.044)
        axis.advance(to: 0.1)
        let rests = axis.restCount
        axis.press(pointer: 400, time: 0.1)
        let stoppedAt = axis.offset
        #expect(axis.move(pointer: 400, time: 0.11) { _ in .refuse } == nil)
        #expect(axis.move(pointer: 380, time: 0.12) { _ in .refuse } == .refuse)
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
