import ScrollViews
import CPictureFixtures
import CSDL
import CSDL.Image
import ScrollViewsSDL
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// Pictures that are too large, not files, oddly named or seen again.
    @Suite @MainActor struct HostileImageTests {
        /// A PNG of `width`×`height` whose header is all there is.
        static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
            PictureFixture.bytes { fixture_png_header(width, height, 8, 6, $0) }
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
            case .image, .animation: return nil
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
                    == "Invalid IHDR data")
            try folder.write("text.png", Array("hello".utf8))
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("text.png").path)))
                    == "not a PNG, JPEG, GIF, WebP or TIFF picture")
        }

        @Test func headersAreReadByTheDecoder() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let jpeg = try PictureFixture.write(PictureFixture.resized(PictureFixture.jpeg(), width: 6000, height: 4000),
                                                "big.jpg", in: folder)
            #expect(try PictureFile.open(jpeg).get().header == PictureHeader(format: .jpeg, width: 6000, height: 4000))
            let png = try PictureFixture.write(PictureFixture.png(width: 30, height: 20, interlaced: true), "i.png", in: folder)
            #expect(try PictureFile.open(png).get().header
                    == PictureHeader(format: .png, width: 30, height: 20, decodesWhole: true, workBytes: 30 * 20 * 4 + 20 * 8))
            try folder.write("sos.jpg", [0xFF, 0xD8, 0xFF, 0xDA])
            #expect(throws: PictureError.self) {
                try PictureFile.open(FilePath(folder.url.appendingPathComponent("sos.jpg").path)).get()
            }
            try folder.write("short.jpg", [0xFF, 0xD8, 0x00])
            #expect(throws: PictureError.self) {
                try PictureFile.open(FilePath(folder.url.appendingPathComponent("short.jpg").path)).get()
            }
        }

        @Test func aFIFOOrAFolderNamedLikeAPictureIsSkippedOrGetsACardAtOnce() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let fifo = folder.url.appendingPathComponent("x.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(failure(ImageLoader.decode(FilePath(fifo))) == "the file is a FIFO, not a regular file")
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("y.jpg"),
                                                    withIntermediateDirectories: false)
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("y.jpg").path)))
                    == "the file is a folder, not a regular file")
            // Listed, they are skipped and named (never opened: a FIFO would block), and a
            // headless run through the folder's one picture ends.
            try folder.write("z.png", Array("not a picture".utf8))
            #expect(try ImageLibrary.folder(FilePath(folder.url.path)).skipped == ["x.png", "y.jpg/"])
            var builder = ScriptBuilder(mode: "pager", durationMs: 1600)
            builder.script.imagesDirectory = FilePath(folder.url.path)
            builder.key(100, "Right")
            let result = try HeadlessReplay.run(builder.script)
            #expect(result.rows.last?.status.position == 0, "one picture: one page, → goes nowhere")
            #expect(result.rows.count > 90)
        }

        @Test func errorCardsSayWhatHappenedInWords() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // A socket: open() says ENXIO.
            let path = folder.url.appendingPathComponent("s.png").path
            let fd = boundUnixSocket(at: path)
            defer { close(fd) }
            #expect(fd >= 0)
            #expect(failure(ImageLoader.decode(FilePath(path))) == "no such device or address: cannot read the file")
            #expect(failure(ImageLoader.decode(FilePath(folder.url.appendingPathComponent("gone.png").path)))
                    == "no such file or directory: cannot read the file")
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
            let library = try ImageLibrary.folder(FilePath(folder.url.path))
            #expect(library.entries.count == 1)
            #expect(library.entries[0].caption == "f\u{FFFD}\u{FFFD}.png")
            #expect(library.entries[0].path == path)
            #expect(failure(ImageLoader.decode(library.entries[0].path)) == nil)
        }

        /// Pages a b c, then forward (a goes, d comes) and back, five times, on a
        /// shelf that keeps pages decoded in `retainedDecode` s or more: the shelf's decodes.
        private func decodesPagingBackAndForth(retainedDecode: Double) throws -> (decodes: Int, retained: Int) {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let png = try Self.smallPNG(in: folder)
            for name in ["a.png", "b.png", "c.png", "d.png"] { try folder.write(name, png) }
            let target = try #require(Surface(width: 64, height: 48, format: SDL_PIXELFORMAT_RGB888))
            let owner = Renderer(try #require(SDL_CreateSoftwareRenderer(target.pointer)))
            let shelf = PictureShelf()
            defer { shelf.loader.stop(); withExtendedLifetime(owner) {} }
            shelf.waits = true
            shelf.retainedDecode = retainedDecode
            let layout = PageLayout(width: 64, height: 48, background: SDL_Color(r: 1, g: 2, b: 3, a: 255),
                                    boxX: 0, boxY: 0, boxWidth: 64, boxHeight: 48, maxScale: 1)
            func path(_ name: String) -> FilePath { FilePath(folder.url.appendingPathComponent(name).path) }
            func show(_ key: Int, _ name: String) {
                shelf.request(key, path: path(name), layout: layout, tag: name, at: 0)
                shelf.collect(renderer: owner.pointer, at: 0, finish: { _, _ in }, inView: { _ in false })
            }
            var key = 0
            var shown: [(key: Int, name: String)] = []
            for name in ["a.png", "b.png", "c.png"] { key += 1; show(key, name); shown.append((key, name)) }
            for _ in 0..<5 {
                shelf.drop(shown.removeFirst().key)
                key += 1; show(key, "d.png"); shown.append((key, "d.png"))
                shelf.drop(shown.removeLast().key)
                key += 1; show(key, "a.png"); shown.insert((key, "a.png"), at: 0)
            }
            #expect(shown.allSatisfy { shelf[$0.key]?.isReady == true }, "every page shows its picture")
            return (shelf.loader.decodes, shelf.retainedCount)
        }

        @Test func pagingBackAndForthDecodesEachSlowPictureOnce() throws {
            let (decodes, retained) = try decodesPagingBackAndForth(retainedDecode: 0)
            #expect(decodes == 4, "each picture decoded once: the page dropped last is kept")
            #expect(retained <= PictureShelf.retainedPages)
        }

        @Test func pagesQuickToDecodeAreNotKeptWhenDropped() throws {
            // A 64×48 PNG decodes in well under a minute.
            let (decodes, retained) = try decodesPagingBackAndForth(retainedDecode: 60)
            #expect(decodes == 13, "three pages, then two a turn: nothing kept")
            #expect(retained == 0)
        }
    }
}
