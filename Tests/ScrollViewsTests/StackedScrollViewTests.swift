import Testing
import ScrollPhysics
import ScrollViews

/// The stacked scroll view: a feed that owns its children by the caller's
/// IDs, their scrollers and their changes — what is on screen stays in place
/// while a child above it changes, in a fling or under the pointer.
@Suite struct StackedScrollViewTests {
    enum Part: Hashable, Sendable { case header, cards, box, list, banner, more, footer }

    /// A 600×800 feed, 10 px apart: a 100 px header, a row of cards (200), a
    /// box (300 over 40 rows of 44), a list of 200 rows of 50, a 150 px banner,
    /// another list of 1,000 rows of 40, a 120 px footer.
    static func feed() -> StackedScrollView<Part> {
        StackedScrollView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 800), children: [
            .init(id: .header, content: .view(height: 100)),
            .init(id: .cards, content: .scroller(CardRowView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 200),
                                                             itemCount: 10, cardExtent: 180, spacing: 10), height: 200)),
            .init(id: .box, content: .box(height: 300, rowCount: 40, rowHeight: 44)),
            .init(id: .list, content: .list(rowCount: 200, rowHeight: 50)),
            .init(id: .banner, content: .view(height: 150)),
            .init(id: .more, content: .list(rowCount: 1_000, rowHeight: 40)),
            .init(id: .footer, content: .view(height: 120)),
        ], spacing: 10)
    }

    /// Frames every 1/60 s from `t` to `end`.
    static func run(_ feed: inout StackedScrollView<Part>, from t: inout Double, until end: Double,
                    each: (StackedScrollView<Part>) -> Void = { _ in }) {
        while t < end {
            t += 1.0 / 60
            feed.advance(to: t)
            each(feed)
        }
    }

    @Test func theGapsAreWhatNoChildCovers() {
        // Two views of 100 px, 10 px apart, in a 300 px frame at y 20: the spacing and the room below them.
        var feed = StackedScrollView<Int>(frame: ViewFrame(x: 5, y: 20, width: 200, height: 300),
                                          children: [.init(id: 0, content: .view(height: 100)), .init(id: 1, content: .view(height: 100))],
                                          spacing: 10)
        #expect(feed.gaps == [ViewFrame(x: 5, y: 120, width: 200, height: 10), ViewFrame(x: 5, y: 230, width: 200, height: 90)])
        // Pulled 40 px past its top: the room above the first child too.
        _ = feed.handle(.down(x: 50, y: 100, clicks: 1, time: 0))
        for step in 1...20 { _ = feed.handle(.move(x: 50, y: 100 + Double(step) * 10, time: Double(step) / 60)) }
        let pulled = -feed.offset
        #expect(pulled > 0)
        #expect(feed.gaps.first == ViewFrame(x: 5, y: 20, width: 200, height: pulled))
        #expect(feed.gaps.allSatisfy { $0.y >= 20 && $0.y + $0.height <= 320 }, "inside the frame")
        let uncovered: Double = feed.gaps.map(\.height).reduce(0, +)
        #expect(abs(uncovered - 100) < 1e-9, "what the two children leave of 300 px")
    }

    @Test func childrenArePlacedByTheirIDs() throws {
        let feed = Self.feed()
        #expect(feed.ids == [.header, .cards, .box, .list, .banner, .more, .footer])
        let heights: [Double] = [100, 200, 300, 10_000, 150, 40_000, 120]
        #expect(feed.contentExtent == heights.reduce(0, +) + 6 * 10)
        #expect(feed.placements.map(\.kind) == [.view, .scroller, .box, .list, .view, .list, .view])
        #expect(feed.placementsInView.map(\.id) == [.header, .cards, .box, .list])
        let list = try #require(feed.placement(of: .list))
        // The list starts at 630 and is clipped to the view: 170 px of it, rows 0–3.
        #expect(list.top == 630 && list.frame.y == 630 && list.frame.height == 170 && list.visibleRows == 0..<4)
        let box = try #require(feed.placement(of: .box))
        #expect(box.top == 320 && box.frame.height == 300 && box.visibleRows == 0..<7 && box.rowHeight == 44)
        #expect(feed.child(.cards, as: CardRowView.self)?.frame.y == 110)
        #expect(feed.child(.header, as: CardRowView.self) == nil && feed.box(.list) == nil)
        #expect(feed.box(.box)?.contentExtent == 1_760)
        #expect(feed.topChild == .header)
    }

    @Test func aListDeepInViewIsPinnedToTheViewAndShowsOnlyItsRows() throws {
        var feed = Self.feed()
        feed.jump(toContent: 5_000, time: 0)
        let list = try #require(feed.placement(of: .list))
        #expect(list.frame.y == 0 && list.frame.height == 800 && list.contentOffset == 5_000 - 630)
        #expect(list.visibleRows == 87..<104 && list.top == 630 - 5_000)
        #expect(feed.topChild == .list && feed.placementsInView.map(\.id) == [.list])
    }

    @Test func aDragOverTheCardsMovesThemAndOverTheBoxTheBoxFirst() throws {
        var feed = Self.feed(), t = 0.0
        feed.handle(.down(x: 500, y: 200, clicks: 1, time: t))
        for i in 1...10 { feed.handle(.move(x: 500 - Double(i) * 30, y: 200, time: t + Double(i) * 0.016)) }
        #expect(feed.pressedChild == .cards)
        feed.handle(.up(x: 200, y: 200, clicks: 1, time: 0.17))
        #expect(try #require(feed.child(.cards, as: CardRowView.self)).row.axis.offset > 250)
        #expect(feed.offset == 0)
        t = 1
        feed.handle(.down(x: 300, y: 500, clicks: 1, time: t))
        for i in 1...10 { feed.handle(.move(x: 300, y: 500 - Double(i) * 20, time: t + Double(i) * 0.016)) }
        feed.handle(.up(x: 300, y: 300, clicks: 1, time: t + 0.2))
        #expect(try #require(feed.box(.box)).offset > 150, "the box took the drag")
        #expect(feed.offset == 0, "the feed had none of it")
    }

    @Test func aChildGrowingAboveTheViewKeepsWhatIsOnScreenInPlace() throws {
        var feed = Self.feed(), t = 0.0
        feed.jump(toContent: 11_000, time: t)  // list "more" at the top, the banner above
        let before = try #require(feed.placement(of: .more)).top
        feed.setRowCount(of: .list, to: 300, time: t)
        feed.setHidden(true, of: .banner, time: t)
        #expect(feed.isChanging && feed.rowCount(of: .list) == 300 && feed.isHidden(.banner))
        var tops: [Double] = []
        Self.run(&feed, from: &t, until: 0.5) { tops.append($0.placement(of: .more)!.top) }
        #expect(tops.allSatisfy { abs($0 - before) < 1e-6 }, "list 'more' stayed at \(before): \(tops.prefix(5))")
        #expect(!feed.isChanging && feed.placement(of: .banner) == nil)
        #expect(feed.offset == 11_000 + 5_000 - 160)
        let heights: [Double] = [100, 200, 300, 15_000, 40_000, 120]
        #expect(feed.contentExtent == heights.reduce(0, +) + 5 * 10)
    }

    @Test func aChildFoldingBelowTheViewMovesNothingOnScreen() throws {
        var feed = Self.feed(), t = 0.0
        let cards = try #require(feed.placement(of: .cards)).top
        feed.setHidden(true, of: .banner, time: t)
        Self.run(&feed, from: &t, until: 0.5)
        #expect(feed.offset == 0 && feed.placement(of: .cards)?.top == cards)
        let heights: [Double] = [100, 200, 300, 10_000, 40_000, 120]
        #expect(feed.contentExtent == heights.reduce(0, +) + 5 * 10)
    }

    @Test func aChildsHeightChangingInAFlingLeavesTheFlingAsItWas() throws {
        // Two feeds flung alike; one's list above the view grows by 2,000 px in the middle.
        var still = Self.feed(), changed = Self.feed(), t = 0.0
        for feed in [0, 1] {
            var view = feed == 0 ? still : changed
            view.jump(toContent: 12_000, time: 0)
            var time = 0.0
            view.handle(.down(x: 300, y: 600, clicks: 1, time: time))
            for i in 1...6 {
                time = Double(i) * 0.008
                view.handle(.move(x: 300, y: 600 - Double(i) * 25, time: time))
            }
            view.handle(.up(x: 300, y: 450, clicks: 1, time: time))
            if feed == 0 { still = view } else { changed = view }
        }
        t = 0.048
        var shifts: [Double] = []
        while t < 1.2 {
            t += 1.0 / 60
            if abs(t - 0.3) < 0.5 / 60 { changed.setRowCount(of: .list, to: 240, time: t) }
            still.advance(to: t)
            changed.advance(to: t)
            shifts.append(changed.offset - still.offset)
            // What is on screen moves as in the fling without the change.
            let a = try #require(still.placement(of: .more)).top, b = try #require(changed.placement(of: .more)).top
            #expect(abs(a - b) < 1e-6, "at \(t) s")
        }
        #expect(still.isScrolling && changed.isScrolling, "still flinging")
        #expect(shifts.first == 0 && abs(shifts.last! - 2_000) < 1e-6)
        #expect(Set(shifts.map { ($0 * 10).rounded() }).count > 5, "the shift came gradually: \(shifts)")
    }

    @Test func aChildsHeightChangingUnderAHeldPointerKeepsTheContentUnderIt() throws {
        var feed = Self.feed(), t = 0.0
        feed.jump(toContent: 11_000, time: t)
        feed.handle(.down(x: 300, y: 400, clicks: 1, time: t))
        for i in 1...5 { feed.handle(.move(x: 300, y: 400 - Double(i) * 10, time: Double(i) * 0.016)) }
        t = 0.08
        let top = try #require(feed.placement(of: .more)).top
        feed.setRowCount(of: .list, to: 150, time: t)
        feed.setHeight(of: .header, to: 400, time: t)
        Self.run(&feed, from: &t, until: 0.6) {
            #expect(abs($0.placement(of: .more)!.top - top) < 1e-6, "the row under the pointer stayed under it")
        }
        // The drag goes on from there: 30 px more moves the content 30 px.
        feed.handle(.move(x: 300, y: 320, time: 0.62))
        #expect(abs(try #require(feed.placement(of: .more)).top - (top - 30)) < 1e-6)
        feed.handle(.up(x: 300, y: 320, clicks: 1, time: 0.64))
    }

    @Test func childrenAreAddedAndRemovedByIDWithTheirScrollers() throws {
        var feed = Self.feed(), t = 0.0
        feed.insert(.init(id: .more, content: .view(height: 10)), after: .header, time: t)
        #expect(feed.ids.count == 7, "an id already there is not added again")
        feed.remove(.cards, time: t)
        #expect(!feed.contains(.cards) && feed.isChanging(.cards))
        Self.run(&feed, from: &t, until: 0.5)
        #expect(feed.child(.cards, as: CardRowView.self) == nil && feed.placement(of: .cards) == nil)
        #expect(feed.placement(of: .box)?.top == 110, "the box moved up into the row's place")
        // The box's scroller is still the box's: a drag over it scrolls it.
        feed.handle(.down(x: 300, y: 300, clicks: 1, time: 1))
        for i in 1...10 { feed.handle(.move(x: 300, y: 300 - Double(i) * 10, time: 1 + Double(i) * 0.016)) }
        feed.handle(.up(x: 300, y: 200, clicks: 1, time: 1.2))
        #expect(try #require(feed.box(.box)).offset > 50 && feed.offset == 0)
        // A new scroller, at once.
        let strip = RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 90), tileExtent: 100)
        feed.insert(.init(id: .cards, content: .scroller(strip, height: 90)), after: .box, time: 2, animated: false)
        let stripTop: Double = 110 + 300 + 10, listTop: Double = stripTop + 90 + 10
        #expect(feed.placement(of: .cards)?.top == stripTop && feed.child(.cards, as: RecenteringStripView.self) != nil)
        #expect(feed.placement(of: .list)?.top == listTop)
    }

    @Test func aBoxRemovedInTheMiddleOfADragEndsTheDrag() throws {
        var feed = Self.feed()
        feed.handle(.down(x: 300, y: 500, clicks: 1, time: 0))
        for i in 1...5 { feed.handle(.move(x: 300, y: 500 - Double(i) * 20, time: Double(i) * 0.016)) }
        #expect(feed.pressedChild == .box && feed.isTracking)
        feed.remove(.box, time: 0.1, animated: false)
        #expect(!feed.isTracking && feed.box(.box) == nil && feed.pressedChild == nil)
        // The next drag is the feed's.
        feed.handle(.down(x: 300, y: 500, clicks: 1, time: 0.5))
        for i in 1...5 { feed.handle(.move(x: 300, y: 500 - Double(i) * 20, time: 0.5 + Double(i) * 0.016)) }
        feed.handle(.up(x: 300, y: 400, clicks: 1, time: 0.6))
        #expect(feed.offset > 50)
    }

    @Test func aHiddenScrollerTakesNoGesture() throws {
        var feed = Self.feed(), t = 0.0
        feed.setHidden(true, of: .cards, time: t, animated: false)
        #expect(feed.placement(of: .cards) == nil && feed.placement(of: .box)?.top == 110)
        feed.handle(.down(x: 500, y: 100, clicks: 1, time: t))
        #expect(feed.pressedChild == nil)
        feed.handle(.up(x: 500, y: 100, clicks: 1, time: 0.05))
        feed.setHidden(false, of: .cards, time: 0.1)
        Self.run(&feed, from: &t, until: 0.5)
        #expect(feed.placement(of: .cards)?.top == 110 && feed.placement(of: .box)?.top == 320)
    }

    /// Each change is said once, in the step it ends in; and the placements
    /// during a change are those the feed's layout gives at the offset then
    /// (laid out once a step, twice only when the bounds moved the offset).
    @Test func endedChangesAreSaidOnceAndPlacementsFollowEveryStep() {
        var feed = Self.feed()
        feed.setHidden(true, of: .banner, time: 0)
        feed.setRowCount(of: .list, to: 150, time: 0.1)
        var ended: [(Double, [Part])] = []
        for frame in 1...60 {
            let t = Double(frame) / 60
            feed.advance(to: t)
            if !feed.endedChanges.isEmpty { ended.append((t, feed.endedChanges)) }
            var fresh = feed
            fresh.jump(toContent: feed.offset, time: t)  // places anew at the same offset
            #expect(fresh.placements == feed.placements)
        }
        #expect(ended.map(\.1) == [[.banner], [.list]])
        #expect(ended.count == 2 && ended[0].0 < ended[1].0 && ended[1].0 <= 0.45)
        feed.advance(to: 2)
        #expect(feed.endedChanges.isEmpty && !feed.isChanging)
    }

    @Test func changesHappenAtOnceWhenTheFeedDoesNotAnimate() {
        var feed = Self.feed()
        feed.animates = false
        feed.jump(toContent: 11_000, time: 0)
        feed.setRowCount(of: .list, to: 100, time: 0)
        #expect(!feed.isChanging && feed.offset == 11_000 - 5_000)
        feed.scroll(toChild: .footer, time: 0)
        #expect(feed.offset == feed.contentExtent - 800)
        #expect(feed.nextFrame(after: 1) == nil)
    }

    @Test func anyValueIsHeld() {
        var feed = StackedScrollView<Int>(frame: ViewFrame(x: 0, y: 0, width: 100, height: 100), children: [
            .init(id: 0, content: .view(height: .nan)),
            .init(id: 1, content: .list(rowCount: -5, rowHeight: .infinity)),
            .init(id: 2, content: .box(height: -1, rowCount: Int.max, rowHeight: .nan)),
        ], spacing: .nan, bottomInset: -.infinity)
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            feed.setHeight(of: 0, to: value, time: value)
            feed.setRowCount(of: 1, to: Int.min, time: value)
            feed.jump(toContent: value, time: value)
            feed.scroll(by: value, time: value)
            feed.advance(to: value)
            #expect(feed.offset.isFinite && feed.contentExtent.isFinite)
            #expect(feed.placements.allSatisfy { $0.top.isFinite && $0.height.isFinite })
        }
    }
}
