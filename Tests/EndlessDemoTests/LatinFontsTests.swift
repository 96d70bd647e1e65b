import CSDL
import Foundation
import ScrollViews
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// The demo's text is drawn in the fonts' Latin subsets, which hold every
    /// character of its own words; text with other characters (a Greek file
    /// name) is drawn in the whole font, glyph for glyph as the whole font draws it.
    @Suite @MainActor struct LatinFontsTests {
        init() { if TTF_WasInit() == 0 { _ = TTF_Init() } }

        /// The texts `session` draws in `frames` frames, then with the pointer
        /// `hoverAt` px into the content from its top-left corner, and a frame later.
        static func texts(_ session: HeadlessSession, frames: Int, hoverAt inset: Double) -> [String] {
            session.canvas.text.drawn = []
            var t = 0.0
            for _ in 0..<frames {
                t += 1.0 / 30
                _ = session.frame(at: t)
            }
            _ = session.handle(.hover(pointer: .init(x: inset, y: Layout.headerHeight + inset), time: t))
            _ = session.frame(at: t + 0.5)
            defer { session.canvas.text.drawn = nil }
            return (session.canvas.text.drawn ?? []).map(\.text)
        }

        @Test(arguments: ModeRegistry.names)
        func everyModesOwnTextNeedsOnlyTheSubsets(mode: String) throws {
            for overlays in [false, true] {
                let session = try HeadlessSession(width: 1280, height: 720,
                                                  settings: DemoSettings(mode: mode, hud: overlays, xray: overlays))
                // (The bars' text is composed before the first frame: this has only what came after.)
                let drawn = Self.texts(session, frames: 10, hoverAt: 40)
                #expect(session.canvas.text.wholeFontCount == 0,
                        "\(mode) overlays \(overlays): a whole font opened for \(drawn.filter { $0.unicodeScalars.contains { $0.value >= 0x80 } })")
            }
        }

        @Test func aNameOutsideTheSubsetIsDrawnInTheWholeFont() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("Ωμέγα.png", PictureFixture.png(width: 40, height: 30))
            var settings = DemoSettings(mode: "grid", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 1280, height: 720, settings: settings)
            // The pointer over the first cell: its name is shown.
            let names = Self.texts(session, frames: 5, hoverAt: 60)
            #expect(names.contains { $0.contains("Ωμέγα") }, "the caption drawn: \(names)")
            #expect(session.canvas.text.wholeFontCount >= 1)
        }

        /// The pixels of `surface`.
        static func pixels(_ surface: Surface) -> (w: Int32, h: Int32, bytes: [UInt8]) {
            let s = surface.pointer.pointee
            return (s.w, s.h, Array(UnsafeRawBufferPointer(start: s.pixels, count: Int(s.pitch) * Int(s.h))))
        }

        @Test func eachTextIsDrawnAsTheWholeFontDrawsIt() throws {
            let target = try #require(Surface(width: 64, height: 64, format: SDL_PIXELFORMAT_ARGB8888))
            let renderer = try #require(SDL_CreateSoftwareRenderer(target.pointer) as OpaquePointer?)
            defer { SDL_DestroyRenderer(renderer) }
            let text = try TextRenderer(renderer: renderer)
            for bold in [false, true] {
                let whole = try Font(path: Assets.path(bold ? "fonts/DejaVuSans-Bold.ttf" : "fonts/DejaVuSans.ttf"), size: 16)
                let latin = try Font(path: Assets.path(bold ? "fonts/DejaVuSans-Bold-Latin.ttf" : "fonts/DejaVuSans-Latin.ttf"),
                                     size: 16)
                for font in [whole, latin] { TTF_SetFontHinting(font.pointer, TTF_HINTING_NONE) }
                let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
                for words in ["Endless · 6 / 6 — ≥ 1.5× … ← →", "Ωμέγα · Привет"] {
                    let drawn = Self.pixels(try #require(text.surface(words, size: 16, bold: bold)))
                    let expected = Self.pixels(try #require(Surface(TTF_RenderUTF8_Blended(whole.pointer, words, white))))
                    #expect(drawn.w == expected.w && drawn.h == expected.h && drawn.bytes == expected.bytes, "\(words) bold \(bold)")
                    #expect(drawn.bytes.contains { $0 != 0 })
                }
                // The subset alone has no Greek: it would draw boxes.
                let boxes = Self.pixels(try #require(Surface(TTF_RenderUTF8_Blended(latin.pointer, "Ωμέγα", white))))
                let greek = Self.pixels(try #require(Surface(TTF_RenderUTF8_Blended(whole.pointer, "Ωμέγα", white))))
                #expect(boxes.bytes != greek.bytes)
            }
            #expect(text.wholeFontCount == 2, "the whole regular and bold fonts, for the Greek and Cyrillic")
        }

        @Test func namesBeyondDejaVuAreDrawnInASystemFontThatHasThem() throws {
            try #require(SystemFonts.path(covering: "日") != nil,
                         "a system font with CJK characters (Debian: fonts-droid-fallback)")
            let target = try #require(Surface(width: 64, height: 64, format: SDL_PIXELFORMAT_ARGB8888))
            let renderer = try #require(SDL_CreateSoftwareRenderer(target.pointer) as OpaquePointer?)
            defer { SDL_DestroyRenderer(renderer) }
            let text = try TextRenderer(renderer: renderer)
            // DejaVu draws a box for each: 日 and 本 alike.
            let sun = Self.pixels(try #require(text.surface("日", size: 24)))
            let book = Self.pixels(try #require(text.surface("本", size: 24)))
            #expect(sun.bytes != book.bytes, "two characters, drawn as themselves")
            #expect(text.systemFontCount == 1)
            #expect(text.size(of: "日本 旅行 東京.jpg", size: 16).w > 80)
        }

        @Test func aNameInJapaneseWithALatinExtensionDrawsBothAsLetters() throws {
            try #require(SystemFonts.path(covering: "日") != nil,
                         "a system font with CJK characters (Debian: fonts-droid-fallback)")
            let target = try #require(Surface(width: 200, height: 64, format: SDL_PIXELFORMAT_ARGB8888))
            let renderer = try #require(SDL_CreateSoftwareRenderer(target.pointer) as OpaquePointer?)
            defer { SDL_DestroyRenderer(renderer) }
            let text = try TextRenderer(renderer: renderer)
            // A font without Latin letters draws .jpg and .jpq as the same four boxes.
            let jpg = Self.pixels(try #require(text.surface("東京.jpg", size: 24)))
            let jpq = Self.pixels(try #require(text.surface("東京.jpq", size: 24)))
            let lettersDiffer = jpg.bytes != jpq.bytes
            #expect(lettersDiffer, "the extension drawn as letters")
            let words = text.size(of: "東京", size: 24).w, ext = text.size(of: ".jpg", size: 24).w
            #expect(text.size(of: "東京.jpg", size: 24).w == words + ext, "each run measured in its own font")
            // Opaque text (a caption on its page's colour) is joined the same way, and fills its box.
            let grey = SDL_Color(r: 40, g: 40, b: 40, a: 255)
            text.draw("東京.jpg", x: 0, y: 0, size: 24, background: grey)
            text.draw("東京.jpq", x: 0, y: 32, size: 24, background: grey)
            let drawn = Self.pixels(target)
            let row = Int(drawn.w) * 4, top = drawn.bytes[0..<(row * 30)], bottom = drawn.bytes[(row * 32)..<(row * 62)]
            let opaqueDiffer = Array(top) != Array(bottom)
            #expect(opaqueDiffer, "opaque text: the extension drawn as letters")
        }
    }
}
