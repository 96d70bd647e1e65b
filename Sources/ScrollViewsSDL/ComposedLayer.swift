import CSDL

/// A part of a frame drawn once into a texture of its own and copied from
/// there while what it shows stays the same: a row of cells at rest, a row of
/// tiles that slides, a panel whose figures change once in a while.
///
/// SDL's software renderer copies rows as wide as the window several times
/// faster than it fills or copies narrow pieces of them, so a layer as wide as
/// the window costs about one copy of its pixels however much was drawn into
/// it. `Key` says what the layer shows: it is composed again only when asked to
/// show another key, at another size, or after its renderer lost the pixels of
/// its textures (`Renderer.contentLosses`). A layer asked for a smaller size
/// than it holds keeps its texture while that is at most twice the pixels
/// asked for, so a row whose length changes by a cell does not make a new one.
@MainActor
public final class ComposedLayer<Key: Equatable> {
    /// What the layer shows now; nil before it is composed, or after `invalidate()`.
    public private(set) var key: Key?
    /// How many times it was composed (to check that nothing is drawn again while nothing changes).
    public private(set) var composeCount = 0
    private var texture: Texture?
    /// The size it shows, px: the texture's, or less.
    private var size: (width: Int32, height: Int32) = (0, 0)
    private var losses = 0

    /// An empty layer: it holds no texture until first shown.
    public init() {}

    /// Its width, px (0 before it is composed).
    public var width: Int32 { texture == nil ? 0 : size.width }
    /// Its height, px (0 before it is composed).
    public var height: Int32 { texture == nil ? 0 : size.height }
    /// Bytes of pixels it holds (its texture may be larger than its size).
    public var byteCount: Int { texture.map { Int($0.width) * Int($0.height) * 4 } ?? 0 }

    /// Makes the layer show `key`, `width`×`height` px. When it shows
    /// something else, `compose` draws it: into the layer, with (0, 0) its
    /// top-left corner and nothing clipped, over what it held before (so it must
    /// cover every pixel it means to show; the layer is opaque). False when the
    /// renderer cannot draw into a texture of that size: then draw directly.
    public func show(_ key: Key, width: Int32, height: Int32, renderer: Renderer, compose: () -> Void) -> Bool {
        guard width > 0, height > 0 else { return false }
        if shows(key, width: width, height: height, renderer: renderer) { return true }
        self.key = nil
        if !ComposedLayer.fits(width: width, height: height, in: texture) {
            texture = nil
            texture = Texture(renderer: renderer.pointer, format: SDL_PIXELFORMAT_RGB888, access: SDL_TEXTUREACCESS_TARGET,
                              width: width, height: height, opaque: true)
        }
        size = (width, height)
        guard let texture, ComposedLayer.draw(into: texture, renderer: renderer, compose) else {
            self.texture = nil
            return false
        }
        self.key = key
        losses = renderer.contentLosses
        composeCount += 1
        return true
    }

    /// Whether it shows `key` at `width`×`height` now: `show` would not compose it again.
    public func shows(_ key: Key, width: Int32, height: Int32, renderer: Renderer) -> Bool {
        self.key == key && losses == renderer.contentLosses && texture != nil && size == (width, height)
    }

    /// Whether a layer of `width`×`height` px may be composed into `texture`:
    /// it is as large, and at most twice the pixels.
    static func fits(width: Int32, height: Int32, in texture: Texture?) -> Bool {
        guard let texture, texture.width >= width, texture.height >= height else { return false }
        return Int(texture.width) * Int(texture.height) <= 2 * Int(width) * Int(height)
    }

    /// A texture of its part `rect` (px of the layer): something it shows, to
    /// draw elsewhere once the layer is gone. Nil when it holds nothing there
    /// or the renderer cannot make one.
    public func cut(_ rect: SDL_Rect, renderer: Renderer) -> Texture? {
        guard let texture, key != nil, rect.w > 0, rect.h > 0, rect.x >= 0, rect.y >= 0, rect.x <= size.width - rect.w,
              rect.y <= size.height - rect.h,
              let part = Texture(renderer: renderer.pointer, format: SDL_PIXELFORMAT_RGB888, access: SDL_TEXTUREACCESS_TARGET,
                                 width: rect.w, height: rect.h, opaque: true) else { return nil }
        var source = rect
        return ComposedLayer.draw(into: part, renderer: renderer) {
            SDL_RenderCopy(renderer.pointer, texture.pointer, &source, nil)
        } ? part : nil
    }

    /// Runs `draw` with `texture` as what the renderer draws into, then gives
    /// back the target it had; false (nothing drawn) when `texture` cannot be one.
    private static func draw(into texture: Texture, renderer: Renderer, _ draw: () -> Void) -> Bool {
        let previous = SDL_GetRenderTarget(renderer.pointer)
        guard SDL_SetRenderTarget(renderer.pointer, texture.pointer) == 0 else { return false }
        draw()
        SDL_SetRenderTarget(renderer.pointer, previous)
        return true
    }

    /// Copies the layer's `source` rectangle (px of the layer; nil: all of it)
    /// to (`x`, `y`) in what the renderer draws into, at its own size.
    public func copy(_ source: SDL_Rect? = nil, toX x: Int32, y: Int32, renderer: Renderer) {
        guard let texture else { return }
        var from = source ?? SDL_Rect(x: 0, y: 0, w: size.width, h: size.height)
        var to = SDL_Rect(x: x, y: y, w: from.w, h: from.h)
        SDL_RenderCopy(renderer.pointer, texture.pointer, &from, &to)
    }

    /// Forgets what the layer shows, keeping its texture: the next `show` composes it.
    public func invalidate() { key = nil }

    /// Lets go of the texture and what it showed.
    public func discard() {
        key = nil
        texture = nil
        size = (0, 0)
    }
}
