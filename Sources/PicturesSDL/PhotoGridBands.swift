import CSDL
import ScrollViews
import ScrollViewsSDL

/// A photo grid's rows in view, each composed once into a layer as wide as the
/// grid — the rows of it that hold its thumbnails and tiles, the background
/// around them — and copied every frame while it shows the same
/// (`ComposedLayer`), the background above and below it filled: a frame of
/// bands costs about one copy of the window however many cells it shows, and a
/// row of landscape pictures holds only their rows. A row keeps its band while
/// it is live (in view, or next to the rows in view).
@MainActor
final class PhotoGridBands {
    /// What a band shows: the window's width, the rows of the row it holds (from
    /// the row's top: `top`, `height` of them), the cells' side and place, and
    /// each cell's picture (its texture, in the row's order), or its plain tile.
    struct Key: Equatable {
        var width: Int32
        var top: Int32
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

    /// Draws row `row`, `height` px from window y `top`, from window x `x`:
    /// its band, composed first with `compose` if it shows something else now,
    /// and the rows above and below it filled with `fill`; false when the row
    /// cannot be kept (no texture to compose into): then it is drawn as it is.
    func draw(row: Int, x: Int32, top: Int32, height: Int32, key: Key, renderer: Renderer, fill: (ViewFrame) -> Void,
              compose: () -> Void) -> Bool {
        guard height > 0, key.height > 0 else { return false }
        var band = bands[row] ?? ComposedLayer<Key>()
        if band.height > 0, band.height != key.height {
            // Another extent (a tile became a picture): a texture of the new size, not the larger one kept.
            composedBefore += band.composeCount
            band = ComposedLayer<Key>()
        }
        bands[row] = band
        guard band.show(key, width: key.width, height: key.height, renderer: renderer, compose: compose) else {
            return false
        }
        let shown = max(0, min(key.height, height - key.top))
        fill(ViewFrame(x: Double(x), y: Double(top), width: Double(key.width), height: Double(min(key.top, height))))
        band.copy(SDL_Rect(x: 0, y: 0, w: key.width, h: shown), toX: x, y: top + key.top, renderer: renderer)
        let below = key.top + shown
        fill(ViewFrame(x: Double(x), y: Double(top + below), width: Double(key.width), height: Double(height - below)))
        return true
    }

    /// Whether row `row`'s band shows `key` now: drawing it composes nothing.
    func shows(row: Int, key: Key, renderer: Renderer) -> Bool {
        bands[row]?.shows(key, width: key.width, height: key.height, renderer: renderer) ?? false
    }

    /// A texture of the part `rect` of row `row` (from the row's top), cut from
    /// its band; nil when it has none, or holds no such part.
    func cut(row: Int, _ rect: SDL_Rect, renderer: Renderer) -> Texture? {
        guard let band = bands[row], let top = band.key?.top else { return nil }
        return band.cut(SDL_Rect(x: rect.x, y: rect.y - top, w: rect.w, h: rect.h), renderer: renderer)
    }

    /// Lets go of the bands of rows not in `rows`.
    func keep(_ rows: Range<Int>) {
        for (row, band) in bands where !rows.contains(row) {
            composedBefore += band.composeCount
            bands[row] = nil
        }
    }
}
