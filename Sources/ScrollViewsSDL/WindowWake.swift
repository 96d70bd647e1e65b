import Synchronization

/// Wakes a running `SDLWindowLoop`, asleep until an event comes, from any
/// thread: work finished elsewhere (a picture decoded) is drawn at once, and
/// the loop sleeps otherwise instead of looking every few milliseconds.
public enum WindowWake {
    private static let enabled = Atomic<Bool>(false)

    /// Whether a window's loop is running and will be woken (else work on
    /// other threads must be looked for by whoever waits for it).
    public static var isEnabled: Bool { enabled.load(ordering: .relaxed) }

    /// From now on each `post` wakes the window (its loop does this while it runs).
    public static func enable() { enabled.store(true, ordering: .relaxed) }

    /// No window waits to be woken (the loop ended, or there is no window).
    public static func disable() { enabled.store(false, ordering: .relaxed) }

    /// Wakes the window's loop, when one runs: it asks its content again when
    /// the next frame is due (any thread).
    public static func post() {
        if isEnabled { CSDL_PushWake() }
    }
}
