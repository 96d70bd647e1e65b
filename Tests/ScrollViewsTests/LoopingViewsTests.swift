import Testing
import ScrollPhysics
import ScrollViews

@Suite struct LoopingPagerViewTests {
    let frame = ViewFrame(x: 0, y: 0, width: 640, height: 400)

    @Test func aFlickBackFromTheFirstPageShowsTheLastAndRestsOnARealPage() {
        var pager = LoopingPagerView(frame: frame, itemCount: 3)
        var driver = ViewDriver()
        driver.drag(from: 100, 200, by: 200, 0, steps: 5, interval: 0.012) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 2)
        #expect(pager.visiblePages.map(\.item) == [2] && pager.visiblePages.first?.frame == frame,
                "one page, filling the frame")
        #expect(pager.nextFrame(after: driver.t) == nil, "at rest, and not on a copy")
        #expect(pager.pager.axis.offset == 3 * 640, "the real page of item 2")
    }

    @Test func aClickOnADotGoesToItsPage() {
        var pager = LoopingPagerView(frame: frame, itemCount: 5)
        let dot = pager.dots.dots[3]
        var driver = ViewDriver()
        driver.click(dot.x, pager.dots.centerY) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 3)
        pager.showsDots = false
        driver.click(pager.dots.dots[0].x, pager.dots.centerY) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 3, "without dots a click there is only a click")
    }

    @Test func anEventThatSendsThePagerToAnotherItemSaysWhich() {
        var pager = LoopingPagerView(frame: frame, itemCount: 5)
        var results: [InputResult] = []
        var driver = ViewDriver()
        // A flick to the next item: its moves scroll, its release heads to item 1.
        driver.drag(from: 500, 200, by: -200, 0, steps: 5, interval: 0.012) { results.append(pager.handle(.pointer($0))) }
        #expect(results.last == .pageChanged(to: 1) && results.dropLast().allSatisfy { $0 == .scrolled })
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        // A dot, a key: where they send it.
        var last = InputResult.ignored
        driver.click(pager.dots.dots[3].x, pager.dots.centerY) { last = pager.handle(.pointer($0)) }
        #expect(last == .pageChanged(to: 3))
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.handle(.key(KeyEvent(.left, time: driver.t))) == .pageChanged(to: 2))
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        // A click away from the dots turns nothing: a click.
        driver.click(320, 100) { last = pager.handle(.pointer($0)) }
        #expect(last == .tap(x: 320, y: 100, clicks: 1) && pager.headingItem == 2)
    }

    @Test func theDotsCanSitWhereTheProgramWantsThem() {
        var pager = LoopingPagerView(frame: frame, itemCount: 4)
        #expect(pager.dots.centerY == 380, "20 px above the bottom by default")
        pager.dotsCenterY = 300
        let dot = pager.dots.dots[2]
        var driver = ViewDriver()
        driver.click(dot.x, 300) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 2)
    }

    @Test func aVerticalPagerFollowsThePointersY() {
        var pager = LoopingPagerView(frame: frame, orientation: .vertical, itemCount: 3)
        var driver = ViewDriver()
        driver.drag(from: 300, 350, by: 0, -250, hold: 0.3) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 1)
        #expect(pager.visiblePages.first?.frame == ViewFrame(x: 0, y: 0, width: 640, height: 400))
    }
}

@Suite struct CardRowViewTests {
    @Test func cardsSitInTheFrameAndAFlingEndsOnOne() {
        var row = CardRowView(frame: ViewFrame(x: 0, y: 180, width: 480, height: 180), itemCount: 8, cardExtent: 200,
                              spacing: 16)
        #expect(row.visibleCards.prefix(3).map(\.frame.x) == [0, 216, 432])
        #expect(row.visibleCards.first?.frame == ViewFrame(x: 0, y: 180, width: 200, height: 180))
        var driver = ViewDriver()
        driver.drag(from: 400, 270, by: -300, 0, steps: 5, interval: 0.012) { row.handle($0) }
        driver.settle(advance: { row.advance(to: $0) }, nextFrame: { row.nextFrame(after: $0) })
        let left = row.visibleCards.first { $0.frame.x >= 0 }
        #expect(left?.frame.x == 0, "a card's edge at the left")
        #expect(row.item(atX: 100, y: 270) == left?.item)
        #expect(row.item(atX: 208, y: 270) == nil, "in a gap")
    }
}

