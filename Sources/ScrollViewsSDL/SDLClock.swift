/// Seconds on the clock of SDL's event timestamps (`SDL_GetTicks64`), with the
/// resolution of SDL's performance counter: frame times that can be compared with
/// the times of the events that drove them, which is what the physics needs
/// (a fling is measured from event times and advanced with frame times).
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

    /// The time of `event`, seconds on the same clock.
    public static func time(of event: SDL_Event) -> Double { Double(event.common.timestamp) / 1000 }
}
