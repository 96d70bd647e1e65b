import Testing
import ScrollPhysics
import ScrollViews

@Suite struct ScrollViewTests {
    let frame = ViewFrame(x: 100, y: 50, width: 400, height: 720)

    @Test func aDragInsideTheFrameScrollsAndOneOutsideIsNotTaken() {
        var view = ScrollView(frame: frame, contentExtent: 10_000)
        var driver = ViewDriver()
        let outside = view.handle(.down(x: 50, y: 300, clicks: 1, time: 0))
        #expect(outside == .ignored, "left of the frame")
        var taken = 0
        driver.drag(from: 300, 600, by: 0, -300, hold: 0.3) { if view.handle($0).isTaken { taken += 1 } }
        #expect(taken == 12, "the press, ten moves and the release")
        #expect(abs(view.offset - 296) < 1e-9, "the drag less the slop")
        #expect(!view.isTracking)
    }

    @Test func aReleaseSaysWhetherItWasAClickOrOnlyStoppedTheMotion() {
        var view = ScrollView(frame: frame, contentExtent: 10_000)
        #expect(view.handle(.down(x: 300, y: 400, clicks: 1, time: 0)) == .scrolled)
        #expect(view.handle(.up(x: 302, y: 401, clicks: 2, time: 0.05)) == .tap(x: 300, y: 400, clicks: 2),
                "a click, where it came down, with its count")
        var driver = ViewDriver(t: 1)
        driver.drag(from: 300, 600, by: 0, -300, interval: 0.008) { view.handle($0) }
        #expect(view.axis.isMoving, "a fling")
        #expect(view.handle(.down(x: 300, y: 400, clicks: 1, time: driver.t + 0.05)) == .scrolled)
        #expect(view.handle(.up(x: 300, y: 400, clicks: 1, time: driver.t + 0.1)) == .stopped,
                "a tap on a moving view only stops it")
    }

    @Test func contentShorterThanTheFrameDoesNotScroll() {
        var view = ScrollView(frame: frame, contentExtent: 300)
        var driver = ViewDriver()
        driver.drag(from: 300, 600, by: 0, -400, interval: 0.008) { view.handle($0) }
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(view.offset == 0)
        #expect(view.indicatorThumb(at: driver.t) == nil, "no bar for content that fits")
    }

    @Test func aWheelNotchScrollsGTKsStepAndAPreciseDeltaItsPixels() {
        var view = ScrollView(frame: frame, contentExtent: 10_000)
        #expect(abs(view.lineStep - 80.0) < 0.5, "720^(2/3) ≈ 80 px")
        view.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 300, time: 0))
        var driver = ViewDriver()
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(abs(view.offset - view.lineStep) < 0.5)
        view.handle(.wheel(dx: 0, dy: -12.5, source: .touchpad, shift: false, ctrl: false, x: 300, y: 300, time: driver.t))
        #expect(abs(view.offset - view.lineStep - 12.5) < 0.5)
        let outside = view.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 0, y: 0, time: 9))
        #expect(outside == .ignored, "a wheel outside the frame is not the view's")
    }

    @Test func aHighResolutionWheelsPixelsAreAnimatedThereWithoutMomentum() {
        var view = ScrollView(frame: frame, contentExtent: 10_000)
        view.handle(.wheel(dx: 0, dy: -30, source: .hiresWheel, shift: false, ctrl: false, x: 300, y: 300, time: 0))
        #expect(view.offset == 0 && view.isMoving, "animated, not a jump")
        var driver = ViewDriver()
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(abs(view.offset - 30) < 0.5, "its own 30 px, not 30 line steps")
    }

    @Test func aPagedViewTurnsOnePagePerBurstOfNotches() {
        var view = ScrollView(frame: frame, orientation: .horizontal, contentExtent: 4000, paging: true)
        for i in 0..<4 {
            view.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 300,
                               time: Double(i) * 0.05))
        }
        var driver = ViewDriver()
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(abs(view.offset - 400) < 1e-6, "one page of 400 px")
    }

    @Test func theIndicatorShowsWhileMovingAndFades() throws {
        var view = ScrollView(frame: frame, contentExtent: 7200)
        var driver = ViewDriver()
        driver.drag(from: 300, 600, by: 0, -300, hold: 0.3) { view.handle($0) }
        let thumb = try #require(view.indicatorThumb(at: driver.t))
        #expect(thumb.frame.x == 100 + 400 - 3 - 5 && thumb.frame.width == 5)
        #expect(abs(thumb.frame.height - (714 * 0.1)) < 1e-6, "a tenth of the track for a tenth in view")
        #expect(view.nextFrame(after: driver.t) != nil, "it has a fade to draw")
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(view.indicatorThumb(at: driver.t) == nil && view.nextFrame(after: driver.t) == nil)
    }

    @Test func visibleRangeAndPositions() {
        var view = ScrollView(frame: frame, contentExtent: 44_000)
        view.axis.jump(to: 440)
        #expect(view.visibleRange(itemExtent: 44, count: 1000) == 10..<27)
        #expect(view.windowPosition(ofContent: 440) == 50)
        view.resize(frame: ViewFrame(x: 0, y: 0, width: 400, height: 100), time: 0)
        #expect(view.visibleRange(itemExtent: 44, count: 1000) == 10..<13)
    }
}

@Suite struct ListViewTests {
    @Test func cellsAreReusedAsRowsScroll() {
        var list = ListView<Int>(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), rowCount: 10_000, rowExtent: 44)
        var prepared = 0
        var shown: [ListView<Int>.VisibleRow] = []
        for step in 0..<400 {
            list.scrollView.axis.jump(to: Double(step) * 37)
            shown = list.visibleRows(make: { 0 }) { cell, row in cell = row; prepared += 1 }
            #expect(shown.allSatisfy { $0.cell == $0.row }, "each row's cell is prepared for it")
        }
        #expect(list.cellsMade <= 18, "one screen of cells and one more: \(list.cellsMade)")
        #expect(list.liveCells == shown.count)
        #expect(prepared < 400 * 3, "a cell is prepared when its row comes in, not every frame: \(prepared)")
        #expect(shown.first?.frame.y == Double(shown[0].row) * 44 - list.scrollView.offset)
        #expect(list.row(atX: 10, y: 1) == shown.first?.row)
    }

    @Test func fewerRowsSettleBackInside() {
        var list = ListView<Int>(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), rowCount: 1000, rowExtent: 44)
        list.scrollView.axis.jump(to: 40_000)
        list.setRowCount(10, time: 0)
        var driver = ViewDriver()
        driver.settle(advance: { list.advance(to: $0) }, nextFrame: { list.nextFrame(after: $0) })
        #expect(list.scrollView.offset == 0, "ten rows fit: back at the top")
    }
}
