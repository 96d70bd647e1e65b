import ScrollPhysics

extension ScrollAxis {
    /// Feeds a pointer event to the axis along x (the horizontal modes).
    /// Returns false for events that are not the pointer's.
    mutating func applyHorizontal(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let x, _, let t): press(pointer: x, time: t)
        case .pointerMove(let x, _, let t): move(pointer: x, time: t)
        case .pointerUp(_, _, let t): release(time: t)
        case .pointerLost(let t): cancel(time: t)
        default: return false
        }
        return true
    }
}
