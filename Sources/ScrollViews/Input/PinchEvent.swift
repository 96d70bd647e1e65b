/// Two fingers pinching and panning, as `TouchGesture` reports them: window px
/// and seconds.
public enum PinchEvent: Sendable, Equatable {
    /// A second finger came down; the fingers' centroid is at (`x`, `y`).
    case began(x: Double, y: Double, time: Double)
    /// The fingers are `spread` times as far apart as when the pinch began,
    /// their centroid at (`x`, `y`).
    case changed(spread: Double, x: Double, y: Double, time: Double)
    /// A finger lifted (or the system took them): the pinch is over.
    case ended(time: Double)

    /// The event's time, s.
    public var time: Double {
        switch self {
        case .began(_, _, let t), .changed(_, _, _, let t), .ended(let t): return t
        }
    }
}
