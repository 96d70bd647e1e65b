import Testing
import ScrollViews

@Suite struct GridViewTests {
    static let frame = ViewFrame(x: 0, y: 54, width: 1280, height: 636)

    @Test func columnsAreFittedToTheWidthAndAtLeastTwo() {
        #expect(GridView<Int>.columns(fitting: 1280, minimumCellSide: 160, spacing: 8) == 7)
        #expect(GridView<Int>.columns(fitting: 1920, minimumCellSide: 160, spacing: 8) == 11)
        #expect(GridView<Int>.columns(fitting: 200, minimumCellSide: 160, spacing: 8) == 2)
        #expect(GridView<Int>.columns(fitting: .nan, minimumCellSide: 160, spacing: 8) == 2)
        #expect(GridView<Int>.columns(fitting: 1e300, minimumCellSide: 160, spacing: 8) == GridView<Int>.columnRange.upperBound)
        let grid = GridView<Int>(frame: Self.frame, itemCount: 2000)
        // Seven cells and eight gaps span the width.
        #expect(abs(Double(grid.columns) * grid.cellSide + 8 * Double(grid.columns + 1) - 1280) < 1e-9)
        #expect(grid.rowCount == (2000 + 6) / 7)
    }

    @Test func cellsLieInRowsAndPointsFindTheirItems() {
        let grid = GridView<Int>(frame: Self.frame, itemCount: 20, columns: 4)
        let side = grid.cellSide
        #expect(grid.frame(ofItem: 0) == ViewFrame(x: 8, y: 54 + 8, width: side, height: side))
        #expect(grid.frame(ofItem: 5) == ViewFrame(x: 8 + grid.rowPitch, y: 54 + 8 + grid.rowPitch, width: side, height: side))
        #expect(grid.item(atX: 8 + side / 2, y: 54 + 8 + side / 2) == 0)
        #expect(grid.item(atX: 8 + grid.rowPitch + 1, y: 54 + 8 + grid.rowPitch + 1) == 5)
        #expect(grid.item(atX: 4, y: 100) == nil, "the gap at the side")
        #expect(grid.item(atX: 8 + side + 3, y: 100) == nil, "the gap between columns")
        #expect(grid.item(atX: 8, y: 20) == nil, "above the frame")
        #expect(grid.contentHeight == Double(grid.rowCount) * grid.rowPitch + 8)
    }

