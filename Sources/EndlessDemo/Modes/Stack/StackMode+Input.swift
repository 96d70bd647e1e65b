import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// Which scroller a gesture in the feed drives: the library's router
/// (`NestedGesture`) and the row under the press.
struct FeedGesture {
    /// A horizontal row under the press.
    enum Row: Equatable {
        case carousel
        case strip
    }

    /// The row under the press, if any: it gets the gesture if the lock says horizontal.
    var row: Row?
    var router = NestedGesture()
    /// Whether the pointer is down.
    var isActive: Bool { router.isActive }

    var description: String {
        guard isActive else { return "-" }
        switch router.lock.decided {
        case nil: return "pressed\(row.map { " over the \($0)" } ?? "")"
        case .horizontal?: return "\(row.map { "\($0)" } ?? "row") (within 30° of horizontal)"
        case .vertical?: return "feed (vertical)"
        }
    }
}

/// The feed's input: the pointer shared between the rows, the box and the feed
/// by the direction lock and the chain; the wheel to the scroller under the
/// pointer; the keys; the changes the keys make (rows of list A, the banner).
extension StackMode {
    func handle(_ event: InputEvent) {
        switch event {
        case .pointer(.down(let x, let y, _, let t)): pointerDown(x: x, y: y, time: t)
        case .pointer(.move(let x, let y, let t)): pointerMove(x: x, y: y, time: t)
        case .pointer(.up(_, _, _, let t)): pointerUp(time: t)
        case .pointer(.lost(let t)): cancelGesture(time: t)
        case .pointer(.wheel(let dx, let dy, let source, let shift, _, let x, let y, let t)):
            wheel(dx: dx, dy: dy, source: source, shift: shift, at: PanZoom.Point(x: x, y: y), time: t)
        case .key(let press): key(press.key, time: press.time)
        default: break
        }
        relayout()
        noteRest()
    }

    /// The child under window y, if any.
    func child(atWindowY y: Double) -> FeedChild? {
        let contentY = y + axis.offset
        return layout.placements.first { contentY >= $0.frameY && contentY < $0.frameY + $0.frameHeight }?.id
    }

    private func pointerDown(x: Double, y: Double, time: Double) {
        // The pointer takes the feed and the box from a touchpad stream still taken to be down.
        endStreams(at: time)
        let hit = child(atWindowY: y)
        // The press catches whatever moves: the feed and the box, and the row under it.
        chain.press(pointer: y, time: time, on: hit == FeedChild.box ? .inner : .outer)
        gesture = FeedGesture()
        switch hit {
        case FeedChild.carousel? where row.isScrollable:
            gesture.row = .carousel
            row.press(pointer: x, time: time)
        case FeedChild.stripRow?:
            gesture.row = .strip
            stripRow.handle(.down(x: x, y: 0, clicks: 1, time: time))  // the feed decided it is the row's
        default: break
        }
        gesture.router.press(x: x, y: y, overInner: gesture.row != nil)
        // A press ends any wheel spin: the next one starts afresh.
        verticalWheel.reset()
        horizontalWheel.reset()
        streamLock.reset()
    }

    private func pointerMove(x: Double, y: Double, time: Double) {
        guard gesture.isActive else { return }
        let (route, decidedNow) = gesture.router.move(x: x, y: y)
        guard let under = gesture.row else { return chain.move(pointer: y, time: time) }
        switch route {
        case .both:
            // Within the slop: both see the samples, neither moves.
            chain.move(pointer: y, time: time)
            moveRow(under, x: x, time: time)
        case .inner:
            if decidedNow { chain.cancel(time: time) }
            moveRow(under, x: x, time: time)
        case .outer:
            if decidedNow { cancelRow(under, time: time) }
            chain.move(pointer: y, time: time)
        }
    }

    private func moveRow(_ which: FeedGesture.Row, x: Double, time: Double) {
        switch which {
        case .carousel: row.move(pointer: x, time: time)
        case .strip: stripRow.handle(.move(x: x, y: 0, time: time))
        }
    }

