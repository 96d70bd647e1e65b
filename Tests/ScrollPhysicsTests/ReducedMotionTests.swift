import Testing
@testable import ScrollPhysics

/// Reduced motion: what the program scrolls or zooms jumps; what the user
/// starts keeps its motion.
@Suite struct ReducedMotionTests {
    @Test func programmaticScrollsJumpAndComeToRest() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1000, bounds: 0...10_000, paging: Paging(pageSize: 1000)))
        axis.configuration.animatesScrolls = false
        let rests = axis.restCount
        axis.scroll(toPage: 3, time: 1)
        #expect(axis.offset == 3000 && axis.state == .idle && !axis.isMoving)
        #expect(axis.restCount == rests + 1, "a jump is a rest, as the end of an animation is")
        axis.scroll(by: 500, time: 2)
        #expect(axis.offset == 3500 && axis.state == .idle)
        axis.scroll(toPage: 9, duration: 0.25, easing: .out, time: 3)
        #expect(axis.offset == 9000 && axis.state == .idle)
        axis.scroll(toPage: 99, time: 4)
        #expect(axis.offset == 10_000, "still within the bounds")
    }

    @Test func aFlingIsTheUsersAndStaysAMotion() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1000))
        axis.configuration.animatesScrolls = false
        axis.press(pointer: 500, time: 0)
        for i in 1...5 { axis.move(pointer: 500 - Double(i) * 40, time: Double(i) * 0.01) }
        _ = axis.release(time: 0.05)
        #expect(axis.isMoving && axis.state == .decelerating)
    }

    @Test func zoomsJumpToTheirEnd() {
        var view = PanZoom(pictureWidth: 1000, pictureHeight: 1000, viewportWidth: 500, viewportHeight: 500)
        view.animatesZooms = false
        view.toggleZoom(about: PanZoom.Point(x: 250, y: 250), time: 1)
        view.advance(to: 1)
        #expect(abs(view.zoomFactor - PanZoom.doubleClickZoom) < 1e-9)
        #expect(!view.isMoving)
        #expect(abs(view.picturePoint(at: PanZoom.Point(x: 250, y: 250)).x - 500) < 1e-6, "about the anchor, as animated")
    }
}
