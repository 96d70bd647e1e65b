/// The pager's slideshow (S or F5, or `--slideshow SECONDS`): the next
/// picture every `interval` seconds until a key stops it.
struct Slideshow: Equatable {
    /// Seconds a picture stays.
    let interval: Double
    /// When the next picture comes.
    private(set) var nextTurn: Double

    /// The seconds a picture may stay: half a second to a day.
    static let intervals = 0.5...86_400.0
    /// Seconds a picture stays unless asked otherwise (nsxiv's and eog's).
    static let standardInterval = 5.0

    /// A slideshow started at `time`, a picture every `interval` seconds (held to `intervals`).
    init(interval: Double, time: Double) {
        self.interval = interval.isFinite ? min(max(interval, Slideshow.intervals.lowerBound), Slideshow.intervals.upperBound)
            : Slideshow.standardInterval
        nextTurn = time + self.interval
    }

    /// Whether the next picture is due at `time`; if so, the one after it is due an interval later.
    mutating func turns(at time: Double) -> Bool {
        guard time >= nextTurn else { return false }
        nextTurn = max(nextTurn + interval, time)
        return true
    }
}