    private func cancelRow(_ which: FeedGesture.Row, time: Double) {
        switch which {
        case .carousel: row.cancel(time: time)
        case .strip: stripRow.handle(.lost(time: time))
        }
    }

    private func pointerUp(time: Double) {
        guard gesture.isActive else { return }
        switch (gesture.router.release(), gesture.row) {
        case (.inner, .carousel?): row.release(time: time)
        case (.inner, .strip?): stripRow.handle(.up(x: 0, y: 0, clicks: 1, time: time))
        case (.inner, nil): break
        case (.outer, _): chain.release(time: time)
        case (.both, let under):
            // A click: everything pressed lets go (what was caught stays caught).
            chain.release(time: time)
            if let under { cancelRow(under, time: time) }
        }
        gesture = FeedGesture()
    }

    func cancelGesture(time: Double) {
        endStreams(at: time)
        chain.cancel(time: time)
        if let under = gesture.row { cancelRow(under, time: time) }
        gesture = FeedGesture()
    }

    /// Vertical notches and deltas to the box under the pointer (its end hands
    /// on to the feed) or to the feed; horizontal deltas, or Shift, to the row
    /// under the pointer. Each spin stays with the child it started over
    /// (`WheelLatch`): a box the feed's spin carries under the pointer does not
    /// take the rest of it.
    private func wheel(dx: Double, dy: Double, source: WheelSource, shift: Bool, at pointer: PanZoom.Point, time: Double) {
        guard !gesture.isActive else { return }
        let under = child(atWindowY: pointer.y)
        let axis = streamLock.axis(dx: dx, dy: dy, shift: shift, source: source, time: time)
        let hit = axis == .horizontal ? horizontalWheel.target(over: under, at: time)
                                      : verticalWheel.target(over: under, at: time)
        switch axis {
        case .horizontal:
            // Shift turns the vertical wheel sideways: down moves forward.
            let amount = dx != 0 ? dx : -dy
            if hit == FeedChild.carousel {
                row.scroll(wheel: amount, pixels: source.isPixels, time: time)
            } else if hit == FeedChild.stripRow {
                stripRow.handle(.wheel(dx: amount, dy: 0, source: source, shift: false, ctrl: false, x: 0, y: 0,
                                       time: time))
            }
        case .vertical:
            if hit == FeedChild.box {
                // The box's stream is the chain's drag from the box: the box first, then the feed, which
                // rubber-bands past its edges and takes the fling at the box's edge.
                feedStream.end(at: time, axis: &chain.outer)
                if source != .touchpad { boxStream.end(at: time, axis: &chain) }
                switch source {
                case .touchpad:
                    boxStream.scroll(by: -dy, time: time, axis: &chain)
                case .hiresWheel:
                    chain.scroll(by: -dy, time: time)
                case .wheel:
                    // A notch: GTK's step for the box's own height; past its end the feed takes the rest.
                    let box = container[FeedChild.box].contentHeight
                    chain.scroll(by: -dy * ScrollView.defaultLineStep(viewportExtent: box), time: time)
                }
            } else {
                boxStream.end(at: time, axis: &chain)
                feedStream.scroll(forward: -dy, source: source, lineStep: ScrollView.defaultLineStep(viewportExtent: height),
                                  time: time, axis: &chain.outer)
            }
        }
    }

    /// Ends the touchpad streams over the feed and over the box (a press, a key take them).
    func endStreams(at time: Double) {
        feedStream.end(at: time, axis: &chain.outer)
        boxStream.end(at: time, axis: &chain)
    }

