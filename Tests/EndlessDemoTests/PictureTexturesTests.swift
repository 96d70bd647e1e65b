import CPictureFixtures
import CSDL
import Foundation
import Testing
import Pictures
import PicturesSDL
import PictureTestSupport

extension SDLSuites {
    /// `PictureTextures`, the consumer's pictures as textures: a still picture
    /// arrives fitted, an animated GIF plays its frames at their delays and says
    /// when the next is due, and stays on its last frame once played.
    @MainActor @Suite struct PictureTexturesTests {
        /// The centre pixel of `texture` drawn over a 64×64 software target.
        func centre(of texture: Texture, in target: (UnsafeMutablePointer<SDL_Surface>, Renderer)) -> UInt32 {
            target.1.clear(SDL_Color(r: 0, g: 0, b: 0, a: 255))
            target.1.copy(texture, to: ViewFrame(x: 0, y: 0, width: 64, height: 64))
            target.1.present()
            return target.0.pointee.pixels.assumingMemoryBound(to: UInt32.self)[32 * Int(target.0.pointee.pitch) / 4 + 32]
        }

        @Test func anAnimatedGIFPlaysItsFramesAndAStillPictureArrivesFitted() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // Two frames, red then green, 0.1 s each, played once (no loop block).
            var options = fixture_gif_options(canvas_width: 40, canvas_height: 30, frame_x: 0, frame_y: 0, frame_width: 0,
                                              frame_height: 0, frames: 2, delay_cs: 10, loops: -1, disposal: 0,
                                              transparent: 0, interlaced: 0, cut_last: 0, claimed_only: 0, empty_frame: 0)
            let gif = try PictureFixture.write(PictureFixture.bytes { fixture_gif(&options, $0) }, "moving.gif", in: folder)
            let png = try PictureFixture.write(PictureFixture.png(width: 400, height: 200), "still.png", in: folder)
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let pictures = PictureTextures<String>(renderer: renderer)
            pictures.show("moving", path: gif, fitting: PictureSize(width: 200, height: 200))
            pictures.show("still", path: png, fitting: PictureSize(width: 100, height: 100))
            pictures.loader.waitUntilIdle(timeout: 30)
            #expect(Set(pictures.update()) == ["moving", "still"])
            let clock = SDLClock()
            guard case .ready(let frames, let source)? = pictures["moving"],
                  case .ready(let still, let size)? = pictures["still"] else {
                Issue.record("not ready: \(String(describing: pictures["moving"])) \(String(describing: pictures["still"]))")
                return
            }
            #expect(source == PictureSize(width: 40, height: 30) && size == PictureSize(width: 400, height: 200))
            #expect(still.width == 100 && still.height == 50, "fitted to its box")
            #expect(coloursMatch(centre(of: frames, in: (surface, renderer)), 0xFFFF_0000), "the first frame, red")
            let due = try #require(pictures.nextFrame(after: clock.now()), "the next frame is due")
            #expect(due - clock.now() <= 0.1 + 0.01)
            Thread.sleep(forTimeInterval: 0.25)
            pictures.update()
            #expect(coloursMatch(centre(of: frames, in: (surface, renderer)), 0xFF00_FF00), "the second, green, kept once played")
            #expect(pictures.nextFrame(after: clock.now()) == nil, "played once: nothing more is due")
            // Without animations it stays on its first frame.
            let stills = PictureTextures<Int>(renderer: renderer, animates: false)
            stills.show(0, path: gif, fitting: PictureSize(width: 200, height: 200))
            stills.loader.waitUntilIdle(timeout: 30)
            stills.update()
            #expect(stills.nextFrame(after: clock.now()) == nil)
            guard case .ready(let first, _)? = stills[0] else { Issue.record("no still frame"); return }
            #expect(coloursMatch(centre(of: first, in: (surface, renderer)), 0xFFFF_0000))
        }

        /// A picture shown larger (zoomed) is decoded again at that size, up to its own; the one
        /// shown stays until the new one comes; a smaller box asks for nothing.
        @Test func aLargerBoxDecodesThePictureAgainSharper() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let jpeg = try PictureFixture.write(PictureFixture.jpeg(width: 1600, height: 1200), "photo.jpg", in: folder)
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let pictures = PictureTextures<Int>(renderer: Renderer(try #require(SDL_CreateSoftwareRenderer(surface))))
            func shown() -> Int32? { if case .ready(let texture, _)? = pictures[0] { texture.width } else { nil } }
            pictures.show(0, path: jpeg, fitting: PictureSize(width: 400, height: 300))
            pictures.loader.waitUntilIdle(timeout: 30)
            pictures.update()
            #expect(shown() == 400, "a JPEG at 1/4 for its 400 px box")
            pictures.show(0, path: jpeg, fitting: PictureSize(width: 1200, height: 900))
            #expect(shown() == 400, "the one shown stays while the larger decodes")
            pictures.loader.waitUntilIdle(timeout: 30)
            pictures.update()
            #expect(shown() == 1200, "6/8 of the JPEG: its 1200 px box")
            pictures.show(0, path: jpeg, fitting: PictureSize(width: 100, height: 75))
            #expect(!pictures.loader.isBusy, "a smaller box asks for nothing")
        }
    }
}
