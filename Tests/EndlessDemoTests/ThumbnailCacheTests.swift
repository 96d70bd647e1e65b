import ScrollViews
import CPictureFixtures
import CRegionDecoder
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// The grid's thumbnails through the desktop's cache (the freedesktop.org
    /// standard): written on the first run, read on the next with no picture
    /// decoded, other programs' entries used, stale and broken entries handled.
    @Suite @MainActor struct ThumbnailCacheTests {
        /// A folder of `count` JPEGs of four quadrants, and an empty cache folder beside them.
        static func folders(count: Int) throws -> (pictures: TemporaryFolder, cache: TemporaryFolder) {
            let pictures = try GridModeTests.folder(count: count)
            return (pictures, try TemporaryFolder())
        }

        /// A 1280×720 grid over `pictures` through the cache at `cache`, its first frame drawn (with its thumbnails).
        static func grid(_ pictures: TemporaryFolder, cache: TemporaryFolder) throws -> (HeadlessSession, GridMode) {
            let settings = DemoSettings(mode: "grid", imagesDirectory: FilePath(pictures.url.path), hud: false,
                                        thumbnailCache: FilePath(cache.url.path))
            let session = try HeadlessSession(width: 1280, height: 720, settings: settings)
            _ = session.frame(at: 0)
            return (session, try #require(session.currentMode as? GridMode))
        }

        static func path(_ folder: TemporaryFolder, _ name: String) -> String { folder.url.appendingPathComponent(name).path }

        @Test func aSecondRunDecodesNoPicture() throws {
            let (pictures, cache) = try Self.folders(count: 60)
            defer { pictures.remove(); cache.remove() }
            var made = 0
            do {
                let (session, grid) = try Self.grid(pictures, cache: cache)
                defer { withExtendedLifetime(session) {} }
                let live = grid.grid.liveItems.count
                #expect(grid.thumbnailsShown == grid.grid.visibleItems.count)
                #expect(grid.photos.shelf.loader.fileDecodes == live, "each live cell's picture decoded once")
                made = try #require(grid.photos.shelf.thumbnails).counts.made
                #expect(made == live)
                // The entry is where the standard puts it, private, and says what it is of.
                let picture = Self.path(pictures, "p000000.jpg")
                let uri = "file://" + picture
                let entry = ThumbnailCache(root: FilePath(cache.url.path)).entry(for: uri, in: "large")
                var info = stat()
                #expect(stat(entry.description, &info) == 0, "\(entry) written")
                #expect(info.st_mode & 0o777 == 0o600)
                #expect(stat(Self.path(cache, "large"), &info) == 0 && info.st_mode & 0o777 == 0o700)
                let texts = try #require(ThumbnailCache.texts(at: entry, keys: ["Thumb::URI", "Thumb::MTime", "Thumb::Size",
                                                                                 "Thumb::Image::Width", "Software"]))
                var original = stat()
                #expect(stat(picture, &original) == 0)
                #expect(texts == [uri, String(original.st_mtim.tv_sec), String(original.st_size), "320", "Endless"])
                // The thumbnail itself: 256 px on its longest side, as `large` asks.
                let file = try PictureFile.open(entry).get()
                #expect(file.header.width == 256 && file.header.height == 160)
                #expect(try Self.colourType(entry.description) == 2, "a photo's entry is RGB, without alpha")
                // Nothing left half-written.
                let names = try FileManager.default.contentsOfDirectory(atPath: Self.path(cache, "large"))
                #expect(names.count == live && names.allSatisfy { $0.count == 36 && $0.hasSuffix(".png") })
            }
            let (session, grid) = try Self.grid(pictures, cache: cache)
            defer { withExtendedLifetime(session) {} }
            #expect(grid.thumbnailsShown == grid.grid.visibleItems.count)
            #expect(grid.photos.shelf.loader.fileDecodes == 0, "no picture decoded on the second run")
            #expect(try #require(grid.photos.shelf.thumbnails).counts == ThumbnailCache.Counts(hits: made))
        }

        @Test func anotherProgramsEntryIsUsedAndAStaleOneIsNot() throws {
            let (pictures, cache) = try Self.folders(count: 2)
            defer { pictures.remove(); cache.remove() }
            var original = stat()
            let first = Self.path(pictures, "p000000.jpg"), second = Self.path(pictures, "p000001.jpg")
            #expect(stat(first, &original) == 0)
            // Black 128×80 thumbnails as another program would write them (in `normal`, which
            // a larger cell may still use when nothing better is there): the first says the
            // picture's time of change, the second a time before it (stale).
            try FileManager.default.createDirectory(atPath: Self.path(cache, "normal"), withIntermediateDirectories: true)
            let root = ThumbnailCache(root: FilePath(cache.url.path))
            for (path, mtime) in [(first, Int(original.st_mtim.tv_sec)), (second, Int(original.st_mtim.tv_sec) - 100)] {
                let black = PictureFixture.bytes { fixture_png_flat(128, 80, $0) }
                let keys = ["Thumb::URI", "Thumb::MTime"], values = ["file://" + path, String(mtime)]
                let entry = withArrayOfCStrings(keys) { k in
                    withArrayOfCStrings(values) { v in
                        PictureFixture.bytes { fixture_png_with_texts(black, black.count, k, v, 2, $0) }
                    }
                }
                try Data(entry).write(to: URL(fileURLWithPath: root.entry(for: "file://" + path, in: "normal").description))
            }
            // Cells under 128 px: the `normal` entries are the size asked for.
            let settings = DemoSettings(mode: "grid", imagesDirectory: FilePath(pictures.url.path), hud: false, thumbnailCache: FilePath(cache.url.path))
            let session = try HeadlessSession(width: 220, height: 400, settings: settings)
            _ = session.frame(at: 0)
            let grid = try #require(session.currentMode as? GridMode)
            #expect(grid.grid.cellSide <= 128)
            #expect(grid.thumbnailsShown == 2)
            #expect(grid.photos.shelf.loader.fileDecodes == 1, "the stale entry's picture decoded, the other not")
            #expect(try #require(grid.photos.shelf.thumbnails).counts == ThumbnailCache.Counts(hits: 1, made: 1))
            let pixels = try session.pixels()
            func centre(_ item: Int) -> UInt32 {
                let frame = grid.grid.frame(ofItem: item)
                return pixels[Int(frame.y + frame.height / 2) * 220 + Int(frame.x + frame.width / 2)]
            }
            #expect(coloursMatch(centre(0), 0xFF00_0000, tolerance: 8), "the other program's black thumbnail shown")
            #expect(!coloursMatch(centre(1), 0xFF00_0000, tolerance: 40), "the stale one replaced by the picture")
            // The stale entry was written again with the picture's time.
            let texts = ThumbnailCache.texts(at: root.entry(for: "file://" + second, in: "normal"), keys: ["Thumb::MTime"])
            #expect(texts == [String(original.st_mtim.tv_sec)])
        }

        @Test func aBrokenPictureIsRememberedUntilItChanges() throws {
            let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
            defer { pictures.remove(); cache.remove() }
            try pictures.write("broken.png", Array(PictureFixture.png(width: 64, height: 64).prefix(80)))
            try pictures.write("good.jpg", PictureFixture.jpeg(width: 320, height: 200))
            do {
                let (session, grid) = try Self.grid(pictures, cache: cache)
                defer { withExtendedLifetime(session) {} }
                #expect(grid.photos.shelf.loader.fileDecodes == 2)
                guard case .failed(let reason)? = grid.photos.shelf[0] else { Issue.record("an error card"); return }
                #expect(!reason.isEmpty)
                let fail = ThumbnailCache(root: FilePath(cache.url.path))
                    .entry(for: "file://" + Self.path(pictures, "broken.png"), in: ThumbnailCache.failFolder)
                #expect(ThumbnailCache.texts(at: fail, keys: ["Thumb::URI", "Endless::Reason"])
                    == ["file://" + Self.path(pictures, "broken.png"), reason])
            }
            do {
                let (session, grid) = try Self.grid(pictures, cache: cache)
                defer { withExtendedLifetime(session) {} }
                #expect(grid.photos.shelf.loader.fileDecodes == 0)
                #expect(try #require(grid.photos.shelf.thumbnails).counts == ThumbnailCache.Counts(hits: 1, knownBroken: 1))
                guard case .failed? = grid.photos.shelf[0] else { Issue.record("still an error card"); return }
            }
            // Mended (a new time of change): decoded again.
            try pictures.write("broken.png", PictureFixture.png(width: 64, height: 64))
            var times = [timespec(tv_sec: 2_000_000_000, tv_nsec: 0), timespec(tv_sec: 2_000_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, Self.path(pictures, "broken.png"), &times, 0) == 0)
            let (session, grid) = try Self.grid(pictures, cache: cache)
                defer { withExtendedLifetime(session) {} }
            #expect(grid.photos.shelf.loader.fileDecodes == 1)
            #expect(grid.photos.hasThumbnail(0))
        }

        @Test func aCancelledDecodeIsNotRememberedAsBroken() throws {
            let (pictures, cache) = try Self.folders(count: 1)
            defer { pictures.remove(); cache.remove() }
            let thumbnails = ThumbnailCache(root: FilePath(cache.url.path))
            let cancelled = DecodeCancellation()
            cancelled.cancel()
            let (outcome, _) = thumbnails.page(FilePath(Self.path(pictures, "p000000.jpg")), in: PhotoGrid.layout(side: 150),
                                               cancellation: cancelled)
            guard case .failure = outcome else { Issue.record("a cancelled decode fails"); return }
            #expect(!FileManager.default.fileExists(atPath: Self.path(cache, "fail")))
            #expect(thumbnails.counts == ThumbnailCache.Counts())
        }

        @Test func anUnwritableCacheStillShowsThePictures() throws {
            let (pictures, cache) = try Self.folders(count: 4)
            defer { pictures.remove(); cache.remove() }
            // The cache's place is a file: no folder can be made in it.
            try cache.write("thumbnails")
            let settings = DemoSettings(mode: "grid", imagesDirectory: FilePath(pictures.url.path), hud: false,
                                        thumbnailCache: FilePath(Self.path(cache, "thumbnails")))
            let session = try HeadlessSession(width: 1280, height: 720, settings: settings)
            _ = session.frame(at: 0)
            let grid = try #require(session.currentMode as? GridMode)
            #expect(grid.thumbnailsShown == 4)
            #expect(try #require(grid.photos.shelf.thumbnails).counts.unwritable == 4)
        }

        @Test func picturesInsideTheCacheAreNotThumbnailed() throws {
            let cache = try TemporaryFolder()
            defer { cache.remove() }
            try FileManager.default.createDirectory(atPath: Self.path(cache, "large"), withIntermediateDirectories: true)
            try cache.write("large/p.jpg", PictureFixture.jpeg(width: 320, height: 200))
            let thumbnails = ThumbnailCache(root: FilePath(cache.url.path))
            #expect(thumbnails.original(FilePath(Self.path(cache, "large/p.jpg"))) == nil)
            let (outcome, decoded) = thumbnails.page(FilePath(Self.path(cache, "large/p.jpg")), in: PhotoGrid.layout(side: 150),
                                                     cancellation: DecodeCancellation())
            guard case .image = outcome else { Issue.record("shown all the same"); return }
            #expect(decoded)
            #expect(thumbnails.counts == ThumbnailCache.Counts())
        }

        /// The PNG colour type in an entry's header (2 RGB, 6 RGBA).
        static func colourType(_ path: String) throws -> UInt8 {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            try #require(bytes.count > 25 && bytes[12..<16].elementsEqual("IHDR".utf8))
            return bytes[25]
        }

        @Test func thumbnailsAreWrittenStoredOpaqueOnesWithoutAlphaAndTranslucentOnesWithIt() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            for (name, alpha) in [("opaque", UInt32(0xff)), ("translucent", UInt32(0x80))] {
                // 40×30, a gradient; the translucent one has one pixel at half alpha.
                var pixels = [UInt32](repeating: 0, count: 1200)
                for i in 0..<1200 {
                    let red = UInt32(i % 40 * 6), green = UInt32(i / 40 * 8)
                    pixels[i] = 0xff00_0000 | red << 16 | green << 8 | 0x40
                }
                pixels[615] = alpha << 24 | 0x00_2040_60
                let path = Self.path(folder, "\(name).png")
                let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
                try #require(fd >= 0)
                var message = [CChar](repeating: 0, count: 200)
                let written = withArrayOfCStrings(["Thumb::URI"]) { keys in
                    withArrayOfCStrings(["file:///x"]) { values in
                        thumbnail_png_write(fd, pixels, 40, 30, 40, keys, values, 1, &message, message.count)
                    }
                }
                close(fd)
                let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                #expect(written == 0, "\(reason)")
                #expect(try Self.colourType(path) == (alpha == 0xff ? 2 : 6), "\(name)")
                // Stored, not compressed: the rows as they are (a filter byte each) and little more.
                let rows = 30 * (1 + 40 * (alpha == 0xff ? 3 : 4))
                let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
                #expect(size > rows && size < rows + 300, "\(name): \(size) bytes for \(rows) of rows")
                // Read back as pictures are: every pixel as written.
                guard case .image(let surface, _) = ImageLoader.decode(FilePath(path)) else {
                    Issue.record("\(name) does not decode"); continue
                }
                let start = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                let back = Array(UnsafeBufferPointer(start: start, count: 1200))
                #expect(back[0] == pixels[0] && back[1199] == pixels[1199])
                #expect(back[615] >> 24 == alpha, "\(name): alpha \(back[615] >> 24)")
                if alpha == 0xff { #expect(back == pixels) }
            }
        }
    }
}

/// Calls `body` with `strings` as a C array of C strings.
func withArrayOfCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { UnsafePointer(strdup($0)) }
    defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
    return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
}
