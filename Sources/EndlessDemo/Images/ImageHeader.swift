/// A picture's size read from its file's header, before anything is decoded,
/// so that a picture too large to decode is refused without allocating it.
/// PNG (the IHDR chunk) and JPEG (the first start-of-frame segment).
struct ImageHeader: Equatable {
    enum Format: String { case png = "PNG", jpeg = "JPEG" }

    var format: Format
    var width: Int
    var height: Int

    var pixels: Int { width * height }

    /// The header of `bytes`, or why there is none.
    static func read(_ bytes: [UInt8]) -> Result<ImageHeader, ImageLoader.Failure> {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        return .failure(.init("not a PNG or JPEG image"))
    }

    private static func png(_ bytes: [UInt8]) -> Result<ImageHeader, ImageLoader.Failure> {
        // Signature, then the IHDR chunk: length, "IHDR", width, height (big-endian).
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .failure(.init("a PNG without its IHDR header"))
        }
        return sized(.png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    private static func jpeg(_ bytes: [UInt8]) -> Result<ImageHeader, ImageLoader.Failure> {
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return .failure(.init("a damaged JPEG header")) }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xD9 || marker == 0xDA { break }  // end of image, start of scan: no frame before
            let length = bigEndian(bytes, i + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard i + 9 <= bytes.count else { break }
                return sized(.jpeg, width: bigEndian(bytes, i + 7, 2), height: bigEndian(bytes, i + 5, 2))
            }
            guard length >= 2 else { return .failure(.init("a damaged JPEG header")) }
            i += 2 + length
        }
        return .failure(.init("a JPEG without a frame header"))
    }

    private static func sized(_ format: Format, width: Int, height: Int) -> Result<ImageHeader, ImageLoader.Failure> {
        guard width > 0, height > 0 else { return .failure(.init("the \(format.rawValue) header gives no size")) }
        return .success(ImageHeader(format: format, width: width, height: height))
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        guard at >= 0, at + count <= bytes.count else { return 0 }
        return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
