import ScrollViews
import InfiniteScrolling
import ScrollPhysics

/// The pager's input: all of it through the library's `PhotoPagerView`; the
/// mode notes a pinch in from the fitted picture (back to the grid).
extension PagerMode {
    func handle(_ event: InputEvent) {
        if let time = event.time { clock = max(clock, time) }
        // The viewer's overlay shows again at a key, a press or a move.
        if style == .viewer { _ = overlay.wake(at: clock) }
        if case .key(let press) = event, !press.repeated {
            // Any key ends a slideshow (S, F5 and Esc do only that); S and F5 start one.
            let starts = press.key == .letter("s") || press.key == .function(5)
            if slideshow != nil {
                slideshow = nil
                if starts || press.key == .escape { return }
            } else if starts {
                slideshow = Slideshow(interval: slideshowInterval, time: clock)
                return
            }
            if press.key == .letter("i") { return info.shown.toggle() }
            if press.key == .slash || press.key == .function(1) { return keysPanel.shown.toggle() }
            if let quarters = PagerMode.turn(of: press), let page = pages[pager.currentPage] {
                return viewer.turn(picture: page.picture, by: quarters)
            }
            if press.key == .escape, keysPanel.shown { return keysPanel.shown = false }
        }
        viewer.handle(event)
        noteBackPinch()
        notePhotoRest()
    }
}

extension PagerMode {
    /// The quarter turns a key turns the picture in view by (the view, not the
    /// file): `>` and Ctrl+R a quarter clockwise, `<` and Ctrl+Shift+R a quarter
    /// counterclockwise (nsxiv's and eog's keys); nil for other keys.
    static func turn(of press: KeyEvent) -> Int? {
        switch press.key {
        case .letter("r") where press.ctrl: press.shift ? -1 : 1
        case .comma where press.shift: -1
        case .period where press.shift: 1
        case .less: press.shift ? 1 : -1
        default: nil
        }
    }

    /// Whether Esc is the pager's: it ends a slideshow or hides the keys (else it quits).
    var takesEscape: Bool { slideshow != nil || keysPanel.shown }

    /// The pointer passing over the window wakes the viewer's overlay (drawn again when it had faded).
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool {
        guard style == .viewer, pointer != nil else { return false }
        clock = max(clock, time)
        return overlay.wake(at: clock)
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
