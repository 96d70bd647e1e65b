import CPictureFixtures
import CRegionDecoder
import Foundation
import Glibc
import Testing
import Pictures
import PictureTestSupport

/// Crafted pictures, each class made by a generator: every one is refused with a
/// reason or decoded within the limits, quickly, and never by another parser.
@Suite struct HostilePictureTests {
    func failure(_ outcome: Result<DecodedPicture, PictureError>) -> String? {
        if case .failure(let error) = outcome { return error.reason }
        return nil
    }

    func pixels(_ outcome: Result<DecodedPicture, PictureError>) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let buffer = try outcome.get().pixels
        return (buffer.width, buffer.height, (0..<buffer.height).flatMap { row in
            Array(UnsafeBufferPointer(start: buffer.pixels + row * buffer.pitch, count: buffer.width))
        })
    }

    /// Seconds `work` takes.
    func seconds(_ work: () -> Void) -> Double {
        let start = Date()
        work()
        return Date().timeIntervalSince(start)
    }

    @Test func headersWhosePixelCountOverflowsAreRefusedWithoutATrap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (width, height) in [(0xC000_0000, 0xC000_0000), (0xFFFF_FFFF, 0xFFFF_FFFF), (0x7FFF_FFFF, 0x7FFF_FFFF),
                                (65535, 65535)] as [(UInt32, UInt32)] {
            let path = try PictureFixture.write(PictureFixture.bytes { fixture_png_header(width, height, 8, 6, $0) },
                                                "big.png", in: folder)
            let reason = try #require(failure(PictureDecoder.decode(path)), "\(width)×\(height) decoded")
            #expect(!reason.isEmpty)
        }
        let jpeg = PictureFixture.resized(PictureFixture.jpeg(), width: 60000, height: 60000)
        let path = try PictureFixture.write(jpeg, "big.jpg", in: folder)
        #expect(failure(PictureDecoder.decode(path)) == "60000 × 60000 is 3600.0 megapixels; pictures may have at most 256")
    }

    @Test func oneRowAndOneColumnBombsAreRefusedByTheSideLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let wide = try PictureFixture.write(PictureFixture.bytes { fixture_png_header(256_000_000, 1, 1, 0, $0) },
                                            "wide.png", in: folder)
        #expect(failure(PictureDecoder.decode(wide)) == "256000000 × 1 has a side over 65535 px, the most a picture may have")
        let tall = try PictureFixture.write(PictureFixture.bytes { fixture_png_header(1, 256_000_000, 16, 6, $0) },
                                            "tall.png", in: folder)
        #expect(failure(PictureDecoder.decode(tall)) == "1 × 256000000 has a side over 65535 px, the most a picture may have")
    }

    @Test func aStuffedMarkerCannotHideTheRealFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.bytes { fixture_jpeg_stuffed(20000, 20000, $0) },
                                            "stuffed.jpg", in: folder)
        // The header the decoder reads is the frame it would decode.
        #expect(failure(PictureDecoder.decode(path)) == "20000 × 20000 is 400.0 megapixels; pictures may have at most 256")
        let small = try PictureFixture.write(PictureFixture.bytes { fixture_jpeg_stuffed(640, 480, $0) },
                                             "small.jpg", in: folder)
        #expect(try PictureFile.open(small).get().header == PictureHeader(format: .jpeg, width: 640, height: 480))
    }

    @Test func aJPEGFollowedBySVGIsNeverDrawnAsSVG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.bytes { fixture_jpeg_then_svg($0) }, "svg.jpg", in: folder)
        switch PictureDecoder.decode(path) {
        case .success(let picture):
            #expect(picture.source == PictureSize(width: 16, height: 16) && picture.pixels.width == 16,
                    "at most the JPEG's own frame")
        case .failure(let error):
            #expect(!error.reason.isEmpty)
        }
        // Nor anything else that is not PNG or JPEG, whatever its name.
        let svg = try PictureFixture.write(Array("<svg width=\"20000\" height=\"20000\"></svg>".utf8), "x.png", in: folder)
        #expect(failure(PictureDecoder.decode(svg)) == "not a PNG, JPEG, GIF, WebP or TIFF picture")
        let tga = try PictureFixture.write([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x20, 0x4E, 0x20, 0x4E, 32, 0], "x.jpg",
                                           in: folder)
        #expect(failure(PictureDecoder.decode(tga)) == "not a PNG, JPEG, GIF, WebP or TIFF picture")
    }

    @Test(arguments: [true, false])
    func multiScanBombsAreRefusedBeforeTheirBuffersAreAllocated(progressive: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let small = PictureFixture.jpeg(width: 64, height: 64, progressive: progressive, multiScan: !progressive)
        let bomb = PictureFixture.resized(small, width: 16000, height: 16000)
        #expect(bomb.count < 2000)
        let path = try PictureFixture.write(bomb, "bomb.jpg", in: folder)
        var reason: String?
        let took = seconds { reason = failure(PictureDecoder.decode(path)) }
        #expect(reason == "a progressive or multi-scan JPEG of 16000 × 16000 needs 732 MiB to decode; the limit is 192 MiB")
        #expect(took < 1, "refused at its header: \(took) s")
        // One within the limit decodes (the missing data shown grey).
        let fits = try PictureFixture.write(PictureFixture.resized(small, width: 4000, height: 3000), "fits.jpg", in: folder)
        let header = try PictureFile.open(fits).get().header
        #expect(header.decodesWhole && header.workBytes == 36_096_000)
        #expect(failure(PictureDecoder.decode(fits, showingAt: { _ in 0.25 })) == nil)
    }

    @Test func aJPEGWithThousandsOfScansIsStoppedAtTheScanLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let progressive = PictureFixture.resized(PictureFixture.jpeg(width: 64, height: 64, progressive: true),
                                                 width: 2000, height: 2000)
        let path = try PictureFixture.write(PictureFixture.repeatingLastScan(progressive, copies: 3000), "scans.jpg",
                                            in: folder)
        var reason: String?
        let took = seconds { reason = failure(PictureDecoder.decode(path)) }
        #expect(reason == "a JPEG with more than \(PictureLimits.standard.jpegScans) scans")
        #expect(took < 2, "\(took) s")
        // Scans up to the limit decode.
        let some = try PictureFixture.write(PictureFixture.repeatingLastScan(progressive, copies: 20), "some.jpg", in: folder)
        #expect(failure(PictureDecoder.decode(some)) == nil)
    }

    @Test func aHugeChunkLengthFailsAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.bytes { fixture_png_long_chunk(0x7FFF_FFFF, $0) }, "chunk.png",
                                            in: folder)
        var reason: String?
        let took = seconds { reason = failure(PictureDecoder.decode(path)) }
        #expect(reason == "the PNG ends early")
        // Reading the chunk whole took seconds and 2 GB; a noisy host may stall a few hundred ms.
        #expect(took < 1, "\(took) s")
    }

    @Test func cmykJPEGsShowTheirColoursOpaque() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.jpeg(cmyk: true), "cmyk.jpg", in: folder)
        let decoded = try pixels(PictureDecoder.decode(path))
        #expect(decoded.width == 64 && decoded.height == 32)
        for (x, y) in [(8, 8), (56, 8), (8, 24), (56, 24)] {
            let expected = PictureFixture.quadrant(x: x, y: y, width: 64, height: 32)
            let got = decoded.pixels[y * 64 + x]
            #expect(coloursMatch(got, expected), "(\(x), \(y)): \(String(got, radix: 16)) for \(String(expected, radix: 16))")
        }
        #expect(decoded.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    /// The stored pixel under shown pixel (x, y) for each EXIF orientation.
    static func stored(_ orientation: Int, _ x: Int, _ y: Int, width: Int, height: Int) -> (Int, Int) {
        switch orientation {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, height - 1 - x)
        case 7: (width - 1 - y, height - 1 - x)
        case 8: (width - 1 - y, x)
        default: (x, y)
        }
    }

    @Test(arguments: [false, true])
    func theEXIFOrientationIsAppliedToPagesAndParts(png: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for orientation in 1...8 {
            let bytes = png ? PictureFixture.png(width: 64, height: 32, orientation: Int32(orientation))
                : PictureFixture.jpeg(width: 64, height: 32, orientation: Int32(orientation))
            let path = try PictureFixture.write(bytes, "o\(orientation).\(png ? "png" : "jpg")", in: folder)
            let file = try PictureFile.open(path).get()
            let turned = orientation >= 5
            #expect(file.header.orientation == orientation)
            #expect(file.header.width == (turned ? 32 : 64) && file.header.height == (turned ? 64 : 32))
            let whole = try pixels(PictureDecoder.decodeScaled(file, denominator: 1))
            for (x, y) in [(4, 4), (file.header.width - 5, 4), (4, file.header.height - 5),
                           (file.header.width - 5, file.header.height - 5)] {
                let (sx, sy) = Self.stored(orientation, x, y, width: 64, height: 32)
                let expected = PictureFixture.quadrant(x: sx, y: sy, width: 64, height: 32)
                #expect(coloursMatch(whole.pixels[y * whole.width + x], expected), "orientation \(orientation) at (\(x), \(y))")
            }
            // A part is the same pixels as the whole decode's.
            let part = try pixels(PictureDecoder.decode(file, denominator: 1, region: .init(x: 3, y: 5, width: 20, height: 9)))
            for y in 0..<9 {
                for x in 0..<20 {
                    #expect(part.pixels[y * 20 + x] == whole.pixels[(5 + y) * whole.width + 3 + x], "orientation \(orientation)")
                }
            }
            // Scaled down, it keeps its shown proportions.
            let half = try pixels(PictureDecoder.decodeScaled(file, denominator: 2))
            #expect(half.width == file.header.width / 2 && half.height == file.header.height / 2)
        }
    }

    @Test func aDecodeStopsSoonAfterItIsCancelled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A slow decode within the limits: many scans over a big progressive picture.
        let path = try PictureFixture.write(PictureFixture.slowJPEG(), "slow.jpg", in: folder)
        let cancellation = DecodeCancellation()
        let cancelled = Date().addingTimeInterval(0.3)
        let thread = Thread { Thread.sleep(until: cancelled); cancellation.cancel() }
        thread.start()
        var reason: String?
        let took = seconds { reason = failure(PictureDecoder.decode(path, cancellation: cancellation)) }
        #expect(reason == "cancelled")
        // Uncancelled, the decode takes many seconds; the margin is for a noisy host.
        #expect(took < 0.3 + 1, "stopped \(took - 0.3) s after the cancel")
    }
}
