import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// The feed's layout: the container at the feed's offset, the children changing
/// height, the bounds, the cells of the rows in view.
extension StackMode {
    func updateBounds(time: Double) {
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        let bounds = 0...max(0, layout.contentHeight - height + StackMode.bottomInset)
        guard nested.outer.axis.configuration.bounds != bounds else { return }
        nested.outer.axis.configuration.bounds = bounds
        if axis.state == .idle, !bounds.contains(axis.offset) { nested.outer.axis.settle(time: time) }
    }

    /// The feed's layout step: frames, list offsets, cells for the visible rows,
    /// the strip's recentering and tiles, the cards' pictures.
    func relayout() {
        // The rows and the box lie where the container puts them (a resize above moves them).
        nested.place(child: StackMode.carouselChild, contentY: changes.top(of: FeedChild.carousel),
                     height: container[FeedChild.carousel].contentHeight)
        nested.place(child: StackMode.stripChild, contentY: changes.top(of: FeedChild.stripRow),
                     height: container[FeedChild.stripRow].contentHeight)
        nested.place(box: StackMode.theBox, contentY: changes.top(of: FeedChild.box))
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        for placement in layout.placements where cells[placement.id] != nil && placement.id != .box {
            cells[placement.id]?.show(rows: placement.visibleRows)
        }
        cells[FeedChild.box]?.show(rows: boxVisibleRows)
        requestVisibleCards()
    }

    /// Whether `child` is (partly) in the viewport.
    func isChildOnScreen(_ child: FeedChild) -> Bool {
        layout.placements.contains { $0.id == child && isOnScreen($0) }
    }

    /// The box's rows inside both its frame and the window.
    var boxVisibleRows: Range<Int> {
        guard isChildOnScreen(FeedChild.box) else { return 0..<0 }
        let top = screenTop(of: FeedChild.box), frame = container[FeedChild.box].contentHeight
        let from = max(0, -top), to = min(frame, height - top)
        guard to > from else { return 0..<0 }
        let first = max(0, Int(saturating: ((boxAxis.offset + from) / StackMode.boxRowHeight).rounded(.down)))
        let end = min(StackMode.boxRows, Int(saturating: ((boxAxis.offset + to) / StackMode.boxRowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }
}
