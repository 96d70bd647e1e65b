import CSDL
import ScrollViewsSDL

import ScrollViews

extension PageDots {
    static let lit = SDL_Color(245, 245, 250), unlit = SDL_Color(255, 255, 255, 90)

    /// Draws the dots, each lit by `light(ofPage:)`.
    func draw(_ canvas: Canvas) {
        for dot in dots {
            let light = light(ofPage: dot.page)
            let color = SDL_Color(mixing: PageDots.unlit, PageDots.lit, light)
            canvas.disc(centerX: dot.x, centerY: dot.y, diameter: PageDots.diameter * dot.scale * (1 + 0.15 * light), color)
        }
    }
}

extension SDL_Color {
    /// `a` blended towards `b` by `share` (0 is a, 1 is b), alpha included.
    init(mixing a: SDL_Color, _ b: SDL_Color, _ share: Double) {
        let t = min(max(share.isFinite ? share : 0, 0), 1)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        self.init(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }
}

extension Canvas {
    /// A filled, anti-aliased circle of a whole number of px across: one
    /// unscaled copy of a white disc texture made once per size, tinted.
    func disc(centerX: Double, centerY: Double, diameter: Double, _ color: SDL_Color) {
        guard diameter.isFinite, diameter >= 1, centerX.isFinite, centerY.isFinite else { return }
        let side = Int(min(diameter, 256).rounded())
        guard let texture = discTexture(diameter: side) else { return }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        let half = Double(side) / 2
        var rect = SDL_Rect(x: Int32(clamping: Int(saturating: (centerX - half).rounded())),
                            y: Int32(clamping: Int(saturating: (centerY - half).rounded())), w: Int32(side), h: Int32(side))
        SDL_RenderCopy(renderer, texture, nil, &rect)
    }
}
