import ScrollViews
import ScrollPhysics
@testable import EndlessDemo

/// Short forms of the library's input values for the demo's tests, in the
/// words scripts use: a press, a move, a release, a wheel turn, a key.
extension InputEvent {
    static func pointerDown(x: Double, y: Double, clicks: Int = 1, time: Double) -> InputEvent {
        .pointer(.down(x: x, y: y, clicks: clicks, time: time))
    }
    static func pointerMove(x: Double, y: Double, time: Double) -> InputEvent { .pointer(.move(x: x, y: y, time: time)) }
    static func pointerUp(x: Double, y: Double, clicks: Int = 1, time: Double) -> InputEvent {
        .pointer(.up(x: x, y: y, clicks: clicks, time: time))
    }
    static func pointerLost(time: Double) -> InputEvent { .pointer(.lost(time: time)) }
    static func hover(pointer: PanZoom.Point?, time: Double) -> InputEvent {
        .pointer(.hover(x: pointer?.x, y: pointer?.y, time: time))
    }
    /// A wheel turn with the pointer at `pointer`, by default the middle of a 1280 × 720 window.
    static func wheel(dx: Double, dy: Double, source: WheelSource, shift: Bool = false, ctrl: Bool = false,
                      pointer: PanZoom.Point = PanZoom.Point(x: 640, y: 360), time: Double) -> InputEvent {
        .pointer(.wheel(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl, x: pointer.x, y: pointer.y, time: time))
    }
    static func key(_ key: Key, shift: Bool = false, time: Double) -> InputEvent {
        .key(KeyEvent(key, shift: shift, time: time))
    }
    static func resize(width: Int, height: Int, time: Double) -> InputEvent {
        .window(.resized(width: width, height: height), time: time)
    }
}
