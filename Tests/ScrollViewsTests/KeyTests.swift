import Testing
import ScrollPhysics
import ScrollViews

/// A key press at `time`, as the window gives it.
private func press(_ key: Key, shift: Bool = false, ctrl: Bool = false, at time: Double) -> InputEvent {
    .key(KeyEvent(key, shift: shift, ctrl: ctrl, time: time))
}

@Suite struct KeyCommandTests {
    @Test func theArrowsAlongTheAxisStepALineAndTheOthersAreTheProgramsOwn() {
        let down = KeyEvent(.down, time: 0), right = KeyEvent(.right, time: 0)
        #expect(KeyCommand(down, orientation: .vertical) == .line(1))
        #expect(KeyCommand(down, orientation: .horizontal) == nil)
        #expect(KeyCommand(right, orientation: .horizontal) == .line(1))
        #expect(KeyCommand(KeyEvent(.left, time: 0), orientation: .horizontal) == .line(-1))
        #expect(KeyCommand(KeyEvent(.down, ctrl: true, time: 0), orientation: .vertical) == nil,
                "Ctrl with an arrow is the program's (a zoom, a jump)")
        #expect(KeyCommand(KeyEvent(.letter("j"), time: 0), orientation: .vertical) == nil)
    }

    @Test func pagesSpaceAndTheEnds() {
        #expect(KeyCommand(KeyEvent(.pageDown, time: 0), orientation: .vertical) == .page(1))
        #expect(KeyCommand(KeyEvent(.pageUp, time: 0), orientation: .horizontal) == .page(-1))
        #expect(KeyCommand(KeyEvent(.space, time: 0), orientation: .vertical) == .page(1))
        #expect(KeyCommand(KeyEvent(.space, shift: true, time: 0), orientation: .vertical) == .page(-1))
        #expect(KeyCommand(KeyEvent(.home, ctrl: true, time: 0), orientation: .vertical) == .start)
        #expect(KeyCommand(KeyEvent(.end, time: 0), orientation: .horizontal) == .end)
        #expect(KeyCommand.end.direction == 1 && KeyCommand.start.direction == -1 && KeyCommand.page(-3).direction == -1)
    }
}

@Suite struct ViewKeyTests {
    let frame = ViewFrame(x: 0, y: 0, width: 480, height: 720)

    @Test func aListScrollsALineAScreenAndToItsEnds() {
        var list = ListView<Int>(frame: frame, rowCount: 1000, rowExtent: 44)
        var driver = ViewDriver()
        let settle = { (list: inout ListView<Int>, driver: inout ViewDriver) in
            driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        }
        #expect(list.handle(press(.down, at: driver.t)) == .scrolled)
        settle(&list, &driver)
        #expect(abs(list.scrollView.offset - list.scrollView.lineStep) < 0.5, "one line: \(list.scrollView.offset)")
        // A held key's repeats add up, each from where the last was heading.
        for _ in 0..<3 { list.handle(press(.down, at: driver.t)); driver.t += 0.03; list.advance(to: driver.t) }
        settle(&list, &driver)
        #expect(abs(list.scrollView.offset - 4 * list.scrollView.lineStep) < 0.5, "\(list.scrollView.offset)")
        let before = list.scrollView.offset
        list.handle(press(.pageDown, at: driver.t))
        settle(&list, &driver)
        #expect(abs(list.scrollView.offset - before - list.scrollView.screenStep) < 0.5)
        #expect(list.scrollView.screenStep == 720 - list.scrollView.lineStep, "a screen less a line")
        list.handle(press(.space, shift: true, at: driver.t))
        settle(&list, &driver)
        #expect(abs(list.scrollView.offset - before) < 0.5, "Shift+Space a screen back")
        list.handle(press(.end, at: driver.t))
        settle(&list, &driver)
        #expect(list.scrollView.offset == 1000 * 44 - 720, "End: the last row in view")
        list.handle(press(.home, at: driver.t))
        settle(&list, &driver)
        #expect(list.scrollView.offset == 0)
        #expect(list.handle(press(.right, at: driver.t)) == .ignored, "across the list")
        #expect(list.handle(press(.up, ctrl: true, at: driver.t)) == .ignored)
    }

