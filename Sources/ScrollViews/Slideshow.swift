/// A slideshow's clock: the next picture every `interval` seconds from the
/// time it starts, as a program asks at each frame (`turns(at:)`) and sleeps
/// until `nextTurn` in between. Stopping it is the program's (a key, for a viewer).
public struct Slideshow: Equatable, Sendable {
    /// Seconds a picture stays.
    public let interval: Double
    /// When the next picture comes.
    public private(set) var nextTurn: Double

    /// The seconds a picture may stay: half a second to a day.
    public static let intervals = 0.5...86_400.0
    /// Seconds a picture stays unless asked otherwise (nsxiv's and eog's).
    public static let standardInterval = 5.0

    /// A slideshow started at `time`, a picture every `interval` seconds (held
    /// to `intervals`; `standardInterval` for a value that is not a number).
    public init(interval: Double = Slideshow.standardInterval, time: Double) {
        self.interval = interval.isNaN ? Slideshow.standardInterval
            : min(max(interval, Slideshow.intervals.lowerBound), Slideshow.intervals.upperBound)
        nextTurn = (time.isFinite ? time : 0) + self.interval
    }

    /// Whether the next picture is due at `time`; if so, the one after it is due an interval later.
    public mutating func turns(at time: Double) -> Bool {
        guard time >= nextTurn else { return false }
        nextTurn = max(nextTurn + interval, time)
        return true
    }
}
