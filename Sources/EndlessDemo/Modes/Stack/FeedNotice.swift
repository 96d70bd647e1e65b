/// A short line over the feed's bottom edge saying what a key changed out of
/// view (B folds the banner, + and − change list A's rows, and neither may be
/// on the screen), and which way it lies: the change is seen to happen.
struct FeedNotice: Equatable {
    /// What changed and where, "Banner folded away · below ↓".
    let text: String
    /// When it was given, s.
    let since: Double

    /// How long a notice stays, seconds.
    static let duration = 1.8

    /// When it goes.
    var end: Double { since + FeedNotice.duration }

    /// Whether it is shown at `time`.
    func isShown(at time: Double) -> Bool { time >= since && time < end }

    /// "above ↑" or "below ↓": where feed y `y`, out of view, lies from a view whose top is at `offset`.
    static func direction(ofFeedY y: Double, offset: Double) -> String {
        y < offset ? "above ↑" : "below ↓"
    }
}
