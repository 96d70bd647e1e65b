import ScrollPhysics

/// A scripted pointer gesture, shared by the test suites of every module:
/// positions along one axis at event timestamps (seconds).
public struct Gesture: Sendable {
    public var down: (t: Double, x: Double)
    public var moves: [(t: Double, x: Double)]
    public var up: Double

    public init(down: (t: Double, x: Double), moves: [(t: Double, x: Double)], up: Double) {
        self.down = down
        self.moves = moves
        self.up = up
    }

    /// A straight drag from `from` by `distance` px over `duration` s, sampled
    /// every 8 ms (at least once), released `releaseDelay` s after the last move.
    public static func drag(at start: Double, from: Double, distance: Double, duration: Double,
                            releaseDelay: Double = 0.004) -> Gesture {
        let steps = max(1, Int((duration / 0.008).rounded()))
        let moves = (1...steps).map { i in
            (t: start + Double(i) * duration / Double(steps), x: from + distance * Double(i) / Double(steps))
        }
        return Gesture(down: (start, from), moves: moves, up: start + duration + releaseDelay)
    }

    /// The gesture's events in time order, each applying itself to a `D`.
    public func events<D: PointerDriven>(on type: D.Type) -> [(t: Double, apply: (inout D) -> Void)] {
        var list: [(t: Double, apply: (inout D) -> Void)] = []
        let down = self.down
        list.append((down.t, { $0.press(pointer: down.x, time: down.t) }))
        for move in moves { list.append((move.t, { $0.move(pointer: move.x, time: move.t) })) }
        let up = self.up
        list.append((up, { $0.release(time: up) }))
        return list
    }

    /// The events on a scroll axis.
    public var events: [(t: Double, apply: (inout ScrollAxis) -> Void)] { events(on: ScrollAxis.self) }

    /// Applies the whole gesture to `driven` at once.
    public func apply<D: PointerDriven>(to driven: inout D) {
        for event in events(on: D.self) { event.apply(&driven) }
    }
}