    @Test func aKeyWhileThePointerHoldsTheListIsIgnored() {
        var list = ListView<Int>(frame: frame, rowCount: 100, rowExtent: 44)
        list.handle(.pointer(.down(x: 100, y: 100, clicks: 1, time: 0)))
        #expect(list.handle(press(.end, at: 0.1)) == .ignored)
        list.handle(.pointer(.up(x: 100, y: 100, clicks: 1, time: 0.2)))
        #expect(list.handle(press(.end, at: 0.3)) == .scrolled)
    }

    @Test func aListScrollsToARowAndToItsEnd() {
        var list = ListView<Int>(frame: frame, rowExtents: (0..<200).map { Double(20 + $0 % 7 * 10) })
        var driver = ViewDriver()
        list.scroll(toRow: 50, time: 0)
        driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        #expect(list.scrollView.offset == list.start(ofRow: 50))
        list.scrollToEnd(time: driver.t)
        driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        #expect(list.scrollView.offset == list.start(ofRow: 200) - 720)
        list.scroll(toRow: -5, time: driver.t)
        driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        #expect(list.scrollView.offset == 0)
        list.scroll(toRow: .max, time: driver.t)
        driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        #expect(list.scrollView.offset == list.start(ofRow: 200) - 720, "past the last row: the end")
        list.scrollView.scroll(toContent: .nan, time: driver.t)
        #expect(list.nextFrame(after: driver.t) == nil || list.scrollView.offset == list.start(ofRow: 200) - 720)
    }

