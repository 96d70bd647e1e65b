import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// The feed's input: the pointer and the wheel to the library's nested
/// container (`NestedScrollView`: the rows, the box and the feed share each
/// gesture there); the keys; the changes the keys make (rows of list A, the banner).
extension StackMode {
    func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer): nested.handle(pointer)
        case .key(let press): key(press.key, time: press.time)
        default: break
        }
        relayout()
        noteRest()
    }

    /// Who has the gesture under way, for the HUD.
    var gestureDescription: String {
        guard nested.gesture.isActive else { return "-" }
        let row = nested.pressedChild.map { $0 == NestedScrollView.carouselChild ? "carousel" : "strip" }
        switch nested.gesture.lock.decided {
        case nil: return "pressed\(row.map { " over the \($0)" } ?? "")"
        case .horizontal?: return "\(row ?? "row") (within 30° of horizontal)"
        case .vertical?: return "feed (vertical)"
        }
    }

    func cancelGesture(time: Double) {
        nested.endStreams(at: time)
        nested.handle(.lost(time: time))
    }

    private func key(_ key: Key, time: Double) {
        nested.endStreams(at: time)  // a key takes the feed from a touchpad stream
        guard !nested.gesture.isActive else { return }
        let outer = axis
        switch key {
        case .up: nested.scroll(by: -120, time: time)
        case .down: nested.scroll(by: 120, time: time)
        case .pageUp: nested.scroll(by: -(height - 80), time: time)
        case .pageDown: nested.scroll(by: height - 80, time: time)
        case .home: nested.scroll(by: -outer.restingOffset, time: time)
        case .end: nested.scroll(by: layout.contentHeight - height + StackMode.bottomInset - outer.restingOffset, time: time)
        case .left: nested.scrollCarousel(byCards: -1, time: time)
        case .right: nested.scrollCarousel(byCards: 1, time: time)
        case .plus, .minus:
            let rows = changes.changeRows(by: key == .plus ? StackMode.rowsStep : -StackMode.rowsStep, time: time)
            // Rows come and go at the list's end.
            noteChange(atFeedY: changes.top(of: .listA) + shownHeight(of: .listA),
                       saying: "List A: \(rows) rows", time: time)
        case .letter("b"):
            let animated = axis.configuration.animatesScrolls
            let folds = changes.toggleBanner(time: time, animated: animated, feed: &nested.outer.axis)
            updateBounds(time: time)
            if !animated { reportLayout() }
            noteChange(atFeedY: changes.top(of: .banner),
                       saying: folds ? "Banner folded away" : "Banner back", time: time)
        default: break
        }
    }

    /// Says what changed when the change, at feed y `y`, is out of view.
    private func noteChange(atFeedY y: Double, saying what: String, time: Double) {
        notice = FeedNotice.change(atFeedY: y, saying: what, offset: axis.offset, height: height, time: time)
    }

    /// List A's height as it is laid out now (while it animates, as far as it has come).
    private func shownHeight(of child: FeedChild) -> Double {
        layout.placements.first { $0.id == child }?.frameHeight ?? 0
    }
}
