import CPictureFixtures
import CRegionDecoder
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

/// Chunks libpng would keep, held to a bound before anything is allocated for
/// them: a cache entry's text chunk declaring 2 GB, a picture's eXIf of a GiB.
@Suite struct ChunkLimitTests {
    /// A cache entry of 41 bytes whose iTXt chunk declares 0x7FFFFFF0 bytes: refused
    /// at its header, with the reason, before libpng allocates the chunk.
    @Test func aCacheEntrysHugeTextChunkIsRefusedAtItsHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("entry.png").path
        let size = try SparsePNG.write(PictureFixture.png(), chunk: "iTXt", length: 0x7FFF_FFF0, to: path, cut: true)
        #expect(size == 41)
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var message = [CChar](repeating: 0, count: 256)
        var value = [CChar](repeating: 0, count: 64)
        let key = strdup("Thumb::URI")
        defer { free(key) }
        var keys: [UnsafePointer<CChar>?] = [UnsafePointer(key)]
        let status = value.withUnsafeMutableBufferPointer { buffer in
            var values: [UnsafeMutablePointer<CChar>?] = [buffer.baseAddress]
            return thumbnail_png_texts(fd, &keys, 1, &values, 64, ThumbnailCache.textChunkLimit, &message, message.count)
        }
        #expect(status == -1)
        #expect(reason(message) == "a text chunk of 2147483632 bytes, more than the 65536 allowed")
        #expect(ThumbnailCache.texts(at: FilePath(path), keys: ["Thumb::URI"]) == nil)
    }

    /// A text chunk within the limit is still read.
    @Test func aTextChunkWithinTheLimitIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let black = PictureFixture.bytes { fixture_png_flat(16, 16, $0) }
        let long = String(repeating: "a", count: 8000)
        let entry = withArrayOfCStrings(["Thumb::URI", "Other"]) { k in
            withArrayOfCStrings(["file:///x.png", long]) { v in
                PictureFixture.bytes { fixture_png_with_texts(black, black.count, k, v, 2, $0) }
            }
        }
        let path = try PictureFixture.write(entry, "entry.png", in: folder)
        #expect(ThumbnailCache.texts(at: path, keys: ["Thumb::URI", "Other"]) == ["file:///x.png", long])
    }

    /// A PNG with a 1 GiB eXIf chunk (sparse: within the 1 GiB file limit): its
    /// header is read without keeping the chunk (libpng reads an eXIf a byte a
    /// call into one allocation of its length), the picture shown as stored.
    @Test func aPicturesGigabyteExifStreamsByUnkept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("exif.png").path
        let size = try SparsePNG.write(PictureFixture.png(width: 64, height: 32), chunk: "eXIf", length: (1 << 30) - 4096,
                                       to: path)
        #expect(size < PictureLimits.standard.fileBytes && SparsePNG.allocated(path) < 1 << 20)
        let start = Date()
        let file = try PictureFile.open(FilePath(path)).get()
        let seconds = Date().timeIntervalSince(start)
        #expect(file.header == PictureHeader(format: .png, width: 64, height: 32))
        // Reading through a GiB of zeros: about a second here; a byte a call took minutes.
        #expect(seconds < 30, "\(seconds) s")
        print("a 1 GiB eXIf: header in \(fixed(seconds, 2)) s")
    }

    /// A small eXIf is still read for its orientation.
    @Test func aSmallExifStillTurnsThePicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.png(width: 64, height: 32, orientation: 6), "turned.png", in: folder)
        let file = try PictureFile.open(path).get()
        #expect(file.header.orientation == 6 && file.header.width == 32 && file.header.height == 64)
    }
}
