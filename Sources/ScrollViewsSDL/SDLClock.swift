/// Seconds on the clock of SDL's event timestamps (`SDL_GetTicks64`), with the
/// resolution of SDL's performance counter: frame times that can be compared with
/// the times of the events that drove them, which is what the physics needs
/// (a fling is measured from event times and advanced with frame times).
///
/// Give the views frame times from `now()` and event times from `time(of:)`
/// (or the library's own conversions, which use it): both are on this clock.
/// Times from another clock (a game's own, `SDL_GetTicks`) must not be mixed
/// with them: a fling measured on one and advanced on the other jumps or stops.
public struct SDLClock: Sendable {
    private let ticksBase: Double
    private let counterBase: UInt64
    private let frequency: Double

    /// A clock from now on (call after `SDL_Init`).
    public init() {
        counterBase = SDL_GetPerformanceCounter()
        ticksBase = Double(SDL_GetTicks64()) / 1000
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    /// The time now, seconds.
    public func now() -> Double {
        ticksBase + Double(SDL_GetPerformanceCounter() &- counterBase) / frequency
    }

    /// The time of `event`, seconds on the same clock. SDL2 stamps events in
    /// milliseconds that wrap every 2³² ms (49.7 days); the stamp is unwrapped
    /// against the 64-bit tick count, so a program running for months keeps
    /// its flings.
    public static func time(of event: SDL_Event) -> Double {
        time(ofTimestamp: event.common.timestamp, ticks: SDL_GetTicks64())
    }

    /// The time of an event SDL stamped `timestamp` (milliseconds, the low 32
    /// bits of the tick count), seconds, when the 64-bit tick count is `ticks`
    /// ms: the latest time at or before `ticks` (plus a second's grace for a
    /// stamp read a little ahead) whose low 32 bits are `timestamp`.
    public static func time(ofTimestamp timestamp: UInt32, ticks: UInt64) -> Double {
        let grace: UInt64 = 1000
        let high = (ticks &+ grace) & ~UInt64(UInt32.max)
        var unwrapped = high | UInt64(timestamp)
        if unwrapped > ticks &+ grace, unwrapped >= 1 << 32 { unwrapped -= 1 << 32 }
        return Double(unwrapped) / 1000
    }
}
