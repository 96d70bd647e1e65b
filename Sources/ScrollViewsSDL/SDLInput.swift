/// SDL's events made the library's `InputEvent`s, once, with the best time
/// each has: the pointer and the wheel through `SDLPointerAdapter` (the window
/// system's own times, the wheel's source), fingers as `TouchEvent`s, keys as
/// `KeyEvent`s (a key already down when the window got the focus does nothing:
/// `SDLHeldKeys`), the window's changes, and quitting. Everything else SDL
/// sends is nil.
public struct SDLInput: Sendable {
    private var pointer: SDLPointerAdapter
    private var heldKeys = SDLHeldKeys()

    /// A converter for the window system SDL runs on (`videoDriver`: read from
    /// SDL when nil).
    public init(videoDriver: SDLWheelReading.Driver? = nil) {
        pointer = SDLPointerAdapter(videoDriver: videoDriver)
    }

    /// Whether the left button is down on the window.
    public var buttonDown: Bool { pointer.buttonDown }

    /// The library's value for `event`, or nil when it has none.
    public mutating func convert(_ event: SDL_Event) -> InputEvent? {
        guard heldKeys.acts(event) else { return nil }
        if let converted = pointer.convert(event) { return .pointer(converted) }
        if let finger = SDLPointerAdapter.touch(event) { return .finger(finger) }
        let time = SDLClock.time(of: event)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            guard let key = Key(keycode: event.key.keysym.sym) else { return nil }
            let held = UInt32(event.key.keysym.mod)
            return .key(KeyEvent(key, shift: held & UInt32(KMOD_SHIFT.rawValue) != 0,
                                 ctrl: held & UInt32(KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0,
                                 repeated: event.key.`repeat` != 0, time: time))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .window(.resized(width: Int(event.window.data1), height: Int(event.window.data2)), time: time)
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: return .window(.hidden, time: time)
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
                return .window(.shown, time: time)
            case SDL_WINDOWEVENT_EXPOSED: return .window(.exposed, time: time)
            default: return nil
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .window(.exposed, time: time)
        default:
            return nil
        }
    }
}
