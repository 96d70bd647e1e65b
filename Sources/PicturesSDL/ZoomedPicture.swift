import CSDL
import ScrollViewsSDL
import ScrollPhysics
import Pictures

/// The zoomed photo's sharper pixels, past what its fit-sized page holds: its
/// picture decoded whole at its own resolution (the detail, at most
/// `detailPixels`), or — a picture too large for that — the tiles in
/// view at the level the zoom needs. Asked for once the zoom needs them, freed
/// when the page is back at fit or goes.
@MainActor
final class ZoomedPicture {
    /// The photo's picture at its own resolution, by page id.
    private(set) var detail: (page: Int, slot: PictureSlot)?
    /// The photo's tiles, for pictures too large to decode whole.
    private(set) var tiles: PictureTiles?
    /// The loader the detail is decoded by (the pages' own, under `PictureKey.detail`).
    private let loader: ImageLoader

    /// The largest picture decoded whole at its own resolution, px; larger ones come in tiles.
    var detailPixels = 16_000_000

    init(loader: ImageLoader) {
        self.loader = loader
    }

    /// The textures held.
    var textureCount: Int { (detail?.slot.isReady == true ? 1 : 0) + (tiles?.textureCount ?? 0) }

    /// When tiles still decoding need a frame.
    func nextFrame(after now: Double) -> Double? { tiles?.nextFrame(after: now) }

    /// What the HUD says the zoom shows at `scale`.
    func level(atScale scale: Double) -> String {
        tiles.map { _ in "tiles at 1/\(PictureTiles.level(forScale: scale))" }
            ?? (detail?.slot.isReady == true ? "the picture's own pixels" : "page pixels")
    }

    /// Brings the sharper pixels up to date for `photo`, the page in view's zoom
    /// (`inView` when it is that page's), its picture `size` at `path`, in a
    /// `viewport`, turned `turns` quarter turns clockwise; at `clock`, tiles drawn
    /// with `renderer` (`waiting` for them).
    func update(photo: (page: Int, view: PanZoom)?, inView: Bool, size: PictureSize?, path: FilePath?, turns: Int = 0,
                viewport: ViewFrame, clock: Double, renderer: OpaquePointer, waiting: Bool) {
        guard let photo, inView, photo.view.isZoomed || photo.view.isMoving, let size, let path else {
            if !(photo?.view.isMoving ?? false) {
                drop()
                tiles = nil
            }
            return
        }
        if Int(size.width) * Int(size.height) > detailPixels {
            if tiles?.page != photo.page || tiles?.size != size || tiles?.turns != turns {
                tiles = PictureTiles(page: photo.page, path: path, size: size, turns: turns)
            }
            guard let tiles else { return }
            let view = photo.view
            let level = PictureTiles.level(forScale: view.scale)
            let keys = 1 / Double(level) > view.fitScale * 1.01 ? ZoomedPicture.visibleTiles(tiles, view: view, level: level,
                                                                                             viewport: viewport) : []
            tiles.want(keys)
            tiles.collect(renderer: renderer, waiting: waiting)
            return
        }
        guard detail?.page != photo.page else { return }
        drop()
        guard photo.view.maximumScale > photo.view.fitScale * 1.01 else { return }
        detail = (photo.page, .loading(since: clock))
        loader.request(id: .detail(photo.page), path: path, turns: turns)
    }

    /// Page `page` went: its detail and tiles with it.
    func forget(page: Int) {
        if detail?.page == page { drop() }
        if tiles?.page == page { tiles = nil }
    }

    /// Whether a finished decode `id` is still wanted here (a detail of the page it is for).
    func wants(_ id: PictureKey) -> Bool { id.use == .detail && detail?.page == id.number }

    /// A decode for the detail came back at `clock`, the last frame drawn at `drawn`.
    func received(_ result: ImageLoader.Collected, clock: Double, drawn: Double) {
        detail?.slot = .arrived(result, replacing: nil, at: clock, drawn: drawn, inView: false, fades: false)
    }

    /// The tiles of `level` the photo's `viewport` shows.
    static func visibleTiles(_ tiles: PictureTiles, view: PanZoom, level: Int, viewport: ViewFrame) -> [PictureTiles.Key] {
        let from = view.picturePoint(at: PanZoom.Point(x: 0, y: 0))
        let to = view.picturePoint(at: PanZoom.Point(x: viewport.width, y: viewport.height))
        let w = Double(tiles.size.width), h = Double(tiles.size.height)
        return tiles.keys(level: level, visible: (min(max(from.x, 0), w), min(max(from.y, 0), h),
                                                  min(max(to.x, 0), w - 1e-9), min(max(to.y, 0), h - 1e-9)))
    }

    /// Draws page `page`'s picture, `size` px, at `view`'s zoom and pan in a
    /// viewport whose top left is at (`left`, `top`) in the window, within
    /// `clip`: its own pixels when decoded, else `fallback` (the page's composed
    /// texture, the picture its part `rect`) spread over the frame; then the tiles
    /// in view at the zoom's level over it.
    func draw(page: Int, view: PanZoom, size: PictureSize, fallback: (texture: OpaquePointer, rect: SDL_Rect),
              left: Double, top: Double, viewport: ViewFrame, clip: SDL_Rect, renderer: Renderer) {
        let frame = view.pictureFrame
        let target = SDL_FRect(x: Float(left + frame.x), y: Float(top + frame.y), w: Float(frame.width), h: Float(frame.height))
        if let detail, detail.page == page, let sharp = detail.slot.texture {
            // The picture at its own resolution, over the page's background (it may
            // be transparent); from 2 screen px per picture px on, its pixels show as squares.
            SDL_SetTextureScaleMode(sharp, view.scale >= 2 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
            renderer.copyShown(sharp, part: SDL_Rect(x: 0, y: 0, w: size.width, h: size.height), onto: target, within: clip)
        } else {
            SDL_SetTextureScaleMode(fallback.texture, SDL_ScaleModeLinear)
            renderer.copyShown(fallback.texture, part: fallback.rect, onto: target, within: clip)
        }
        guard let tiles, tiles.page == page else { return }
        let level = PictureTiles.level(forScale: view.scale)
        let mode = view.scale * Double(level) >= 2 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        for key in ZoomedPicture.visibleTiles(tiles, view: view, level: level, viewport: viewport) {
            guard let tile = tiles.texture(key) else { continue }
            let rect = tiles.pictureRect(key)
            let place = SDL_FRect(x: Float(left + frame.x + rect.x * view.scale), y: Float(top + frame.y + rect.y * view.scale),
                                  w: Float(rect.width * view.scale), h: Float(rect.height * view.scale))
            SDL_SetTextureScaleMode(tile.pointer, mode)
            renderer.copyShown(tile.pointer, part: SDL_Rect(x: 0, y: 0, w: tile.width, h: tile.height), onto: place, within: clip)
        }
    }

    private func drop() {
        if let detail { loader.cancel(id: .detail(detail.page)) }
        detail = nil
    }
}
