extension Renderer {
    /// Fills the window with `color`.
    public func clear(_ color: SDL_Color) {
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
    }

    /// Fills `frame` (window coordinates, rounded to px) with `color`, blended by
    /// its alpha (an opaque colour is written as it is: SDL's software renderer
    /// then fills rows without blending, several times faster).
    public func fill(_ frame: ViewFrame, _ color: SDL_Color) {
        var rect = SDL_Rect(frame)
        SDL_SetRenderDrawBlendMode(pointer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(pointer, &rect)
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    /// Draws only inside `frame` from now on (nil: the whole window again).
    public func clip(to frame: ViewFrame?) {
        guard let frame else { SDL_RenderSetClipRect(pointer, nil); return }
        var rect = SDL_Rect(frame)
        SDL_RenderSetClipRect(pointer, &rect)
    }

    /// Shows what was drawn.
    public func present() { SDL_RenderPresent(pointer) }

    /// Draws the whole of `texture` stretched over `frame` (window coordinates),
    /// smoothly scaled.
    public func copy(_ texture: Texture, to frame: ViewFrame) {
        var target = SDL_FRect(x: Float(frame.x), y: Float(frame.y), w: Float(frame.width), h: Float(frame.height))
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        SDL_RenderCopyF(pointer, texture.pointer, nil, &target)
    }

    /// The scroll indicator of `view` at `time`, as iOS draws it: a light bar
    /// along the edge, fading out after the motion.
    public func drawIndicator(of view: ScrollView, at time: Double,
                              color: SDL_Color = SDL_Color(r: 235, g: 238, b: 245, a: 170)) {
        guard let thumb = view.indicatorThumb(at: time) else { return }
        fill(thumb.frame, SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8(Double(color.a) * thumb.opacity)))
    }

    /// Page dots, round, each lit by how much of its page is in view.
    public func drawDots(_ dots: PageDots, lit: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255),
                         unlit: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 90)) {
        for dot in dots.dots {
            let light = dots.light(ofPage: dot.page)
            let mix = { (a: UInt8, b: UInt8) in UInt8((Double(b) + (Double(a) - Double(b)) * light).rounded()) }
            let color = SDL_Color(r: mix(lit.r, unlit.r), g: mix(lit.g, unlit.g), b: mix(lit.b, unlit.b),
                                  a: mix(lit.a, unlit.a))
            fillCircle(x: dot.x, y: dot.y, diameter: PageDots.diameter * dot.scale, color)
        }
    }

    /// A filled circle centred on (`x`, `y`), one px row at a time: only the
    /// rows and columns within the render target are drawn, so a circle of any
    /// size costs at most the target's height in rows; non-finite values draw
    /// nothing.
    public func fillCircle(x: Double, y: Double, diameter: Double, _ color: SDL_Color) {
        guard x.isFinite, y.isFinite, diameter.isFinite, diameter > 0 else { return }
        var targetWidth: Int32 = 0, targetHeight: Int32 = 0
        guard SDL_GetRendererOutputSize(pointer, &targetWidth, &targetHeight) == 0 else { return }
        let radius = diameter / 2
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        var row = max((y - radius).rounded(.down), 0)
        let end = min(y + radius, Double(targetHeight))
        while row < end {
            let dy = row + 0.5 - y
            let half = max(radius * radius - dy * dy, 0).squareRoot()
            // Both ends rounded alike, so that the circle is symmetric about x; then cut to the target.
            let left = max((x - half).rounded(), -1), right = min((x + half).rounded(), Double(targetWidth) + 1)
            if right > left {
                var rect = SDL_Rect(x: Int32(left), y: Int32(row), w: Int32(right - left), h: 1)
                SDL_RenderFillRect(pointer, &rect)
            }
            row += 1
        }
    }
}

extension SDL_Rect {
    /// `frame` rounded to whole px (clamped to what SDL can take).
    public init(_ frame: ViewFrame) {
        func px(_ value: Double) -> Int32 {
            value.isFinite ? Int32(min(max(value.rounded(), -1_000_000), 1_000_000)) : 0
        }
        let left = px(frame.x), top = px(frame.y)
        self.init(x: left, y: top, w: px(frame.x + frame.width) - left, h: px(frame.y + frame.height) - top)
    }
}
