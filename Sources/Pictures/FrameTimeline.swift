/// When each frame of an animation shows: the frames' delays, played through
/// `plays` times (0: for ever), as a function of the time it has played —
/// no state, no steps per frame.
public struct FrameTimeline: Equatable, Sendable {
    /// Each frame's delay, seconds, at least `shortestDelay`'s floor.
    public let delays: [Double]
    /// How many times it plays through: 0 for ever.
    public let plays: Int
    /// When each frame ends within one play, seconds from the play's start.
    private let ends: [Double]

    /// A timeline of frames shown for `delays` seconds each (a frame that asks
    /// for less than `shortestDelay` — or for no time, or a time
    /// that is not a number — is shown for `slowDelay`, as browsers
    /// do), played `plays` times (0 or less: for ever).
    public init(delays: [Double], plays: Int) {
        self.delays = delays.map { $0.isFinite && $0 >= Self.shortestDelay ? min($0, 3600) : Self.slowDelay }
        self.plays = max(0, plays)
        var total = 0.0
        ends = self.delays.map { total += $0; return total }
    }

    /// The shortest delay a frame is shown for, seconds: a GIF or WebP frame
    /// that asks for 10 ms or less is shown for `slowDelay`, as browsers do.
    public static let shortestDelay = 0.011
    /// What a frame that asks for too short a delay is shown for, seconds.
    public static let slowDelay = 0.1

    /// One play's length, seconds.
    public var duration: Double { ends.last ?? 0 }

    /// Whether the animation has stopped `elapsed` seconds in (on its last frame).
    public func hasEnded(at elapsed: Double) -> Bool {
        delays.count < 2 || plays > 0 && elapsed >= duration * Double(plays)
    }

    /// The frame shown `elapsed` seconds after it began to play.
    public func frame(at elapsed: Double) -> Int {
        guard delays.count > 1 else { return 0 }
        if hasEnded(at: elapsed) { return delays.count - 1 }
        let within = position(in: elapsed)
        // The first frame whose end is past `within`.
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > within { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// When (seconds after it began to play) the frame after the one shown at
    /// `elapsed` shows: always later than `elapsed`; nil once it has ended.
    public func nextChange(after elapsed: Double) -> Double? {
        guard !hasEnded(at: elapsed) else { return nil }
        let start = max(0, elapsed)
        let play = (start / duration).rounded(.down)
        let end = play * duration + ends[frame(at: start)]
        // Rounding at a play's edge: the next frame's end instead.
        return end > start ? end : end + delays[(frame(at: start) + 1) % delays.count]
    }

    /// Where `elapsed` falls within its play, seconds.
    private func position(in elapsed: Double) -> Double {
        let start = max(0, elapsed)
        let within = start - (start / duration).rounded(.down) * duration
        return min(max(0, within), duration)
    }
}