@Suite struct NestedScrollViewTests {
    func feed() -> NestedScrollView {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), contentExtent: 2580)
        feed.addRow(contentY: 180, height: 180, itemCount: 8, cardExtent: 200, spacing: 16)
        return feed
    }

    @Test func aSidewaysDragOverTheRowMovesTheRowOnly() {
        var feed = feed()
        var driver = ViewDriver()
        driver.drag(from: 400, 270, by: -200, 10, hold: 0.3) { feed.handle($0) }
        #expect(feed.outer.offset == 0)
        driver.settle(advance: { feed.advance(to: $0) }, nextFrame: { feed.nextFrame(after: $0) })
        #expect(feed.rows[0].view.row.logicalOffset == 216, "snapped to card 1")
        #expect(feed.outer.offset == 0)
    }

    @Test func aSteepDragOverTheRowScrollsTheListAndTheRowFollows() {
        var feed = feed()
        var driver = ViewDriver()
        driver.drag(from: 240, 300, by: 20, -300, hold: 0.3) { feed.handle($0) }
        driver.settle(advance: { feed.advance(to: $0) }, nextFrame: { feed.nextFrame(after: $0) })
        #expect(abs(feed.outer.offset - 296) < 1e-9)
        #expect(feed.rows[0].view.row.logicalOffset == 0, "the row let go when the list took the gesture")
        #expect(feed.rows[0].view.frame.y == 180 - feed.outer.offset, "the row moves with the list")
    }

    @Test func aClickLeavesBothWhereTheyAre() {
        var feed = feed()
        var driver = ViewDriver()
        driver.click(240, 270) { feed.handle($0) }
        driver.settle(advance: { feed.advance(to: $0) }, nextFrame: { feed.nextFrame(after: $0) })
        #expect(feed.outer.offset == 0 && feed.rows[0].view.row.logicalOffset == 0)
        #expect(!feed.arena.isActive)
    }

    @Test func theWheelGoesByItsAxis() {
        var feed = feed()
        let sideways = feed.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: true, ctrl: false, x: 240, y: 270, time: 0))
        let down = feed.handle(.wheel(dx: 0, dy: -40, source: .touchpad, shift: false, ctrl: false, x: 240, y: 270, time: 0.01))
        #expect(sideways == .scrolled && down == .scrolled)
        var driver = ViewDriver(t: 0.01)
        driver.settle(advance: { feed.advance(to: $0) }, nextFrame: { feed.nextFrame(after: $0) })
        #expect(feed.rows[0].view.row.logicalOffset == 216, "Shift + notch: one card")
        #expect(feed.outer.offset == 40, "a vertical precise delta: the list, even over the row")
        let nowhere = feed.handle(.wheel(dx: 3, dy: 0, source: .touchpad, shift: false, ctrl: false, x: 240, y: 600, time: 9))
        #expect(nowhere == .ignored, "sideways where there is no row: nobody's")
    }

    @Test func aDiagonalTouchpadStreamMovesOneWayAsItsFirstDeltaWent() {
        var feed = feed()
        // Mostly down at first, then as much sideways as down: all of it the list's.
        for i in 0..<10 {
            let (dx, dy) = i == 0 ? (-4.0, -10.0) : (i % 2 == 0 ? (-12.0, -10.0) : (-8.0, -10.0))
            feed.handle(.wheel(dx: dx, dy: dy, source: .touchpad, shift: false, ctrl: false, x: 240, y: 270,
                               time: Double(i) / 60))
        }
        #expect(abs(feed.outer.offset - 100) < 1e-9, "every delta's 10 px down, none lost to the row")
        #expect(feed.rows[0].view.row.logicalOffset == 0)
    }

    @Test func aStreamsLockEndsWithItsQuietTimeAndNotchesAreDecidedOneByOne() {
        var lock = StreamAxisLock()
        #expect(lock.axis(dx: 1, dy: -5, shift: false, source: .touchpad, time: 0) == .vertical)
        #expect(lock.axis(dx: 9, dy: -1, shift: false, source: .touchpad, time: 0.15) == .vertical, "the same stream")
        #expect(lock.axis(dx: 9, dy: -1, shift: false, source: .touchpad, time: 0.5) == .horizontal, "a new one")
        #expect(lock.axis(dx: 0, dy: -1, shift: false, source: .wheel, time: 0.51) == .vertical)
        #expect(lock.axis(dx: 0, dy: -1, shift: true, source: .wheel, time: 0.52) == .horizontal)
    }
}
