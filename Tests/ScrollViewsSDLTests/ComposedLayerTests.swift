import CSDL
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// `ComposedLayer`: composed once per key and size, copied where asked,
    /// composed again after the renderer lost its textures' pixels, and a size
    /// it cannot hold refused (draw directly) rather than trapped.
    @MainActor @Suite struct ComposedLayerTests {
        @Test func composedOncePerKeyAndCopiedWhereAsked() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_RGB888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let layer = ComposedLayer<Int>()
            var composed = 0
            func show(_ key: Int, width: Int32 = 64, height: Int32 = 8) -> Bool {
                layer.show(key, width: width, height: height, renderer: renderer) {
                    composed += 1
                    renderer.clear(SDL_Color(r: UInt8(key), g: 0, b: 0, a: 255))
                }
            }
            #expect(layer.byteCount == 0 && layer.key == nil)
            #expect(show(200) && show(200) && composed == 1, "one key: composed once")
            #expect(layer.byteCount == 64 * 8 * 4 && layer.key == 200 && layer.composeCount == 1)
            renderer.clear(SDL_Color(r: 0, g: 0, b: 90, a: 255))
            layer.copy(SDL_Rect(x: 0, y: 0, w: 64, h: 4), toX: 0, y: 10, renderer: renderer)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pointee.pitch) / 4
            #expect(pixels[10 * pitch + 5] & 0xFFFFFF == 0xC80000, "the layer's rows where copied")
            #expect(pixels[14 * pitch + 5] & 0xFFFFFF == 0x00005A && pixels[9 * pitch] & 0xFFFFFF == 0x00005A, "and nowhere else")
            #expect(layer.shows(200, width: 64, height: 8, renderer: renderer))
            #expect(!layer.shows(201, width: 64, height: 8, renderer: renderer) && !layer.shows(200, width: 64, height: 9, renderer: renderer))
            // A part cut out: its own texture, with the layer's pixels.
            let part = try #require(layer.cut(SDL_Rect(x: 10, y: 2, w: 20, h: 5), renderer: renderer))
            #expect(part.width == 20 && part.height == 5)
            SDL_SetRenderTarget(renderer.pointer, part.pointer)
            var cutPixels = [UInt32](repeating: 0, count: 20 * 5)
            #expect(SDL_RenderReadPixels(renderer.pointer, nil, SDL_PIXELFORMAT_RGB888.rawValue, &cutPixels, 80) == 0)
            SDL_SetRenderTarget(renderer.pointer, nil)
            #expect(cutPixels.allSatisfy { $0 & 0xFFFFFF == 0xC80000 }, "the layer's pixels")
            #expect(layer.cut(SDL_Rect(x: 50, y: 0, w: 20, h: 5), renderer: renderer) == nil, "not within the layer: nothing")
            #expect(show(100) && composed == 2, "another key: composed again")
            #expect(show(100, height: 9) && composed == 3, "another size: composed again")
            renderer.contentLost()
            #expect(show(100, height: 9) && composed == 4, "the renderer lost its textures' pixels: composed again")
            layer.invalidate()
            #expect(show(100, height: 9) && composed == 5, "invalidated: composed again")
            #expect(!show(7, width: 0) && !show(7, height: -3), "no pixels: nothing to compose")
            #expect(!show(7, width: 1 << 30), "a size no texture holds is refused: draw directly")
            layer.discard()
            #expect(layer.byteCount == 0 && layer.key == nil)
        }

        @Test func aSmallerSizeKeepsTheTextureAndShowsOnlyItsOwnPixels() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_RGB888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let layer = ComposedLayer<Int>()
            func show(_ key: Int, width: Int32, height: Int32 = 8) -> Bool {
                layer.show(key, width: width, height: height, renderer: renderer) {
                    renderer.clear(SDL_Color(r: UInt8(key), g: 0, b: 0, a: 255))
                }
            }
            #expect(show(200, width: 60))
            #expect(show(150, width: 48) && layer.composeCount == 2, "another key at another size: composed again")
            #expect(layer.width == 48 && layer.height == 8, "its size is the one asked for")
            #expect(layer.byteCount == 60 * 8 * 4, "a row a cell shorter: the same texture")
            #expect(layer.shows(150, width: 48, height: 8, renderer: renderer) && !layer.shows(150, width: 60, height: 8, renderer: renderer))
            #expect(layer.cut(SDL_Rect(x: 40, y: 0, w: 12, h: 8), renderer: renderer) == nil, "past its size: nothing to cut")
            renderer.clear(SDL_Color(r: 0, g: 0, b: 90, a: 255))
            layer.copy(toX: 0, y: 20, renderer: renderer)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pointee.pitch) / 4
            #expect(pixels[20 * pitch + 47] & 0xFFFFFF == 0x960000, "its pixels copied")
            #expect(pixels[20 * pitch + 48] & 0xFFFFFF == 0x00005A, "and not the texture's spare columns")
            #expect(show(150, width: 60) && layer.composeCount == 3 && layer.byteCount == 60 * 8 * 4, "back to the first size: composed into it")
            #expect(show(10, width: 20) && layer.byteCount == 20 * 8 * 4, "less than half the pixels: a texture of its own size")
        }
    }
}
