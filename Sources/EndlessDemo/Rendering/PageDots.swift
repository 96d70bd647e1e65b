import CSDL

/// Page dots as people know them from iOS: round, the light moving from dot to
/// dot as the page is dragged, a click on a dot going to its page; with more
/// pages than fit (`maximumShown`), a window of dots that slides with the
/// current page, which is always in it, its end dots smaller to say there are more.
struct PageDots {
    /// How many pages.
    var count: Int
    /// Where the view is, in pages (continuous; wraps modulo `count`).
    var position: Double
    var centerX: Double
    /// The dots' vertical centre.
    var centerY: Double

    static let pitch = 20.0, diameter = 9.0, maximumShown = 9
    static let lit = SDL_Color(245, 245, 250), unlit = SDL_Color(255, 255, 255, 90)

    /// The page nearest to `position`, in 0..<count.
    var current: Int {
        guard count > 0, position.isFinite else { return 0 }
        let page = Int(saturating: position.rounded()) % count
        return page < 0 ? page + count : page
    }

    /// The first page whose dot is shown: the window keeps the current page
    /// away from its ends while it can.
    var firstShown: Int {
        let shown = min(count, PageDots.maximumShown)
        return min(max(0, current - shown / 2), count - shown)
    }

    /// Each shown dot: its page, its centre x, and its size (1, or smaller at
    /// a window's end with more pages beyond).
    var dots: [(page: Int, x: Double, scale: Double)] {
        guard count > 1 else { return [] }
        let shown = min(count, PageDots.maximumShown), first = firstShown
        let left = centerX - Double(shown - 1) * PageDots.pitch / 2
        return (0..<shown).map { i in
            let page = first + i
            var scale = 1.0
            if count > shown {
                let fromLeft = i, fromRight = shown - 1 - i
                if first > 0 && fromLeft < 2 { scale = fromLeft == 0 ? 0.5 : 0.75 }
                if first + shown < count && fromRight < 2 { scale = fromRight == 0 ? 0.5 : 0.75 }
            }
            return (page, left + Double(i) * PageDots.pitch, scale)
        }
    }

    /// How lit the dot of `page` is: 1 on the page in view, shared between the
    /// two pages the view is between while it moves.
    func light(ofPage page: Int) -> Double {
        guard count > 0, position.isFinite else { return 0 }
        // Within [0, count) even where a huge position loses its fraction.
        let wrapped = min(max(position - (position / Double(count)).rounded(.down) * Double(count), 0), Double(count) - 1e-9)
        let below = Int(saturating: wrapped.rounded(.down)) % count, share = wrapped - wrapped.rounded(.down)
        if page == below { return 1 - share }
        if page == (below + 1) % count { return share }
        return 0
    }

    /// The page whose dot is at (x, y), within half a pitch.
    func page(atX x: Double, y: Double) -> Int? {
        guard abs(y - centerY) <= 14 else { return nil }
        return dots.first { abs($0.x - x) <= PageDots.pitch / 2 }?.page
    }

    func draw(_ canvas: Canvas) {
        for dot in dots {
            let light = light(ofPage: dot.page)
            let color = SDL_Color(mixing: PageDots.unlit, PageDots.lit, light)
            canvas.disc(centerX: dot.x, centerY: centerY, diameter: PageDots.diameter * dot.scale * (1 + 0.15 * light), color)
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
