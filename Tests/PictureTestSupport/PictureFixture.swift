import CPictureFixtures
import Foundation
import Pictures

/// Pictures made by `CPictureFixtures` (libjpeg and libpng, then altered by
/// hand where a hostile file needs it), as bytes and as files.
public enum PictureFixture {
    /// The bytes a fixture function returns (it mallocs them; they are freed here).
    public static func bytes(_ make: (UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<UInt8>?) -> [UInt8] {
        var size = 0
        guard let pointer = make(&size) else { return [] }
        defer { free(pointer) }
        return Array(UnsafeBufferPointer(start: pointer, count: size))
    }

    /// A JPEG of four quadrants (red, green / blue, white).
    public static func jpeg(width: UInt32 = 64, height: UInt32 = 32, progressive: Bool = false, multiScan: Bool = false,
                     cmyk: Bool = false, orientation: Int32 = 0) -> [UInt8] {
        var options = fixture_jpeg_options(width: width, height: height, progressive: progressive ? 1 : 0,
                                           multi_scan: multiScan ? 1 : 0, cmyk: cmyk ? 1 : 0,
                                           orientation: orientation, quality: 90)
        return bytes { fixture_jpeg(&options, $0) }
    }

    /// A TIFF of the same quadrants, as libtiff writes it in `options`' layout.
    public static func tiff(_ options: fixture_tiff_options) -> [UInt8] {
        var options = options
        return bytes { fixture_tiff(&options, $0) }
    }

    /// A PNG of the same quadrants.
    public static func png(width: UInt32 = 64, height: UInt32 = 32, interlaced: Bool = false, orientation: Int32 = 0) -> [UInt8] {
        bytes { fixture_png(width, height, interlaced ? 1 : 0, orientation, $0) }
    }

    /// `jpeg` with its frame header claiming `width` × `height`.
    public static func resized(_ jpeg: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var copy = jpeg
        _ = copy.withUnsafeMutableBufferPointer { fixture_jpeg_set_size($0.baseAddress, $0.count, width, height) }
        return copy
    }

    /// `jpeg` with its last scan repeated `copies` more times.
    public static func repeatingLastScan(_ jpeg: [UInt8], copies: Int32) -> [UInt8] {
        jpeg.withUnsafeBufferPointer { source in
            bytes { fixture_jpeg_repeat_last_scan(source.baseAddress, source.count, copies, $0) }
        }
    }

    /// A JPEG within the limits that takes many seconds to decode: an 8000 × 8000
    /// progressive frame whose last scan comes 80 more times (what a cancel must stop).
    public static func slowJPEG() -> [UInt8] {
        repeatingLastScan(resized(jpeg(width: 64, height: 64, progressive: true), width: 8000, height: 8000), copies: 80)
    }

    /// The quadrant colour (ARGB) at (x, y) of the stored w × h picture.
    public static func quadrant(x: Int, y: Int, width: Int, height: Int) -> UInt32 {
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
        return colours[(y >= height / 2 ? 2 : 0) + (x >= width / 2 ? 1 : 0)]
    }

    /// Writes `bytes` as `name` in `folder`; its path.
    @discardableResult
    public static func write(_ bytes: [UInt8], _ name: String, in folder: TemporaryFolder) throws -> FilePath {
        try folder.write(name, bytes)
        return FilePath(folder.url.appendingPathComponent(name).path)
    }
}

/// Whether two ARGB colours differ by at most `tolerance` in every channel.
public func coloursMatch(_ a: UInt32, _ b: UInt32, tolerance: Int = 40) -> Bool {
    [0, 8, 16, 24].allSatisfy { abs(Int(a >> $0 & 255) - Int(b >> $0 & 255)) <= tolerance }
}
