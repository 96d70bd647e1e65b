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

    /// The colour of scroll indicators unless told otherwise: a light grey, 2/3 opaque.
    public static let indicatorColor = SDL_Color(r: 235, g: 238, b: 245, a: 170)

    /// The scroll indicator of `view` at `time`, as iOS draws it: a light bar
    /// with round ends along the edge, fading out after the motion.
    public func drawIndicator(of view: ScrollView, at time: Double, color: SDL_Color = Renderer.indicatorColor) {
        guard let thumb = view.indicatorThumb(at: time) else { return }
        drawIndicatorBar(thumb.frame, opacity: thumb.opacity, color: color)
    }

    /// The scroll indicator `indicator` at `time` for content `content` px long
    /// at `offset` in a viewport `viewport` px long: a bar along a track from
    /// `trackStart` for `trackLength` px (window y for a vertical one, x for a
    /// horizontal one), `edge` its other coordinate (the bar's left or top side).
    /// For views the program lays out itself (its own list, a box in a feed).
    public func drawIndicator(_ indicator: ScrollIndicator, at time: Double, orientation: ScrollView.Orientation,
                              trackStart: Double, trackLength: Double, edge: Double,
                              offset: Double, content: Double, viewport: Double,
                              color: SDL_Color = Renderer.indicatorColor) {
        let opacity = indicator.opacity(at: time)
        guard opacity > 0 else { return }
        let thumb = ScrollIndicator.thumb(offset: offset, content: content, viewport: viewport, track: trackLength)
        guard thumb.length > 0 else { return }
        let t = ScrollIndicator.thickness
        let frame = orientation == .horizontal
            ? ViewFrame(x: trackStart + thumb.start, y: edge, width: thumb.length, height: t)
            : ViewFrame(x: edge, y: trackStart + thumb.start, width: t, height: thumb.length)
        drawIndicatorBar(frame, opacity: opacity, color: color)
    }

    /// An indicator's bar filling `frame`, its short sides round, `color` at
    /// `opacity` of its alpha.
    public func drawIndicatorBar(_ frame: ViewFrame, opacity: Double, color: SDL_Color = Renderer.indicatorColor) {
        let share = min(max(opacity.isFinite ? opacity : 0, 0), 1)
        let ink = SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * share).rounded()))
        guard ink.a > 0 else { return }
        // The straight part, then a disc at each end.
        if frame.width >= frame.height {
            let t = frame.height
            fill(ViewFrame(x: frame.x + t / 2, y: frame.y, width: max(0, frame.width - t), height: t), ink)
            fillDisc(centerX: frame.x + t / 2, centerY: frame.y + t / 2, diameter: t, ink)
            fillDisc(centerX: frame.x + frame.width - t / 2, centerY: frame.y + t / 2, diameter: t, ink)
        } else {
            let t = frame.width
            fill(ViewFrame(x: frame.x, y: frame.y + t / 2, width: t, height: max(0, frame.height - t)), ink)
            fillDisc(centerX: frame.x + t / 2, centerY: frame.y + t / 2, diameter: t, ink)
            fillDisc(centerX: frame.x + t / 2, centerY: frame.y + frame.height - t / 2, diameter: t, ink)
        }
    }

    /// The colour of a lit page dot unless told otherwise.
    public static let litDot = SDL_Color(r: 245, g: 245, b: 250, a: 255)
    /// The colour of an unlit page dot unless told otherwise: white, a third opaque.
    public static let unlitDot = SDL_Color(r: 255, g: 255, b: 255, a: 90)

    /// Page dots, round and smooth-edged, each lit by how much of its page is
    /// in view and a little larger for it (up to 15 %).
    public func drawDots(_ dots: PageDots, lit: SDL_Color = Renderer.litDot, unlit: SDL_Color = Renderer.unlitDot) {
        for dot in dots.dots {
            let light = dots.light(ofPage: dot.page)
            fillDisc(centerX: dot.x, centerY: dot.y, diameter: PageDots.diameter * dot.scale * (1 + 0.15 * light),
                     SDL_Color(mixing: unlit, lit, light))
        }
    }

    /// A filled disc centred on (`x`, `y`), its edge anti-aliased over one
    /// pixel: a whole number of px across, 1 to 256 (larger ones drawn at 256),
    /// one copy of a white disc made once per size and tinted; non-finite
    /// values or a diameter under 1 draw nothing.
    public func fillDisc(centerX: Double, centerY: Double, diameter: Double, _ color: SDL_Color) {
        guard diameter.isFinite, diameter >= 1, centerX.isFinite, centerY.isFinite else { return }
        let side = Int(min(diameter, 256).rounded())
        guard let texture = discTexture(diameter: side) else { return }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        let half = Double(side) / 2
        var rect = SDL_Rect(x: Int32(clamping: Int(saturating: (centerX - half).rounded())),
                            y: Int32(clamping: Int(saturating: (centerY - half).rounded())), w: Int32(side), h: Int32(side))
        SDL_RenderCopy(pointer, texture, nil, &rect)
    }

    /// The white disc texture `diameter` px across (1 to 256), made on first use.
    func discTexture(diameter: Int) -> OpaquePointer? {
        let diameter = min(max(diameter, 1), 256)
        if let disc = discs[diameter] { return disc.pointer }
        let side = Int32(diameter)
        guard let surface = Surface(width: side, height: side, format: SDL_PIXELFORMAT_ARGB8888) else { return nil }
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointer.pointee.pitch) / 4, radius = Double(side) / 2
        for y in 0..<Int(side) {
            for x in 0..<Int(side) {
                let dx = Double(x) + 0.5 - radius, dy = Double(y) + 0.5 - radius
                let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot(), 0), 1)
                pixels[y * pitch + x] = UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
            }
        }
        SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_BLEND)
        guard let texture = Texture(renderer: pointer, surface: surface.pointer) else { return nil }
        discs[diameter] = texture
        return texture.pointer
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

extension SDL_Color {
    /// `a` blended towards `b` by `share` (0 is a, 1 is b, clamped), alpha included.
    public init(mixing a: SDL_Color, _ b: SDL_Color, _ share: Double) {
        let t = min(max(share.isFinite ? share : 0, 0), 1)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        self.init(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }
}
