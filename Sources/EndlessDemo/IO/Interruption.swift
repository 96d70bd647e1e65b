import CSDL
import ScrollViewsSDL
import Glibc
import Synchronization

/// SIGINT and SIGTERM turned into a flag that a long run polls between frames,
/// so that it stops cleanly: outputs discarded, temporary files removed.
enum Interruption {
    private static let received = Atomic<Int32>(0)
    private static let wakesSDL = Atomic<Bool>(false)

    /// Catches SIGINT and SIGTERM from now on (before SDL_Init, which then
    /// leaves them alone). With `wakingSDL`, a signal also puts a quit event on
    /// SDL's queue, so that a window waiting for events ends at once.
    static func install(wakingSDL: Bool = false) {
        received.store(0, ordering: .relaxed)
        wakesSDL.store(wakingSDL, ordering: .relaxed)
        let handler: @convention(c) (Int32) -> Void = { number in
            Interruption.received.store(number, ordering: .relaxed)
            if Interruption.wakesSDL.load(ordering: .relaxed) { CSDL_PushQuit() }
        }
        Glibc.signal(SIGINT, handler)
        Glibc.signal(SIGTERM, handler)
        // A parent may have started us with them blocked (the mask is inherited).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Gives SIGINT and SIGTERM back their default actions.
    static func uninstall() {
        wakesSDL.store(false, ordering: .relaxed)
        Glibc.signal(SIGINT, SIG_DFL)
        Glibc.signal(SIGTERM, SIG_DFL)
    }

    /// The signal received since `install`, if any.
    static var signal: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// A run stopped by a signal.
    struct Stopped: Error, CustomStringConvertible {
        let signal: Int32
        var description: String { "stopped by \(signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"); nothing written" }
        /// The shell's convention: 128 + the signal's number.
        var exitCode: Int32 { 128 + signal }
    }
}
