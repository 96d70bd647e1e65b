/// What the demo reacts to, in the demo's own terms: SDL events are converted to
/// these (with their timestamps, in seconds), and headless replay builds them
/// from a script, so both go through the same path.
public enum InputEvent: Sendable, Equatable {
    /// Left button pressed at (x, y), in window coordinates.
    case pointerDown(x: Double, y: Double, time: Double)
    case pointerMove(x: Double, y: Double, time: Double)
    case pointerUp(x: Double, y: Double, time: Double)
    /// The button was released where we could not see it (focus lost, say).
    case pointerLost(time: Double)
    /// Wheel turned by (dx, dy) notches, or by pixels when `precise` (trackpads);
    /// positive dy is away from the user ("up").
    case wheel(dx: Double, dy: Double, precise: Bool, time: Double)
    /// A key, by its SDL key name ("Left", "Tab", "Q", ...).
    case key(name: String, shift: Bool, time: Double)
    case resize(width: Int, height: Int, time: Double)
    case quit

    /// The event's timestamp in seconds, if it has one.
    public var time: Double? {
        switch self {
        case .pointerDown(_, _, let t), .pointerMove(_, _, let t), .pointerUp(_, _, let t),
             .pointerLost(let t), .wheel(_, _, _, let t), .key(_, _, let t), .resize(_, _, let t):
            return t
        case .quit:
            return nil
        }
    }
}
