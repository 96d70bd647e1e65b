extension Renderer {
    /// Draws `part` of `texture` (its px; nil: all of it) stretched over
    /// `frame` (window coordinates), smoothly scaled, its edges at the nearest
    /// whole pixels. Only what shows is copied — the part inside the clip, or
    /// the window — so a picture zoomed far past the window costs what the
    /// window shows, in every renderer (SDL's software renderer scales the
    /// whole copy first: a 1,000 px picture zoomed 12 times took 320 MB).
    public func copy(_ texture: Texture, part: SDL_Rect? = nil, to frame: ViewFrame) {
        // Its edges at whole pixels, as SDL's software renderer puts them: every renderer places it alike.
        let left = frame.x.rounded(), top = frame.y.rounded()
        let right = (frame.x + frame.width).rounded(), bottom = (frame.y + frame.height).rounded()
        guard left.isFinite, top.isFinite, right > left, bottom > top else { return }
        let whole = SDL_Rect(x: 0, y: 0, w: texture.width, h: texture.height)
        var source = whole
        if let part, SDL_IntersectRect([part], [whole], &source) != SDL_TRUE { return }
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        copyShown(texture.pointer, part: source,
                  onto: SDL_FRect(x: Float(left), y: Float(top), w: Float(right - left), h: Float(bottom - top)),
                  within: shownArea)
    }

    /// What a copy now can reach, window coordinates: the clip, or the whole window.
    package var shownArea: SDL_Rect {
        if SDL_RenderIsClipEnabled(pointer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(pointer, &clip)
            return clip
        }
        var width: Int32 = 0, height: Int32 = 0, scaleX: Float = 1, scaleY: Float = 1
        SDL_GetRendererOutputSize(pointer, &width, &height)
        SDL_RenderGetScale(pointer, &scaleX, &scaleY)
        func points(_ px: Int32, _ scale: Float) -> Int32 { scale > 0 ? Int32((Float(px) / scale).rounded(.up)) : px }
        return SDL_Rect(x: 0, y: 0, w: points(width, scaleX), h: points(height, scaleY))
    }

    /// Copies `part` (texture px) of `texture` spread over `target` (window
    /// coordinates), only the part inside `shown`: the whole pixels of the
    /// source that cover it, onto exactly where they go.
    package func copyShown(_ texture: OpaquePointer, part: SDL_Rect, onto target: SDL_FRect, within shown: SDL_Rect) {
        guard part.w > 0, part.h > 0, target.w > 0, target.h > 0 else { return }
        let sx = Double(target.w) / Double(part.w), sy = Double(target.h) / Double(part.h)
        func span(_ from: Double, _ to: Double, start: Double, scale: Double, count: Int32) -> (Int32, Int32)? {
            // Clamped before the conversion: a far-off or tiny target gives any double.
            func pixel(_ value: Double) -> Int32 { value.isNaN ? 0 : Int32(min(max(value, 0), Double(count))) }
            let first = pixel(((from - start) / scale).rounded(.down))
            let end = pixel(((to - start) / scale).rounded(.up))
            return end > first ? (first, end - first) : nil
        }
        guard let (x, w) = span(Double(shown.x), Double(shown.x) + Double(shown.w), start: Double(target.x), scale: sx,
                                count: part.w),
              let (y, h) = span(Double(shown.y), Double(shown.y) + Double(shown.h), start: Double(target.y), scale: sy,
                                count: part.h)
        else { return }
        // Texels larger than this many px: the whole ones that show would still spread far past it.
        guard sx <= Renderer.wholeTexelsUpTo, sy <= Renderer.wholeTexelsUpTo else {
            return copyShownPart(texture, part: part, onto: target, within: shown)
        }
        var source = SDL_Rect(x: part.x + x, y: part.y + y, w: w, h: h)
        var place = SDL_FRect(x: target.x + Float(Double(x) * sx), y: target.y + Float(Double(y) * sy),
                              w: Float(Double(w) * sx), h: Float(Double(h) * sy))
        SDL_RenderCopyF(pointer, texture, &source, &place)
    }

    /// The largest texel, px, copied whole (`copyShown`); past it, the texels' parts that show.
    static let wholeTexelsUpTo = 256.0

    /// As `copyShown`, for texels of any size: the target cut to `shown`, the
    /// texture's coordinates cut with it (two triangles SDL fills).
    private func copyShownPart(_ texture: OpaquePointer, part: SDL_Rect, onto target: SDL_FRect, within shown: SDL_Rect) {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &width, &height) == 0, width > 0, height > 0 else { return }
        let tx = Double(target.x), ty = Double(target.y), tw = Double(target.w), th = Double(target.h)
        let left = max(tx, Double(shown.x)), right = min(tx + tw, Double(shown.x) + Double(shown.w))
        let top = max(ty, Double(shown.y)), bottom = min(ty + th, Double(shown.y) + Double(shown.h))
        guard right > left, bottom > top else { return }
        func u(_ x: Double) -> Float { Float((Double(part.x) + (x - tx) / tw * Double(part.w)) / Double(width)) }
        func v(_ y: Double) -> Float { Float((Double(part.y) + (y - ty) / th * Double(part.h)) / Double(height)) }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let corners = [(left, top), (right, top), (left, bottom), (right, bottom)].map { x, y in
            SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: white, tex_coord: SDL_FPoint(x: u(x), y: v(y)))
        }
        let triangles: [Int32] = [0, 1, 2, 2, 1, 3]
        SDL_RenderGeometry(pointer, texture, corners, 4, triangles, 6)
    }
}
