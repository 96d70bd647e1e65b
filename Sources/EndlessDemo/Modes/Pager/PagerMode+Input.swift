import ScrollViews
import InfiniteScrolling
import ScrollPhysics

/// The pager's input: the pointer through its axis, the wheel a page per burst,
/// and its keys.
extension PagerMode {
    func handle(_ event: InputEvent) {
        if let time = event.time { clock = max(clock, time) }
        defer { notePhotoRest() }
        if handleZoom(event) { return adjust() }
        if handlePointer(event) { return adjust() }
        switch event {
        case .pointer(.wheel(let dx, let dy, _, _, _, _, _, let t)):
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { step(direction, time: t) }
        case .key(let press):
            handlePagedKey(press.key, time: press.time)
        default: break
        }
        adjust()
    }

    /// The pointer through the zoom (`PageZoom`): on a zoomed photo its pan and
    /// the chain to the pager, else the pager's axis; a double-click toggles the
    /// zoom. Returns false for events that are not the pointer's.
    private func handlePointer(_ event: InputEvent) -> Bool {
        guard case .pointer(let event) = event else { return false }
        let page = pageInView
        return zoom.handlePointer(event, page: page.id, picture: pictureSize(page.id), pager: &axis).isTaken
    }

    /// A page turned by a key or the wheel: 0.25 s, fast from the first frame and
    /// slowing to the page (a drag's release still snaps with the spring).
    func step(_ direction: Int, time: Double) {
        axis.scroll(toPage: axis.targetPage + direction, duration: PagerMode.keyTurnDuration, easing: .out, time: time)
    }

    static let keyTurnDuration = 0.25

    /// Back to page 0: animated within `PagerMode.homeAnimationPages` screens
    /// (the ring makes the pages on the way as it passes them), a jump beyond.
    func goHome(time: Double) {
        let physicalPageOfZero = 1 - ring.middlePage
        if abs(axis.targetPage - physicalPageOfZero) <= PagerMode.homeAnimationPages {
            axis.scroll(toPage: physicalPageOfZero, time: time)
        } else {
            axis.jump(to: rebuild(aroundPage: 0))
            axis.settle(time: time)
        }
    }
}

extension PagerMode {
    /// The picture of the page in view (its library index).
    var shownPicture: Int? {
        let slot = Int(saturating: (axis.offset / ring.pageExtent).rounded())
        return (0..<ring.pages.count).contains(slot) ? ring.pages[slot].entry : nil
    }

    func takeHandoff() -> ModeHandoff? {
        defer { handoff = nil }
        return handoff
    }

    /// A picture opened from the grid: the pages made anew around it, at rest on
    /// it (a folder's neighbours are its neighbours in the folder).
    func receive(_ handoff: ModeHandoff, time: Double) -> Bool {
        guard case .open(let picture, let from) = handoff, library.entries.indices.contains(picture) else { return false }
        let page = library.kind == .folder ? picture : ring.middlePage
        forcedEntry = (page, picture)
        axis.jump(to: rebuild(aroundPage: page))
        forcedEntry = nil
        axis.settle(time: time)
        // It grows from its cell (at once with reduced motion), its thumbnail standing in until the page's picture comes.
        opening = from.map { (page: ring.pages[1].id, from: $0, start: axis.configuration.animatesScrolls ? time : -.infinity) }
        return true
    }
}
