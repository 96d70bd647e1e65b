import CSDL

/// The strip's reusable tile views: one texture per pool slot, redrawn only
/// when its slot is handed a different tile, never created anew after warm-up.
final class TileViews {
    private let canvas: Canvas
    private let width: Int32
    private let height: Int32
    private var textures: [Int: OpaquePointer] = [:]
    private var shown: [Int: Int] = [:]
    private var scratch: UnsafeMutablePointer<SDL_Surface>?

    init(canvas: Canvas, width: Int32, height: Int32) {
        self.canvas = canvas
        self.width = width
        self.height = height
        scratch = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    }

    deinit {
        textures.values.forEach { SDL_DestroyTexture($0) }
        SDL_FreeSurface(scratch)
    }

    var textureCount: Int { textures.count }

    func draw(slot: Int, index: Int, x: Double, y: Double) {
        guard let texture = texture(slot: slot, index: index) else { return }
        var rect = SDL_FRect(x: Float(x.rounded()), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderCopyF(canvas.renderer, texture, nil, &rect)
    }

    private func texture(slot: Int, index: Int) -> OpaquePointer? {
        if shown[slot] == index, let texture = textures[slot] { return texture }
        if textures[slot] == nil {
            textures[slot] = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                               Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
        }
        guard let texture = textures[slot], let surface = scratch else { return nil }
        compose(index: index, into: surface)
        SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch)
        shown[slot] = index
        return texture
    }

    /// A StreetScroller-style address label, numbered so motion is visible.
    private func compose(index: Int, into surface: UnsafeMutablePointer<SDL_Surface>) {
        let hue = Double(((index % 12) + 12) % 12) * 30
        let fill = SDL_Color.hsv(hue, 0.35, 0.95)
        let format = surface.pointee.format
        SDL_FillRect(surface, nil, SDL_MapRGB(format, fill.r, fill.g, fill.b))
        var band = SDL_Rect(x: 0, y: 0, w: width, h: 10)
        let accent = SDL_Color.hsv(hue, 0.7, 0.7)
        SDL_FillRect(surface, &band, SDL_MapRGB(format, accent.r, accent.g, accent.b))
        let ink = SDL_Color(30, 32, 40)
        let lines: [(String, Int32, Bool, Int32)] = [
            ("#\(index)", 40, true, 24),
            ("\(1024 + index) Block Street", 22, false, 86),
            ("Shaffer, CA 95014", 18, false, 122),
        ]
        for (text, size, bold, y) in lines {
            guard let line = canvas.text.surface(text, size: size, bold: bold, color: ink) else { continue }
            var rect = SDL_Rect(x: 22, y: y, w: line.pointee.w, h: line.pointee.h)
            SDL_SetSurfaceBlendMode(line, SDL_BLENDMODE_BLEND)
            CSDL_BlitSurface(line, nil, surface, &rect)
            SDL_FreeSurface(line)
        }
    }
}
