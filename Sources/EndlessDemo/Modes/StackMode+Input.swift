import CSDL
import InfiniteScrolling
import ScrollPhysics

/// The stack's input: the pointer through its axis, the wheel, its keys, and the
/// changes the keys make (rows of list A, the banner).
extension StackMode {
    func handle(_ event: InputEvent) {
        if axis.applyVertical(event) != nil { return relayout() }
        switch event {
        case .wheel(_, let dy, let precise, let t):
            if precise { axis.scrollImmediately(by: -dy, time: t) } else { axis.scroll(by: -dy * 120, time: t) }
        case .key(let key, _, let t):
            switch key {
            case .up: axis.scroll(by: -120, time: t)
            case .down: axis.scroll(by: 120, time: t)
            case .pageUp: axis.scroll(by: -(height - 80), time: t)
            case .pageDown: axis.scroll(by: height - 80, time: t)
            case .home: axis.scroll(by: -axis.restingOffset, time: t)
            case .end: axis.scroll(by: layout.contentHeight - height - axis.restingOffset, time: t)
            case .plus: changeRows(by: StackMode.rowsStep, time: t)
            case .minus: changeRows(by: -StackMode.rowsStep, time: t)
            case .b: toggleBanner(time: t)
            default: break
            }
        default: break
        }
        relayout()
    }

    /// Starts list A growing or shrinking to `delta` more rows.
    private func changeRows(by delta: Int, time: Double) {
        guard case .list(let current, let rowHeight) = container.children[StackMode.listA].content else { return }
        let target = max(0, (growth?.rows ?? current) + delta)
        let from = shownHeightA
        // While it animates, the list keeps the larger count so no row vanishes early.
        container.children[StackMode.listA].content = .list(rowCount: max(current, target), rowHeight: rowHeight)
        growth = (EasedMotion(from: from, to: Double(target) * rowHeight, duration: StackMode.resizeDuration),
                  time, target)
    }

    private func toggleBanner(time: Double) {
        let before = container.top(ofChild: StackMode.listB, heights: heights)
        container.children[StackMode.banner].isHidden.toggle()
        let after = container.top(ofChild: StackMode.listB, heights: heights)
        // Below the banner, what is on screen stays where it is.
        if axis.offset >= before - container.spacing { axis.shift(by: after - before) }
        updateBounds(time: time)
    }
}
