import CSDL
import ScrollViewsSDL

extension PhotoGrid {
    /// Fills the rectangle (`x`, `y`, `w`, `h`), any finite or not, within
    /// where the grid draws now (its frame, or the band being composed): cut to
    /// it before SDL sees it (SDL's software renderer writes out of bounds past
    /// 2³¹ px, and a `Float` loses whole pixels past 2²⁴); counted in `filledArea`.
    func fill(x: Double, y: Double, w: Double, h: Double, _ color: SDL_Color, _ renderer: Renderer) {
        let area = drawable
        let left = max(x, area.x), top = max(y, area.y)
        let right = min(x + w, area.x + area.width), bottom = min(y + h, area.y + area.height)
        // Comparisons with NaN are false: a non-finite rectangle draws nothing.
        guard right > left, bottom > top else { return }
        filledArea += (right - left) * (bottom - top)
        SDL_SetRenderDrawBlendMode(renderer.pointer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, color.a)
        var rect = SDL_FRect(x: Float(left), y: Float(top), w: Float(right - left), h: Float(bottom - top))
        SDL_RenderFillRectF(renderer.pointer, &rect)
    }

    func fill(_ frame: ViewFrame, _ color: SDL_Color, _ renderer: Renderer) {
        fill(x: frame.x, y: frame.y, w: frame.width, h: frame.height, color, renderer)
    }

    /// Fills `frame` but for `hole`, which something opaque drawn next covers: the pixels are written once.
    func fill(_ frame: ViewFrame, around hole: ViewFrame, _ color: SDL_Color, _ renderer: Renderer) {
        let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
        let top = min(max(hole.y, y), y + h), bottom = max(min(hole.y + hole.height, y + h), top)
        let left = min(max(hole.x, x), x + w), right = max(min(hole.x + hole.width, x + w), left)
        if top > y { fill(x: x, y: y, w: w, h: top - y, color, renderer) }
        if bottom < y + h { fill(x: x, y: bottom, w: w, h: y + h - bottom, color, renderer) }
        guard bottom > top else { return }
        if left > x { fill(x: x, y: top, w: left - x, h: bottom - top, color, renderer) }
        if right < x + w { fill(x: right, y: top, w: x + w - right, h: bottom - top, color, renderer) }
    }

    /// A ring `thickness` px wide around the outside of `frame`.
    func outline(_ frame: ViewFrame, by thickness: Double, _ color: SDL_Color, _ renderer: Renderer) {
        let t = thickness, x = frame.x - t, y = frame.y - t, w = frame.width + 2 * t, h = frame.height + 2 * t
        fill(x: x, y: y, w: w, h: t, color, renderer)
        fill(x: x, y: y + h - t, w: w, h: t, color, renderer)
        fill(x: x, y: y + t, w: t, h: h - 2 * t, color, renderer)
        fill(x: x + w - t, y: y + t, w: t, h: h - 2 * t, color, renderer)
    }

    /// The renderer's clip narrowed to a frame while the grid draws, and put back after.
    struct Clip {
        let renderer: Renderer
        let outer: SDL_Rect?

        init(renderer: Renderer, frame: ViewFrame) {
            self.renderer = renderer
            var old = SDL_Rect()
            let clipped = SDL_RenderIsClipEnabled(renderer.pointer) == SDL_TRUE
            if clipped { SDL_RenderGetClipRect(renderer.pointer, &old) }
            outer = clipped ? old : nil
            var inner = SDL_Rect(x: Int32(frame.x.rounded()), y: Int32(frame.y.rounded()),
                                 w: Int32(max(0, min(frame.width, 16384)).rounded()),
                                 h: Int32(max(0, min(frame.height, 16384)).rounded()))
            if clipped, SDL_IntersectRect([old], [inner], &inner) != SDL_TRUE { inner.w = 0; inner.h = 0 }
            SDL_RenderSetClipRect(renderer.pointer, &inner)
        }

        func restore() {
            if var outer { SDL_RenderSetClipRect(renderer.pointer, &outer) } else { SDL_RenderSetClipRect(renderer.pointer, nil) }
        }
    }
}

extension ViewFrame {
    /// The frame `dx` px to the right.
    func moved(by dx: Double) -> ViewFrame { ViewFrame(x: x + dx, y: y, width: width, height: height) }
}
