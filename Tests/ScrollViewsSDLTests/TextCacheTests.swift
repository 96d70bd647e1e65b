import CSDL
import Foundation
import ScrollViews
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// The library's text: drawn, measured, fitted, kept within its budget, and
    /// characters its font lacks drawn in a system font that has them.
    @MainActor @Suite struct TextCacheTests {
        /// A software target cleared to black, and its pixels.
        @MainActor final class Target {
            nonisolated(unsafe) let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: Renderer
            init(width: Int32 = 400, height: Int32 = 60) throws {
                surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
                renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
                renderer.clear(SDL_Color(r: 0, g: 0, b: 0, a: 255))
            }
            deinit { SDL_FreeSurface(surface) }
            /// Every pixel as 0xRRGGBB, row by row.
            var pixels: [UInt32] {
                renderer.present()
                let base = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pointee.pitch) / 4
                return (0..<Int(surface.pointee.h)).flatMap { y in
                    (0..<Int(surface.pointee.w)).map { base[y * pitch + $0] & 0xFF_FFFF }
                }
            }
            /// How many pixels are not black.
            var lit: Int { pixels.filter { $0 != 0 }.count }
            func clear() { renderer.clear(SDL_Color(r: 0, g: 0, b: 0, a: 255)) }
        }

        /// The package's Latin subset of DejaVu Sans (no CJK in it).
        static let latinFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/fonts/DejaVuSans-Latin.ttf").path

        @Test func textIsDrawnInItsColourAndTheEmptyStringDrawsNothing() throws {
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont)
            let empty = text.draw("", x: 10, y: 10, size: 20)
            #expect(empty.width == 0 && empty.height > 20 && empty.height < 30, "a line's height: \(empty)")
            #expect(target.lit == 0 && text.textureBytes == 0, "nothing drawn, no texture")
            let drawn = text.draw("Hello", x: 10, y: 10, size: 20, color: SDL_Color(r: 255, g: 0, b: 0, a: 255))
            #expect(drawn.width > 40 && drawn.width < 80, "\(drawn)")
            let pixels = target.pixels
            #expect(pixels.contains { $0 >> 16 == 0xFF }, "red text")
            #expect(pixels.allSatisfy { $0 & 0xFFFF == 0 }, "and nothing but red")
            #expect(text.size(of: "Hello", size: 20).width == drawn.width, "measured as drawn")
        }

        @Test func textIsPaintedOntoASurfaceWhereAskedAndNowhereElse() throws {
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont)
            let surface = try #require(Surface(width: 200, height: 40, format: SDL_PIXELFORMAT_RGB888))
            SDL_FillRect(surface.pointer, nil, 0)
            let width = text.paint("Hello", onto: surface.pointer, x: 10, y: 5, size: 20, color: SDL_Color(r: 0, g: 255, b: 0, a: 255))
            #expect(width > 40 && width < 80, "\(width) px")
            let pitch = Int(surface.pointer.pointee.pitch) / 4
            let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var inside = 0, outside = 0, notGreen = 0
            for y in 0..<40 {
                for x in 0..<200 where pixels[y * pitch + x] & 0xFF_FFFF != 0 {
                    if x >= 10 && x < 10 + Int(width) && y >= 5 { inside += 1 } else { outside += 1 }
                    if pixels[y * pitch + x] & 0xFF_00FF != 0 { notGreen += 1 }
                }
            }
            #expect(inside > 50 && outside == 0 && notGreen == 0, "\(inside) px of green text in its place, \(outside) outside")
            #expect(text.paint("", onto: surface.pointer, x: 0, y: 0, size: 20) == 0)
            // Off the surface, or at sizes that are not numbers: painted nowhere, never a trap.
            for (x, y, size) in [(Int32(-1000), Int32(-1000), 20.0), (Int32.max - 10, 0, 20), (0, Int32.min, .nan), (0, 0, .infinity)] {
                text.paint("Hello", onto: surface.pointer, x: x, y: y, size: size)
            }
        }

        @Test func charactersTheFontLacksAreDrawnInASystemFontThatHasThem() throws {
            try #require(SystemFonts.path(covering: "日") != nil,
                         "a system font with CJK characters (Debian: fonts-droid-fallback)")
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont)
            // A box for each missing character would draw 日 and 本 alike.
            text.draw("日", x: 0, y: 0, size: 30)
            let sun = target.pixels
            target.clear()
            text.draw("本", x: 0, y: 0, size: 30)
            let book = target.pixels
            #expect(sun.filter { $0 != 0 }.count > 20 && sun != book, "two different characters, drawn differently")
            let name = text.size(of: "日本 旅行 東京.jpg", size: 16)
            #expect(name.width > 100, "a file name in Japanese measures as words: \(name)")
            target.clear()
            text.draw("日本 旅行 東京.jpg", x: 0, y: 0, size: 16)
            #expect(target.lit > 100)
            // A CJK font may have no Latin letters: .jpg and .jpq would be the same four boxes in it.
            target.clear()
            text.draw("東京.jpg", x: 0, y: 0, size: 16)
            let jpg = target.pixels
            target.clear()
            text.draw("東京.jpq", x: 0, y: 0, size: 16)
            let lettersDiffer = jpg != target.pixels
            #expect(lettersDiffer, "the extension drawn as letters, in the cache's own font")
            #expect(text.size(of: "東京.jpg", size: 16).width == text.size(of: "東京", size: 16).width + text.size(of: ".jpg", size: 16).width)
        }

        @Test func longTextIsCutAtAWordWithAnEllipsis() throws {
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont)
            let long = "The quick brown fox jumps over the lazy dog"
            let fitted = text.fitted(long, width: 150, size: 16)
            #expect(fitted.hasSuffix("…") && fitted.count < long.count, "\(fitted)")
            #expect(text.size(of: fitted, size: 16).width <= 150)
            #expect(!fitted.dropLast().hasSuffix(" "), "cut after a whole word")
            #expect(text.fitted("Short", width: 150, size: 16) == "Short")
            let word = text.fitted("Supercalifragilisticexpialidocious", width: 60, size: 16)
            #expect(word.hasSuffix("…") && word.count > 1, "inside one long word: \(word)")
            #expect(text.fitted(long, width: 0, size: 16) == "")
            let drawn = text.draw(long, x: 0, y: 0, size: 16, width: 150)
            #expect(drawn.width <= 150)
        }

        @Test func texturesStayWithinTheBudgetLeastRecentlyDrawnFirst() throws {
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont, budgetBytes: 40_000)
            for n in 0..<200 { text.draw("Row \(n) of the list", x: 0, y: 0, size: 16) }
            #expect(text.textureBytes <= 40_000 && text.textureCount >= 2, "\(text.textureBytes) B in \(text.textureCount)")
            let before = text.textureCount
            for _ in 0..<10 { text.draw("Row 199 of the list", x: 0, y: 0, size: 16) }
            #expect(text.textureCount == before, "drawing a kept text makes nothing")
        }

        @Test func anyValueIsSafe() throws {
            let target = try Target()
            let text = try TextCache(renderer: target.renderer, fontPath: Self.latinFont)
            for (x, y, size) in [(Double.nan, 0.0, 16.0), (0, .infinity, 16), (0, 0, .nan), (0, 0, -5), (0, 0, 1e9), (1e300, -1e300, 16)] {
                text.draw("x", x: x, y: y, size: size, width: .nan)
                _ = text.size(of: "x", size: size)
            }
            let huge = String(repeating: "word ", count: 10_000)
            #expect(text.size(of: huge, size: 8).width > 0, "held to \(TextCache.maximumCharacters) characters")
            #expect(throws: SDLError.self) { try TextCache(renderer: target.renderer, fontPath: "/nonexistent/font.ttf") }
            let system = try TextCache(renderer: target.renderer)
            #expect(system.lineHeight(size: 16) > 0, "the system's sans-serif font: \(system.fontPath)")
        }
    }
}
