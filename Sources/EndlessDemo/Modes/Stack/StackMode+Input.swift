import ScrollViews
import ScrollViewsSDL

/// The feed's input: the pointer and the wheel to the library's feed (its
/// rows, box and own scroller share each gesture there); the keys; the
/// changes the keys make (rows of list A, the banner).
extension StackMode {
    func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer): feed.handle(pointer)
        case .key(let press): key(press.key, time: press.time)
        default: break
        }
        relayout()
        noteRest()
    }

    /// Who has the gesture under way, for the HUD.
    var gestureDescription: String {
        guard feed.isTracking else { return "-" }
        let row = feed.pressedChild.map { $0 == .carousel ? "carousel" : $0 == .stripRow ? "strip" : $0.rawValue }
        switch feed.gestureAxis {
        case nil: return "pressed\(row.map { " over the \($0)" } ?? "")"
        case .horizontal?: return "\(row ?? "row") (within 30° of horizontal)"
        case .vertical?: return "feed (vertical)"
        }
    }

    func cancelGesture(time: Double) { feed.cancelGesture(time: time) }

    private func key(_ key: Key, time: Double) {
        feed.endStreams(at: time)  // a key takes the feed from a touchpad stream
        guard !feed.isTracking else { return }
        switch key {
        case .up: feed.scroll(by: -120, time: time)
        case .down: feed.scroll(by: 120, time: time)
        case .pageUp: feed.scroll(by: -(height - 80), time: time)
        case .pageDown: feed.scroll(by: height - 80, time: time)
        case .home: feed.scroll(toContent: -.infinity, time: time)
        case .end: feed.scrollToEnd(time: time)
        case .left: feed.scrollCarousel(byCards: -1, time: time)
        case .right: feed.scrollCarousel(byCards: 1, time: time)
        case .plus, .minus:
            let rows = max(0, feed.rowCount(of: .listA) + (key == .plus ? StackMode.rowsStep : -StackMode.rowsStep))
            feed.setRowCount(of: .listA, to: rows, time: time)
            // Rows come and go at the list's end.
            noteChange(atFeedY: feed.contentTop(of: .listA) + feed.shownHeight(of: .listA),
                       saying: "List A: \(rows) rows", time: time)
        case .letter("b"):
            let folds = !feed.isHidden(.banner)
            feed.setHidden(folds, of: .banner, time: time)
            if !feed.animates { reportLayout() }
            noteChange(atFeedY: feed.contentTop(of: .banner),
                       saying: folds ? "Banner folded away" : "Banner back", time: time)
        default: break
        }
    }

    /// Says what changed when the change, at feed y `y`, is out of view.
    private func noteChange(atFeedY y: Double, saying what: String, time: Double) {
        notice = FeedNotice.change(atFeedY: y, saying: what, offset: axis.offset, height: height, time: time)
    }
}
