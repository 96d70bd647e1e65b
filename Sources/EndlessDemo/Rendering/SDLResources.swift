import CSDL

// One owner per SDL resource: each is a final class whose deinit frees it, so
// that nothing else calls SDL_Destroy* or TTF_CloseFont. They are used on the
// render thread only. Textures and fonts must go before their renderer and
// before TTF_Quit / SDL_Quit: the app and the headless session drop the demo
// (and with it every texture and font) first.

/// An SDL texture.
final class Texture {
    let pointer: OpaquePointer
    let width: Int32
    let height: Int32

    /// `surface` as a texture, with the surface's blend mode; nil (SDL_GetError
    /// says why) when SDL cannot make it.
    init?(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetSurfaceBlendMode(surface, &mode)
        SDL_SetTextureBlendMode(texture, mode)
        pointer = texture
        width = surface.pointee.w
        height = surface.pointee.h
    }

    /// A blank `width`×`height` texture of `format`, opaque (blending off) when `opaque`.
    init?(renderer: OpaquePointer, format: SDL_PixelFormatEnum, access: SDL_TextureAccess, width: Int32, height: Int32,
          opaque: Bool) {
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

/// A TrueType font at one size.
final class Font {
    let pointer: OpaquePointer

    init(path: String, size: Int32) throws(SDLError) {
        guard let font = TTF_OpenFont(path, size) else { throw SDLError("TTF_OpenFont(\(path))") }
        pointer = font
    }

    deinit { TTF_CloseFont(pointer) }
}

/// An SDL window.
final class Window {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { SDL_DestroyWindow(pointer) }
}

/// An SDL renderer.
final class Renderer {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { SDL_DestroyRenderer(pointer) }
}

/// An SDL surface (pixels in memory). Made on the decoder thread and handed to
/// the render thread whole — never used by two threads at once — hence
/// `@unchecked Sendable`.
final class Surface: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of `pointer`; nil when there is none (an SDL call failed).
    init?(_ pointer: UnsafeMutablePointer<SDL_Surface>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    /// A blank `width`×`height` surface of `format`.
    convenience init?(width: Int32, height: Int32, format: SDL_PixelFormatEnum) {
        self.init(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format.rawValue))
    }

    var width: Int32 { pointer.pointee.w }
    var height: Int32 { pointer.pointee.h }
    /// Bytes of pixel memory.
    var byteCount: Int { Int(pointer.pointee.pitch) * Int(pointer.pointee.h) }

    /// A copy of its own.
    func duplicate() -> Surface? { Surface(SDL_DuplicateSurface(pointer)) }

    deinit { SDL_FreeSurface(pointer) }
}
