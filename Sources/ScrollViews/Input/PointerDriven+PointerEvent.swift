import ScrollPhysics

extension PointerDriven {
    /// Feeds the pointer's part of `event` along `orientation` (x for
    /// horizontal, y for vertical) to the model: a press, a move, a release or
    /// a lost button. Returns the release's result for an up, `.ignored` for
    /// the rest of the pointer's events, and nil for hovering and the wheel,
    /// which the model does not take.
    @discardableResult
    public mutating func follow(_ event: PointerEvent, along orientation: ScrollView.Orientation) -> ScrollAxis.Release? {
        func along(_ x: Double, _ y: Double) -> Double { orientation == .horizontal ? x : y }
        switch event {
        case .down(let x, let y, _, let t): press(pointer: along(x, y), time: t)
        case .move(let x, let y, let t): move(pointer: along(x, y), time: t)
        case .up(_, _, _, let t): return release(time: t)
        case .lost(let t): cancel(time: t)
        case .hover, .wheel: return nil
        }
        return .ignored
    }
}
