/// Anything a pointer drives along one axis: the scroll axis itself, and the
/// models built on it (a looping pager, a carousel). Input layers and test
/// gestures drive any of them the same way.
public protocol PointerDriven {
    /// The pointer went down at `pointer` (px along the axis) at `time`: motion
    /// under way stops, as a finger on a moving list stops it.
    mutating func press(pointer: Double, time: Double)
    /// The pointer, still down, is at `pointer` at `time`: the content follows it.
    mutating func move(pointer: Double, time: Double)
    /// The pointer went up at `time`: what follows (a fling, a settle, a tap, a
    /// stop) from the speed it had.
    @discardableResult
    mutating func release(time: Double) -> ScrollAxis.Release
    /// The gesture ended without a release of its own (another took it, the
    /// button went up unseen) at `time`: no fling, the content settles where it is.
    mutating func cancel(time: Double)
}

extension ScrollAxis: PointerDriven {}
