/// A pointer or wheel event as a scroll view takes it, in window coordinates
/// and seconds on `SDLClock`'s clock.
public enum PointerEvent: Sendable, Equatable {
    /// The left button went down; `clicks` is 2 on a double-click's second press.
    case down(x: Double, y: Double, clicks: Int, time: Double)
    /// The pointer moved with the button down.
    case move(x: Double, y: Double, time: Double)
    /// The left button went up.
    case up(x: Double, y: Double, clicks: Int, time: Double)
    /// The button was released where the window could not see it (focus lost):
    /// end the drag without a fling.
    case lost(time: Double)
    /// The pointer moved with no button down, to (x, y), or left the window (nil).
    case hover(x: Double?, y: Double?, time: Double)
    /// The wheel or a touchpad turned.
    case wheel(WheelEvent)

    /// A wheel's turn by (`dx`, `dy`) from `source` at `time`, the pointer at (`x`, `y`).
    public static func wheel(dx: Double, dy: Double, source: WheelSource, shift: Bool, ctrl: Bool, x: Double, y: Double,
                             time: Double) -> PointerEvent {
        .wheel(WheelEvent(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl, x: x, y: y, time: time))
    }

    /// The event's time, seconds.
    public var time: Double {
        switch self {
        case .down(_, _, _, let t), .move(_, _, let t), .up(_, _, _, let t), .lost(let t), .hover(_, _, let t):
            return t
        case .wheel(let wheel):
            return wheel.time
        }
    }
}
