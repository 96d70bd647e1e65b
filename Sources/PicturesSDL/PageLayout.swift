import CSDL
import CRegionDecoder
import ScrollViewsSDL
import Pictures

/// A page made once, off the render thread: an opaque surface of the page's
/// size holding its background and its picture fitted into a box, so that
/// drawing the page is one unscaled, unblended copy — or, `cropped`, only the
/// picture's rectangle of it (the mode fills the rest with the background).
package struct PageLayout: Sendable {
    package var width: Int32
    package var height: Int32
    package var background: SDL_Color
    /// A card painted over the background (x, y, width, height, colour), if any.
    package var card: (x: Int32, y: Int32, w: Int32, h: Int32, color: SDL_Color)? = nil
    /// Where the picture is fitted (aspect-fit, centred), in page coordinates.
    var boxX: Double, boxY: Double, boxWidth: Double, boxHeight: Double
    /// The most the picture is enlarged, points per picture px.
    var maxScale: Double
    /// Whether the composed surface holds only the picture's rectangle (its
    /// transparent parts over the background): a window-sized page whose picture
    /// covers half of it costs half the pixels, held once per page (the pager).
    var cropped = false
    /// With `cropped`: the surface holds the picture's rows across the whole page
    /// and this many columns more on either side, the background beside the
    /// picture (the pager: a page's rows copied whole, each pixel written once).
    package var bandMargin: Int32? = nil

    /// A page `width` × `height` on `background` (and `card`), its picture
    /// fitted into the box at `boxX`, `boxY`, `boxWidth` × `boxHeight`, enlarged
    /// at most `maxScale`; `cropped` and `bandMargin` as their properties say.
    /// The box is held within the page, at least 1 px a side (NaN: the page's
    /// corner, 1 px), whatever a caller's look gave.
    package init(width: Int32, height: Int32, background: SDL_Color,
                 card: (x: Int32, y: Int32, w: Int32, h: Int32, color: SDL_Color)? = nil, boxX: Double, boxY: Double,
                 boxWidth: Double, boxHeight: Double, maxScale: Double, cropped: Bool = false, bandMargin: Int32? = nil) {
        (self.width, self.height, self.background, self.card) = (width, height, background, card)
        func held(_ value: Double, _ range: ClosedRange<Double>) -> Double { value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound) }
        let pageWidth = Double(max(1, width)), pageHeight = Double(max(1, height))
        let x = held(boxX, 0...pageWidth - 1), y = held(boxY, 0...pageHeight - 1)
        (self.boxX, self.boxY) = (x, y)
        (self.boxWidth, self.boxHeight) = (held(boxWidth, 1...pageWidth - x), held(boxHeight, 1...pageHeight - y))
        self.maxScale = held(maxScale, 1e-3...1e3)
        (self.cropped, self.bandMargin) = (cropped, bandMargin)
    }

    /// No picture is shown larger than its own pixels: one point per picture px
    /// (two device px on a 2× display, as browsers and image viewers do). The
    /// bundled animals are large enough that a 1920×1080 window never needs more.
    package static let largestScale = 1.0

    /// What tells two layouts apart, for the page cache.
    var key: String {
        let c = card.map { "\($0.x),\($0.y),\($0.w),\($0.h),\($0.color.r),\($0.color.g),\($0.color.b)" } ?? "-"
        return "\(width)x\(height) \(background.r),\(background.g),\(background.b) \(c) \(boxX),\(boxY),\(boxWidth),\(boxHeight) \(maxScale)"
            + (cropped ? " cropped" : "") + (bandMargin.map { " band \($0)" } ?? "")
    }

    /// Makes the opaque XRGB surface (`SDL_PIXELFORMAT_RGB888`) of a given size
    /// that a page is composed into (nil: one of the page's own is made).
    typealias PageSurfaces = (PictureSize) -> Surface?

    /// The page with `picture` (ARGB8888) fitted into the box, bilinear-scaled
    /// and blended over the background, composed into a surface `surfaces` makes when given.
    func compose(_ source: Surface, source size: PictureSize, surfaces: PageSurfaces? = nil) -> ImageLoader.Outcome {
        if cropped { return composeCropped(source, source: size, surfaces: surfaces) }
        guard width > 0, height > 0,
              // Opaque, in the window surface's own format (XRGB): drawing it is a plain copy.
              let composed = PageLayout.surface(PictureSize(width: width, height: height), surfaces) else {
            return .failure("cannot make a \(width)x\(height) page")
        }
        let page = composed.pointer, picture = source.pointer
        SDL_FillRect(page, nil, SDL_MapRGB(page.pointee.format, background.r, background.g, background.b))
        SDL_SetSurfaceBlendMode(page, SDL_BLENDMODE_NONE)
        if let card {
            var rect = SDL_Rect(x: card.x, y: card.y, w: card.w, h: card.h)
            SDL_FillRect(page, &rect, SDL_MapRGB(page.pointee.format, card.color.r, card.color.g, card.color.b))
        }
        // Placed by the picture's own size (it may have been decoded scaled down).
        var target = pictureRect(for: size)
        guard let scaledSurface = Surface(width: target.w, height: target.h, format: SDL_PIXELFORMAT_ARGB8888)
        else { return .image(composed, source: size) }
        let scaled = scaledSurface.pointer
        SDL_SetSurfaceBlendMode(picture, SDL_BLENDMODE_NONE)
        if SDL_SoftStretchLinear(picture, nil, scaled, nil) != 0 { SDL_SoftStretch(picture, nil, scaled, nil) }
        SDL_SetSurfaceBlendMode(scaled, SDL_BLENDMODE_BLEND)
        CSDL_BlitSurface(scaled, nil, page, &target)
        return .image(composed, source: size)
    }

    /// The picture alone at its shown size, scaled straight into the opaque
    /// surface that becomes the texture (no page-sized or intermediate copy).
    private func composeCropped(_ source: Surface, source size: PictureSize, surfaces: PageSurfaces?) -> ImageLoader.Outcome {
        guard let (composed, place) = croppedSurface(for: size, surfaces: surfaces),
              // The picture's pixels seen as ARGB, so that the picture scales into them directly.
              let view = Surface(sharing: place, of: composed, as: SDL_PIXELFORMAT_ARGB8888) else {
            return .failure("cannot make a page for a \(size.width)x\(size.height) picture")
        }
        let picture = source.pointer
        SDL_SetSurfaceBlendMode(picture, SDL_BLENDMODE_NONE)
        if SDL_SoftStretchLinear(picture, nil, view.pointer, nil) != 0 { SDL_SoftStretch(picture, nil, view.pointer, nil) }
        picture_flatten_over(view.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self), place.w, place.h,
                             view.pointer.pointee.pitch / 4,
                             UInt32(background.r) << 16 | UInt32(background.g) << 8 | UInt32(background.b))
        return .image(composed, source: size)
    }

    /// The opaque surface a cropped page of a `source`-sized picture is
    /// composed into (the background beside the picture already in, when it is
    /// a band), and where the picture goes in it; nil when it cannot be made.
    /// The surface is one `surfaces` makes when given.
    func croppedSurface(for source: PictureSize, surfaces: PageSurfaces? = nil) -> (Surface, SDL_Rect)? {
        let place = surfaceRect(for: source), size = surfaceSize(for: source)
        guard let composed = PageLayout.surface(size, surfaces) else { return nil }
        if bandMargin != nil {
            let pixels = composed.pointer
            SDL_FillRect(pixels, nil, SDL_MapRGB(pixels.pointee.format, background.r, background.g, background.b))
        }
        return (composed, place)
    }

    /// An opaque XRGB surface of `size` from `surfaces`, or one of its own.
    private static func surface(_ size: PictureSize, _ surfaces: PageSurfaces?) -> Surface? {
        if let made = surfaces?(size), made.width == size.width, made.height == size.height,
           made.pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue {
            return made
        }
        return Surface(width: size.width, height: size.height, format: SDL_PIXELFORMAT_RGB888)
    }

    /// The size of the surface a `source`-sized picture is composed into.
    package func surfaceSize(for source: PictureSize) -> PictureSize {
        let place = pictureRect(for: source)
        guard cropped else { return PictureSize(width: width, height: height) }
        guard let bandMargin else { return PictureSize(width: place.w, height: place.h) }
        return PictureSize(width: width + 2 * bandMargin, height: place.h)
    }

    /// Where a `source`-sized picture lies in the surface it is composed into.
    package func surfaceRect(for source: PictureSize) -> SDL_Rect {
        let place = pictureRect(for: source)
        guard cropped else { return place }
        return SDL_Rect(x: bandMargin.map { $0 + place.x } ?? 0, y: 0, w: place.w, h: place.h)
    }

    /// The scale a `source`-sized picture is shown at on the page.
    func scale(for source: PictureSize) -> Double {
        min(boxWidth / Double(max(1, source.width)), boxHeight / Double(max(1, source.height)), maxScale)
    }

    /// Where a `source`-sized picture lies in the composed page (as `compose` puts it).
    package func pictureRect(for source: PictureSize) -> SDL_Rect {
        let w = Double(max(1, source.width)), h = Double(max(1, source.height))
        let scale = self.scale(for: source)
        let dw = Int32(max(1, (w * scale).rounded())), dh = Int32(max(1, (h * scale).rounded()))
        return SDL_Rect(x: Int32(boxX + (boxWidth - Double(dw)) / 2), y: Int32(boxY + (boxHeight - Double(dh)) / 2),
                        w: dw, h: dh)
    }
}
