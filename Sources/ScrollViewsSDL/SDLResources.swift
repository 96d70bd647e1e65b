// One owner per SDL resource: each is a final class whose deinit frees it, so
// that nothing else calls SDL_Destroy* or TTF_CloseFont. Use them on the render
// thread. Textures and fonts must go before their renderer, and all of them
// before TTF_Quit / SDL_Quit.

/// An SDL texture, destroyed with this value.
@MainActor
public final class Texture {
    /// The texture, for SDL calls.
    nonisolated(unsafe) public let pointer: OpaquePointer
    /// Its size, px.
    public let width: Int32
    /// Its height, px.
    public let height: Int32

    /// `surface` as a texture, with the surface's blend mode; nil (SDL_GetError
    /// says why) when SDL cannot make it.
    public init?(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetSurfaceBlendMode(surface, &mode)
        SDL_SetTextureBlendMode(texture, mode)
        pointer = texture
        width = surface.pointee.w
        height = surface.pointee.h
    }

    /// A blank `width`×`height` texture of `format`, opaque (blending off) when `opaque`.
    public init?(renderer: OpaquePointer, format: SDL_PixelFormatEnum, access: SDL_TextureAccess, width: Int32,
                 height: Int32, opaque: Bool) {
        guard let texture = SDL_CreateTexture(renderer, format.rawValue, Int32(access.rawValue), width, height) else {
            return nil
        }
        if opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        pointer = texture
        self.width = width
        self.height = height
    }

    deinit { SDL_DestroyTexture(pointer) }
}

/// A TrueType font at one size, closed with this value.
public final class Font {
    /// The font, for SDL_ttf calls.
    public let pointer: OpaquePointer

    /// The font file it was opened from, kept while the font is (nil: opened by path).
    public let file: FontFile?

    /// The font in the file at `path` at `size` points (after `TTF_Init`), read
    /// from the file as glyphs are drawn.
    public init(path: String, size: Int32) throws(SDLError) {
        guard let font = TTF_OpenFont(path, size) else { throw SDLError("TTF_OpenFont(\(path))") }
        pointer = font
        file = nil
    }

    /// The font in `file` at `size` points (after `TTF_Init`), read from its mapped bytes.
    public init(file: FontFile, size: Int32) throws(SDLError) {
        guard let source = SDL_RWFromConstMem(file.bytes, Int32(file.count)),
              let font = TTF_OpenFontRW(source, 1, size) else { throw SDLError("TTF_OpenFontRW(\(file.path))") }
        pointer = font
        self.file = file
    }

    deinit { TTF_CloseFont(pointer) }
}

/// An SDL window, destroyed with this value.
@MainActor
public final class Window {
    /// The window, for SDL calls.
    nonisolated(unsafe) public let pointer: OpaquePointer

    /// Takes ownership of `pointer`.
    public init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { SDL_DestroyWindow(pointer) }
}

/// An SDL renderer, destroyed with this value.
@MainActor
public final class Renderer {
    /// The renderer, for SDL calls.
    nonisolated(unsafe) public let pointer: OpaquePointer
    /// What SDL says it is (`SDL_RendererFlags`), read when it was taken.
    public let flags: UInt32

    /// The window it draws into, kept until the renderer is destroyed (a
    /// renderer must go before its window).
    private let window: Window?
    /// White discs with soft edges, one per whole diameter, made on first use
    /// (page dots, indicator ends) and freed with the renderer.
    var discs: [Int: Texture] = [:]

    /// Takes ownership of `pointer`, a renderer of `window` when given (kept
    /// alive as long as the renderer).
    public init(_ pointer: OpaquePointer, window: Window? = nil) {
        self.pointer = pointer
        self.window = window
        var info = SDL_RendererInfo()
        let known = SDL_GetRendererInfo(pointer, &info) == 0
        flags = known ? info.flags : 0
        name = known && info.name != nil ? String(cString: info.name) : ""
    }

