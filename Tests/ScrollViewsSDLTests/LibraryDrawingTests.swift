import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// What the library draws for every program (the demo draws with it too):
    /// indicators with round ends, smooth page dots lit larger, discs of any value.
    @MainActor @Suite struct LibraryDrawingTests {
        /// A 64×48 software target cleared to black, and its pixels.
        @MainActor final class Target {
            nonisolated(unsafe) let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: Renderer
            init() throws {
                surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
                renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
                renderer.clear(SDL_Color(r: 0, g: 0, b: 0, a: 255))
            }
            deinit { SDL_FreeSurface(surface) }
            /// The red channel at (x, y).
            func red(_ x: Int, _ y: Int) -> UInt32 {
                renderer.present()
                let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                return (pixels[y * Int(surface.pointee.pitch) / 4 + x] >> 16) & 0xFF
            }
        }

        @Test func anIndicatorBarHasRoundEnds() throws {
            let target = try Target()
            target.renderer.drawIndicatorBar(ViewFrame(x: 10, y: 10, width: 6, height: 30), opacity: 1,
                                             color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
            #expect(target.red(13, 25) == 255, "the straight part is filled")
            #expect(target.red(13, 10) > 0, "the end's middle is drawn")
            #expect(target.red(10, 10) == 0, "the end's corner is not: the end is round")
            #expect(target.red(30, 25) == 0)
        }

        @Test func aLitDotIsBrighterAndLargerThanAnUnlitOne() throws {
            let target = try Target()
            let dots = PageDots(count: 2, position: 0, centerX: 32, centerY: 24)
            target.renderer.drawDots(dots)
            let lit = try #require(dots.dots.first), unlit = try #require(dots.dots.last)
            #expect(target.red(Int(lit.x), Int(lit.y)) > target.red(Int(unlit.x), Int(unlit.y)))
            func covered(_ dot: PageDots.Dot) -> Int {
                (-7...7).reduce(0) { sum, dy in
                    sum + (-7...7).filter { target.red(Int(dot.x) + $0, Int(dot.y) + dy) > 0 }.count
                }
            }
            #expect(covered(lit) > covered(unlit), "the lit dot covers more pixels")
        }

        @Test func discsOfAnyValueDrawWithinTheTarget() throws {
            let target = try Target()
            for (x, y, d) in [(32.0, 24.0, 1e12), (.nan, 24, 10), (32, 24, .infinity), (1e300, -1e300, 300), (32, 24, 0.5)] {
                target.renderer.fillDisc(centerX: x, centerY: y, diameter: d, SDL_Color(r: 255, g: 0, b: 0, a: 255))
            }
            #expect(target.red(32, 24) == 255, "the huge disc is drawn at the 256 px most")
        }

        /// A 4×4 texture whose columns are red 10, 80, 160 and 240.
        func columns(_ target: Target) throws -> Texture {
            let surface = try #require(Surface(width: 4, height: 4, format: SDL_PIXELFORMAT_ARGB8888))
            let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<4 {
                for x in 0..<4 { pixels[y * Int(surface.pointer.pointee.pitch) / 4 + x] = 0xFF00_0000 | UInt32([10, 80, 160, 240][x]) << 16 }
            }
            return try #require(Texture(renderer: target.renderer.pointer, surface: surface.pointer))
        }

        /// A picture zoomed far past the window costs what the window shows: a 4 px texture spread over
        /// 400,000 px each way (SDL's software renderer would scale the whole copy first: 640 GB) shows
        /// its third column, which covers the target.
        @Test func aCopyFarLargerThanTheTargetCopiesWhatShows() throws {
            let target = try Target()
            let texture = try columns(target)
            target.renderer.copy(texture, to: ViewFrame(x: -201_000, y: -1_000, width: 400_000, height: 400_000))
            #expect(target.red(32, 24) == 160)
            #expect(target.red(0, 0) == 160 && target.red(63, 47) == 160)
            // Within a clip, only the clip is written.
            let clipped = try Target()
            clipped.renderer.clip(to: ViewFrame(x: 0, y: 0, width: 10, height: 10))
            clipped.renderer.copy(try columns(clipped), to: ViewFrame(x: -301_000, y: -1_000, width: 400_000, height: 400_000))
            #expect(clipped.red(5, 5) == 240 && clipped.red(20, 20) == 0)
        }

        /// A part of a texture spreads over the frame; a part outside the texture draws nothing; a copy
        /// wholly in the window is the plain copy (each column 16 px wide, the middles exact).
        @Test func aPartOfATextureIsCopiedAndAWholeCopyIsUnchanged() throws {
            let target = try Target()
            let texture = try columns(target)
            target.renderer.copy(texture, part: SDL_Rect(x: 3, y: 0, w: 1, h: 4), to: ViewFrame(x: 0, y: 0, width: 64, height: 24))
            target.renderer.copy(texture, part: SDL_Rect(x: 9, y: 0, w: 2, h: 4), to: ViewFrame(x: 0, y: 0, width: 64, height: 48))
            #expect(target.red(32, 12) == 240, "the fourth column only")
            target.renderer.copy(texture, to: ViewFrame(x: 0, y: 24, width: 64, height: 24))
            let reds = [8, 24, 40, 56].map { Int(target.red($0, 36)) }
            #expect(zip(reds, [10, 80, 160, 240]).allSatisfy { abs($0 - $1) <= 3 }, "\(reds)")
        }
    }
}
