import ScrollViews
import CSDL
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// A fill around a hole writes every pixel of its rectangle but the hole's, once.
    @Suite @MainActor struct CanvasFillTests {
        static let width = 200, height = 100
        static let stage = SDL_Color(10, 20, 30), ink = SDL_Color(200, 100, 50)

        /// The window's pixels (0xRRGGBB) after the stage colour everywhere and `fill` drawn over it.
        private func pixels(after fill: (Canvas) -> Void) throws -> [UInt32] {
            let session = try HeadlessSession(width: Self.width, height: Self.height, settings: DemoSettings(mode: "strip", hud: false))
            let canvas = session.canvas
            canvas.unclip()
            canvas.fill(x: 0, y: 0, w: Double(Self.width), h: Double(Self.height), Self.stage)
            fill(canvas)
            var pixels = [UInt32](repeating: 0, count: Self.width * Self.height)
            let status = pixels.withUnsafeMutableBytes {
                SDL_RenderReadPixels(canvas.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(Self.width * 4))
            }
            #expect(status == 0)
            return pixels.map { $0 & 0xFF_FFFF }
        }

        /// The pixels (x, y) of the window inside the rectangle (x, y, w, h), clipped to the window.
        private func inside(_ r: (x: Int, y: Int, w: Int, h: Int), _ x: Int, _ y: Int) -> Bool {
            x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h
        }

        @Test(arguments: [(x: 50, y: 30, w: 60, h: 40),      // inside
                          (x: 150, y: -10, w: 100, h: 50),   // over the top right corner
                          (x: 0, y: 0, w: 200, h: 100),      // covering it all
                          (x: 90, y: 40, w: 0, h: 20),       // no width
                          (x: 300, y: 300, w: 10, h: 10)])   // outside
        func everyPixelButTheHolesIsFilled(hole: (x: Int, y: Int, w: Int, h: Int)) throws {
            let outer = (x: 20, y: 10, w: 160, h: 80)
            let pixels = try pixels { canvas in
                canvas.fill(x: Double(outer.x), y: Double(outer.y), w: Double(outer.w), h: Double(outer.h),
                            around: (Double(hole.x), Double(hole.y), Double(hole.w), Double(hole.h)), Self.ink)
            }
            let ink: UInt32 = 0xC8_6432, stage: UInt32 = 0x0A_141E
            var wrong = 0
            for y in 0..<Self.height {
                for x in 0..<Self.width {
                    let filled = inside(outer, x, y) && !inside(hole, x, y)
                    if pixels[y * Self.width + x] != (filled ? ink : stage) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "hole \(hole): \(wrong) pixels wrong")
        }

        /// Rectangles far past the window (2³¹ and 2⁴⁰ px, a feed's gap at its content
        /// position) or not finite: what lies in the window is filled, nothing else,
        /// and SDL never writes out of bounds.
        @Test func rectanglesPastTwoToTheThirtyOneAreClippedBeforeSDL() throws {
            let stage: UInt32 = 0x0A_141E, ink: UInt32 = 0xC8_6432
            let far = [2_147_483_648.0 + 12, 2_100_000_000, 1_099_511_627_776, 1e300, -1e300, .nan, .infinity, -.infinity]
            let away = try pixels { canvas in
                for y in far {
                    canvas.fill(x: 0, y: y, w: 200, h: 12, Self.ink)
                    canvas.fill(x: y, y: 0, w: 12, h: 100, Self.ink)
                    canvas.fill(x: 0, y: 0, w: y, h: .nan, Self.ink)
                }
            }
            #expect(away.allSatisfy { $0 == stage }, "nothing drawn")
            // A rectangle from far above to far below covers the window, and one ending at row 50 its top half.
            let covering = try pixels { canvas in
                canvas.fill(x: -1e12, y: -3e9, w: 2e12, h: 6e9, Self.ink)
            }
            #expect(covering.allSatisfy { $0 == ink })
            let half = try pixels { canvas in
                canvas.fill(x: 0, y: -1_099_511_627_776, w: 200, h: 1_099_511_627_776 + 50, Self.ink)
            }
            #expect(half.enumerated().allSatisfy { $0.element == ($0.offset < 50 * Self.width ? ink : stage) })
        }
    }
}
