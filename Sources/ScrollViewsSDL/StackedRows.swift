import CSDL
import InfiniteScrolling
import ScrollViews

/// The rows of a `StackedScrollView`'s lists and boxes, drawn as UITableView
/// draws its cells: each list or box keeps cells only for its rows in view,
/// from a pool of its own, and each cell is a texture (`SlotTextures`)
/// painted once when it is handed a row — `paint(child, row, surface)`, into
/// an opaque surface `width` px wide and a row tall — then copied, clipped to
/// the child's frame, as the feed scrolls.
@MainActor
public final class StackedRows<ID: Hashable & Sendable> {
    /// The cells of each list and box that has shown rows, by child.
    public private(set) var cells: [ID: CellRecycler] = [:]
    /// The rows' width, px: the textures are made anew when it changes (`resize(width:)`).
    public private(set) var width: Int32
    private var textures: [ID: SlotTextures] = [:]
    private let renderer: Renderer
    private let paint: (ID, Int, UnsafeMutablePointer<SDL_Surface>) -> Void

    /// Rows `width` px wide drawn with `renderer`, row `row` of child `child`
    /// painted by `paint(child, row, surface)`.
    public init(renderer: Renderer, width: Double, paint: @escaping (ID, Int, UnsafeMutablePointer<SDL_Surface>) -> Void) {
        self.renderer = renderer
        self.width = StackedRows.pixels(width)
        self.paint = paint
    }

    /// Rows `width` px wide from now on: every row is painted again.
    public func resize(width: Double) {
        let pixels = StackedRows.pixels(width)
        guard pixels != self.width else { return }
        self.width = pixels
        textures = [:]
    }

    /// Cells for exactly the rows in view of each list and box `placements`
    /// places (the other children have none): rows gone give their cells back
    /// to the pool, rows come take them from it.
    public func show(_ placements: [StackedScrollView<ID>.Placement]) {
        for placement in placements where placement.kind == .list || placement.kind == .box {
            cells[placement.id, default: CellRecycler()].show(rows: placement.visibleRows)
        }
    }

    /// Draws the rows in view of the list or box `placement` places, at its
    /// frame's left edge, the first `inset` px below its frame's top (a box's
    /// border), clipped to its frame less `inset` at both ends and to window y
    /// `clipTop` to `clipBottom`.
    public func draw(_ placement: StackedScrollView<ID>.Placement, inset: Double = 0, clipTop: Double = 0,
                     clipBottom: Double = .infinity) {
        guard let recycler = cells[placement.id], placement.rowHeight >= 1, let rows = textures(of: placement) else { return }
        let frame = placement.frame, top = frame.y + inset
        let from = max(top, clipTop), to = min(frame.y + frame.height - inset, clipBottom)
        for (row, slot) in recycler.cells {
            let y = top + Double(row) * placement.rowHeight - placement.contentOffset
            rows.draw(slot: slot, content: row, x: frame.x, y: y, clipTop: from, clipBottom: to)
        }
    }

    /// The textures held.
    public var textureCount: Int { textures.values.reduce(0) { $0 + $1.textureCount } }
    /// The cells of the rows shown.
    public var shownCells: Int { cells.values.reduce(0) { $0 + $1.cells.count } }
    /// The cells in use, and those waiting in the pools.
    public var liveCells: Int { cells.values.reduce(0) { $0 + $1.pool.inUse } }
    /// The cells waiting in the pools for rows to come.
    public var pooledCells: Int { cells.values.reduce(0) { $0 + $1.pool.idle } }

    /// The textures of `placement`'s rows, made at its row height the first time.
    private func textures(of placement: StackedScrollView<ID>.Placement) -> SlotTextures? {
        let height = Int32(min(placement.rowHeight, 16_384).rounded())
        if let made = textures[placement.id], made.height == height { return made }
        let id = placement.id, paint = paint
        let made = SlotTextures(renderer: renderer, width: width, height: height) { paint(id, $0, $1) }
        textures[id] = made
        return made
    }

    private static func pixels(_ width: Double) -> Int32 { Int32(width.isNaN ? 1 : min(max(width.rounded(), 1), 16_384)) }
}
