import CSDL
import ScrollViews
import ScrollViewsSDL

/// The grid's rows in view, each composed once into a layer as wide as the
/// window — the gap above the row, its tiles and thumbnails — and copied whole
/// every frame while it shows the same (`ComposedLayer`): a frame of bands
/// costs about one copy of the window however many cells it shows. A row
/// keeps its band while it is live (in view, or next to the rows in view).
final class GridBands {
    /// What a band shows: the window's width, the cells' side and place, and
    /// each cell's picture (its texture, in the row's order), or its plain tile.
    struct Key: Equatable {
        var width: Int32
        var height: Int32
        var side: Double
        var columns: Int
        var firstItem: Int
        var cells: [OpaquePointer?]
    }

    private var bands: [Int: ComposedLayer<Key>] = [:]
    private var composedBefore = 0
    /// Bands composed since the grid was made (for the tests: none while nothing changes).
    var composed: Int { composedBefore + bands.values.reduce(0) { $0 + $1.composeCount } }

    /// Bytes held by the bands.
    var byteCount: Int { bands.values.reduce(0) { $0 + $1.byteCount } }

    /// Copies row `row`'s band to window y `top` (`height` rows of it), composing
    /// it first if it shows something else now; false when the row cannot be
    /// kept (layers off, no texture to compose into): then it is drawn as it is.
    func draw(row: Int, top: Int32, height: Int32, key: Key, canvas: Canvas, compose: () -> Void) -> Bool {
        guard height > 0 else { return false }
        let band = bands[row] ?? ComposedLayer<Key>()
        bands[row] = band
        guard canvas.show(key, in: band, width: key.width, height: key.height, compose) else {
            return false
        }
        band.copy(SDL_Rect(x: 0, y: 0, w: key.width, h: min(height, key.height)), toX: 0, y: top, renderer: canvas.drawing)
        return true
    }

    /// Whether row `row`'s band shows `key` now: drawing it composes nothing.
    func shows(row: Int, key: Key, renderer: Renderer) -> Bool {
        bands[row]?.shows(key, width: key.width, height: key.height, renderer: renderer) ?? false
    }

    /// A texture of the part `rect` of row `row`'s band; nil when it has none.
    func cut(row: Int, _ rect: SDL_Rect, renderer: Renderer) -> Texture? { bands[row]?.cut(rect, renderer: renderer) }

    /// Lets go of the bands of rows not in `rows`.
    func keep(_ rows: Range<Int>) {
        for (row, band) in bands where !rows.contains(row) {
            composedBefore += band.composeCount
            bands[row] = nil
        }
    }
}
