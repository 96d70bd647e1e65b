import InfiniteScrolling
import ScrollPhysics


extension PointerDriven {
    /// Feeds a pointer event along x (horizontal modes). Returns nil for events
    /// that are not the pointer's, the release's result for an up, else `.ignored`.
    mutating func applyHorizontal(_ event: InputEvent) -> ScrollAxis.Release? {
        apply(event, along: { x, _ in x })
    }

    /// Feeds a pointer event along y (vertical modes).
    mutating func applyVertical(_ event: InputEvent) -> ScrollAxis.Release? {
        apply(event, along: { _, y in y })
    }

    private mutating func apply(_ event: InputEvent, along coordinate: (Double, Double) -> Double)
        -> ScrollAxis.Release? {
        switch event {
        case .pointerDown(let x, let y, _, let t): press(pointer: coordinate(x, y), time: t)
        case .pointerMove(let x, let y, let t): move(pointer: coordinate(x, y), time: t)
        case .pointerUp(_, _, _, let t): return release(time: t)
        case .pointerLost(let t): cancel(time: t)
        default: return nil
        }
        return .ignored
    }
}
