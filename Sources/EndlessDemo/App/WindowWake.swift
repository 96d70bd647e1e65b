import CSDL
import Synchronization

/// Wakes the window's loop, asleep in SDL_WaitEvent, when a picture finishes
/// decoding on another thread: the loop draws it at once and sleeps otherwise
/// (instead of looking every few milliseconds while a big picture decodes).
enum WindowWake {
    private static let enabled = Atomic<Bool>(false)

    /// Whether a window's loop is waiting to be woken (else loops look for decodes themselves).
    static var isEnabled: Bool { enabled.load(ordering: .relaxed) }

    /// From now on each `post` wakes the window (its loop drains SDL's queue).
    static func enable() { enabled.store(true, ordering: .relaxed) }

    /// Back to looking: no window is waiting (headless runs, after the window closed).
    static func disable() { enabled.store(false, ordering: .relaxed) }

    /// Wakes the window, when one waits (any thread).
    static func post() {
        if isEnabled { CSDL_PushWake() }
    }
}
