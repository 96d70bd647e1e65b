import CSDL
import ScrollViewsSDL

/// A picture opened from a thumbnail: it grows from the thumbnail's place to
/// its place on its page, eased out, the thumbnail enlarged until the page's
/// own picture is in.
@MainActor
package struct OpeningPicture {
    /// How long it takes to grow from its cell to its place, s.
    package static let duration = 0.22
    /// The page it opens on, by id.
    package let page: Int
    /// Where it grows from, and its thumbnail.
    package let from: PhotoViewer.Thumbnail
    /// When it began to grow (−∞: at once, with reduced motion).
    package let start: Double

    /// Whether it still grows at `now`.
    func isGrowing(at now: Double) -> Bool { now < start + OpeningPicture.duration }

    /// Whether it is done at `clock`: grown, and the page's picture `settled` (it is drawn as any other).
    func isDone(at clock: Double, settled: Bool) -> Bool { !isGrowing(at: clock) && settled }

    /// Draws it at `clock`, its place on the page at `x` being `place` (the page's
    /// composed `picture` — its texture's part `source`, when given — over the
    /// thumbnail once ready, fading in).
    func draw(_ picture: PictureSlot, place: SDL_Rect, source: SDL_Rect? = nil, x: Double, clock: Double,
              renderer: OpaquePointer) {
        let t = min(1, max(0, (clock - start) / OpeningPicture.duration))
        let p = 1 - (1 - t) * (1 - t) * (1 - t)
        func mix(_ a: Double, _ b: Double) -> Float { Float((a + (b - a) * p).rounded()) }
        var rect = SDL_FRect(x: mix(from.frame.x, x + Double(place.x)), y: mix(from.frame.y, Double(place.y)),
                             w: mix(from.frame.width, Double(place.w)), h: mix(from.frame.height, Double(place.h)))
        if !picture.isSettled(at: clock) { SDL_RenderCopyF(renderer, from.texture.pointer, nil, &rect) }
        if picture.isReady { picture.draw(on: renderer, rect: rect, source: source, at: clock) }
    }
}
