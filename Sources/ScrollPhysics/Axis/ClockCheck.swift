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
/// the input that started it): printed to the standard error once an axis.
enum ClockCheck {
    /// A motion advanced more than this after it started looks like another clock, seconds.
    static let longest = 86_400.0
    /// A motion advanced more than this before it started looks like another clock, seconds.
    static let earliest = 1.0

    /// Whether advancing a motion that started at `start` to `time` looks like two clocks.
    static func looksMixed(start: Double, time: Double) -> Bool {
        time.isFinite && start.isFinite && (time - start > longest || start - time > earliest)
    }

    /// Warns when `looksMixed(start:time:)`, in debug builds, unless `warned`
    /// (each axis warns once: the flag is its own, no state is shared); returns
    /// whether it warned.
    @discardableResult
    static func check(start: Double, time: Double, warned: inout Bool) -> Bool {
        #if DEBUG
        guard !warned, looksMixed(start: start, time: time) else { return false }
        warned = true
        let text = "ScrollPhysics: a motion that started at \(start) s was advanced to \(time) s: are the frame times and "
            + "the event times on one clock? (SDLClock.now() and SDLClock.time(of:) are; printed once an axis, in debug builds)\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        return true
        #else
        return false
        #endif
    }
}
