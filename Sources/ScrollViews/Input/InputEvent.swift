/// Everything a window's user does, as the library's own values: what the SDL
/// layer makes of SDL's events (once, with the best time it has and the
/// device's kind), what a replayed script makes, and what views and programs
/// take. Times are seconds on one clock (`SDLClock`'s in a window).
public enum InputEvent: Sendable, Equatable {
    /// The pointer: a mouse, a touchpad's pointer, one finger on a touchscreen, or a wheel.
    case pointer(PointerEvent)
    /// A touchscreen's finger, before `TouchGesture` makes pointer and pinch events of it.
    case finger(TouchEvent)
    /// Two fingers pinching and panning.
    case pinch(PinchEvent)
    /// A key pressed.
    case key(KeyEvent)
    /// The window resized, hidden, shown or exposed, at `time`.
    case window(WindowEvent, time: Double)
    /// The user asked to close the window (its close button, the system's quit).
    case quit

    /// The event's time, seconds; nil for `quit`.
    public var time: Double? {
        switch self {
        case .pointer(let event): event.time
        case .finger(let event): event.time
        case .pinch(let event): event.time
        case .key(let event): event.time
        case .window(_, let time): time
        case .quit: nil
        }
    }
}
