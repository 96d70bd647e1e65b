import ScrollViews
import ScrollViewsSDL

/// The feed's layout step: the cells of the rows in view, the cards' pictures.
extension StackMode {
    /// Cells for the lists' and the box's rows in view; the carousel's pictures asked for.
    func relayout() {
        lists.show(feed.placements)
        if isChildOnScreen(.carousel) { cards.request(row, clock: clock) }
    }

    /// Whether the cards in view show their pictures in full.
    var picturesShown: Bool { !isChildOnScreen(.carousel) || cards.areShown(row, clock: clock) }

    func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }

    /// Whether `child` is (partly) in the viewport.
    func isChildOnScreen(_ child: FeedChild) -> Bool {
        feed.placementsInView.contains { $0.id == child }
    }
}
