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

    /// "below ↓" or "above ↑": where feed y `y` lies from a view of `offset` … `offset + height`.
    static func direction(ofFeedY y: Double, offset: Double, height: Double) -> String {
        y < offset ? "above ↑" : "below ↓"
    }
}
