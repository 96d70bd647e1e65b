import Testing
import ScrollPhysics
import ScrollViews
@testable import EndlessDemo

/// The demo's events reach the library's scroll views as their pointer events.
@Suite struct InputEventPointerTests {
    let centre = PanZoom.Point(x: 400, y: 300)

    @Test func pointerEventsKeepTheirPlacesTimesAndClicks() {
        #expect(InputEvent.pointerDown(x: 1, y: 2, clicks: 2, time: 3).pointerEvent(wheelAt: centre)
                == .down(x: 1, y: 2, clicks: 2, time: 3))
        #expect(InputEvent.pointerLost(time: 4).pointerEvent(wheelAt: centre) == .lost(time: 4))
        #expect(InputEvent.key(.home, shift: false, time: 1).pointerEvent(wheelAt: centre) == nil)
    }

    @Test func aWheelWithoutAPlaceTurnsAtTheFallbackWithItsModifiers() {
        let event = InputEvent.wheel(dx: 0, dy: -1, source: .wheel, modifiers: [.shift], pointer: nil, time: 2)
        #expect(event.pointerEvent(wheelAt: centre)
                == .wheel(dx: 0, dy: -1, source: .wheel, shift: true, ctrl: false, x: 400, y: 300, time: 2))
    }
}
