import CSDL
import InfiniteScrolling
import ScrollPhysics

/// The carousel's input: the pointer (a click reports its picture) and its keys.
extension AutoplayMode {
    func handle(_ event: InputEvent) {
        if let release = carousel.applyHorizontal(event) {
            if release == .tap, case .pointerUp(let x, _, _, _) = event, let item = carousel.pager.item(atViewportX: x) {
                lastClick = item
                logLines.append(LogLine([("mode", .text(name)), ("click", .int(item))]))
            }
            return
        }
        switch event {
        case .key(let key, _, let t):
            switch key {
            case .space: carousel.toggle(at: t)
            case .left, .pageUp: carousel.step(-1, time: t)
            case .right, .pageDown: carousel.step(1, time: t)
            case .home: carousel.goToFirstItem(time: t)
            default: break
            }
        default: break
        }
    }
}
