/// The last step input takes before it reaches views, the same for a window's
/// events and a replayed script's: every number brought within `limits`, times
/// made to go forwards only, and a touchscreen's fingers made pointer and pinch
/// events (`TouchGesture`). What comes out is what views are given.
public struct InputStage: Sendable {
    /// The ranges numbers are clamped to.
    public var limits: InputLimits
    /// The latest time seen: no event comes out earlier.
    public private(set) var time: Double
    private var touch = TouchGesture()

    /// A stage whose first event may come at `start` or later.
    public init(start: Double = 0, limits: InputLimits = InputLimits()) {
        self.limits = limits
        time = start.isFinite ? start : 0
    }

    /// The events `event` becomes, in order: none, one, or (for a finger) the
    /// pointer or pinch events it makes.
    public mutating func pass(_ event: InputEvent) -> [InputEvent] {
        let event = event.limited(notBefore: time, to: limits)
        if let t = event.time { time = t }
        guard case .finger(let finger) = event else { return [event] }
        return touch.handle(finger).map {
            switch $0 {
            case .pointer(let pointer): .pointer(pointer)
            case .pinch(let pinch): .pinch(pinch)
            }
        }
    }

    /// Moves the stage's clock on to `time` (a frame's), when later.
    public mutating func advance(to time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }
}