    @Test func aPagingScrollViewTurnsAPagePerKey() {
        var view = ScrollView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 300), orientation: .horizontal,
                              contentExtent: 2000, paging: true)
        var driver = ViewDriver()
        view.handle(press(.right, at: 0))
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(view.offset == 400)
        view.handle(press(.pageDown, at: driver.t))
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(view.offset == 800, "Page Down a page, not a screen less a line")
        view.handle(press(.end, at: driver.t))
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(view.offset == 1600)
    }

    @Test func aGridStepsARowAndAScreenLessARow() {
        var grid = GridView<Int>(frame: frame, itemCount: 500, minimumCellSide: 150, spacing: 8)
        var driver = ViewDriver()
        grid.handle(press(.down, at: 0))
        driver.settle(advance: { grid.advance(to: $0) }, nextFrame: { grid.nextFrame(after: $0) })
        #expect(abs(grid.scrollView.offset - grid.rowPitch) < 0.5)
        grid.handle(press(.pageDown, at: driver.t))
        driver.settle(advance: { grid.advance(to: $0) }, nextFrame: { grid.nextFrame(after: $0) })
        #expect(abs(grid.scrollView.offset - 720) < 0.5, "a row, then a screen less a row: \(grid.scrollView.offset)")
        grid.handle(press(.end, at: driver.t))
        driver.settle(advance: { grid.advance(to: $0) }, nextFrame: { grid.nextFrame(after: $0) })
        #expect(grid.scrollView.offset == grid.scrollView.axis.configuration.bounds?.upperBound)
        #expect(grid.handle(press(.left, at: driver.t)) == .ignored, "the program's (a focus ring)")
    }

    @Test func aLoopingPagerTurnsPagesAndGoesToEitherEnd() {
        var pager = LoopingPagerView(frame: ViewFrame(x: 0, y: 0, width: 640, height: 400), itemCount: 5)
        var driver = ViewDriver()
        let settle = { (pager: inout LoopingPagerView, driver: inout ViewDriver) in
            driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        }
        pager.handle(press(.right, at: 0))
        settle(&pager, &driver)
        #expect(pager.currentItem == 1)
        pager.handle(press(.space, at: driver.t))
        settle(&pager, &driver)
        #expect(pager.currentItem == 2)
        pager.handle(press(.end, at: driver.t))
        settle(&pager, &driver)
        #expect(pager.currentItem == 4)
        pager.handle(press(.right, at: driver.t))
        settle(&pager, &driver)
        #expect(pager.currentItem == 0, "after the last the first")
        pager.goToItem(3, time: driver.t)
        settle(&pager, &driver)
        #expect(pager.currentItem == 3)
        pager.handle(press(.home, at: driver.t))
        settle(&pager, &driver)
        #expect(pager.currentItem == 0)
        #expect(pager.handle(press(.down, at: driver.t)) == .ignored, "across the pages")
    }

    @Test func aVerticalPagersDotsAreAColumnThatTakesTheClicks() {
        let frame = ViewFrame(x: 0, y: 0, width: 640, height: 400)
        var pager = LoopingPagerView(frame: frame, orientation: .vertical, itemCount: 6)
        let dots = pager.dots.dots
        #expect(dots.allSatisfy { $0.x == 620 }, "a column 20 px in from the right edge")
        #expect(Set(dots.map(\.y)).count == 6 && dots.map(\.y) == dots.map(\.y).sorted())
        var driver = ViewDriver()
        // Where a row of dots would be (the bottom's middle): an empty click, no jump.
        driver.click(320 + 2 * PageDots.pitch, 380) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 0)
        driver.click(dots[4].x, dots[4].y) { pager.handle($0) }
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 4, "the dot's item")
        pager.handle(press(.up, at: driver.t))
        driver.settle(advance: { pager.advance(to: $0) }, nextFrame: { pager.nextFrame(after: $0) })
        #expect(pager.currentItem == 3, "↑ in a vertical pager")
    }

    @Test func aCardRowStepsACardAndGoesTheShortWayToItsEnds() {
        var row = CardRowView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 180), itemCount: 8, cardExtent: 200,
                              spacing: 16)
        var driver = ViewDriver()
        row.handle(press(.right, at: 0))
        driver.settle(advance: { row.advance(to: $0) }, nextFrame: { row.nextFrame(after: $0) })
        #expect(row.visibleCards.first?.item == 1)
        row.handle(press(.end, at: driver.t))
        driver.settle(advance: { row.advance(to: $0) }, nextFrame: { row.nextFrame(after: $0) })
        #expect(row.visibleCards.first?.item == 7)
        #expect(row.visibleCards.first?.frame.x == 0)
        row.handle(press(.home, at: driver.t))
        driver.settle(advance: { row.advance(to: $0) }, nextFrame: { row.nextFrame(after: $0) })
        #expect(row.visibleCards.first?.item == 0)
        row.handle(press(.pageDown, at: driver.t))
        driver.settle(advance: { row.advance(to: $0) }, nextFrame: { row.nextFrame(after: $0) })
        #expect(row.visibleCards.first?.item == 2, "the two cards a 480 px screen holds")
    }

    @Test func aStripStepsATileAndHasNoEnd() {
        var strip = RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: 1000, height: 200), tileExtent: 250)
        var driver = ViewDriver()
        strip.handle(press(.right, at: 0))
        driver.settle(advance: { strip.advance(to: $0) }, nextFrame: { strip.nextFrame(after: $0) })
        #expect(abs(strip.logicalOffset - 250) < 0.5)
        strip.handle(press(.pageDown, at: driver.t))
        driver.settle(advance: { strip.advance(to: $0) }, nextFrame: { strip.nextFrame(after: $0) })
        #expect(abs(strip.logicalOffset - 1250) < 0.5, "the four tiles a screen holds")
        #expect(strip.handle(press(.end, at: driver.t)) == .ignored)
        strip.handle(press(.home, at: driver.t))
        driver.settle(advance: { strip.advance(to: $0) }, nextFrame: { strip.nextFrame(after: $0) })
        #expect(abs(strip.logicalOffset) < 0.5)
    }

    @Test func aNestedViewScrollsItsOuterContentByKeysAndToItsEnd() {
        var nested = NestedScrollView(frame: frame, contentExtent: 5000)
        var driver = ViewDriver()
        nested.handle(press(.end, at: 0))
        driver.settle(advance: { nested.advance(to: $0) }, nextFrame: { nested.nextFrame(after: $0) })
        #expect(nested.outer.offset == 5000 - 720)
        nested.handle(press(.up, at: driver.t))
        driver.settle(advance: { nested.advance(to: $0) }, nextFrame: { nested.nextFrame(after: $0) })
        #expect(abs(nested.outer.offset - (5000 - 720 - nested.outer.lineStep)) < 0.5)
        nested.scroll(toContent: -.infinity, time: driver.t)
        driver.settle(advance: { nested.advance(to: $0) }, nextFrame: { nested.nextFrame(after: $0) })
        #expect(nested.outer.offset == 0)
        nested.scroll(toContent: .infinity, time: driver.t)
        driver.settle(advance: { nested.advance(to: $0) }, nextFrame: { nested.nextFrame(after: $0) })
        #expect(nested.outer.offset == 5000 - 720, "+∞ is the end, not nothing")
    }
}
