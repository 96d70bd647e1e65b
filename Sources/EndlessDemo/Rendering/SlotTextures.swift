import CSDL
import ScrollViewsSDL

/// The textures of reused views: one streaming texture per pool slot, redrawn
/// only when its slot is handed other content, never created anew after warm-up.
/// `compose(content, surface)` paints a content's view into a scratch surface.
/// Slots are numbered from 0 as a `ReusePool` hands them out.
@MainActor
final class SlotTextures {
    private let canvas: Canvas
    let width: Int32
    let height: Int32
    private let compose: (Int, UnsafeMutablePointer<SDL_Surface>) -> Void
    /// By slot: the slot's texture, and the content it shows (nil: none yet).
    private var slots: [(texture: Texture, content: Int?)?] = []
    private let scratch: Surface?

    init(canvas: Canvas, width: Int32, height: Int32,
         compose: @escaping (Int, UnsafeMutablePointer<SDL_Surface>) -> Void) {
        self.canvas = canvas
        self.width = max(1, width)
        self.height = max(1, height)
        self.compose = compose
        // Opaque views in the window surface's own format (XRGB): drawing them is a plain copy.
        scratch = Surface(width: self.width, height: self.height, format: SDL_PIXELFORMAT_RGB888)
    }

    var textureCount: Int { slots.count { $0 != nil } }

    /// Draws slot `slot` showing `content` with its top-left at (x, y), clipped
    /// to `visibleHeight` rows of pixels from its top when given.
    func draw(slot: Int, content: Int, x: Double, y: Double, clipTop: Double = 0, clipBottom: Double = .infinity) {
        guard let texture = composed(slot: slot, content: content) else { return }
        let top = max(y, clipTop), bottom = min(y + Double(height), clipBottom)
        guard bottom > top else { return }
        var source = SDL_Rect(x: 0, y: Int32((top - y).rounded()), w: width, h: Int32((bottom - top).rounded()))
        var rect = SDL_FRect(x: Float(x.rounded()), y: Float(top.rounded()), w: Float(width), h: Float(source.h))
        SDL_RenderCopyF(canvas.renderer, texture, &source, &rect)
    }

    /// The texture of slot `slot`, showing `content` (composed now if it showed
    /// other content); nil when it cannot be made.
    func composed(slot: Int, content: Int) -> OpaquePointer? {
        guard slot >= 0, slot < 1 << 16 else { return nil }  // slots are a pool's: 0, 1, 2…
        if slot < slots.count, let made = slots[slot], made.content == content { return made.texture.pointer }
        if slot >= slots.count { slots += Array(repeating: nil, count: slot + 1 - slots.count) }
        if slots[slot] == nil,
           // Views are opaque: copying without blending is much cheaper.
           let made = Texture(renderer: canvas.renderer, format: SDL_PIXELFORMAT_RGB888,
                              access: SDL_TEXTUREACCESS_STREAMING, width: width, height: height, opaque: true) {
            slots[slot] = (made, nil)
        }
        guard let texture = slots[slot]?.texture, let surface = scratch?.pointer else { return nil }
        compose(content, surface)
        SDL_UpdateTexture(texture.pointer, nil, surface.pointee.pixels, surface.pointee.pitch)
        slots[slot]?.content = content
        return texture.pointer
    }
}
