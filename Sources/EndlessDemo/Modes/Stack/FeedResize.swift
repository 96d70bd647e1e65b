import ScrollPhysics

/// A child of the feed changing its height over time: list A growing or
/// shrinking to a new row count (+ and −), the banner folding away or back (B).
/// While it runs, the child's shown height stands for its content height in
/// the layout, and what follows the child moves with it.
struct FeedResize {
    /// What the change leaves when it ends.
    enum Outcome: Equatable {
        /// The list with this many rows.
        case rows(Int)
        /// The child hidden (true: it takes no room at all) or shown.
        case hidden(Bool)
    }

    /// The shown height over time.
    let motion: EasedMotion
    /// When it began.
    let start: Double
    /// What it leaves at the end.
    let outcome: Outcome
    /// The height shown at the last step.
    var shown: Double

    /// A change from height `from` to `to` starting at `start`, leaving `outcome`.
    init(from: Double, to: Double, start: Double, outcome: Outcome) {
        motion = EasedMotion(from: from, to: to, duration: StackMode.resizeDuration)
        self.start = start
        self.outcome = outcome
        shown = from
    }

    /// The shown height at `time`.
    func height(at time: Double) -> Double { motion.position(at: time - start) }

    /// Whether it has ended by `time`.
    func isDone(at time: Double) -> Bool { motion.isDone(at: time - start) }
}