    private func key(_ key: Key, time: Double) {
        endStreams(at: time)  // a key takes the feed from a touchpad stream
        guard !gesture.isActive else { return }
        let outer = chain.outer
        switch key {
        case .up: chain.outer.scroll(by: -120, time: time)
        case .down: chain.outer.scroll(by: 120, time: time)
        case .pageUp: chain.outer.scroll(by: -(height - 80), time: time)
        case .pageDown: chain.outer.scroll(by: height - 80, time: time)
        case .home: chain.outer.scroll(by: -outer.restingOffset, time: time)
        case .end: chain.outer.scroll(by: layout.contentHeight - height + StackMode.bottomInset - outer.restingOffset, time: time)
        case .left: row.scroll(byCards: -1, time: time)
        case .right: row.scroll(byCards: 1, time: time)
        case .plus, .minus:
            let rows = changeRows(by: key == .plus ? StackMode.rowsStep : -StackMode.rowsStep, time: time)
            // Rows come and go at the list's end.
            noteChange(atFeedY: container.top(of: FeedChild.listA, heights: heights) + shownHeight(of: .listA),
                       saying: "List A: \(rows) rows", time: time)
        case .letter("b"):
            let folds = toggleBanner(time: time)
            noteChange(atFeedY: container.top(of: FeedChild.banner, heights: heights),
                       saying: folds ? "Banner folded away" : "Banner back", time: time)
        default: break
        }
    }

    /// Says what changed when the change, at feed y `y`, is out of view.
    private func noteChange(atFeedY y: Double, saying what: String, time: Double) {
        // The bars cover the window's top and bottom rows.
        guard y < axis.offset + Layout.headerHeight || y > axis.offset + height - Layout.helpBarHeight else {
            return notice = nil
        }
        notice = FeedNotice(text: "\(what) · \(FeedNotice.direction(ofFeedY: y, offset: axis.offset))",
                            since: time)
    }

    /// List A's height as it is laid out now (while it animates, as far as it has come).
    private func shownHeight(of child: FeedChild) -> Double {
        layout.placements.first { $0.id == child }?.frameHeight ?? 0
    }

    /// Starts list A growing or shrinking to `delta` more rows; the row count it goes to.
    @discardableResult
    private func changeRows(by delta: Int, time: Double) -> Int {
        guard case .list(let current, let rowHeight) = container[FeedChild.listA].content else { return 0 }
        let target = max(0, rowCount(.listA) + delta)
        let from = resizes[.listA]?.shown ?? Double(current) * rowHeight
        // While it animates, the list keeps the larger count so no row vanishes early.
        container[FeedChild.listA].content = .list(rowCount: max(current, target), rowHeight: rowHeight)
        resizes[.listA] = FeedResize(from: from, to: Double(target) * rowHeight, start: time, outcome: .rows(target))
        return target
    }

    /// B: the banner folds away or back over 0.3 s (at once with reduced motion),
    /// what follows it moving up or down with it. True when it folds away.
    @discardableResult
    private func toggleBanner(time: Double) -> Bool {
        guard chain.outer.configuration.animatesScrolls else { return toggleBannerAtOnce(time: time) }
        let content = container[FeedChild.banner].contentHeight, folded = -container.spacing
        let hidden = container[FeedChild.banner].isHidden
        let running = resizes[.banner]
        // A second B while it folds turns it back.
        let hides = running.map { $0.outcome != .hidden(true) } ?? !hidden
        let from = running?.shown ?? (hidden ? folded : content)
        if hidden {
            // Back in the layout at no height (its spacing taken back), then unfolding.
            container[FeedChild.banner].isHidden = false
        }
        resizes[.banner] = FeedResize(from: from, to: hides ? folded : content, start: time, outcome: .hidden(hides))
        updateBounds(time: time)
        return hides
    }

    private func toggleBannerAtOnce(time: Double) -> Bool {
        let before = container.top(of: FeedChild.stripRow, heights: heights)
        container[FeedChild.banner].isHidden.toggle()
        let after = container.top(of: FeedChild.stripRow, heights: heights)
        // Below the banner, what is on screen stays where it is.
        if axis.offset >= before - container.spacing { chain.outer.shift(by: after - before) }
        updateBounds(time: time)
        reportLayout()
        return container[FeedChild.banner].isHidden
    }
}
