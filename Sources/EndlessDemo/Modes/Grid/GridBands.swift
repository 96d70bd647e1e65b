import CSDL
import ScrollViews
import ScrollViewsSDL

/// The grid's rows in view, each composed once into a band as wide as the
/// window — the gap above the row, its tiles and thumbnails — and copied whole
/// every frame while it shows the same. The software renderer copies a
/// window-wide row of pixels several times faster than it fills or copies a
/// cell's width, so a frame of bands costs about one copy of the window
/// however many cells it shows.
final class GridBands {
    /// What a band shows: the window's width, the cells' side and place, and
    /// each cell's picture (its texture), or its plain tile.
    struct Key: Equatable {
        var width: Int32
        var height: Int32
        var side: Double
        var columns: Int
        var cells: [Int: OpaquePointer?]
    }

    private var bands: [Int: (texture: Texture, key: Key)] = [:]
    /// Bands composed since the grid was made (for the tests: none while nothing changes).
    private(set) var composed = 0
    /// Off: every cell drawn as it is, each frame (the tests compare the two).
    var enabled = true

    /// Bytes held by the bands.
    var byteCount: Int { bands.values.reduce(0) { $0 + Int($1.texture.width) * Int($1.texture.height) * 4 } }

    /// Copies row `row`'s band to window y `top` (`height` rows of it), composing
    /// it first if it shows something else now; false when the row cannot be
    /// kept (a cell fading in, no texture to compose into): then it is drawn as it is.
    func draw(row: Int, top: Int32, height: Int32, key: Key, canvas: Canvas,
              compose: (_ bandTop: Double) -> Void) -> Bool {
        guard enabled, height > 0, key.width > 0 else { return false }
        if bands[row]?.key != key {
            let reused = bands[row].flatMap { $0.texture.width == key.width && $0.texture.height == key.height ? $0.texture : nil }
            guard let texture = reused ?? Texture(renderer: canvas.renderer, format: SDL_PIXELFORMAT_RGB888,
                                                  access: SDL_TEXTUREACCESS_TARGET, width: key.width, height: key.height,
                                                  opaque: true),
                  SDL_SetRenderTarget(canvas.renderer, texture.pointer) == 0 else {
                bands[row] = nil
                return false
            }
            compose(0)
            SDL_SetRenderTarget(canvas.renderer, nil)
            bands[row] = (texture, key)
            composed += 1
        }
        guard let texture = bands[row]?.texture else { return false }
        var source = SDL_Rect(x: 0, y: 0, w: key.width, h: min(height, key.height))
        var target = SDL_Rect(x: 0, y: top, w: key.width, h: source.h)
        SDL_RenderCopy(canvas.renderer, texture.pointer, &source, &target)
        return true
    }

    /// Lets go of the bands of rows not in `rows`.
    func keep(_ rows: Range<Int>) {
        for row in bands.keys where !rows.contains(row) { bands[row] = nil }
    }

    /// Lets go of every band.
    func removeAll() { bands.removeAll() }
}
