import Testing
import ScrollPhysics
import ScrollViews

@Suite struct TouchGestureTests {
    static func touches(_ gesture: inout TouchGesture, _ events: [TouchEvent]) -> [TouchGesture.Output] {
        events.flatMap { gesture.handle($0) }
    }

    @Test func aTapSurvivesTheFingersWobbleAndLandsWhereItCameDown() {
        var gesture = TouchGesture()
        let out = Self.touches(&gesture, [
            TouchEvent(.down, finger: 3, x: 300, y: 300, time: 0),
            TouchEvent(.move, finger: 3, x: 310, y: 294, time: 0.02),
            TouchEvent(.move, finger: 3, x: 292, y: 308, time: 0.04),
            TouchEvent(.up, finger: 3, x: 305, y: 303, time: 0.06),
        ])
        #expect(out == [.pointer(.down(x: 300, y: 300, clicks: 1, time: 0)),
                        .pointer(.up(x: 300, y: 300, clicks: 1, time: 0.06))], "no moves within 18 px, in any direction")
    }

    @Test func aDragStartsPastTheTouchSlopWithoutAJump() throws {
        var gesture = TouchGesture()
        _ = gesture.handle(TouchEvent(.down, finger: 0, x: 100, y: 500, time: 0))
        #expect(gesture.handle(TouchEvent(.move, finger: 0, x: 100, y: 485, time: 0.016)).isEmpty, "15 px: still a tap")
        let first = gesture.handle(TouchEvent(.move, finger: 0, x: 100, y: 480, time: 0.032))
        // 20 px up: 14 px of it (the touch slop less the axis's own 4) stay behind.
        #expect(first == [.pointer(.move(x: 100, y: 494, time: 0.032))])
        let up = gesture.handle(TouchEvent(.up, finger: 0, x: 100, y: 380, time: 0.1))
        #expect(up == [.pointer(.up(x: 100, y: 394, clicks: 1, time: 0.1))])
        // On an axis the drag so moves 20 - 18 px past the press at the first move, as a mouse past its slop.
        var axis = ScrollAxis(configuration: .init(viewportExtent: 600, bounds: 0...5000))
        axis.press(pointer: 500, time: 0)
        axis.move(pointer: 494, time: 0.032)
        #expect(abs(axis.offset - 2) < 1e-9)
    }

    @Test func aSecondTapNearTheFirstAndSoonIsADoubleClick() {
        var gesture = TouchGesture()
        let out = Self.touches(&gesture, [
            TouchEvent(.down, finger: 0, x: 400, y: 300, time: 0), TouchEvent(.up, finger: 0, x: 400, y: 300, time: 0.05),
            TouchEvent(.down, finger: 1, x: 470, y: 360, time: 0.25), TouchEvent(.up, finger: 1, x: 470, y: 360, time: 0.3),
            TouchEvent(.down, finger: 0, x: 470, y: 360, time: 0.5), TouchEvent(.up, finger: 0, x: 470, y: 360, time: 0.55),
            TouchEvent(.down, finger: 0, x: 700, y: 360, time: 0.7),
        ])
        let clicks = out.compactMap { if case .pointer(.down(_, _, let n, _)) = $0 { return n } else { return nil } }
        #expect(clicks == [1, 2, 1, 1], "92 px apart in 0.2 s: a double tap; a third tap starts again; 230 px: not")
    }

    @Test func twoFingersPinchAboutTheirCentroidUntilOneLifts() {
        var gesture = TouchGesture()
        let out = Self.touches(&gesture, [
            TouchEvent(.down, finger: 0, x: 500, y: 300, time: 0),
            TouchEvent(.down, finger: 1, x: 600, y: 300, time: 0.01),
            TouchEvent(.move, finger: 1, x: 700, y: 300, time: 0.03),
            TouchEvent(.down, finger: 2, x: 10, y: 10, time: 0.04),
            TouchEvent(.move, finger: 2, x: 90, y: 90, time: 0.05),
            TouchEvent(.up, finger: 0, x: 500, y: 300, time: 0.06),
            TouchEvent(.move, finger: 1, x: 650, y: 300, time: 0.07),
            TouchEvent(.up, finger: 1, x: 650, y: 300, time: 0.08),
            TouchEvent(.up, finger: 2, x: 90, y: 90, time: 0.09),
        ])
        #expect(out == [
            .pointer(.down(x: 500, y: 300, clicks: 1, time: 0)),
            .pointer(.lost(time: 0.01)),
            .pinch(.began(x: 550, y: 300, time: 0.01)),
            .pinch(.changed(spread: 2, x: 600, y: 300, time: 0.03)),
            .pinch(.ended(time: 0.06)),
        ], "a third finger and the finger left after the pinch are ignored")
        #expect(!gesture.isPinching)
        #expect(gesture.handle(TouchEvent(.down, finger: 4, x: 1, y: 1, time: 1)).count == 1, "all up: a new gesture")
    }

    @Test func aCancelledFingerIsLostNotATap() {
        var gesture = TouchGesture()
        let out = Self.touches(&gesture, [TouchEvent(.down, finger: 0, x: 5, y: 5, time: 0),
                                          TouchEvent(.cancel, finger: 0, x: 5, y: 5, time: 0.1)])
        #expect(out.last == .pointer(.lost(time: 0.1)))
    }
}
