import ScrollViews
import CPictureFixtures
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// Entries of the shared thumbnail cache held to the standard: an entry larger
    /// than its size folder is refused and made again, and every entry names the
    /// file that was decoded.
    @MainActor @Suite struct CacheEntryLimitTests {
        nonisolated static func path(_ folder: TemporaryFolder, _ name: String) -> String { folder.url.appendingPathComponent(name).path }

        /// An entry of `width` × `height` black pixels with `texts`, as another program might write it.
        nonisolated static func entry(width: UInt32, height: UInt32, texts: [(String, String)]) -> [UInt8] {
            let black = PictureFixture.bytes { fixture_png_flat(width, height, $0) }
            return withArrayOfCStrings(texts.map(\.0)) { k in
                withArrayOfCStrings(texts.map(\.1)) { v in
                    PictureFixture.bytes { fixture_png_with_texts(black, black.count, k, v, Int32(texts.count), $0) }
                }
            }
        }

        /// A 320 × 200 picture, an empty cache with its `large` folder made, and
        /// where the picture's `large` entry lies.
        struct Scene {
            let pictures: TemporaryFolder, cache: TemporaryFolder
            let picture: FilePath
            let thumbnails: ThumbnailCache
            let original: ThumbnailCache.Original
            let largeEntry: String

            init() throws {
                pictures = try TemporaryFolder()
                cache = try TemporaryFolder()
                picture = try PictureFixture.write(PictureFixture.jpeg(width: 320, height: 200), "p.jpg", in: pictures)
                thumbnails = ThumbnailCache(root: FilePath(cache.url.path))
                original = try #require(thumbnails.original(picture))
                largeEntry = thumbnails.entry(for: original.uri, in: "large").description
                try FileManager.default.createDirectory(atPath: CacheEntryLimitTests.path(cache, "large"),
                                                        withIntermediateDirectories: true)
            }

            func remove() { pictures.remove(); cache.remove() }

            /// An entry of `width` × `height` black pixels whose texts describe the picture (URI, time, size).
            func describingEntry(width: UInt32, height: UInt32) -> [UInt8] {
                CacheEntryLimitTests.entry(width: width, height: height, texts: [
                    ("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modified)),
                    ("Thumb::Size", String(original.bytes))])
            }

            /// The picture's thumbnail for a 150 px cell through the cache, and the seconds it took.
            func page() -> (outcome: ImageLoader.Outcome, decoded: Bool, seconds: Double) {
                let start = Date()
                let (outcome, decoded) = thumbnails.page(picture, in: PhotoGrid.layout(side: 150), cancellation: DecodeCancellation())
                return (outcome, decoded, Date().timeIntervalSince(start))
            }
        }

        /// A `large` entry of 4000 × 4000 px (a red team used 16000²) with the picture's own URI, time and size:
        /// refused by its header (not decoded) and written again at 256 px.
        @Test func anEntryLargerThanItsFolderIsRefusedAndMadeAgain() throws {
            let scene = try Scene()
            defer { scene.remove() }
            let huge = scene.describingEntry(width: 4000, height: 4000)
            #expect(huge.count < ThumbnailCache.Size.large.entryBytes, "within the bytes: refused by its sides")
            try Data(huge).write(to: URL(fileURLWithPath: scene.largeEntry))
            let (outcome, decoded, seconds) = scene.page()
            guard case .image = outcome else { Issue.record("the picture shown"); return }
            #expect(decoded, "the picture decoded, not the entry")
            #expect(scene.thumbnails.counts == ThumbnailCache.Counts(made: 1))
            let remade = try PictureFile.open(FilePath(scene.largeEntry)).get()
            #expect(remade.header.width == 256 && remade.header.height == 160)
            #expect(seconds < 5, "\(seconds) s")
        }

        /// An entry file over its folder's bytes is refused without being read.
        @Test func anEntryOverItsFoldersBytesIsRefused() throws {
            let scene = try Scene()
            defer { scene.remove() }
            // A valid 256 × 160 entry, then a GiB of unknown chunk (a hole) before its pixels.
            try SparsePNG.write(scene.describingEntry(width: 256, height: 160), chunk: "zzZz", length: 1 << 30,
                                to: scene.largeEntry)
            let (_, _, seconds) = scene.page()
            #expect(scene.thumbnails.counts == ThumbnailCache.Counts(made: 1))
            #expect(seconds < 5)
            var info = stat()
            #expect(stat(scene.largeEntry, &info) == 0 && Int(info.st_size) < ThumbnailCache.Size.large.entryBytes,
                    "made again")
        }

        /// `a/lnk/..` where `lnk` → `real/sub` is `real` to the system: the entry names
        /// `real/x.png`, the file decoded, not the lexical `a/x.png`.
        @Test func anEntryNamesTheFileThatWasDecoded() throws {
            let root = try TemporaryFolder()
            defer { root.remove() }
            for folder in ["a", "real/sub"] {
                try FileManager.default.createDirectory(atPath: Self.path(root, folder), withIntermediateDirectories: true)
            }
            try root.write("a/x.png", PictureFixture.png(width: 64, height: 32))
            try root.write("real/x.png", PictureFixture.png(width: 32, height: 64))
            try FileManager.default.createSymbolicLink(atPath: Self.path(root, "a/lnk"), withDestinationPath: "../real/sub")
            let thumbnails = ThumbnailCache(root: FilePath(Self.path(root, "cache")))
            let original = try #require(thumbnails.original(FilePath(Self.path(root, "a/lnk/../x.png"))))
            let real = try #require(realpath(Self.path(root, "real/x.png"), nil))
            defer { free(real) }
            #expect(original.uri == "file://" + String(cString: real))
            // And the library lists what the system lists there.
            let library = try ImageLibrary.folder(FilePath(Self.path(root, "a/lnk/..")))
            #expect(library.entries.map(\.caption) == ["x.png"])
        }
    }
}
