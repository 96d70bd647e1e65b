import CSDL
import ScrollViewsSDL

extension Renderer {
    /// Fills the rectangle (`x`, `y`, `w`, `h`), any finite or not, cut to
    /// `area` before SDL sees it (SDL's software renderer writes out of bounds
    /// past 2³¹ px, and a `Float` loses whole pixels past 2²⁴); the area filled, px².
    @discardableResult
    package func fill(x: Double, y: Double, w: Double, h: Double, _ color: SDL_Color, within area: ViewFrame) -> Double {
        let left = max(x, area.x), top = max(y, area.y)
        let right = min(x + w, area.x + area.width), bottom = min(y + h, area.y + area.height)
        // Comparisons with NaN are false: a non-finite rectangle draws nothing.
        guard right > left, bottom > top else { return 0 }
        SDL_SetRenderDrawBlendMode(pointer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        var rect = SDL_FRect(x: Float(left), y: Float(top), w: Float(right - left), h: Float(bottom - top))
        SDL_RenderFillRectF(pointer, &rect)
        return (right - left) * (bottom - top)
    }
}

extension ViewFrame {
    /// The frame with values a view can draw in: its corner within ±16,384 px
    /// (NaN: 0), each side 1 to 16,384 px (NaN: 1).
    var held: ViewFrame {
        func within(_ value: Double, _ range: ClosedRange<Double>, nan: Double) -> Double {
            value.isNaN ? nan : min(max(value, range.lowerBound), range.upperBound)
        }
        return ViewFrame(x: within(x, -16_384...16_384, nan: 0), y: within(y, -16_384...16_384, nan: 0),
                         width: within(width, 1...16_384, nan: 1), height: within(height, 1...16_384, nan: 1))
    }

    /// The whole pixels the frame touches: its left and top edges rounded
    /// down, its right and bottom up (a frame at fractions of a pixel, mid-drag).
    var wholePixels: ViewFrame {
        func held(_ value: Double) -> Double { value.isNaN ? 0 : max(-16384, min(value, 32768)) }
        let left = held(x).rounded(.down), top = held(y).rounded(.down)
        let right = held(x + width).rounded(.up), bottom = held(y + height).rounded(.up)
        return ViewFrame(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

extension Renderer {
    /// Fills `frame` but for `hole`, which something opaque drawn next covers
    /// (the pixels are written once), cut to `area`; the area filled, px².
    @discardableResult
    package func fill(_ frame: ViewFrame, around hole: ViewFrame, _ color: SDL_Color, within area: ViewFrame) -> Double {
        let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
        let top = min(max(hole.y, y), y + h), bottom = max(min(hole.y + hole.height, y + h), top)
        let left = min(max(hole.x, x), x + w), right = max(min(hole.x + hole.width, x + w), left)
        var filled = 0.0
        if top > y { filled += fill(x: x, y: y, w: w, h: top - y, color, within: area) }
        if bottom < y + h { filled += fill(x: x, y: bottom, w: w, h: y + h - bottom, color, within: area) }
        guard bottom > top else { return filled }
        if left > x { filled += fill(x: x, y: top, w: left - x, h: bottom - top, color, within: area) }
        if right < x + w { filled += fill(x: right, y: top, w: x + w - right, h: bottom - top, color, within: area) }
        return filled
    }
}

/// The renderer's clip narrowed to a frame while a view draws, and put back after.
@MainActor
struct NarrowedClip {
    let renderer: Renderer
    let outer: SDL_Rect?

    init(renderer: Renderer, frame: ViewFrame) {
        self.renderer = renderer
        var old = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer.pointer) == SDL_TRUE
        if clipped { SDL_RenderGetClipRect(renderer.pointer, &old) }
        outer = clipped ? old : nil
        // Every pixel the frame touches (a frame at fractions of a pixel, mid-drag, keeps its edge rows).
        let whole = frame.wholePixels
        var inner = SDL_Rect(x: Int32(whole.x), y: Int32(whole.y), w: Int32(whole.width), h: Int32(whole.height))
        if clipped, SDL_IntersectRect([old], [inner], &inner) != SDL_TRUE { inner.w = 0; inner.h = 0 }
        SDL_RenderSetClipRect(renderer.pointer, &inner)
    }

    /// The clip as it was.
    func restore() {
        if var outer { SDL_RenderSetClipRect(renderer.pointer, &outer) } else { SDL_RenderSetClipRect(renderer.pointer, nil) }
    }

    /// The clip now, window coordinates.
    var rect: SDL_Rect {
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer.pointer, &clip)
        return clip
    }
}
