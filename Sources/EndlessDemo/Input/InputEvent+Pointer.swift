import ScrollPhysics
import ScrollViews

extension InputEvent {
    /// The pointer or wheel event as the library's scroll views take it (a
    /// wheel whose pointer position is not known, at `fallback`); nil for keys,
    /// resizes and quitting.
    func pointerEvent(wheelAt fallback: PanZoom.Point) -> PointerEvent? {
        switch self {
        case .pointerDown(let x, let y, let clicks, let t): return .down(x: x, y: y, clicks: clicks, time: t)
        case .pointerMove(let x, let y, let t): return .move(x: x, y: y, time: t)
        case .pointerUp(let x, let y, let clicks, let t): return .up(x: x, y: y, clicks: clicks, time: t)
        case .pointerLost(let t): return .lost(time: t)
        case .hover(let pointer, let t): return .hover(x: pointer?.x, y: pointer?.y, time: t)
        case .wheel(let dx, let dy, let source, let modifiers, let pointer, let t):
            let at = pointer ?? fallback
            return .wheel(dx: dx, dy: dy, source: source, shift: modifiers.contains(.shift),
                          ctrl: modifiers.contains(.ctrl), x: at.x, y: at.y, time: t)
        case .key, .resize, .quit, .finger, .pinch:
            return nil
        }
    }
}
