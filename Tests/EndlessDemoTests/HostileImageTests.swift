import CSDL
import Foundation
import Glibc
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Pictures that are too large, not files, oddly named or seen again.
    @Suite struct HostileImageTests {
        /// A PNG of `width`×`height` whose header is all there is.
        static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
            func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width)
                + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        }

        /// A real 8×8 PNG's bytes.
        static func smallPNG(in folder: TemporaryFolder) throws -> [UInt8] {
            let path = folder.url.appendingPathComponent("small.png.tmp").path
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 200, 30, 30))
            #expect(IMG_SavePNG(surface, path) == 0)
            defer { unlink(path) }
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }

        func failure(_ outcome: ImageLoader.Outcome) -> String? {
            switch outcome {
            case .image: return nil
            case .failure(let reason): return reason
            }
        }

        @Test func aPictureOverThePixelLimitIsRefusedBeforeDecoding() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("huge.png", Self.pngHeader(width: 30000, height: 30000))
            let reason = failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("huge.png").path)))
            #expect(reason == "30000 × 30000 is 900.0 megapixels; pictures may have at most 256")
            try folder.write("zero.png", Self.pngHeader(width: 0, height: 10))
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("zero.png").path)))
                    == "the PNG header gives no size")
            try folder.write("text.png", Array("hello".utf8))
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("text.png").path)))
                    == "not a PNG or JPEG image")
        }

        @Test func jpegHeadersGiveTheirSize() throws {
            // SOI, an APP0 segment, then SOF0 with height 4000 and width 6000.
            let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,
                                 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0F, 0xA0, 0x17, 0x70, 0x03]
            #expect(try ImageHeader.read(jpeg).get() == ImageHeader(format: .jpeg, width: 6000, height: 4000))
            #expect(throws: ImageLoader.Failure.self) { try ImageHeader.read([0xFF, 0xD8, 0xFF, 0xDA]).get() }
            #expect(throws: ImageLoader.Failure.self) { try ImageHeader.read([0xFF, 0xD8, 0x00]).get() }
        }

        @Test func aFIFOOrAFolderNamedLikeAPictureGetsACardAtOnce() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let fifo = folder.url.appendingPathComponent("x.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(failure(ImageLoader.decode(FilePath(fifo))) == "the file is a FIFO, not a regular file")
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("y.jpg"),
                                                    withIntermediateDirectories: false)
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("y.jpg").path)))
                    == "the file is a folder, not a regular file")
            // A headless run through the folder ends, showing cards.
            var builder = ScriptBuilder(mode: "pager", durationMs: 1600)
            builder.script.imagesDirectory = folder.url.path
            builder.key(100, "Right")
            let result = try HeadlessReplay.run(builder.script)
            #expect(result.rows.last?.status.page == 1)
        }

        @Test func aNameThatIsNotUTF8OpensByItsBytes() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let png = try Self.smallPNG(in: folder)
            let name: [UInt8] = [0x66, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67]  // "f\xff\xfe.png"
            let path = FilePath(folder.url.path).appending(name)
            let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
            #expect(fd >= 0)
            #expect(png.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == png.count)
            close(fd)
            let library = try ImageLibrary.folder(folder.url.path)
            #expect(library.entries.count == 1)
            #expect(library.entries[0].caption == "f\u{FFFD}\u{FFFD}.png")
            #expect(library.entries[0].path == path)
            #expect(failure(ImageLoader.decode(library.entries[0].path)) == nil)
        }

        @Test func pagingBackAndForthDecodesEachPictureOnce() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let png = try Self.smallPNG(in: folder)
            for name in ["a.png", "b.png", "c.png", "d.png"] { try folder.write(name, png) }
            let loader = ImageLoader()
            defer { loader.stop() }
            let layout = PageLayout(width: 64, height: 48, background: SDL_Color(r: 1, g: 2, b: 3, a: 255),
                                    boxX: 0, boxY: 0, boxWidth: 64, boxHeight: 48, maxScale: 1)
            for round in 0..<5 {
                for (id, name) in ["a.png", "b.png", "c.png", "d.png"].enumerated() {
                    loader.request(id: round * 10 + id, path: FilePath(folder.url.appendingPathComponent(name).path),
                                   page: layout)
                }
                loader.waitUntilIdle()
                for (_, outcome) in loader.completed() { #expect(failure(outcome) == nil) }
            }
            #expect(loader.decodes == 4)
        }
    }
}
