/// Keys that were already down when the window got the keyboard focus, which
/// must not act: SDL2 reports each as a fresh press the moment the window is
/// focused (it reconciles its keyboard state with the X server's), so a key
/// held — or left stuck — in another window would fire in this one: an Esc or
/// a Q that quits it as it opens. Such a press comes in the same millisecond as
/// the focus; it and its repeats are dropped until the key is released.
public struct SDLHeldKeys: Sendable, Equatable {
    /// When the window last got the focus, SDL's ms.
    private var focusedAt: UInt32?
    /// The keys down at that moment (SDL keycodes).
    public private(set) var held: Set<Int32> = []

    /// No focus seen yet.
    public init() {}

    /// Whether `event` is a key press or release the program should act on:
    /// false for the press SDL reports for a key that was down at the focus,
    /// its repeats and its release.
    public mutating func acts(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_WINDOWEVENT where SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_GAINED:
            focusedAt = event.window.timestamp
            return true
        case SDL_KEYDOWN:
            let key = event.key.keysym.sym
            if held.contains(key) { return false }
            if event.key.`repeat` == 0, let focusedAt, event.key.timestamp &- focusedAt <= 1 {
                held.insert(key)
                return false
            }
            return true
        case SDL_KEYUP:
            return held.remove(event.key.keysym.sym) == nil
        default:
            return true
        }
    }
}
