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
        nested.place(feed: changes)
        layout = container.layout(offset: axis.offset, viewportHeight: height, heights: heights)
        lists.show(layout, boxRows: boxVisibleRows)
        if isChildOnScreen(.carousel) { cards.request(row, clock: clock) }
    }

    /// Whether the cards in view show their pictures in full.
    var picturesShown: Bool { !isChildOnScreen(.carousel) || cards.areShown(row, clock: clock) }

    func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }

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
