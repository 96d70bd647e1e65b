/// A finger on a touchscreen, in window px and seconds on `SDLClock`'s clock
/// (or any one clock): what `TouchGesture` makes pointer and pinch events of.
public struct TouchEvent: Sendable, Equatable {
    /// What the finger did.
    public enum Phase: Sendable, Equatable, CaseIterable {
        /// It touched the screen.
        case down
        /// It moved on the screen.
        case move
        /// It lifted.
        case up
        /// The system took it away (no tap, no fling).
        case cancel
    }

    /// What the finger did.
    public var phase: Phase
    /// Which finger: the same number from its down to its up.
    public var finger: Int
    /// Where it is, window px.
    public var x: Double
    /// Where it is, window px.
    public var y: Double
    /// When, s.
    public var time: Double

    /// Finger `finger` did `phase` at (`x`, `y`) at `time`.
    public init(_ phase: Phase, finger: Int, x: Double, y: Double, time: Double) {
        (self.phase, self.finger, self.x, self.y, self.time) = (phase, finger, x, y, time)
    }
}
