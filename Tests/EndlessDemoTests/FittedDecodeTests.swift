import ScrollViews
import CRegionDecoder
import CSDL
import Foundation
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
@testable import PicturesSDL
import PictureTestSupport

/// A JPEG decoded straight into a page at its shown size: libjpeg's fastest
/// scale above it, each row blended from the two around it as they come.
@Suite struct FittedDecodeTests {
    /// A smooth picture: red across, green down, blue 100.
    static func gradient(width: Int, height: Int) -> ARGBPicture {
        ARGBPicture(width: width, height: height) { x, y in
            0xFF00_0000 | UInt32(x * 255 / width) << 16 | UInt32(y * 255 / height) << 8 | 100
        }
    }

    static func fitted(_ path: String, width: Int32, height: Int32, progress: DecodeProgress? = nil)
        throws -> (surface: Surface, failure: PictureError?) {
        let file = try PictureFile.open(FilePath(path)).get()
        let surface = try #require(Surface(width: width, height: height, format: SDL_PIXELFORMAT_RGB888))
        return (surface, PictureDecoder.decodeFitted(file, into: try #require(PixelBuffer(viewing: surface)), progress: progress))
    }

    static func pixel(_ surface: Surface, _ x: Int, _ y: Int) -> UInt32 {
        surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)[y * Int(surface.pointer.pointee.pitch) / 4 + x]
    }

    /// Runs the C decoder directly (past `PictureDecoder.fits`); its status and reason.
    static func decodeDirectly(_ path: String, width: UInt32, height: UInt32, cancelled: Bool = false) throws
        -> (status: Int32, reason: String) {
        let file = try PictureFile.open(FilePath(path)).get()
        var limits = Limits.picture, expected = file.header.info
        var out = [UInt32](repeating: 0, count: Int(width * height))
        var message = [CChar](repeating: 0, count: 256)
        var flag: Int32 = cancelled ? 1 : 0
        let status = out.withUnsafeMutableBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                picture_decode_fitted(file.descriptor, &limits, &expected, width, height, pixels.baseAddress, width, &flag,
                                      nil, text.baseAddress, text.count)
            }
        }
        return (status, reason(message))
    }

    @Test func aJPEGIsDecodedAtExactlyTheSizeItIsShownWithItsOwnColours() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("p.jpg").path
        #expect(Self.gradient(width: 1600, height: 1000).save(path, jpeg: true) == 0)
        let progress = DecodeProgress()
        let (page, failure) = try Self.fitted(path, width: 1152, height: 720, progress: progress)
        #expect(failure == nil)
        // Every row final, and the rows are the page's own (a preview draws them as they come).
        #expect(progress.snapshot()?.rows == 720 && progress.snapshot()?.pixels.pixels == page.pointer.pointee.pixels?.assumingMemoryBound(to: UInt32.self))
        // Output (x, y) shows the source at ((x + ½) × 1600 / 1152 − ½, …): the centre is the centre.
        for (x, y) in [(576, 360), (100, 50), (1100, 700), (0, 0), (1151, 719)] {
            let shown = Self.pixel(page, x, y)
            let sx = min(1599.0, max(0, (Double(x) + 0.5) * 1600 / 1152 - 0.5)), sy = min(999.0, max(0, (Double(y) + 0.5) * 1000 / 720 - 0.5))
            let red = Int(shown >> 16 & 255), green = Int(shown >> 8 & 255), blue = Int(shown & 255)
            #expect(abs(red - Int(sx * 255 / 1600)) <= 3 && abs(green - Int(sy * 255 / 1000)) <= 3 && abs(blue - 100) <= 3,
                    "(\(x), \(y)): \(red), \(green), \(blue)")
            #expect(shown >> 24 == 255, "opaque")
        }
    }

    @Test func itIsAsCloseToThePicturesAverageAsTheEighthsDecodeStretchedAsPagesWereMadeBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Detail at several scales: stripes of 5, 9 and 13 px over the gradient.
        let source = ARGBPicture(width: 1600, height: 1000) { x, y in
            let stripe = UInt32((x / 5 + y / 9 + (x + y) / 13) % 2 * 40)
            return 0xFF00_0000 | UInt32(x * 195 / 1600) + stripe << 16 | UInt32(y * 195 / 1000) + stripe << 8 | 90 + stripe
        }
        let path = folder.url.appendingPathComponent("p.jpg").path
        #expect(source.save(path, jpeg: true) == 0)
        // The picture the file holds (JPEG's own losses included).
        let decoded = try ARGBPicture(contentsOf: path)
        let (page, failure) = try Self.fitted(path, width: 1152, height: 720)
        #expect(failure == nil)
        guard case .image(let eighths, _) = ImageLoader.decode(FilePath(path), showingAt: { _ in 0.72 }) else {
            Issue.record("no 6/8 decode")
            return
        }
        #expect(eighths.width == 1200, "6/8")
        let stretched = try #require(Surface(width: 1152, height: 720, format: SDL_PIXELFORMAT_ARGB8888))
        SDL_SetSurfaceBlendMode(eighths.pointer, SDL_BLENDMODE_NONE)
        #expect(SDL_SoftStretchLinear(eighths.pointer, nil, stretched.pointer, nil) == 0)
        // Against the mean of the picture's pixels under each output pixel.
        var fittedOff = 0, stretchedOff = 0, count = 0
        for y in stride(from: 1, to: 719, by: 7) {
            for x in stride(from: 1, to: 1151, by: 7) {
                let x0 = x * 1600 / 1152, x1 = (x + 1) * 1600 / 1152, y0 = y * 1000 / 720, y1 = (y + 1) * 1000 / 720
                for shift in [0, 8, 16] {
                    var sum = 0
                    for sy in y0..<y1 { for sx in x0..<x1 { sum += Int(decoded[sx, sy] >> UInt32(shift) & 255) } }
                    let mean = sum / ((x1 - x0) * (y1 - y0))
                    fittedOff += abs(Int(Self.pixel(page, x, y) >> UInt32(shift) & 255) - mean)
                    stretchedOff += abs(Int(Self.pixel(stretched, x, y) >> UInt32(shift) & 255) - mean)
                    count += 1
                }
            }
        }
        let fittedMean = Double(fittedOff) / Double(count), stretchedMean = Double(stretchedOff) / Double(count)
        #expect(fittedMean <= stretchedMean + 1, "fitted \(fittedMean), eighths stretched \(stretchedMean)")
        #expect(fittedMean < 12, "fitted \(fittedMean), eighths stretched \(stretchedMean)")
    }

    /// A quadrants fixture (`PictureFixture.jpeg`) of `width` × `height`, fitted
    /// `times` smaller: the middle of each quadrant keeps its colour.
    func expectQuadrants(width: UInt32, height: UInt32, cmyk: Bool = false, times: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.jpeg(width: width, height: height, cmyk: cmyk), "q.jpg", in: folder)
        let w = Int(width) / times, h = Int(height) / times
        let (page, failure) = try Self.fitted(path.description, width: Int32(w), height: Int32(h))
        #expect(failure == nil)
        for (x, y) in [(w / 4, h / 4), (w * 3 / 4, h / 4), (w / 4, h * 3 / 4), (w * 3 / 4, h * 3 / 4)] {
            let expected = PictureFixture.quadrant(x: x * times, y: y * times, width: Int(width), height: Int(height))
            #expect(coloursMatch(Self.pixel(page, x, y), expected), "(\(x), \(y)): \(String(Self.pixel(page, x, y), radix: 16))")
        }
    }

    /// 1/8 is 500 × 375; 40 × 30 is a twelfth of that: rows skipped, not decoded.
    @Test func aFitFarUnderAnEighthSkipsTheRowsBetweenAndKeepsTheColours() throws {
        try expectQuadrants(width: 4000, height: 3000, times: 100)
    }

    @Test func aCMYKJPEGKeepsItsColours() throws {
        try expectQuadrants(width: 640, height: 480, cmyk: true, times: 2)
    }

    @Test func whatItDoesNotTakeIsRefusedWithAReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let jpeg = try PictureFixture.write(PictureFixture.jpeg(width: 64, height: 32), "p.jpg", in: folder).description
        let turned = try PictureFixture.write(PictureFixture.jpeg(width: 64, height: 32, orientation: 6), "t.jpg", in: folder).description
        let png = try PictureFixture.write(PictureFixture.png(width: 64, height: 32), "p.png", in: folder).description
        #expect(try Self.decodeDirectly(png, width: 32, height: 16) == (-1, "only a JPEG is decoded fitted"))
        #expect(try Self.decodeDirectly(turned, width: 16, height: 32)
            == (-1, "a JPEG turned by its EXIF orientation is not decoded fitted"))
        #expect(try Self.decodeDirectly(jpeg, width: 65, height: 32)
            == (-1, "a 64 × 32 JPEG cannot be fitted into 65 × 32, larger than itself"))
        #expect(try Self.decodeDirectly(jpeg, width: 0, height: 32).status == -1)
        #expect(try Self.decodeDirectly(jpeg, width: 32, height: 16, cancelled: true).status == Int32(PICTURE_CANCELLED))
        #expect(try Self.decodeDirectly(jpeg, width: 64, height: 32).status == 0, "its own size")
        // The Swift side takes only what the decoder does.
        let header = try PictureFile.open(FilePath(jpeg)).get().header
        #expect(PictureDecoder.fits(header, width: 64, height: 32) && !PictureDecoder.fits(header, width: 64, height: 33))
        #expect(!PictureDecoder.fits(try PictureFile.open(FilePath(turned)).get().header, width: 16, height: 32))
        #expect(!PictureDecoder.fits(try PictureFile.open(FilePath(png)).get().header, width: 32, height: 16))
        let (_, failure) = try Self.fitted(png, width: 32, height: 16)
        #expect(failure == PictureError("cannot decode a 64×32 PNG fitted to 32×16"))
    }

    @Test func aCroppedPageOfAJPEGIsDecodedIntoThePageAndATurnedOneAsBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("p.jpg").path
        #expect(Self.gradient(width: 1600, height: 1000).save(path, jpeg: true) == 0)
        let layout = PageLayout(width: 1280, height: 720, background: SDL_Color(r: 1, g: 2, b: 3, a: 255), boxX: 0, boxY: 0,
                                boxWidth: 1280, boxHeight: 720, maxScale: 1, cropped: true)
        guard case .image(let page, let source) = ImageLoader.page(FilePath(path), in: layout, cancellation: DecodeCancellation())
        else { Issue.record("no page"); return }
        #expect(source == PictureSize(width: 1600, height: 1000))
        #expect(page.width == 1152 && page.height == 720)
        #expect(page.pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue)
        #expect(coloursMatch(Self.pixel(page, 576, 360), 0xFF7F_7F64, tolerance: 4))
        // Turned by its EXIF orientation: the scaled decode and the stretch, as ever.
        let turned = try PictureFixture.write(PictureFixture.jpeg(width: 640, height: 320, orientation: 6), "t.jpg", in: folder)
        guard case .image(let upright, _) = ImageLoader.page(turned, in: layout, cancellation: DecodeCancellation())
        else { Issue.record("no turned page"); return }
        #expect(upright.width == 320 && upright.height == 640, "\(upright.width)×\(upright.height)")
    }
}
