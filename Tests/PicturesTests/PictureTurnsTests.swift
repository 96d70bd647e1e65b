import CPictureFixtures
import Foundation
import Pictures
import PictureTestSupport
import Testing

/// A viewer's rotation of the view: a picture opened turned is decoded turned
/// (a PNG or JPEG after its own EXIF orientation, an animated GIF or WebP frame
/// by frame), and its header says the turned size; any number of turns is
/// taken modulo 4.
@Suite struct PictureTurnsTests {
    static func open(_ folder: TemporaryFolder, _ name: String, turns: Int) throws -> PictureFile {
        try PictureFile.open(FilePath(folder.url.appendingPathComponent(name).path), turns: turns).get()
    }

    @Test func aTurnedPictureIsDecodedTurnedAfterItsOwnOrientation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("wide.png", PictureFixture.png(width: 64, height: 32))
        try folder.write("six.jpg", PictureFixture.jpeg(width: 64, height: 32, orientation: 6))
        try folder.write("still.webp", PictureFixture.bytes { fixture_webp(64, 32, 1, 0, 0, 0, $0) })
        let plain = try Self.open(folder, "wide.png", turns: 0)
        let upright = try PictureDecoder.decode(plain).get().pixels
        for (turns, orientation, width) in [(1, 6, 32), (2, 3, 64), (3, 8, 32), (-1, 8, 32), (5, 6, 32), (4, 1, 64)] {
            let file = try Self.open(folder, "wide.png", turns: turns)
            #expect(file.header.orientation == orientation && file.header.width == width, "\(turns) turns")
            #expect(file.turns == (turns % 4 + 4) % 4)
        }
        // A quarter clockwise: shown pixel (x, y) is the upright picture's (y, 31 - x).
        let turned = try PictureDecoder.decode(Self.open(folder, "wide.png", turns: 1)).get().pixels
        #expect(turned.width == 32 && turned.height == 64)
        var same = true
        for y in 0..<64 { for x in 0..<32 where turned[x, y] != upright[y, 31 - x] { same = false } }
        #expect(same, "every pixel where a quarter turn clockwise puts it")
        // EXIF 6 (a quarter clockwise already) and one more: a half turn of the stored picture.
        let six = try Self.open(folder, "six.jpg", turns: 1)
        #expect(six.header.orientation == 3 && six.header.width == 64 && six.header.height == 32)
        #expect(try Self.open(folder, "six.jpg", turns: 0).header.width == 32)
        // A still WebP turns as well.
        let webp = try Self.open(folder, "still.webp", turns: 1)
        #expect(webp.header.width == 32 && webp.header.height == 64 && webp.header.orientation == 6)
    }

    /// Whether pixel `pixel` (ARGB, alpha straight) can be seen.
    static func opaque(_ pixel: UInt32) -> Bool { pixel >> 24 != 0 }

    @Test func aStillWebPAndAGIFAreDecodedTurned() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The left half see-through: a quarter turn clockwise makes it the top half.
        try folder.write("half.webp", PictureFixture.bytes { fixture_webp(64, 32, 1, 0, 0, 1, $0) })
        let upright = try PictureDecoder.decode(Self.open(folder, "half.webp", turns: 0)).get().pixels
        #expect(!Self.opaque(upright[5, 16]) && Self.opaque(upright[58, 16]))
        let turned = try PictureDecoder.decode(Self.open(folder, "half.webp", turns: 1)).get().pixels
        #expect(turned.width == 32 && turned.height == 64)
        #expect(!Self.opaque(turned[16, 5]) && Self.opaque(turned[16, 58]), "the see-through half on top")
        let half = try PictureDecoder.decode(Self.open(folder, "half.webp", turns: 2)).get().pixels
        #expect(half.width == 64 && Self.opaque(half[5, 16]) && !Self.opaque(half[58, 16]), "and on the right after a half turn")
        // A GIF whose one frame covers the canvas's top-left 10 × 10: after a quarter turn, the top right.
        var options = fixture_gif_options(canvas_width: 40, canvas_height: 30, frame_x: 0, frame_y: 0, frame_width: 10,
                                          frame_height: 10, frames: 1, delay_cs: 10, loops: -1, disposal: 0, transparent: 0,
                                          interlaced: 0, cut_last: 0, claimed_only: 0, empty_frame: 0)
        try folder.write("corner.gif", PictureFixture.bytes { fixture_gif(&options, $0) })
        let gif = try PictureDecoder.decode(Self.open(folder, "corner.gif", turns: 1)).get().pixels
        #expect(gif.width == 30 && gif.height == 40)
        #expect(Self.opaque(gif[25, 5]) && !Self.opaque(gif[5, 5]) && !Self.opaque(gif[25, 35]))
    }

    @Test func anAnimationIsTurnedFrameByFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Three frames, each a 10 × 10 square at the canvas's top left (red, green, blue).
        var options = fixture_gif_options(canvas_width: 40, canvas_height: 30, frame_x: 0, frame_y: 0, frame_width: 10,
                                          frame_height: 10, frames: 3, delay_cs: 10, loops: 0, disposal: 2, transparent: 0,
                                          interlaced: 0, cut_last: 0, claimed_only: 0, empty_frame: 0)
        try folder.write("moving.gif", PictureFixture.bytes { fixture_gif(&options, $0) })
        try folder.write("moving.webp", PictureFixture.bytes { fixture_webp(40, 30, 3, 100, 0, 1, $0) })
        let upright = try #require(AnimatedPicture.decode(Self.open(folder, "moving.gif", turns: 0), showingAt: 1)).get()
        for turns in [1, 3] {
            let file = try Self.open(folder, "moving.gif", turns: turns)
            #expect(file.header.width == 30 && file.header.height == 40)
            let animation = try #require(AnimatedPicture.decode(file, showingAt: 1)).get()
            #expect(animation.width == 30 && animation.height == 40 && animation.frameCount == 3)
            for frame in 0..<3 {
                // A quarter clockwise: the top-left square at the top right; three quarters: at the bottom left.
                let (x, y) = turns == 1 ? (25, 5) : (5, 35)
                let (seen, colour) = animation.withFrame(frame) { ($0[y * 30 + x], $0[(turns == 1 ? 35 : 5) * 30 + 15]) }
                let expected = upright.withFrame(frame) { $0[5 * 40 + 5] }
                #expect(seen == expected && !Self.opaque(colour), "frame \(frame), \(turns) turns")
            }
        }
        // A WebP animation: its left half see-through is the top half after a quarter turn, in every frame.
        let webp = try #require(AnimatedPicture.decode(Self.open(folder, "moving.webp", turns: 1), showingAt: 1)).get()
        #expect(webp.width == 30 && webp.height == 40)
        for frame in 0..<webp.frameCount {
            #expect(webp.withFrame(frame) { !Self.opaque($0[5 * 30 + 15]) && Self.opaque($0[35 * 30 + 15]) }, "frame \(frame)")
        }
    }
}
