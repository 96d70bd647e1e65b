import ScrollViews
import InfiniteScrolling
import ScrollPhysics

/// The carousel's input: the pointer (a click reports its picture) and its keys.
extension AutoplayMode {
    func handle(_ event: InputEvent) {
        if case .pointer(let pointer) = event, let release = carousel.follow(pointer, along: .horizontal) {
            guard release == .tap, case .up(let x, let y, _, let t) = pointer else { return }
            if let item = dots.page(atX: x, y: y) {
                carousel.goToItem(item, time: t)
            } else if let item = carousel.pager.item(atViewportPosition: x) {
                lastClick = item
                clickedAt = t
                logLines.append(LogLine([("mode", .text(name)), ("click", .int(item))]))
            }
            return
        }
        switch event {
        case .key(let press):
            if press.key == .space { carousel.toggle(at: press.time) } else { handlePagedKey(press.key, time: press.time) }
        default: break
        }
    }

    /// Over the pictures the carousel pauses (and says so); off them, or out
    /// of the window, it runs again after a full interval.
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool {
        let over = pointer.map { $0.y >= pageTop && $0.y < pageTop + pageHeight } ?? false
        guard over != carousel.timer.isHovered else { return false }
        carousel.hover(over, at: time)
        return true
    }
}

extension AutoplayMode: PagedKeys {
    func step(_ direction: Int, time: Double) { carousel.step(direction, time: time) }
    func goHome(time: Double) { carousel.goToFirstItem(time: time) }
}
