/// Where each of a run of rows starts along the content, for rows each of
/// its own extent: the row at a content position by binary search.
struct RowStarts: Sendable, Equatable {
    /// Each row's start, then the end of the last.
    private(set) var starts: [Double]

    /// The longest a row may be, px: past it, one row's extent would swallow
    /// the next ones' in the sum of their starts.
    static let maximumExtent = 1e9

    /// Rows of `extents` (px each, 1 to `maximumExtent`; not finite: 1).
    init(extents: [Double]) {
        var starts = [0.0]
        starts.reserveCapacity(extents.count + 1)
        for extent in extents {
            starts.append(starts[starts.count - 1] + (extent.isFinite ? min(max(1, extent), RowStarts.maximumExtent) : 1))
        }
        self.starts = starts
    }

    /// How many rows.
    var count: Int { starts.count - 1 }
    /// Where the last row ends: the content's extent.
    var end: Double { starts[starts.count - 1] }
    /// Each row's extent.
    var extents: [Double] { (0..<count).map { starts[$0 + 1] - starts[$0] } }

    /// Where `row` starts (clamped to the rows and the end).
    func start(ofRow row: Int) -> Double { starts[min(max(row, 0), starts.count - 1)] }

    /// `row`'s extent, 0 outside the rows.
    func extent(ofRow row: Int) -> Double { (0..<count).contains(row) ? starts[row + 1] - starts[row] : 0 }

    /// The row whose span holds `position`: the last whose start is at or
    /// before it (0 before the first, `count` at or past the end).
    func row(atContent position: Double) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows any part of which lies in `offset ..< offset + viewport`, at most `limit` of them.
    func visible(offset: Double, viewport: Double, limit: Int) -> Range<Int> {
        guard count > 0, offset.isFinite, viewport.isFinite else { return 0..<0 }
        let first = min(max(0, row(atContent: offset)), count)
        // The row holding the viewport's last point, and the one after it.
        let last = row(atContent: offset + viewport - 1e-9 * max(1, abs(offset + viewport)))
        return first..<min(count, max(first, last + 1), first.saturatingAdd(limit))
    }
}
