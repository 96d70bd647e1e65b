import CSDL
import InfiniteScrolling
import ScrollPhysics

/// The pager's input: the pointer through its axis, the wheel a page per burst,
/// and its keys.
extension PagerMode {
    func handle(_ event: InputEvent) {
        if let time = event.time { clock = max(clock, time) }
        if axis.applyHorizontal(event) != nil { return adjust() }
        switch event {
        case .wheel(let dx, let dy, _, _, _, let t):
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { step(direction, time: t) }
        case .key(let key, _, let t):
            switch key {
            case .left, .pageUp: step(-1, time: t)
            case .right, .pageDown: step(1, time: t)
            case .home: goHome(time: t)
            default: break
            }
        default: break
        }
        adjust()
    }

    func step(_ direction: Int, time: Double) {
        axis.scroll(toPage: axis.targetPage + direction, time: time)
    }

    /// Back to page 0: animated within `PagerMode.homeAnimationPages` screens
    /// (the ring makes the pages on the way as it passes them), a jump beyond.
    private func goHome(time: Double) {
        let physicalPageOfZero = 1 - ring.middlePage
        if abs(axis.targetPage - physicalPageOfZero) <= PagerMode.homeAnimationPages {
            axis.scroll(toPage: physicalPageOfZero, time: time)
        } else {
            axis.jump(to: rebuild(aroundPage: 0))
            axis.settle(time: time)
        }
    }
}
