import Testing
import ScrollPhysics
@testable import ScrollViews

/// A list of rows each of its own height.
@Suite struct VaryingRowsTests {
    /// Rows of 40, 80 and 120 px, repeated: 100 rows, 8000 px.
    static let extents = (0..<100).map { [40.0, 80, 120][$0 % 3] }
    let frame = ViewFrame(x: 0, y: 0, width: 400, height: 600)

    @Test func rowsOfDifferentHeightsLieOneAfterAnother() {
        var list = ListView<Int>(frame: frame, rowExtents: Self.extents)
        #expect(list.scrollView.contentExtent == 8000 - 40, "33 × 240 + 40")
        let rows = list.visibleRows(make: { 0 }) { cell, row in cell = row }
        #expect(rows.map(\.row) == Array(0..<8), "0–599 px: rows 0–7 (the 8th begins at 480 and ends at 520)")
        #expect(rows.map(\.frame.height) == [40, 80, 120, 40, 80, 120, 40, 80])
        #expect(rows.map(\.frame.y) == [0, 40, 120, 240, 280, 360, 480, 520])
        #expect(list.row(atX: 10, y: 130) == 2 && list.row(atX: 10, y: 599) == 7)
    }

    @Test func scrolledTheRowsInViewAreFoundAndCellsReused() {
        var list = ListView<Int>(frame: frame, rowExtents: Self.extents)
        _ = list.visibleRows(make: { 0 }) { cell, row in cell = row }
        list.scrollView.axis.jump(to: 2410)
        let rows = list.visibleRows(make: { 0 }) { cell, row in cell = row }
        // 2410 is 10 px into row 30 (30 rows of 240 px each 3: 2400).
        #expect(rows.first?.row == 30 && rows.first?.frame.y == -10)
        #expect(rows.last.map { $0.frame.y + $0.frame.height >= 600 } == true)
        #expect(rows.allSatisfy { $0.cell == $0.row })
        #expect(list.cellsMade <= 11, "no more cells than a screen holds, and one")
    }

    @Test func rowsAddedTakeTheLastRowsHeight() {
        var list = ListView<Int>(frame: frame, rowExtents: [30, 50])
        list.setRowCount(4, time: 0)
        #expect(list.rowCount == 4 && list.extent(ofRow: 3) == 50 && list.scrollView.contentExtent == 180)
        list.setRowExtents([10, 20, 30], time: 0)
        #expect(list.start(ofRow: 2) == 30 && list.scrollView.contentExtent == 60)
    }
}

/// A nested view whose content is rows of different heights, one of them cards.
@Suite struct NestedRowsTests {
    @Test func rowsOfTheirOwnHeightsAndARowOfCardsInOnesPlace() throws {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720),
                                    rowExtents: [44, 88, 132, 200, 88, 132, 44, 88])
        #expect(feed.outer.contentExtent == 816)
        #expect(feed.addRow(atRow: 3, itemCount: 5, cardExtent: 160, spacing: 12) == 0)
        #expect(feed.addRow(atRow: 8, itemCount: 5, cardExtent: 160) == nil, "no such row")
        #expect(feed.visibleRowRange == 0..<7, "0–720: rows 0–6 (row 6 begins at 684)")
        #expect(feed.frame(ofRow: 3) == feed.rows[0].view.frame)
        #expect(feed.frame(ofRow: 2) == ViewFrame(x: 0, y: 132, width: 480, height: 132))
        // Scrolled by a wheel's px: the rows and the cards move with the content.
        feed.handle(.wheel(dx: 0, dy: -96, source: .touchpad, shift: false, ctrl: false, x: 240, y: 100, time: 0))
        var t = 0.0
        while feed.isMoving, t < 3 { t += 1.0 / 60; feed.advance(to: t) }
        #expect(abs(feed.frame(ofRow: 3).y - (264 - feed.outer.offset)) < 1e-9)
        #expect(abs(feed.rows[0].view.frame.y - feed.frame(ofRow: 3).y) < 1e-9)
        #expect(feed.visibleRowRange.lowerBound == (feed.outer.offset >= 44 ? 1 : 0))
    }
}

/// What a program does to a nested view besides the pointer: resize it, scroll it.
@Suite struct NestedProgrammaticTests {
    @Test func aResizedFeedKeepsItsOffsetAndItsRowsFollowAScroll() throws {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720),
                                    rowExtents: Array(repeating: 100, count: 30))
        feed.addRow(atRow: 5, itemCount: 4, cardExtent: 200)
        feed.scroll(toContent: 400, time: 0)
        var t = 0.0
        while feed.isMoving, t < 3 { t += 1.0 / 60; feed.advance(to: t) }
        #expect(abs(feed.outer.offset - 400) < 0.5 && abs(feed.rows[0].view.frame.y - 100) < 0.5)
        feed.resize(frame: ViewFrame(x: 0, y: 0, width: 600, height: 500), time: t)
        #expect(abs(feed.outer.offset - 400) < 0.5 && feed.rows[0].view.frame.width == 600)
        feed.scroll(by: -100, time: t)
        while feed.isMoving, t < 6 { t += 1.0 / 60; feed.advance(to: t) }
        #expect(abs(feed.outer.offset - 300) < 0.5 && abs(feed.rows[0].view.frame.y - 200) < 0.5)
    }

    @Test func aProgramsFlingIsAReleasesFling() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...10_000))
        axis.fling(velocity: 2000, at: 0)
        #expect(axis.state == .decelerating)
        var released = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...10_000))
        released.fling(velocity: 1e9, at: 0)
        #expect(released.velocity == released.configuration.maximumFlingSpeed, "capped as a release is")
        axis.advance(to: 10)
        #expect(axis.offset > 900 && axis.state == .idle)
    }
}
