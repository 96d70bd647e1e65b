import CSDL

/// Wakes a running `SDLWindowLoop`, asleep until an event comes, from any
/// thread: work finished elsewhere (a picture decoded) is drawn at once, and
/// the loop sleeps otherwise instead of looking every few milliseconds.
public enum WindowWake {
    /// SDL's atomic integer, 1 while enabled: SDL's atomics build on every
    /// system SDL runs on (Synchronization's `Atomic` needs macOS 15), made
    /// once and kept for the process.
    nonisolated(unsafe) private static let enabled: UnsafeMutablePointer<SDL_atomic_t> = {
        let flag = UnsafeMutablePointer<SDL_atomic_t>.allocate(capacity: 1)
        flag.initialize(to: SDL_atomic_t(value: 0))
        return flag
    }()

    /// Whether a window's loop is running and will be woken (else work on
    /// other threads must be looked for by whoever waits for it).
    public static var isEnabled: Bool { SDL_AtomicGet(enabled) != 0 }

    /// From now on each `post` wakes the window (its loop does this while it runs).
    public static func enable() { SDL_AtomicSet(enabled, 1) }

    /// No window waits to be woken (the loop ended, or there is no window).
    public static func disable() { SDL_AtomicSet(enabled, 0) }

    /// Wakes the window's loop, when one runs: it asks its content again when
    /// the next frame is due (any thread).
    public static func post() {
        if isEnabled { CSDL_PushWake() }
    }
}
