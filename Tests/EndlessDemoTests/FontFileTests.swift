import ScrollViews
import CSDL
import Foundation
import Glibc
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// Fonts opened from one mapped file at any size: the same glyphs as fonts
    /// opened by path, kept alive by the fonts, and clear errors for files that are not fonts.
    @Suite struct FontFileTests {
        init() { if TTF_WasInit() == 0 { _ = TTF_Init() } }

        /// The pixels of `text` drawn white in `font`.
        static func pixels(_ font: Font, _ text: String) throws -> (w: Int32, h: Int32, bytes: [UInt8]) {
            let surface = try #require(Surface(TTF_RenderUTF8_Blended(font.pointer, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))))
            let s = surface.pointer.pointee
            let bytes = Array(UnsafeRawBufferPointer(start: s.pixels, count: Int(s.pitch) * Int(s.h)))
            return (s.w, s.h, bytes)
        }

        @Test func aMappedFontDrawsAsTheFileDoesAtEverySize() throws {
            let path = Assets.path("fonts/DejaVuSans.ttf")
            let file = try FontFile(path: path)
            for size: Int32 in [11, 16, 28] {
                let mapped = try Font(file: file, size: size), read = try Font(path: path, size: size)
                let a = try Self.pixels(mapped, "Endless · 123 ✓"), b = try Self.pixels(read, "Endless · 123 ✓")
                #expect(a.w == b.w && a.h == b.h && a.bytes == b.bytes, "size \(size)")
                #expect(a.bytes.contains { $0 != 0 }, "something drawn at \(size)")
            }
        }

        @Test func aFontKeepsItsFile() throws {
            var file: FontFile? = try FontFile(path: Assets.path("fonts/DejaVuSans-Bold.ttf"))
            weak let watched = file
            let font = try Font(file: try #require(file), size: 20)
            file = nil
            #expect(watched != nil, "the file stays mapped while a font of it is open")
            #expect(try Self.pixels(font, "still drawn").bytes.contains { $0 != 0 })
        }

        @Test func filesThatAreNotFontsAreRefusedWithTheirReason() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            func reason(_ path: String) -> String? {
                do { _ = try FontFile(path: path); return nil } catch { return error.reason }
            }
            #expect(reason(folder.url.appendingPathComponent("missing.ttf").path) == "No such file or directory")
            #expect(reason(folder.url.path) == "not a regular file")
            try folder.write("empty.ttf", [])
            #expect(reason(folder.url.appendingPathComponent("empty.ttf").path)?.hasPrefix("0 bytes") == true)
            try folder.write("text.ttf", Array("not a font at all".utf8))
            let text = try FontFile(path: folder.url.appendingPathComponent("text.ttf").path)
            #expect(throws: SDLError.self) { try Font(file: text, size: 12) }
        }

        /// A FIFO with no writer: refused at once as not a regular file (open
        /// waited for a writer, forever, before the file's kind was looked at).
        @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let fifo = folder.url.appendingPathComponent("font.ttf").path
            #expect(mkfifo(fifo, 0o600) == 0)
            do { _ = try FontFile(path: fifo); Issue.record("a FIFO opened as a font") } catch {
                #expect(error.reason == "not a regular file")
            }
        }
    }
}
