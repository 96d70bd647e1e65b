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
        guard case .key(let press) = event else { return }
        // Space stops and starts it; the other keys as a pager takes them (KeyCommand).
        if press.key == .space { return carousel.toggle(at: press.time) }
        switch KeyCommand(press, orientation: .horizontal) {
        case .line(let d)?, .page(let d)?: carousel.step(d.signum(), time: press.time)
        case .start?: carousel.goToFirstItem(time: press.time)
        case .end?: carousel.goToItem(carousel.pager.loop.itemCount - 1, time: press.time)
        case nil: break
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

