#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Debug builds' warning for frame times and event times from different
/// clocks (a motion advanced to a time long after, or well before, the time of
/// the input that started it): printed once to the standard error.
enum ClockCheck {
    /// A motion advanced more than this after it started looks like another clock, seconds.
    static let longest = 86_400.0
    /// A motion advanced more than this before it started looks like another clock, seconds.
    static let earliest = 1.0

    /// Whether advancing a motion that started at `start` to `time` looks like two clocks.
    static func looksMixed(start: Double, time: Double) -> Bool {
        time.isFinite && start.isFinite && (time - start > longest || start - time > earliest)
    }

    #if DEBUG
    nonisolated(unsafe) private static var warned = false

    /// Warns once when `looksMixed(start:time:)`.
    static func check(start: Double, time: Double) {
        guard !warned, looksMixed(start: start, time: time) else { return }
        warned = true
        let text = "ScrollPhysics: a motion that started at \(start) s was advanced to \(time) s: are the frame times and "
            + "the event times on one clock? (SDLClock.now() and SDLClock.time(of:) are; printed once, in debug builds)\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
    #else
    @inline(__always) static func check(start: Double, time: Double) {}
    #endif
}
