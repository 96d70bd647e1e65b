#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The calling thread's own CPU time, where the system keeps one.
enum ThreadClock {
    /// The calling thread's CPU time so far, s; 0 where the system has no such clock.
    static func cpuSeconds() -> Double {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        #else
        return 0
        #endif
    }

    /// Sleeps `seconds` (under a millisecond: SDL's waits are whole ms).
    static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        usleep(UInt32(min(seconds, 1) * 1e6))
        #else
        SDL_Delay(UInt32((min(seconds, 1) * 1000).rounded(.up)))
        #endif
    }
}
