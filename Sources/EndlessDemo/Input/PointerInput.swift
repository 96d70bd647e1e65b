import InfiniteScrolling
import ScrollPhysics

/// Anything a pointer drives along one axis: the scroll axis itself, and the
/// models built on it.
protocol PointerDriven {
    mutating func press(pointer: Double, time: Double)
    mutating func move(pointer: Double, time: Double)
    mutating func release(time: Double) -> ScrollAxis.Release
    mutating func cancel(time: Double)
}

extension ScrollAxis: PointerDriven {}
extension LoopingPager: PointerDriven {}
extension AutoplayCarousel: PointerDriven {}

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
        case .pointerDown(let x, let y, let t): press(pointer: coordinate(x, y), time: t)
        case .pointerMove(let x, let y, let t): move(pointer: coordinate(x, y), time: t)
        case .pointerUp(_, _, let t): return release(time: t)
        case .pointerLost(let t): cancel(time: t)
        default: return nil
        }
        return .ignored
    }
}
