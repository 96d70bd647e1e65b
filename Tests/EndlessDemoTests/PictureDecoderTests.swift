import ScrollViews
import CRegionDecoder
import CSDL
import Foundation
import Glibc
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

/// Parts of pictures at reduced scales, decoded without the rest.
@Suite struct RegionDecoderTests {
    static func open(_ path: String) throws -> PictureFile {
        try PictureFile.open(FilePath(path)).get()
    }

    static func pixels(_ outcome: Result<DecodedPicture, PictureError>) throws -> (surface: PixelBuffer, pixels: UnsafeMutablePointer<UInt32>) {
        let buffer = try outcome.get().pixels
        return (buffer, buffer.pixels)
    }

    @Test func aPNGRegionIsThePicturesOwnPixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try BigPictureTests.pattern(in: folder, width: 3000, height: 2000)
        let file = try Self.open(path)
        let part = try Self.pixels(PictureDecoder.decode(file, denominator: 1,
                                                        region: .init(x: 999, y: 1500, width: 300, height: 20)))
        #expect(part.surface.width == 300 && part.surface.height == 20)
        // Column 999: red 0 (the first thousand), blue 255 (odd); column 1000: red 20, blue 0. Green: row 1500 → 20.
        #expect(part.pixels[0] == 0xFF00_14FF)
        #expect(part.pixels[1] == 0xFF14_1400)
    }

    @Test func aPNGScaledDownAveragesItsBlocks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try BigPictureTests.pattern(in: folder, width: 3001, height: 2000)
        let file = try Self.open(path)
        #expect(PictureDecoder.scaledSize(width: 3001, height: 2000, denominator: 4) == (751, 500))
        let part = try Self.pixels(PictureDecoder.decodeScaled(file, denominator: 4))
        #expect(part.surface.width == 751 && part.surface.height == 500)
        // Half the columns of every 4 are blue: 127.
        #expect(part.pixels[0] & 0xFF == 127)
        // The last column holds one picture column (3000, even): blue 0, red 60.
        #expect(part.pixels[750] == 0xFF3C_0000)
    }

    @Test func aJPEGRegionMatchesTheWholeDecode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = ARGBPicture(width: 1600, height: 1200) { x, y in
            0xFF00_0000 | UInt32(x / 7 & 255) << 16 | UInt32(y / 5 & 255) << 8 | 128
        }
        let path = folder.url.appendingPathComponent("p.jpg").path
        #expect(source.save(path, jpeg: true) == 0)
        let file = try Self.open(path)
        let all = try ARGBPicture(contentsOf: path)
        let part = try Self.pixels(PictureDecoder.decode(file, denominator: 1,
                                                        region: .init(x: 803, y: 611, width: 64, height: 40)))
        var worst = 0
        for y in 0..<40 {
            for x in 0..<64 {
                let a = part.pixels[y * 64 + x], b = all[803 + x, 611 + y]
                for shift in [0, 8, 16] { worst = max(worst, abs(Int(a >> shift & 255) - Int(b >> shift & 255))) }
            }
        }
        #expect(worst <= 3, "largest difference \(worst)")
        // At 1/8 the picture is 200 × 150.
        let small = try Self.pixels(PictureDecoder.decodeScaled(file, denominator: 8))
        #expect(small.surface.width == 200 && small.surface.height == 150)
    }

    @Test func aJPEGPageBetweenTwoHalvingsDecodesAtTheEighthsJustAboveItsShownSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Smooth, so that libjpeg's scaled decode and a box average agree closely.
        let source = ARGBPicture(width: 1600, height: 1000) { x, y in
            0xFF00_0000 | UInt32(x * 255 / 1600) << 16 | UInt32(y * 255 / 1000) << 8 | 100
        }
        let path = folder.url.appendingPathComponent("p.jpg").path
        #expect(source.save(path, jpeg: true) == 0)
        // Shown at 0.53 (848 × 530): 1/2 (800 × 500) would be under it, 1/1 four times the pixels.
        let page = try Self.pixels(PictureDecoder.decode(FilePath(path), showingAt: { _ in 0.53 }))
        #expect(page.surface.width == 1000 && page.surface.height == 625, "5/8")
        // Its pixels are the picture's: the colour at (500, 300) of 5/8 is the source's at (800, 480).
        let pixel = page.pixels[300 * Int(page.surface.pitch) + 500]
        let red = Int(pixel >> 16 & 255), green = Int(pixel >> 8 & 255)
        #expect(abs(red - 800 * 255 / 1600) <= 3 && abs(green - 480 * 255 / 1000) <= 3, "\(red), \(green)")
        // Shown at 0.3, 3/8 (600 × 375) rather than 1/2; shown whole or larger, whole.
        let smaller = try Self.pixels(PictureDecoder.decode(FilePath(path), showingAt: { _ in 0.3 }))
        #expect(smaller.surface.width == 600 && smaller.surface.height == 375)
        let whole = try Self.pixels(PictureDecoder.decode(FilePath(path), showingAt: { _ in 1 }))
        #expect(whole.surface.width == 1600)
        // A PNG has no eighths.
        let png = folder.url.appendingPathComponent("p.png").path
        #expect(source.save(png) == 0)
        let refused = PictureDecoder.decodeScaled(try Self.open(png), denominator: 1, eighths: 5)
        guard case .failure(let reason) = refused else { Issue.record("a PNG at 5/8 decoded"); return }
        #expect(reason.reason == "a PNG cannot be scaled by 5/8")
    }

    @Test func badRegionsAndScalesAreRefusedWithAReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try BigPictureTests.pattern(in: folder, width: 300, height: 200)
        let file = try Self.open(path)
        guard case .failure(let reason) = PictureDecoder.decode(file, denominator: 1,
                                                               region: .init(x: 250, y: 0, width: 100, height: 10)) else {
            Issue.record("a region past the right edge decoded")
            return
        }
        #expect(reason.reason == "the region 250,0 100×10 is outside the 300×200 picture")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try folder.write("cut.png", Array(bytes.prefix(200)))
        let cut = try Self.open(folder.url.appendingPathComponent("cut.png").path)
        guard case .failure(let cutReason) = PictureDecoder.decode(cut, denominator: 1,
                                                                  region: .init(x: 0, y: 190, width: 10, height: 10)) else {
            Issue.record("a cut file decoded")
            return
        }
        #expect(cutReason.reason == "the PNG ends early")
        #expect(PictureDecoder.denominator(for: PictureHeader(format: .jpeg, width: 12000, height: 9000), showingAt: 0.085) == 8)
        #expect(PictureDecoder.denominator(for: PictureHeader(format: .jpeg, width: 6000, height: 4000), showingAt: 0.17) == 4)
        #expect(PictureDecoder.denominator(for: PictureHeader(format: .png, width: 12000, height: 9000), atMost: 16_000_000) == 3)
        #expect(PictureDecoder.denominator(for: PictureHeader(format: .jpeg, width: 12000, height: 9000), atMost: 16_000_000) == 4)
    }

    @Test func aPictureOverTheWholeDecodeLimitIsDecodedScaledDown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try BigPictureTests.pattern(in: folder, width: 9000, height: 8000)
        guard case .success(let picture) = PictureDecoder.decode(FilePath(path)) else {
            Issue.record("not decoded")
            return
        }
        #expect(picture.source == PictureSize(width: 9000, height: 8000))
        #expect(picture.pixels.width * picture.pixels.height <= PictureLimits.standard.decodedPixels)
        #expect(picture.pixels.width == 3000 && picture.pixels.height == 2667)
    }

    @Test func aPageOfABigPNGIsReadRowByRowAtItsShownSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try BigPictureTests.pattern(in: folder, width: 5000, height: 4000)
        guard case .success(let picture) = PictureDecoder.decode(FilePath(path), showingAt: { _ in 0.2 }) else {
            Issue.record("not decoded")
            return
        }
        #expect(picture.source == PictureSize(width: 5000, height: 4000))
        #expect(picture.pixels.width == 1000 && picture.pixels.height == 800, "1/5: as large as it is shown, no larger")
    }

    @Test func anInterlacedPNGIsDecodedWholeWithinTheLimitAndScaledLikeAPlainOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = try BigPictureTests.pattern(in: folder, width: 5000, height: 4000)
        let interlaced = folder.url.appendingPathComponent("interlaced.png").path
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        convert.arguments = ["convert", plain, "-interlace", "PNG", interlaced]
        try convert.run()
        convert.waitUntilExit()
        #expect(convert.terminationStatus == 0, "ImageMagick's convert (a test package) made the interlaced PNG")
        let file = try Self.open(interlaced)
        #expect(file.header.decodesWhole && file.header.workBytes >= 5000 * 4000 * 4)
        let a = try Self.pixels(PictureDecoder.decodeScaled(file, denominator: 5))
        let b = try Self.pixels(PictureDecoder.decodeScaled(try Self.open(plain), denominator: 5))
        #expect(a.surface.width == 1000 && a.surface.height == 800)
        #expect((0..<(1000 * 800)).allSatisfy { a.pixels[$0] == b.pixels[$0] }, "the same pixels as the plain PNG's")
    }

    /// A file rewritten in place between its header and its decode as one that
    /// must be decoded whole (an interlaced PNG, a progressive JPEG) of the same
    /// size: refused, since the one-large-decode lock was judged on the old header.
    @Test func aFileRewrittenAsOneThatDecodesWholeIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (plain, whole) in [(PictureFixture.png(width: 640, height: 480), PictureFixture.png(width: 640, height: 480, interlaced: true)),
                               (PictureFixture.jpeg(width: 640, height: 480), PictureFixture.jpeg(width: 640, height: 480, progressive: true))] {
            let path = try PictureFixture.write(plain, "p", in: folder)
            let file = try PictureFile.open(path).get()
            #expect(!file.header.decodesWhole)
            let fd = path.withCString { Glibc.open($0, O_WRONLY | O_TRUNC) }
            #expect(fd >= 0 && whole.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == whole.count)
            close(fd)
            let outcome = PictureDecoder.decode(file, denominator: 1, region: .init(x: 0, y: 0, width: 64, height: 64))
            guard case .failure(let reason) = outcome else {
                Issue.record("decoded the rewritten file")
                continue
            }
            #expect(reason.reason == "the file changed while it was read")
            // The same bytes unchanged decode.
            let again = try PictureFile.open(path).get()
            #expect(again.header.decodesWhole)
            guard case .success = PictureDecoder.decode(again, denominator: 1, region: .init(x: 0, y: 0, width: 64, height: 64)) else {
                Issue.record("the interlaced or progressive file did not decode")
                continue
            }
        }
    }
}
