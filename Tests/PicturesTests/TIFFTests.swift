import CPictureFixtures
import Foundation
import Pictures
import PictureTestSupport
import Testing

/// TIFFs are read by content with libtiff, whatever their layout — strips or
/// tiles, one strip, chunky or planar, 8 or 16 bits, RGB, grey, palette,
/// CMYK, an alpha sample, LZW or Deflate, BigTIFF —, scaled, turned by their
/// orientation tag, converted to sRGB from their ICC profile, and refused in
/// words when damaged or past the limits.
@Suite struct TIFFTests {
    /// The options for a 64 × 32 RGB TIFF in strips of 8 rows, changed by `change`.
    static func options(_ change: (inout fixture_tiff_options) -> Void = { _ in }) -> fixture_tiff_options {
        var options = fixture_tiff_options()
        options.width = 64
        options.height = 32
        options.rows_per_strip = 8
        change(&options)
        return options
    }

    static func decode(_ bytes: [UInt8], _ folder: TemporaryFolder, name: String = "p.tif")
        -> Result<DecodedPicture, PictureError> {
        do {
            let path = try PictureFixture.write(bytes, name, in: folder)
            return PictureDecoder.decode(path)
        } catch {
            return .failure(PictureError("\(error)"))
        }
    }

    /// The quadrants' centres in a `width` × `height` picture: red, green, blue, white (ARGB).
    static func quadrantsMatch(_ pixels: PixelBuffer, gray: Bool = false) -> Bool {
        let w = pixels.width, h = pixels.height
        let points = [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)]
        let expected: [UInt32] = gray ? [0xFF4C_4C4C, 0xFF96_9696, 0xFF1C_1C1C, 0xFFFF_FFFF]
                                      : [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
        return zip(points, expected).allSatisfy { coloursMatch(pixels[$0.0.0, $0.0.1], $0.1, tolerance: 2) }
    }

    /// Each layout a reader meets, by name.
    static func layout(_ name: String) -> fixture_tiff_options {
        switch name {
        case "one strip": options { $0.rows_per_strip = 0 }
        case "tiles": options { $0.tile = 16 }
        case "LZW": options { $0.compression = 5 }
        case "Deflate tiles": options { $0.compression = 8; $0.tile = 16 }
        case "16 bits": options { $0.sixteen_bits = 1 }
        case "planar": options { $0.planar = 1 }
        case "palette": options { $0.kind = 3 }
        case "CMYK": options { $0.kind = 2 }
        case "BigTIFF": options { $0.bigtiff = 1 }
        default: options()
        }
    }

    @Test(arguments: ["strips", "one strip", "tiles", "LZW", "Deflate tiles", "16 bits", "planar", "palette", "CMYK", "BigTIFF"])
    func everyLayoutIsReadAsTheQuadrants(name: String) throws {
        let options = Self.layout(name)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = PictureFixture.tiff(options)
        #expect(bytes.count > 100, "\\(name): libtiff wrote it")
        let pixels = try Self.decode(bytes, folder).get().pixels
        #expect(pixels.width == 64 && pixels.height == 32)
        #expect(Self.quadrantsMatch(pixels), "\\(name)")
    }

    @Test func greyAlphaOrientationScaleAndHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let grey = try Self.decode(PictureFixture.tiff(Self.options { $0.kind = 1 }), folder).get().pixels
        #expect(Self.quadrantsMatch(grey, gray: true), "grey as R = G = B")
        // An unassociated alpha: the right half at 128, its green kept whole (alpha straight, as every picture's).
        let alpha = try Self.decode(PictureFixture.tiff(Self.options { $0.alpha = 1 }), folder).get().pixels
        #expect(alpha[48, 8] >> 24 == 128 && coloursMatch(alpha[48, 8] | 0xFF00_0000, 0xFF00_FF00, tolerance: 2))
        #expect(alpha[8, 8] == 0xFFFF_0000)
        // Orientation 6: shown a quarter turn clockwise, 32 × 64, the red quadrant at the top right.
        let path = try PictureFixture.write(PictureFixture.tiff(Self.options { $0.orientation = 6 }), "six.tif", in: folder)
        let file = try PictureFile.open(path).get()
        #expect(file.header.format == .tiff && file.header.width == 32 && file.header.height == 64 && file.header.orientation == 6)
        let turned = try PictureDecoder.decode(file).get().pixels
        #expect(coloursMatch(turned[24, 8], 0xFFFF_0000, tolerance: 2) && coloursMatch(turned[8, 56], 0xFFFF_FFFF, tolerance: 2))
        // Half the size, and a region of it.
        let big = try PictureFixture.write(PictureFixture.tiff(Self.options { $0.width = 640; $0.height = 320 }), "big.tif",
                                           in: folder)
        let bigFile = try PictureFile.open(big).get()
        let half = try PictureDecoder.decode(bigFile, denominator: 2, region: .init(x: 0, y: 0, width: 320, height: 160)).get()
        #expect(Self.quadrantsMatch(half.pixels))
        let corner = try PictureDecoder.decode(bigFile, denominator: 1, region: .init(x: 600, y: 300, width: 20, height: 10)).get()
        #expect(corner.pixels[10, 5] == 0xFFFF_FFFF, "the bottom right is white")
    }

    @Test func aTaggedTIFFIsShownInSRGB() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icc = PictureFixture.bytes { fixture_icc_profile(0, $0) }
        let bytes = icc.withUnsafeBufferPointer { buffer in
            PictureFixture.tiff(Self.options { $0.icc = buffer.baseAddress; $0.icc_size = buffer.count })
        }
        let pixels = try Self.decode(bytes, folder).get().pixels
        var srgb: [UInt8] = [0, 0, 0]
        #expect(fixture_to_srgb(0, [255, 0, 0], &srgb) == 0)
        let red = pixels[8, 8]
        #expect(abs(Int(red >> 16 & 0xFF) - Int(srgb[0])) <= 2 && abs(Int(red >> 8 & 0xFF) - Int(srgb[1])) <= 2
                && abs(Int(red & 0xFF) - Int(srgb[2])) <= 2, "Adobe RGB's red as sRGB \\(srgb): \\(String(red, radix: 16))")
    }

    @Test func aDamagedOrHugeTIFFIsRefusedInWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let whole = PictureFixture.tiff(Self.options { $0.compression = 5 })
        // Cut in its strips: an error that names the TIFF, no crash.
        for cut in [8, 40, whole.count / 2] {
            if case .failure(let error) = Self.decode(Array(whole.prefix(cut)), folder) {
                #expect(error.reason.contains("TIFF"), "cut at \\(cut): \\(error.reason)")
            } else {
                Issue.record("a TIFF cut at \\(cut) bytes decoded")
            }
        }
        // Its strips' bytes scrambled: an error or a picture, never a crash.
        var scrambled = whole
        for i in stride(from: 200, to: scrambled.count - 200, by: 7) { scrambled[i] ^= 0x5A }
        _ = Self.decode(scrambled, folder)
        // Over the limits: a side past the most, and one strip of a picture larger than the working memory.
        let wide = PictureFixture.tiff(Self.options { $0.width = 70_000; $0.height = 1; $0.rows_per_strip = 1 })
        if case .failure(let error) = Self.decode(wide, folder) { #expect(error.reason.contains("70000")) } else { Issue.record("decoded") }
        let header = try PictureFile.open(try PictureFixture.write(whole, "ok.tif", in: folder)).get().header
        #expect(header.format == .tiff && !header.decodesWhole && header.workBytes < 64 * 8 * 4 + 4096)
    }
}
