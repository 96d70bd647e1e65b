// Pictures on SDL: decoded pixels as surfaces and textures, and the textures of
// pictures a view shows, made within a budget a frame.
@_exported import Pictures
@_exported import ScrollViewsSDL

extension Surface {
    /// `pixels` seen as an ARGB8888 surface (no copy; the buffer is kept while
    /// the surface lives); nil when SDL refuses its sizes.
    public convenience init?(_ pixels: PixelBuffer) {
        guard pixels.width <= Int(Int32.max), pixels.height <= Int(Int32.max), pixels.pitch <= Int(Int32.max) / 4 else {
            return nil
        }
        self.init(pixels: UnsafeMutableRawPointer(pixels.pixels), width: Int32(pixels.width), height: Int32(pixels.height),
                  pitch: Int32(pixels.pitch * 4), format: SDL_PIXELFORMAT_ARGB8888, keeping: pixels)
    }
}

extension PixelBuffer {
    /// The pixels of `surface` (of 32 bits a pixel: ARGB8888, RGB888), no copy;
    /// the surface is kept while the buffer lives. Nil for other surfaces.
    public convenience init?(viewing surface: Surface) {
        let format = surface.pointer.pointee.format.pointee
        guard format.BytesPerPixel == 4, let pixels = surface.pointer.pointee.pixels else { return nil }
        self.init(viewing: pixels.assumingMemoryBound(to: UInt32.self), width: Int(surface.width),
                  height: Int(surface.height), pitch: Int(surface.pointer.pointee.pitch) / 4, keeping: surface)
    }
}

extension Texture {
    /// `pixels` as a static texture of `renderer` that blends by its alpha; nil
    /// (SDL_GetError says why) when SDL cannot make it.
    public static func make(renderer: Renderer, pixels: PixelBuffer) -> Texture? {
        guard pixels.width <= Int(Int32.max), pixels.height <= Int(Int32.max),
              let texture = Texture(renderer: renderer.pointer, format: SDL_PIXELFORMAT_ARGB8888,
                                    access: SDL_TEXTUREACCESS_STATIC, width: Int32(pixels.width),
                                    height: Int32(pixels.height), opaque: false),
              SDL_UpdateTexture(texture.pointer, nil, pixels.pixels, Int32(clamping: pixels.pitch * 4)) == 0 else {
            return nil
        }
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        return texture
    }
}
