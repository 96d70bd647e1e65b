/// Maps the X server's event times — milliseconds since the server started,
/// wrapping at 2^32 — onto the clock of SDL's event timestamps (`SDLClock`).
///
/// SDL2 stamps an event with the time it read it, once a frame, so a fast
/// mouse's samples arrive in batches sharing one time; the server stamps each
/// with the time it happened. The mapping keeps the smallest difference seen
/// between the two clocks (the quickest delivery), lets it grow slowly when no
/// delivery is that quick any more (the clocks drift apart), and starts again
/// when the server's clock jumps (a new server, or a wrong guess).
public struct ServerTimeMapping: Sendable, Equatable {
    /// How fast the difference may grow without a quicker delivery, seconds per second.
    public static let drift = 0.001
    /// A delivery this much slower than the quickest means the server's clock jumped, seconds.
    public static let jump = 1.0

    /// SDL time minus server time, seconds (nil before the first event).
    public private(set) var offset: Double?
    /// The server's time of the last event, unwrapped, seconds.
    private var lastServer = 0.0
    private var lastWrapped: UInt32 = 0
    private var lastSDL = 0.0

    /// No events seen yet.
    public init() {}

    /// An event the server stamped `server` ms and SDL stamped `sdlTime`
    /// seconds: its time on SDL's clock, never later than `sdlTime`.
    public mutating func time(ofServer server: UInt32, sdlTime: Double) -> Double {
        guard sdlTime.isFinite else { return sdlTime }
        let seconds: Double
        if offset == nil {
            seconds = Double(server) / 1000
        } else {
            // Unwrapped: the difference from the last time, as a signed 32-bit step.
            seconds = lastServer + Double(Int32(bitPattern: server &- lastWrapped)) / 1000
        }
        let sample = sdlTime - seconds
        if let current = offset {
            let grown = current + max(0, sdlTime - lastSDL) * ServerTimeMapping.drift
            offset = sample < current || sample - current > ServerTimeMapping.jump ? sample : min(grown, sample)
        } else {
            offset = sample
        }
        lastServer = seconds
        lastWrapped = server
        lastSDL = sdlTime
        return min(seconds + (offset ?? sample), sdlTime)
    }
}