    @Test func aFlingThroughThousandsOfItemsKeepsCellsToTheRowsInViewAndOneEachSide() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 2000)
        var driver = ViewDriver()
        var made = 0, most = 0, prepared = 0
        driver.drag(from: 640, 600, by: 0, -500, steps: 6, interval: 0.008) { grid.handle($0) }
        for _ in 0..<600 {
            driver.t += 1.0 / 60
            grid.advance(to: driver.t)
            let cells = grid.cells(make: { made += 1; return 0 }, prepare: { cell, item in cell = item; prepared += 1 })
            most = max(most, cells.count)
            #expect(cells.allSatisfy { $0.cell == $0.item }, "each cell prepared for its item")
            let rows = grid.visibleRows
            #expect(grid.liveCells <= (rows.count + 2) * grid.columns)
        }
        #expect(grid.scrollView.offset > 5000, "it flung far: \(grid.scrollView.offset)")
        let screen = (Int((Self.frame.height / grid.rowPitch).rounded(.up)) + 1 + 2) * grid.columns
        #expect(most <= screen && made <= screen, "made \(made), most \(most), a screen and a row each side \(screen)")
        #expect(prepared > 100, "cells reused for the items that came")
    }

    @Test func changingTheColumnsKeepsTheItemUnderThePointerInPlace() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 2000)
        grid.scrollView.axis.jump(to: 3000)
        let y = 400.0
        let item = try! #require(grid.item(atX: 300, y: y))
        let before = grid.frame(ofItem: item)
        let fraction = (y - before.y) / before.height
        for columns in [4, 2, 12, 7] {
            grid.setColumns(columns, keeping: item, atWindowY: y, time: 0)
            #expect(grid.columns == columns)
            let after = grid.frame(ofItem: item)
            #expect(abs((y - after.y) / after.height - fraction) < 1e-6, "\(columns) columns: the same point of the cell under y")
        }
        grid.setColumns(99, keeping: item, atWindowY: y, time: 0)
        #expect(grid.columns == GridView<Int>.columnRange.upperBound)
    }

    @Test func scrollingToAnItemBringsItsWholeCellIntoView() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 2000)
        var driver = ViewDriver()
        grid.scroll(toItem: 700, time: 0)
        driver.settle(advance: { grid.advance(to: $0) }, nextFrame: { grid.nextFrame(after: $0) })
        let cell = grid.frame(ofItem: 700)
        #expect(cell.y >= Self.frame.y && cell.y + cell.height <= Self.frame.y + Self.frame.height)
        let offset = grid.scrollView.offset
        grid.scroll(toItem: grid.visibleItems.lowerBound + grid.columns, time: driver.t)
        #expect(grid.scrollView.axis.restingOffset == offset, "already in view: no motion")
    }

    @Test func aResizeFitsTheColumnsAgainAndKeepsTheFirstRowInView() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 2000)
        grid.scrollView.axis.jump(to: 4000)
        let first = grid.visibleItems.lowerBound
        grid.resize(frame: ViewFrame(x: 0, y: 54, width: 800, height: 416), time: 0)
        #expect(grid.columns == 4)
        #expect(grid.visibleItems.contains(first))
        let empty = GridView<Int>(frame: Self.frame, itemCount: 0)
        #expect(empty.visibleItems.isEmpty && empty.liveItems.isEmpty && empty.rowCount == 0)
    }

    /// Ctrl+wheel and a pinch change the columns about the cell under the pointer, as photo grids do:
    /// a notch away from the user one fewer, a touchpad's 60 px one, fingers twice as far apart half as many.
    @Test func ctrlWheelAndAPinchChangeTheColumnsAboutTheCellUnderThePointer() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 2000, columns: 6)
        grid.scroll(toItem: 600, time: 0)
        grid.advance(to: 5)
        let x = grid.frame(ofItem: 603).x + 10, y = grid.frame(ofItem: 603).y + 20
        let top = grid.frame(ofItem: 603).y
        func wheel(_ dy: Double, _ source: WheelSource = .wheel, ctrl: Bool = true, at t: Double) -> InputResult {
            grid.handle(.pointer(.wheel(WheelEvent(dy: dy, source: source, ctrl: ctrl, x: x, y: y, time: t))))
        }
        #expect(wheel(1, at: 6) == .zoomed && grid.columns == 5)
        let cell = grid.frame(ofItem: 603)
        #expect(cell.y <= y && y < cell.y + cell.height && abs(cell.y - top) < grid.cellSide,
                "the row under the pointer stays under it")
        #expect(wheel(-2, at: 7) == .zoomed && grid.columns == 7)
        #expect(wheel(-30, .touchpad, at: 8) == .ignored && grid.columns == 7, "half a column's scroll waits")
        #expect(wheel(-30, .touchpad, at: 9) == .zoomed && grid.columns == 8, "and adds up")
        #expect(grid.handle(.pinch(.began(x: x, y: y, time: 10))) == .zoomed)
        #expect(grid.handle(.pinch(.changed(spread: 2, x: x, y: y, time: 10.1))) == .zoomed && grid.columns == 4)
        #expect(grid.handle(.pinch(.changed(spread: .nan, x: x, y: y, time: 10.2))) == .ignored && grid.columns == 4)
        _ = grid.handle(.pinch(.ended(time: 10.3)))
        #expect(wheel(100, at: 11) == .zoomed && grid.columns == GridView<Int>.columnRange.lowerBound, "held to the range")
        #expect(wheel(.infinity, at: 12) == .ignored)
        // Without column zoom, Ctrl+wheel is the wheel's.
        grid.zoomsColumns = false
        let columns = grid.columns
        _ = wheel(1, at: 13)
        #expect(grid.columns == columns)
    }

    /// With `focusesItems`, the arrows move a focus through the cells, scrolled into view, as a file
    /// manager's grid does; Enter chooses it; Home and End take it to the ends as they scroll.
    @Test func theArrowsMoveAFocusThatEnterChooses() {
        var grid = GridView<Int>(frame: Self.frame, itemCount: 100, columns: 5)
        func press(_ key: Key, at t: Double, ctrl: Bool = false) -> InputResult {
            grid.handle(.key(KeyEvent(key, ctrl: ctrl, time: t)))
        }
        #expect(press(.down, at: 0) == .scrolled && grid.focusedItem == nil, "off: the arrows scroll")
        grid.focusesItems = true
        grid.advance(to: 5)
        grid.scrollView.axis.jump(to: 0)
        #expect(press(.enter, at: 5.1) == .ignored, "nothing focused: nothing chosen")
        #expect(press(.right, at: 6) == .focused(item: 0), "the first press: the first cell wholly in view")
        #expect(press(.right, at: 6.1) == .focused(item: 1))
        #expect(press(.down, at: 6.2) == .focused(item: 6))
        #expect(press(.left, at: 6.3) == .focused(item: 5))
        #expect(press(.up, at: 6.4) == .focused(item: 0))
        #expect(press(.up, at: 6.5) == .focused(item: 0), "held to the items")
        #expect(press(.right, at: 6.6, ctrl: true) == .ignored && grid.focusedItem == 0, "Ctrl+arrows are the program's")
        for i in 0..<15 { _ = press(.down, at: 7 + Double(i) * 0.01) }
        #expect(grid.focusedItem == 75)
        grid.advance(to: 10)
        #expect(grid.visibleItems.contains(75), "its cell scrolled into view")
        #expect(press(.enter, at: 10.1) == .activated(item: 75))
        #expect(press(.end, at: 10.2) == .scrolled && grid.focusedItem == 99)
        #expect(press(.home, at: 10.3) == .scrolled && grid.focusedItem == 0)
        grid.focusedItem = 500
        #expect(grid.focusedItem == nil, "an item that is not there is no focus")
    }
}
