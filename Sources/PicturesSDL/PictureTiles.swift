import CSDL
import ScrollViewsSDL
import Pictures

/// The tiles of one zoomed picture, PhotoScroller-style: the picture as levels
/// of detail (level d is the picture scaled by 1/d, d a power of two), cut into
/// 512 px tiles; only the tiles in view at the level the zoom needs are decoded,
/// off the render thread, straight from the file (`PictureDecoder`), and kept in
/// a bounded cache. Memory follows the screen, not the picture.
@MainActor
package final class PictureTiles {
    package struct Key: Hashable {
        var level: Int
        var column: Int
        var row: Int
    }

    /// A tile's side in pixels of its level.
    static let side = 512
    /// Bytes of tile textures kept: 64 tiles of 512 × 512.
    static let budget = 64 << 20

    package let page: Int
    let path: FilePath
    package let size: PictureSize
    /// Quarter turns clockwise the picture is shown turned by (`PictureFile.turns`): `size` is as turned.
    package let turns: Int
    private let loader = ImageLoader()
    private var textures: [Key: Texture] = [:]
    /// Keys, least recently drawn first.
    private var order: [Key] = []
    private var pending: [Int: Key] = [:]
    private var nextJob = 0
    /// The most tile bytes held at once, for the benchmarks and tests.
    private(set) var peakBytes = 0

    package init(page: Int, path: FilePath, size: PictureSize, turns: Int = 0) {
        self.page = page
        self.path = path
        self.size = size
        self.turns = turns
    }

    deinit { loader.stop() }

    package var textureCount: Int { textures.count }
    var bytes: Int { textures.count * PictureTiles.side * PictureTiles.side * 4 }

    /// The level for `scale` screen px per picture px: the largest power of two
    /// d with 1/d ≥ scale (1 from one screen px per picture px on), at most 8.
    package static func level(forScale scale: Double) -> Int {
        var d = 1
        while d < 8, scale * Double(d * 2) <= 1 { d *= 2 }
        return d
    }

    /// The picture's size at `level`.
    func levelSize(_ level: Int) -> (width: Int, height: Int) {
        PictureDecoder.scaledSize(width: Int(size.width), height: Int(size.height), denominator: level)
    }

    /// The tiles of `level` over the picture region `visible` (picture px: x0, y0, x1, y1).
    package func keys(level: Int, visible: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [Key] {
        let span = Double(PictureTiles.side * level)
        let levelSize = self.levelSize(level)
        let columns = (levelSize.width + PictureTiles.side - 1) / PictureTiles.side
        let rows = (levelSize.height + PictureTiles.side - 1) / PictureTiles.side
        let c0 = max(0, Int((visible.x0 / span).rounded(.down))), c1 = min(columns - 1, Int((visible.x1 / span).rounded(.down)))
        let r0 = max(0, Int((visible.y0 / span).rounded(.down))), r1 = min(rows - 1, Int((visible.y1 / span).rounded(.down)))
        guard c0 <= c1, r0 <= r1 else { return [] }
        return (r0...r1).flatMap { row in (c0...c1).map { Key(level: level, column: $0, row: row) } }
    }

    /// Asks for the tiles among `keys` not held or asked for yet; requests for
    /// other tiles that have not started are dropped.
    package func want(_ keys: [Key]) {
        let wanted = Set(keys)
        for (job, key) in pending where !wanted.contains(key) {
            loader.cancel(id: .tile(job))
            pending[job] = nil
        }
        let asked = Set(pending.values)
        for key in keys where textures[key] == nil && !asked.contains(key) {
            let levelSize = self.levelSize(key.level)
            let x = key.column * PictureTiles.side, y = key.row * PictureTiles.side
            let region = PictureDecoder.Region(x: x, y: y, width: min(PictureTiles.side, levelSize.width - x),
                                              height: min(PictureTiles.side, levelSize.height - y))
            nextJob += 1
            pending[nextJob] = key
            loader.request(id: .tile(nextJob), path: path, part: ImageLoader.Part(denominator: key.level, region: region),
                           turns: turns)
        }
    }

    /// Turns finished tiles into textures (waiting for them first with `waiting`).
    package func collect(renderer: OpaquePointer, waiting: Bool) {
        for (job, result, _) in loader.collect(renderer: renderer, waiting: waiting, wanted: { pending[$0.number] != nil }) {
            guard let key = pending.removeValue(forKey: job.number), case .picture(let texture, _) = result else { continue }
            SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
            textures[key] = texture
            order.append(key)
            while bytes > PictureTiles.budget, let oldest = order.first {
                order.removeFirst()
                textures[oldest] = nil
            }
            peakBytes = max(peakBytes, bytes)
        }
    }

    /// The held tile for `key`, marked as just used.
    package func texture(_ key: Key) -> Texture? {
        guard let texture = textures[key] else { return nil }
        if order.last != key, let index = order.firstIndex(of: key) {
            order.remove(at: index)
            order.append(key)
        }
        return texture
    }

    /// Where tile `key` lies in the picture, picture px (x, y, width, height).
    package func pictureRect(_ key: Key) -> (x: Double, y: Double, width: Double, height: Double) {
        let span = Double(PictureTiles.side * key.level)
        let x = Double(key.column) * span, y = Double(key.row) * span
        return (x, y, min(span, Double(size.width) - x), min(span, Double(size.height) - y))
    }

    package func nextFrame(after now: Double) -> Double? { loader.nextFrame(after: now) }

    var isIdle: Bool { pending.isEmpty }
}
