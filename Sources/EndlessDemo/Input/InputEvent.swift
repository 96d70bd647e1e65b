import ScrollPhysics
import ScrollViews

/// What the demo reacts to, in the demo's own terms: SDL events are converted to
/// these (with their timestamps, in seconds), and headless replay builds them
/// from a script, so both go through the same path.
public enum InputEvent: Sendable, Equatable {
    /// Left button pressed at (x, y), in window coordinates; `clicks` 2 is the
    /// second press of a double-click.
    case pointerDown(x: Double, y: Double, clicks: Int = 1, time: Double)
    case pointerMove(x: Double, y: Double, time: Double)
    /// Left button released; `clicks` 2 ends a double-click.
    case pointerUp(x: Double, y: Double, clicks: Int = 1, time: Double)
    /// The button was released where we could not see it (focus lost, say).
    case pointerLost(time: Double)
    /// The pointer moved with no button down, to `pointer` (window coordinates),
    /// or left the window (nil).
    case hover(pointer: PanZoom.Point?, time: Double)
    /// Wheel turned by (dx, dy), notches or px as `source` says; positive dy
    /// is away from the user ("up"); with the modifier keys held, and the
    /// pointer at `pointer` (window coordinates) when known.
    case wheel(dx: Double, dy: Double, source: WheelSource, modifiers: Modifiers = [], pointer: PanZoom.Point? = nil, time: Double)
    /// A touchscreen's finger (window px); the core makes pointer and pinch
    /// events of the fingers (`TouchGesture`).
    case finger(TouchEvent)
    /// Two fingers pinching and panning, from the core's `TouchGesture`.
    case pinch(PinchEvent)
    /// A key the demo uses, with Shift held or not.
    case key(Key, shift: Bool, time: Double)
    case resize(width: Int, height: Int, time: Double)
    case quit

    /// The event's timestamp in seconds, if it has one.
    public var time: Double? {
        switch self {
        case .pointerDown(_, _, _, let t), .pointerMove(_, _, let t), .pointerUp(_, _, _, let t),
             .pointerLost(let t), .hover(_, let t), .wheel(_, _, _, _, _, let t), .key(_, _, let t), .resize(_, _, let t):
            return t
        case .finger(let touch): return touch.time
        case .pinch(let pinch): return pinch.time
        case .quit:
            return nil
        }
    }
}

/// Modifier keys held with a wheel turn.
public struct Modifiers: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let ctrl = Modifiers(rawValue: 2)
}

extension InputEvent {
    /// The event with every number inside the demo's limits, as the core takes
    /// it: a time that is finite and not before `earliest` (event times only go
    /// forwards), coordinates and wheel deltas clamped to `Limits`, a size within
    /// `Limits.displaySide`. Scripts are checked more strictly where they are read.
    func sanitized(notBefore earliest: Double) -> InputEvent {
        func time(_ t: Double) -> Double { t.isFinite ? max(t, earliest) : earliest }
        func clamp(_ value: Double, _ limit: Double) -> Double { value.isFinite ? min(max(value, -limit), limit) : 0 }
        func side(_ value: Int) -> Int { min(max(value, Limits.displaySide.lowerBound), Limits.displaySide.upperBound) }
        let c = Limits.coordinate
        switch self {
        case .pointerDown(let x, let y, let n, let t):
            return .pointerDown(x: clamp(x, c), y: clamp(y, c), clicks: min(max(n, 1), 3), time: time(t))
        case .pointerMove(let x, let y, let t): return .pointerMove(x: clamp(x, c), y: clamp(y, c), time: time(t))
        case .pointerUp(let x, let y, let n, let t):
            return .pointerUp(x: clamp(x, c), y: clamp(y, c), clicks: min(max(n, 1), 3), time: time(t))
        case .pointerLost(let t): return .pointerLost(time: time(t))
        case .hover(let pointer, let t):
            return .hover(pointer: pointer.map { PanZoom.Point(x: clamp($0.x, c), y: clamp($0.y, c)) }, time: time(t))
        case .wheel(let dx, let dy, let source, let modifiers, let pointer, let t):
            let limit = source.isPixels ? Limits.wheelPixels : Limits.wheelNotches
            return .wheel(dx: clamp(dx, limit), dy: clamp(dy, limit), source: source, modifiers: modifiers,
                          pointer: pointer.map { PanZoom.Point(x: clamp($0.x, c), y: clamp($0.y, c)) }, time: time(t))
        case .finger(let f):
            return .finger(TouchEvent(f.phase, finger: f.finger, x: clamp(f.x, c), y: clamp(f.y, c), time: time(f.time)))
        case .pinch(.began(let x, let y, let t)): return .pinch(.began(x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pinch(.changed(let spread, let x, let y, let t)):
            let s = spread.isFinite ? min(max(spread, 1e-3), 1e3) : 1
            return .pinch(.changed(spread: s, x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pinch(.ended(let t)): return .pinch(.ended(time: time(t)))
        case .key(let key, let shift, let t): return .key(key, shift: shift, time: time(t))
        case .resize(let w, let h, let t): return .resize(width: side(w), height: side(h), time: time(t))
        case .quit: return .quit
        }
    }
}
