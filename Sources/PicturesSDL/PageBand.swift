import CSDL
import ScrollViewsSDL
import Pictures

/// A page whose picture was composed as a band (`PageLayout.bandMargin`): the
/// picture's rows across the whole page, the background beside it. A settled
/// page is drawn as the rows above the picture filled, the band copied, the
/// rows below filled: every pixel written once, each by a fill or a copy as wide
/// as the page (SDL's software renderer writes such rows fastest, and a narrower
/// copy over a fill costs both), with no layer to compose and hold beside the picture.
@MainActor
enum PageBand {
    /// The band's columns beyond the page on either side, px: it always covers
    /// the page's columns however its fractional edges and the picture's rounded
    /// place fall, and a page at rest is copied from 16 bytes in (SDL's fastest
    /// copy wants rows on 16 bytes).
    nonisolated static let margin: Int32 = 4
    /// The largest page whose picture is a band, px²: in larger windows a copy
    /// costs what a fill does (neither stays in the caches), and the band would
    /// hold far more than the picture.
    nonisolated static let largestArea = 1920.0 * 1200

    /// Draws a settled page of `layout`, `size` its size, its left edge at
    /// window x `x` and top at `y`, its picture (of `source`'s size) the band `texture`: the
    /// background and the picture; false when `texture` is not the band this layout makes (a
    /// picture made for another window size, or not a band: then draw it as a picture).
    static func draw(_ texture: OpaquePointer, layout: PageLayout, source: PictureSize, x: Double, y: Double = 0,
                     size: (width: Double, height: Double), within area: ViewFrame, renderer: Renderer) -> Bool {
        guard layout.bandMargin != nil else { return false }
        let band = layout.surfaceSize(for: source), place = layout.pictureRect(for: source), inBand = layout.surfaceRect(for: source)
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0, w == band.width, h == band.height else { return false }
        let (width, height) = size, bottom = y + Double(place.y + place.h)
        renderer.fill(x: x, y: y, w: width, h: Double(place.y), layout.background, within: area)
        // The columns a fill of the page writes (SDL cuts its edges to whole px), the picture at its rounded place.
        let left = max(x, area.x), right = min(x + width, area.x + area.width)
        if right > left {
            let from = Int32(Float(left)), count = max(1, Int32(Float(right - left)))
            let bandLeft = Int32((x + Double(place.x)).rounded()) - inBand.x
            var source = SDL_Rect(x: from - bandLeft, y: 0, w: count, h: place.h)
            var target = SDL_Rect(x: from, y: Int32(y.rounded()) + place.y, w: count, h: place.h)
            SDL_RenderCopy(renderer.pointer, texture, &source, &target)
        }
        renderer.fill(x: x, y: bottom, w: width, h: y + height - bottom, layout.background, within: area)
        return true
    }

    /// The part of `texture` that is the picture of `source`'s size: where
    /// `layout` puts it, or — a texture made for another window size, shown
    /// stretched until it is made again — its middle as wide as the picture's
    /// aspect at its height (a band's), or the whole of it (nil).
    static func pictureSource(of texture: OpaquePointer, layout: PageLayout, source: PictureSize) -> SDL_Rect? {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0, w > 0, h > 0 else { return nil }
        let expected = layout.surfaceSize(for: source)
        if w == expected.width, h == expected.height {
            let rect = layout.surfaceRect(for: source)
            return rect.w == w && rect.h == h ? nil : rect
        }
        let pictureWidth = Int32(min(Double(w), (Double(source.width) / Double(max(1, source.height)) * Double(h)).rounded()))
        guard pictureWidth > 0, w - pictureWidth > 2 else { return nil }
        return SDL_Rect(x: (w - pictureWidth) / 2, y: 0, w: pictureWidth, h: h)
    }
}
