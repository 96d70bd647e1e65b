import ScrollViewsSDL
import InfiniteScrolling
import ScrollViews

/// The feed's lists and its box as rows: for each, a cell recycler (cells only
/// for the rows in view, from a pool) and row textures stamped for the
/// window's width (`FeedRowViews`).
@MainActor
final class FeedLists {
    /// The cells of list A, list B and the box.
    private(set) var cells: [FeedChild: CellRecycler] = [.listA: CellRecycler(), .listB: CellRecycler(),
                                                        .box: CellRecycler()]
    /// Their row textures.
    private(set) var views: [FeedChild: SlotTextures] = [:]

    /// Row textures for a window `width` wide.
    func make(width: Double, canvas: Canvas) {
        views = FeedRowViews.make(width: width, canvas: canvas)
    }

    /// Cells for the rows in view of each list and the box, as the feed places them.
    func show(_ placements: [Feed.Placement]) {
        for placement in placements where cells[placement.id] != nil {
            cells[placement.id]?.show(rows: placement.visibleRows)
        }
    }

    /// Draws the rows in view of the list `placement` places, clipped to its
    /// frame and to a window `windowHeight` tall.
    func draw(_ placement: Feed.Placement, windowHeight: Double) {
        guard let recycler = cells[placement.id], let view = views[placement.id] else { return }
        let y = placement.frame.y
        let clipTop = max(0, y), clipBottom = min(windowHeight, y + placement.frame.height)
        for (row, slot) in recycler.cells {
            let rowY = y + Double(row) * placement.rowHeight - placement.contentOffset
            view.draw(slot: slot, content: row, x: 0, y: rowY, clipTop: clipTop, clipBottom: clipBottom)
        }
    }

    /// The row textures held.
    var textureCount: Int { views.values.reduce(0) { $0 + $1.textureCount } }
    /// The cells of the rows shown.
    var shownCells: Int { cells.values.reduce(0) { $0 + $1.cells.count } }
    /// The cells in use, and those waiting in the pools.
    var liveCells: Int { cells.values.reduce(0) { $0 + $1.pool.inUse } }
    var pooledCells: Int { cells.values.reduce(0) { $0 + $1.pool.idle } }
}
