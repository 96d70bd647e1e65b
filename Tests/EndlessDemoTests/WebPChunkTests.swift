import CPictureFixtures
import CRegionDecoder
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

/// A WebP is read chunk by chunk: the chunks that make its pictures are held
/// for libwebp, the others (metadata, colour profiles, chunks of no known
/// kind, however large) passed over by seeking, never read into memory.
@Suite struct WebPChunkTests {
    /// `webp` with a chunk `tag` of `size` bytes (zeros) put after its chunk
    /// number `after` (0: before the first); the RIFF size told anew.
    static func withChunk(_ webp: [UInt8], tag: String, size: Int, after: Int) -> (head: [UInt8], tail: [UInt8], total: Int) {
        var position = 12, index = 0
        while index < after, position + 8 <= webp.count {
            let length = Int(webp[position + 4]) | Int(webp[position + 5]) << 8 | Int(webp[position + 6]) << 16
                | Int(webp[position + 7]) << 24
            position += 8 + length + (length & 1)
            index += 1
        }
        let header = Array(tag.utf8) + withUnsafeBytes(of: UInt32(size).littleEndian, Array.init)
        var head = Array(webp[..<position]) + header
        let tail = Array(webp[position...])
        let total = head.count + size + (size & 1) + tail.count
        head.replaceSubrange(4..<8, with: withUnsafeBytes(of: UInt32(total - 8).littleEndian, Array.init))
        return (head, tail, total)
    }

    /// Writes `webp` with a sparse `size`-byte chunk into `folder` as `name`.
    static func write(_ webp: [UInt8], tag: String = "JUNK", size: Int, after: Int, name: String,
                      in folder: TemporaryFolder) throws -> FilePath {
        let (head, tail, total) = withChunk(webp, tag: tag, size: size, after: after)
        let path = folder.url.appendingPathComponent(name).path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        defer { close(fd) }
        _ = head.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        _ = lseek(fd, off_t(total - tail.count), SEEK_SET)
        _ = tail.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        return FilePath(path)
    }

    func header(_ path: FilePath) throws -> PictureHeader { try AnimatedPictureTests().header(path) }

    /// The red team's file: a 180 MB unknown chunk in a small WebP. It was read
    /// whole at every probe and decode (187 MB); now its decoder memory is the
    /// picture's and it decodes as the same picture without the chunk.
    @Test func aLargeUnknownChunkIsSkippedNotRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let still = AnimatedPictureTests.webp(width: 40, height: 30, frames: 1)
        let plain = try PictureFixture.write(still, "plain.webp", in: folder)
        for after in [0, 1] {
            let padded = try Self.write(still, size: 180 << 20, after: after, name: "junk\(after).webp", in: folder)
            let read = try header(padded), expected = try header(plain)
            #expect(read.width == 40 && read.height == 30)
            #expect(read.workBytes == expected.workBytes, "the chunk is not in the decoder's memory (after chunk \(after))")
            #expect(read.workBytes < 1 << 20)
            #expect(try AnimatedPictureTests().firstFrame(padded) == AnimatedPictureTests().firstFrame(plain))
        }
    }

    /// An animation with an unknown chunk and a large colour profile between
    /// its chunks: every frame as before, the profile not held.
    @Test func anAnimationKeepsItsFramesWithoutItsOtherChunks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let moving = AnimatedPictureTests.webp(width: 40, height: 30, frames: 3)
        let plain = try PictureFixture.write(moving, "plain.webp", in: folder)
        let expected = try header(plain)
        #expect(expected.frames == 3)
        for (tag, after) in [("JUNK", 1), ("ICCP", 1), ("EXIF", 3), ("JUNK", 2)] {
            let padded = try Self.write(moving, tag: tag, size: 50 << 20, after: after, name: "\(tag)\(after).webp", in: folder)
            let read = try header(padded)
            #expect(read.frames == 3 && read.workBytes == expected.workBytes, "\(tag) after chunk \(after)")
            #expect(try AnimatedPictureTests().firstFrame(padded) == AnimatedPictureTests().firstFrame(plain))
        }
    }

    /// A chunk of no known kind inside a frame (and an odd-sized one between
    /// chunks) is passed over as well: the frames are the same.
    @Test func chunksInsideAFrameAreSkippedToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let moving = AnimatedPictureTests.webp(width: 24, height: 16, frames: 3)
        let plain = try PictureFixture.write(moving, "plain.webp", in: folder)
        let inFrame = PictureFixture.bytes { size in
            moving.withUnsafeBytes { raw in
                let copy = malloc(raw.count)!.assumingMemoryBound(to: UInt8.self)
                copy.update(from: raw.bindMemory(to: UInt8.self).baseAddress!, count: raw.count)
                size.pointee = raw.count
                return fixture_webp_with_chunk(copy, size, "JUNK", 9, 0, 1)
            }
        }
        #expect(inFrame.count == moving.count + 18)
        let odd = try PictureFixture.write(inFrame, "frame-junk.webp", in: folder)
        let read = try header(odd), expected = try header(plain)
        #expect(read.frames == 3 && read.workBytes == expected.workBytes)
        #expect(try AnimatedPictureTests().firstFrame(odd) == AnimatedPictureTests().firstFrame(plain))
    }

    /// A WebP cut inside its picture still says it ends early; one whose
    /// picture chunk is larger than the decoder memory is refused, naming it.
    @Test func aCutOrOversizedWebPIsRefusedWithItsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let still = AnimatedPictureTests.webp(width: 40, height: 30, frames: 1)
        let cut = try PictureFixture.write(Array(still.prefix(still.count - 10)), "cut.webp", in: folder)
        #expect(AnimatedPictureTests().refusal(cut) == "the WebP ends early")
        let huge = try Self.write(still, tag: "VP8 ", size: 300 << 20, after: 0, name: "huge.webp", in: folder)
        let reason = try #require(AnimatedPictureTests().refusal(huge))
        #expect(reason.contains("the most held to decode is"), "\(reason)")
    }
}
