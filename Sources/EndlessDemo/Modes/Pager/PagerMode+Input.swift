import ScrollViews
import InfiniteScrolling
import ScrollPhysics

/// The pager's input: all of it through the library's `PhotoViewer` (its
/// chrome's keys too); the mode notes a pinch in from the fitted picture (back to the grid).
extension PagerMode {
    func handle(_ event: InputEvent) {
        if let time = event.time { clock = max(clock, time) }
        viewer.handle(event)
        noteBackPinch()
        notePhotoRest()
    }
}

extension PagerMode {
    /// Whether Esc is the pager's: it ends a slideshow or hides the keys (else it quits).
    var takesEscape: Bool { viewer.takesEscape }

    /// The pointer passing over the window wakes the viewer's overlay (drawn again when it had faded).
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool {
        guard pointer != nil else { return false }
        clock = max(clock, time)
        return viewer.hover(time: clock)
    }

    /// The picture of the page in view (its library index).
    var shownPicture: Int? { pages[pager.currentPage]?.picture }

    func takeHandoff() -> ModeHandoff? {
        defer { handoff = nil }
        return handoff
    }

    /// A picture opened from the grid: the pages made anew around it, at rest on
    /// it (a folder's neighbours are its neighbours in the folder).
    func receive(_ handoff: ModeHandoff, time: Double) -> Bool {
        guard case .open(let picture, let from) = handoff, library.entries.indices.contains(picture) else { return false }
        // From now on the pages follow the grid's order: its neighbours are the cell's.
        choice.inOrder = true
        viewer.cycleLength = library.entries.count
        // All pages made anew around it; it grows from its cell (at once with reduced motion), its thumbnail
        // standing in until the page's picture comes.
        viewer.open(picture: picture, atPage: picture, from: from, time: time)
        return true
    }
}
