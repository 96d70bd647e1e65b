import CSDL
import ScrollViewsSDL
import Glibc
import Synchronization
import Pictures

/// SIGINT, SIGTERM and the other signals whose default action ends the
/// process (SIGHUP, SIGUSR1, SIGALRM, SIGXCPU, …) turned into a flag that a long
/// run polls between frames and between events, so that it stops cleanly:
/// outputs discarded, temporary files removed.
enum Interruption {
    /// The signals caught: every one whose default action ends the process
    /// without a core dump, and which a program may catch.
    static let caught: [(number: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"),
        (SIGALRM, "SIGALRM"), (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"),
        (SIGIO, "SIGIO"), (SIGPWR, "SIGPWR"), (SIGSTKFLT, "SIGSTKFLT"),
    ]

    private static let received = Atomic<Int32>(0)
    private static let wakesSDL = Atomic<Bool>(false)
    /// The pipe's end the handler writes a byte to, for the thread that wakes SDL (-1: none).
    private static let wakeWriter = Atomic<Int32>(-1)

    /// Catches the `caught` signals from now on (before SDL_Init, which then
    /// leaves them alone). With `wakingSDL`, a signal also puts a quit event on
    /// SDL's queue, so that a window waiting for events ends at once. The handler
    /// itself only stores the signal and writes a byte to a pipe (what a signal
    /// handler may do: it can interrupt SDL and Xlib while they hold their locks);
    /// a thread of its own, waiting on the pipe, puts the event on the queue.
    static func install(wakingSDL: Bool = false) {
        received.store(0, ordering: .relaxed)
        if wakingSDL, wakeWriter.load(ordering: .relaxed) < 0 { startWaker() }
        wakesSDL.store(wakingSDL && wakeWriter.load(ordering: .relaxed) >= 0, ordering: .relaxed)
        let handler: @convention(c) (Int32) -> Void = { number in
            Interruption.received.store(number, ordering: .relaxed)
            let writer = Interruption.wakeWriter.load(ordering: .relaxed)
            if Interruption.wakesSDL.load(ordering: .relaxed), writer >= 0 {
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(writer, &byte, 1)
                errno = saved
            }
        }
        // A parent may have started us with them blocked (the mask is inherited).
        var set = sigset_t()
        sigemptyset(&set)
        for (number, _) in caught {
            Glibc.signal(number, handler)
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The pipe and the thread that turns each byte on it into a quit event.
    private static func startWaker() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        let (reader, writer) = (ends[0], ends[1])
        // Not inherited by the programs a run starts.
        _ = fcntl(reader, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writer, F_SETFD, FD_CLOEXEC)
        // A full pipe (a flood of signals) drops the byte rather than block the handler.
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        wakeWriter.store(writer, ordering: .relaxed)
        WorkerThread.start(name: "endless-signals") {
            var byte: UInt8 = 0
            while true {
                let n = read(reader, &byte, 1)
                if n == 1 {
                    guard Interruption.wakesSDL.load(ordering: .relaxed) else { continue }
                    CSDL_PushQuit()
                    Interruption.endUnlessClosed()
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// How long a window may take to close after a signal, seconds.
    static let windowGrace = 0.3

    /// Ends the process `windowGrace` after a signal unless the window closed
    /// by then (`uninstall`): SDL may be reading a backlog of input in one
    /// call (its X11 key-repeat check scans the whole queue for each key, so
    /// 50,000 queued presses take half a minute) or waiting on the window
    /// system, and the loop cannot look at the signal meanwhile. The run's
    /// temporary files are removed first, and the status is what the loop
    /// would have returned.
    private static func endUnlessClosed() {
        usleep(UInt32(windowGrace * 1e6))
        guard wakesSDL.load(ordering: .relaxed), let number = signal else { return }
        OutputFile.removeTemporaries()
        _ = printError(Stopped(signal: number).description)
        _exit(Stopped(signal: number).exitCode)
    }

    /// Gives the caught signals back their default actions.
    static func uninstall() {
        wakesSDL.store(false, ordering: .relaxed)
        for (number, _) in caught { Glibc.signal(number, SIG_DFL) }
    }

    /// The signal received since `install`, if any.
    static var signal: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// A run stopped by a signal.
    struct Stopped: Error, CustomStringConvertible {
        let signal: Int32
        var description: String {
            "stopped by \(caught.first { $0.number == signal }?.name ?? "signal \(signal)"); nothing written"
        }
        /// The shell's convention: 128 + the signal's number.
        var exitCode: Int32 { 128 + signal }
    }
}
