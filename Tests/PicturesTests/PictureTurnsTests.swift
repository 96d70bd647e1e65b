import CPictureFixtures
import Foundation
import Pictures
import PictureTestSupport
import Testing

/// A viewer's rotation of the view: a PNG or JPEG opened turned is decoded
/// turned, after its own EXIF orientation, and its header says the turned
/// size; GIF and WebP are not turned; any number of turns is taken modulo 4.
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
        // A WebP is not turned.
        let webp = try Self.open(folder, "still.webp", turns: 1)
        #expect(webp.header.width == 64 && webp.header.orientation == 1)
    }
}
