import CSDL
import ScrollViewsSDL

/// Pages whose picture is settled, each composed once with its page's
/// background and words into a layer the page's size (`ComposedLayer`), and copied from
/// there: every pixel of the page is then written once, by one copy as wide as
/// the page, instead of a fill of the whole page and a narrower copy over it.
final class PictureBands {
    /// What a band shows: the picture (its texture), where it lies on the
    /// page, the page's width and background.
    struct Key: Equatable {
        var texture: OpaquePointer
        var place: [Int32]
        var pageWidth: Int32
        var background: [UInt8]
        /// The words on the page (its caption and number).
        var words: [String]
    }

    private var bands: [Int: ComposedLayer<Key>] = [:]
    /// The band's columns beyond the page on either side, px.
    static let margin: Int32 = 4
    /// The largest page composed into a layer, px².
    static let largestArea = 1920.0 * 1200

    /// Bytes held by the bands.
    var byteCount: Int { bands.values.reduce(0) { $0 + $1.byteCount } }
    /// Bands composed (for the tests: none while nothing changes).
    var composed: Int { bands.values.reduce(0) { $0 + $1.composeCount } }

    /// Draws page `page`'s background and its picture `texture` at `place`
    /// (page px), the page's left edge at window x `x`, `size` its size: from
    /// its band; false when layers are off or it cannot be composed (then draw
    /// directly).
    /// `words` are the page's words that `decorate` draws, given the page's
    /// centre (in the band while composing).
    func draw(page: Int, texture: OpaquePointer, place: SDL_Rect, x: Double, size: (width: Double, height: Double),
              background: SDL_Color, words: [String], canvas: Canvas, decorate: (_ center: Double) -> Void) -> Bool {
        // Four pixels more on either side: the band always covers the page's columns,
        // however its fractional edges and the picture's rounded place fall, and a
        // page at rest is copied from 16 bytes in (SDL's fastest copy wants rows on 16 bytes).
        let bandWidth = Int32(size.width.rounded(.up)) + 2 * PictureBands.margin
        // Pages of at most `largestArea`: in larger windows a copy costs what a fill
        // does (neither stays in the caches), and the layer would double the page's memory.
        guard size.width * size.height <= PictureBands.largestArea else { return false }
        guard place.w > 0, place.h > 0, place.x >= 0, place.y >= 0, Double(place.y + place.h) <= size.height else { return false }
        // Only a picture made for this window (not one stretched until it is made
        // again for a new size: a storm of resizes composes no layers).
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0, w == place.w, h == place.h else { return false }
        let key = Key(texture: texture, place: [place.x, place.y, place.w, place.h], pageWidth: bandWidth,
                      background: [background.r, background.g, background.b], words: words)
        let band = bands[page] ?? ComposedLayer<Key>()
        bands[page] = band
        let height = Int32(size.height.rounded(.up))
        let composed = canvas.show(key, in: band, width: bandWidth, height: height) {
            canvas.fill(x: 0, y: 0, w: Double(bandWidth), h: Double(height), background)
            var target = SDL_Rect(x: place.x + PictureBands.margin, y: place.y, w: place.w, h: place.h)
            SDL_RenderCopy(canvas.renderer, texture, nil, &target)
            decorate(Double(PictureBands.margin) + size.width / 2)
        }
        guard composed else { return false }
        // The columns a fill of the page would write (SDL cuts its edges to whole px).
        let left = max(x, 0), right = min(x + size.width, canvas.width)
        guard right > left else { return true }
        let columns = (from: Int32(Float(left)), count: max(1, Int32(Float(right - left))))
        let bandLeft = Int32((x + Double(place.x)).rounded()) - place.x - PictureBands.margin
        band.copy(SDL_Rect(x: columns.from - bandLeft, y: 0, w: columns.count, h: height), toX: columns.from, y: 0,
                  renderer: canvas.drawing)
        return true
    }

    /// Lets go of the bands of pages not in `pages`.
    func keep(_ pages: [Int]) {
        for page in bands.keys where !pages.contains(page) { bands[page] = nil }
    }
}
