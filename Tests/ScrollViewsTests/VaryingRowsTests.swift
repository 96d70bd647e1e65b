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
