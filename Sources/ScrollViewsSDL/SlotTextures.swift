import CSDL

/// The textures of reused views — a list's rows, a strip's tiles — one per
/// slot as a `ReusePool` hands slots out (0, 1, 2…): a slot's texture is
/// painted again only when the slot is handed other content, and never made
/// anew once there are enough, as UITableView reuses its cells. The views are
/// opaque, painted by `paint(content, surface)` into a surface of their size
/// in the window's own format, so drawing one is a plain copy.
@MainActor
public final class SlotTextures {
    /// The views' width, px.
    public let width: Int32
    /// The views' height, px.
    public let height: Int32
    private let renderer: Renderer
    private let paint: (Int, UnsafeMutablePointer<SDL_Surface>) -> Void
    /// By slot: the slot's texture, and the content it shows (nil: none yet).
    private var slots: [(texture: Texture, content: Int?)?] = []
    private let scratch: Surface?

    /// Textures of `width` × `height` views (at least 1 × 1) drawn with
    /// `renderer`, content `n` painted by `paint(n, surface)`.
    public init(renderer: Renderer, width: Int32, height: Int32, paint: @escaping (Int, UnsafeMutablePointer<SDL_Surface>) -> Void) {
        self.renderer = renderer
        self.width = min(max(1, width), 16_384)
        self.height = min(max(1, height), 16_384)
        self.paint = paint
        // Opaque views in the window surface's own format (XRGB): drawing them is a plain copy.
        scratch = Surface(width: self.width, height: self.height, format: SDL_PIXELFORMAT_RGB888)
    }

    /// How many textures it holds.
    public var textureCount: Int { slots.count { $0 != nil } }

    /// Draws slot `slot` showing `content` with its top left at (`x`, `y`),
    /// only the rows of pixels between window y `clipTop` and `clipBottom`.
    public func draw(slot: Int, content: Int, x: Double, y: Double, clipTop: Double = 0, clipBottom: Double = .infinity) {
        guard x.isFinite, y.isFinite, let texture = texture(slot: slot, content: content) else { return }
        let top = max(y, clipTop), bottom = min(y + Double(height), clipBottom)
        guard bottom > top else { return }
        var source = SDL_Rect(x: 0, y: Int32((top - y).rounded()), w: width, h: Int32((bottom - top).rounded()))
        var rect = SDL_FRect(x: Float(x.rounded()), y: Float(top.rounded()), w: Float(width), h: Float(source.h))
        SDL_RenderCopyF(renderer.pointer, texture.pointer, &source, &rect)
    }

    /// The texture of slot `slot` showing `content` (painted now if it showed
    /// other content); nil when SDL cannot make it or the slot is not a pool's (0 to 65,535).
    public func texture(slot: Int, content: Int) -> Texture? {
        guard slot >= 0, slot < 1 << 16 else { return nil }
        if slot < slots.count, let made = slots[slot], made.content == content { return made.texture }
        if slot >= slots.count { slots += Array(repeating: nil, count: slot + 1 - slots.count) }
        if slots[slot] == nil,
           let made = Texture(renderer: renderer.pointer, format: SDL_PIXELFORMAT_RGB888, access: SDL_TEXTUREACCESS_STREAMING,
                              width: width, height: height, opaque: true) {
            slots[slot] = (made, nil)
        }
        guard let texture = slots[slot]?.texture, let surface = scratch?.pointer else { return nil }
        paint(content, surface)
        SDL_UpdateTexture(texture.pointer, nil, surface.pointee.pixels, surface.pointee.pitch)
        slots[slot]?.content = content
        return texture
    }
}