    /// How many times the pixels of its target textures were lost (SDL's
    /// render-targets and device resets, as the window loop sees them): a
    /// `ComposedLayer` composed before is composed again.
    public private(set) var contentLosses = 0

    /// Records that its target textures lost their pixels (SDL_RENDER_TARGETS_RESET,
    /// SDL_RENDER_DEVICE_RESET); `SDLWindowLoop` calls it for the events it reads.
    public func contentLost() { contentLosses += 1 }

    /// SDL's name for it: "software", "opengl", "opengles2", "direct3d11", "metal"…
    public let name: String

    /// Whether it is SDL's software renderer, drawing in memory.
    public var drawsInSoftware: Bool { flags & SDL_RENDERER_SOFTWARE.rawValue != 0 }

    /// Whether its present waits for the display's refresh: made with vsync,
    /// and not SDL's software renderer (which never waits).
    public var presentsWithVsync: Bool { flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && !drawsInSoftware }

    deinit { SDL_DestroyRenderer(pointer) }
}

/// An SDL surface (pixels in memory), freed with this value. It may be made on
/// one thread and handed whole to another — never used by two at once — hence
/// `@unchecked Sendable`.
public final class Surface: @unchecked Sendable {
    /// The surface, for SDL calls.
    public let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Whose pixels this surface shows (kept while it lives): another surface,
    /// or memory of the caller's (nil: the surface's own).
    private let owner: AnyObject?

    /// Takes ownership of `pointer`; nil when there is none (an SDL call failed).
    public init?(_ pointer: UnsafeMutablePointer<SDL_Surface>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
        owner = nil
    }

    /// The part `rect` of `surface`, sharing its pixels (what is drawn into one
    /// is in the other), seen as `format` (of the same size per pixel; `surface`'s
    /// own when nil); nil when `rect` is not within `surface`.
    public init?(sharing rect: SDL_Rect, of surface: Surface, as format: SDL_PixelFormatEnum? = nil) {
        let whole = surface.pointer.pointee
        guard rect.x >= 0, rect.y >= 0, rect.w > 0, rect.h > 0, rect.x <= whole.w - rect.w, rect.y <= whole.h - rect.h,
              let pixels = whole.pixels else { return nil }
        let bytes = Int(whole.format.pointee.BytesPerPixel)
        let start = pixels.advanced(by: Int(rect.y) * Int(whole.pitch) + Int(rect.x) * bytes)
        guard let view = SDL_CreateRGBSurfaceWithFormatFrom(start, rect.w, rect.h, Int32(whole.format.pointee.BitsPerPixel),
                                                            whole.pitch, format?.rawValue ?? whole.format.pointee.format)
        else { return nil }
        pointer = view
        owner = surface
    }

    /// The `width` × `height` pixels of 32 bits at `pixels`, rows `pitch`
    /// bytes apart, seen as a surface of `format` (ARGB8888, RGB888, ...) and
    /// kept alive by keeping `owner`; nil when SDL refuses the sizes.
    public init?(pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, pitch: Int32, format: SDL_PixelFormatEnum,
                 keeping owner: AnyObject) {
        guard width > 0, height > 0, pitch >= width * 4,
              let view = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, format.rawValue) else {
            return nil
        }
        pointer = view
        self.owner = owner
    }

    /// A blank `width`×`height` surface of `format`.
    public convenience init?(width: Int32, height: Int32, format: SDL_PixelFormatEnum) {
        self.init(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format.rawValue))
    }

    /// Its width, px.
    public var width: Int32 { pointer.pointee.w }
    /// Its height, px.
    public var height: Int32 { pointer.pointee.h }
    /// Bytes of pixel memory.
    public var byteCount: Int { Int(pointer.pointee.pitch) * Int(pointer.pointee.h) }

    /// A copy of its own.
    public func duplicate() -> Surface? { Surface(SDL_DuplicateSurface(pointer)) }

    deinit { SDL_FreeSurface(pointer) }
}
