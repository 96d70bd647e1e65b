import Testing
@testable import ScrollPhysics

/// The axis's activity is one value: what a press, a drag and a motion know
/// lives in it alone, and no part of one outlives it.
struct ActivityTests {
    /// The case of the activity, as a name.
    static func name(_ axis: ScrollAxis) -> String {
        switch axis.activity {
        case .idle: "idle"
        case .held: "held"
        case .dragging: "dragging"
        case .moving: "moving"
        }
    }

    @Test func aGestureGoesHeldDraggingMovingIdleAndTheStateIsReadFromIt() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 600, contentExtent: 6000))
        var seen: [String] = [ActivityTests.name(axis)]
        axis.press(pointer: 300, time: 0)
        seen.append(ActivityTests.name(axis))
        for i in 1...10 { axis.move(pointer: 300 - Double(i) * 20, time: Double(i) * 0.008) }
        seen.append(ActivityTests.name(axis))
        axis.release(time: 0.08)
        seen.append(ActivityTests.name(axis))
        #expect(axis.press == nil, "the press's data ends with the release")
        axis.advance(to: 10)
        seen.append(ActivityTests.name(axis))
        #expect(seen == ["idle", "held", "dragging", "moving", "idle"])
        #expect(axis.restCount == 1)
    }

    @Test func everyStateMatchesItsActivity() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 600, contentExtent: 6000))
        func check() {
            switch axis.activity {
            case .idle: #expect(axis.state == .idle && !axis.isMoving && !axis.isPointerDown)
            case .held: #expect(axis.state == .tracking && axis.isPointerDown && !axis.isMoving)
            case .dragging: #expect(axis.state == .dragging && axis.isPointerDown && !axis.isMoving)
            case .moving(let motion):
                #expect(axis.state == motion.state && axis.isMoving && !axis.isPointerDown)
                #expect([.decelerating, .snapping, .bouncing, .animating].contains(axis.state))
            }
        }
        check()
        axis.scroll(by: 400, time: 0); check()
        axis.advance(to: 0.05); check()
        axis.press(pointer: 100, time: 0.06); check()
        axis.move(pointer: 500, time: 0.08); check()
        axis.shift(by: 1000); check()
        axis.release(time: 0.09); check()
        axis.advance(to: 0.3); check()
        axis.jump(to: 0); check()
        axis.fling(velocity: -3000, at: 1); check()
        axis.advance(to: 1.2); check()
        #expect(axis.state == .bouncing, "a fling past the top springs back")
        axis.advance(to: 9); check()
        #expect(axis.offset == 0)
    }

    @Test func aDragsRubberBandDoesNotOutliveIt() {
        // Pulled past the top and let go: the next drag starts from where the
        // content rests, not from the last drag's raw offset.
        var axis = ScrollAxis(configuration: .init(viewportExtent: 600, contentExtent: 6000))
        axis.press(pointer: 0, time: 0)
        axis.move(pointer: 400, time: 0.1)
        #expect(axis.offset < 0 && axis.dragRaw < axis.offset, "pulled past the top with the rubber band")
        axis.release(time: 0.5)
        axis.advance(to: 5)
        #expect(axis.offset == 0)
        #expect(axis.dragRaw == 0, "no drag: the raw offset is the offset's")
        axis.press(pointer: 0, time: 6)
        axis.move(pointer: -104, time: 6.1)
        #expect(abs(axis.offset - 100) < 1e-9, "the new drag moves from 0: 104 px less the 4 px slop")
    }
}
