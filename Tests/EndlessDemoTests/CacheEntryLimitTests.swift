import CPictureFixtures
import Foundation
import Glibc
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Entries of the shared thumbnail cache held to the standard: an entry larger
    /// than its size folder is refused and made again, and every entry names the
    /// file that was decoded.
    @Suite struct CacheEntryLimitTests {
        static func path(_ folder: TemporaryFolder, _ name: String) -> String { folder.url.appendingPathComponent(name).path }

        /// An entry of `width` × `height` black pixels with `texts`, as another program might write it.
        static func entry(width: UInt32, height: UInt32, texts: [(String, String)]) -> [UInt8] {
            let black = PictureFixture.bytes { fixture_png_flat(width, height, $0) }
            return withArrayOfCStrings(texts.map(\.0)) { k in
                withArrayOfCStrings(texts.map(\.1)) { v in
                    PictureFixture.bytes { fixture_png_with_texts(black, black.count, k, v, Int32(texts.count), $0) }
                }
            }
        }

        /// A `large` entry of 4000 × 4000 px (a red team used 16000²) with the picture's own URI, time and size:
        /// refused by its header (not decoded) and written again at 256 px.
        @Test func anEntryLargerThanItsFolderIsRefusedAndMadeAgain() throws {
            let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
            defer { pictures.remove(); cache.remove() }
            let picture = try PictureFixture.write(PictureFixture.jpeg(width: 320, height: 200), "p.jpg", in: pictures)
            let thumbnails = ThumbnailCache(root: FilePath(cache.url.path))
            let original = try #require(thumbnails.original(picture))
            let path = thumbnails.entry(for: original.uri, in: "large").description
            try FileManager.default.createDirectory(atPath: Self.path(cache, "large"), withIntermediateDirectories: true)
            let huge = Self.entry(width: 4000, height: 4000, texts: [
                ("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modified)), ("Thumb::Size", String(original.bytes))])
            #expect(huge.count < ThumbnailCache.Size.large.entryBytes, "within the bytes: refused by its sides")
            try Data(huge).write(to: URL(fileURLWithPath: path))
            let start = Date()
            let (outcome, decoded) = thumbnails.page(picture, in: GridMode.layout(side: 150), cancellation: DecodeCancellation())
            let seconds = Date().timeIntervalSince(start)
            guard case .image = outcome else { Issue.record("the picture shown"); return }
            #expect(decoded, "the picture decoded, not the entry")
            #expect(thumbnails.counts == ThumbnailCache.Counts(made: 1))
            let remade = try PictureFile.open(FilePath(path)).get()
            #expect(remade.header.width == 256 && remade.header.height == 160)
            #expect(seconds < 5, "\(seconds) s")
        }

        /// An entry file over its folder's bytes is refused without being read.
        @Test func anEntryOverItsFoldersBytesIsRefused() throws {
            let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
            defer { pictures.remove(); cache.remove() }
            let picture = try PictureFixture.write(PictureFixture.jpeg(width: 320, height: 200), "p.jpg", in: pictures)
            let thumbnails = ThumbnailCache(root: FilePath(cache.url.path))
            let original = try #require(thumbnails.original(picture))
            try FileManager.default.createDirectory(atPath: Self.path(cache, "large"), withIntermediateDirectories: true)
            let path = thumbnails.entry(for: original.uri, in: "large").description
            // A valid 256 × 160 entry, then a GiB of unknown chunk (a hole) before its pixels.
            let valid = Self.entry(width: 256, height: 160, texts: [
                ("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modified)), ("Thumb::Size", String(original.bytes))])
            try SparsePNG.write(valid, chunk: "zzZz", length: 1 << 30, to: path)
            let start = Date()
            _ = thumbnails.page(picture, in: GridMode.layout(side: 150), cancellation: DecodeCancellation())
            #expect(thumbnails.counts == ThumbnailCache.Counts(made: 1))
            #expect(Date().timeIntervalSince(start) < 5)
            var info = stat()
            #expect(stat(path, &info) == 0 && Int(info.st_size) < ThumbnailCache.Size.large.entryBytes, "made again")
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
            let library = try ImageLibrary.folder(Self.path(root, "a/lnk/.."))
            #expect(library.entries.map(\.caption) == ["x.png"])
        }
    }
}
