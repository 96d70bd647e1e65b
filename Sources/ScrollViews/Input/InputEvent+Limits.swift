extension InputEvent {
    /// The event with every number inside `limits`: a time that is finite and
    /// not before `earliest` (event times only go forwards), coordinates and
    /// wheel deltas clamped (not finite: 0), clicks 1–3, a pinch's spread
    /// 0.001–1000, window sides within `limits.windowSide`.
    public func limited(notBefore earliest: Double, to limits: InputLimits = InputLimits()) -> InputEvent {
        func time(_ t: Double) -> Double { t.isFinite ? max(t, earliest) : earliest }
        func clamp(_ value: Double, _ limit: Double) -> Double { value.isFinite ? min(max(value, -limit), limit) : 0 }
        func side(_ value: Int) -> Int { min(max(value, limits.windowSide.lowerBound), limits.windowSide.upperBound) }
        func clicks(_ n: Int) -> Int { min(max(n, 1), 3) }
        let c = limits.coordinate
        switch self {
        case .pointer(.down(let x, let y, let n, let t)):
            return .pointer(.down(x: clamp(x, c), y: clamp(y, c), clicks: clicks(n), time: time(t)))
        case .pointer(.move(let x, let y, let t)): return .pointer(.move(x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pointer(.up(let x, let y, let n, let t)):
            return .pointer(.up(x: clamp(x, c), y: clamp(y, c), clicks: clicks(n), time: time(t)))
        case .pointer(.lost(let t)): return .pointer(.lost(time: time(t)))
        case .pointer(.hover(let x, let y, let t)):
            guard let x, let y else { return .pointer(.hover(x: nil, y: nil, time: time(t))) }
            return .pointer(.hover(x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pointer(.wheel(var wheel)):
            let limit = wheel.source.isPixels ? limits.wheelPixels : limits.wheelNotches
            (wheel.dx, wheel.dy) = (clamp(wheel.dx, limit), clamp(wheel.dy, limit))
            (wheel.x, wheel.y, wheel.time) = (clamp(wheel.x, c), clamp(wheel.y, c), time(wheel.time))
            return .pointer(.wheel(wheel))
        case .finger(let f):
            return .finger(TouchEvent(f.phase, finger: f.finger, x: clamp(f.x, c), y: clamp(f.y, c), time: time(f.time)))
        case .pinch(.began(let x, let y, let t)): return .pinch(.began(x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pinch(.changed(let spread, let x, let y, let t)):
            let s = spread.isFinite ? min(max(spread, 1e-3), 1e3) : 1
            return .pinch(.changed(spread: s, x: clamp(x, c), y: clamp(y, c), time: time(t)))
        case .pinch(.ended(let t)): return .pinch(.ended(time: time(t)))
        case .key(var key):
            key.time = time(key.time)
            return .key(key)
        case .window(.resized(let w, let h), let t): return .window(.resized(width: side(w), height: side(h)), time: time(t))
        case .window(let change, let t): return .window(change, time: time(t))
        case .quit: return .quit
        }
    }
}
