import Foundation
import Pictures
import PictureTestSupport
import Testing

/// A viewer's information on a picture: the header's format and size, the
/// file's bytes, the camera's EXIF fields in either byte order, and nothing
/// but what could be read from a damaged or hostile block.
@Suite struct PictureDetailsTests {
    /// A TIFF structure as a camera writes it: IFD0 with the make, the model and
    /// the EXIF directory's place; that directory with the exposure, aperture,
    /// ISO, date taken and focal lengths.
    static func tiff(bigEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { (bigEndian ? [24, 16, 8, 0] : [0, 8, 16, 24]).map { UInt8((v >> UInt32($0)) & 0xFF) } }
        func entry(_ tag: UInt16, _ type: UInt16, _ count: UInt32, _ value: [UInt8]) -> [UInt8] {
            u16(tag) + u16(type) + u32(count) + value + [UInt8](repeating: 0, count: 4 - value.count)
        }
        var bytes: [UInt8] = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8)
        // IFD0 at 8: 3 entries, 42 bytes; the EXIF directory at 50: 6 entries, 78 bytes; the values from 128.
        bytes += u16(3) + entry(0x010F, 2, 6, u32(128)) + entry(0x0110, 2, 13, u32(134)) + entry(0x8769, 4, 1, u32(50)) + u32(0)
        bytes += u16(6) + entry(0x829A, 5, 1, u32(168)) + entry(0x829D, 5, 1, u32(176)) + entry(0x8827, 3, 1, u16(100))
            + entry(0x9003, 2, 20, u32(147)) + entry(0x920A, 5, 1, u32(184)) + entry(0xA405, 3, 1, u16(26)) + u32(0)
        bytes += Array("Canon\0Canon EOS R5\02024:05:01 12:34:56\0\0".utf8)
        bytes += u32(1) + u32(250) + u32(28) + u32(10) + u32(42) + u32(10)
        return bytes
    }

    static let expected = ["Canon EOS R5", "taken 2024-05-01 12:34:56", "1/250 s · f/2.8 · ISO 100 · 4.2 mm (26 mm in 35 mm)"]

    @Test(arguments: [false, true])
    func theCamerasFieldsAreReadInEitherByteOrder(bigEndian: Bool) {
        let block = Self.tiff(bigEndian: bigEndian)
        #expect(block.count == 192)
        let fields = ExifFields(tiff: block)
        #expect(fields.make == "Canon" && fields.model == "Canon EOS R5" && fields.iso == 100 && fields.focalLength35mm == 26)
        #expect(fields.lines == Self.expected)
    }

    @Test func aJPEGsDetailsSayItsSizeFormatBytesAndCamera() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let block = Self.tiff(bigEndian: true)
        let length = 2 + 6 + block.count
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("Exif\0\0".utf8) + block
        var jpeg = PictureFixture.jpeg(width: 40, height: 30)
        jpeg.insert(contentsOf: app1, at: 2)
        try folder.write("camera.jpg", jpeg)
        let details = try PictureDetails.read(FilePath(folder.url.appendingPathComponent("camera.jpg").path)).get()
        #expect(details.lines == ["40 × 30 px · JPEG · \(jpeg.count) bytes"] + Self.expected)
        // A PNG without EXIF: its size and format alone.
        try folder.write("plain.png", PictureFixture.png(width: 64, height: 32))
        let plain = try PictureDetails.read(FilePath(folder.url.appendingPathComponent("plain.png").path)).get()
        #expect(plain.lines.count == 1 && plain.lines[0].hasPrefix("64 × 32 px · PNG · "))
        // Not a picture: why, in words.
        try folder.write("notes.txt", Array("not a picture".utf8))
        guard case .failure = PictureDetails.read(FilePath(folder.url.appendingPathComponent("notes.txt").path)) else {
            Issue.record("a text file has no picture details")
            return
        }
    }

    @Test func aDamagedOrHostileBlockGivesWhatCanBeReadAndNeverCrashes() {
        let block = Self.tiff(bigEndian: false)
        // Cut anywhere: never a crash; the make and model come once their bytes are in.
        for length in 0...block.count {
            let fields = ExifFields(tiff: Array(block.prefix(length)))
            if length < 134 { #expect(fields.make == nil) }
            if length == block.count { #expect(fields.lines == Self.expected) }
        }
        // Every byte changed in turn to each of a few values: no crash, text stays printable and short.
        for index in block.indices {
            for value: UInt8 in [0, 0x7F, 0xFF] {
                var damaged = block
                damaged[index] = value
                let fields = ExifFields(tiff: damaged)
                for text in [fields.make, fields.model, fields.dateTaken].compactMap({ $0 }) {
                    #expect(text.count <= ExifFields.maximumText + 10 && !text.unicodeScalars.contains { $0.value < 0x20 })
                }
            }
        }
        // A directory claiming 65,535 entries, offsets past the end, a zero denominator.
        var huge = block
        huge[8] = 0xFF; huge[9] = 0xFF
        #expect(ExifFields(tiff: huge).lines.count <= 3)
        var zero = block
        zero[172...175] = [0, 0, 0, 0]
        #expect(ExifFields(tiff: zero).exposureTime == nil)
        #expect(ExifFields(tiff: Array("MM\0\u{2A}\u{FF}\u{FF}\u{FF}\u{FF}".utf8)) == ExifFields())
        #expect(ExifFields(tiff: []) == ExifFields() && ExifFields().lines.isEmpty)
    }
}
