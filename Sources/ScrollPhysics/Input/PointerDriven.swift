/// Anything a pointer drives along one axis: the scroll axis itself, and the
/// models built on it (a looping pager, a carousel). Input layers and test
/// gestures drive any of them the same way.
public protocol PointerDriven {
    mutating func press(pointer: Double, time: Double)
    mutating func move(pointer: Double, time: Double)
    @discardableResult
    mutating func release(time: Double) -> ScrollAxis.Release
    mutating func cancel(time: Double)
}

extension ScrollAxis: PointerDriven {}
