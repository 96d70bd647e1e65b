import ScrollViews

/// Pointer gestures as events, and frames at 60 Hz, for any view's handle/advance.
struct ViewDriver {
    var t = 0.0

    /// A drag from (x, y) by (dx, dy) in `steps` moves `interval` s apart, held
    /// `hold` s before the release.
    mutating func drag(from x: Double, _ y: Double, by dx: Double, _ dy: Double, steps: Int = 10,
                       interval: Double = 0.016, hold: Double = 0, into handle: (PointerEvent) -> Void) {
        handle(.down(x: x, y: y, clicks: 1, time: t))
        for i in 1...steps {
            t += interval
            handle(.move(x: x + dx * Double(i) / Double(steps), y: y + dy * Double(i) / Double(steps), time: t))
        }
        t += hold
        handle(.up(x: x + dx, y: y + dy, clicks: 1, time: t))
    }

    /// A click at (x, y).
    mutating func click(_ x: Double, _ y: Double, into handle: (PointerEvent) -> Void) {
        handle(.down(x: x, y: y, clicks: 1, time: t))
        t += 0.05
        handle(.up(x: x, y: y, clicks: 1, time: t))
    }

    /// Frames until `nextFrame` says nothing more will change (at most 20 s).
    mutating func settle(advance: (Double) -> Void, nextFrame: (Double) -> Double?) {
        var frames = 0
        while let due = nextFrame(t), frames < 1200 {
            t = max(t + 1.0 / 60, due)
            advance(t)
            frames += 1
        }
    }
}
