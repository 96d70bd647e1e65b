#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a viewer's information panel says of a picture: its format and size in
/// pixels as its decoder reads them, its file's size, and the camera's EXIF
/// fields when the file has an EXIF block (a JPEG's APP1, a PNG's eXIf chunk,
/// a WebP's EXIF chunk, within its first `searchedBytes`).
public struct PictureDetails: Equatable, Sendable {
    /// The picture's header: format and size as shown.
    public var header: PictureHeader
    /// The file's size, bytes.
    public var fileBytes: Int
    /// What the camera wrote.
    public var exif: ExifFields

    /// How far into a file its EXIF block is looked for, bytes.
    public static let searchedBytes = 256 << 10

    /// The details of the picture at `path` within `limits`, or why it cannot be shown.
    public static func read(_ path: FilePath, limits: PictureLimits = .standard) -> Result<PictureDetails, PictureError> {
        let file: PictureFile
        switch PictureFile.open(path, limits: limits) {
        case .success(let opened): file = opened
        case .failure(let error): return .failure(error)
        }
        var info = stat()
        let size = fstat(file.descriptor, &info) == 0 ? Int(info.st_size) : 0
        var start = [UInt8](repeating: 0, count: min(size, searchedBytes))
        let count = start.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, $0.count, 0) }
        start.removeLast(start.count - max(0, count))
        let block = exifBlock(in: start, format: file.header.format)
        return .success(PictureDetails(header: file.header, fileBytes: size, exif: block.map { ExifFields(tiff: $0) } ?? ExifFields()))
    }

    /// The details in lines: "4032 × 3024 px · JPEG · 2.4 MiB", then the EXIF's (`ExifFields.lines`).
    public var lines: [String] {
        ["\(header.width) × \(header.height) px · \(header.format.rawValue) · \(megabytes(fileBytes))"] + exif.lines
    }

    /// The TIFF structure of the EXIF block in a file beginning with `bytes`, of `format`.
    static func exifBlock(in bytes: [UInt8], format: PictureHeader.Format) -> [UInt8]? {
        switch format {
        case .jpeg: jpegExif(bytes)
        case .png: pngExif(bytes)
        case .webp: webpExif(bytes)
        case .gif: nil
        // A TIFF is itself the structure EXIF borrows: its first directory holds the camera's make and model.
        case .tiff: bytes
        }
    }

    /// A JPEG's first APP1 segment that begins "Exif\0\0", before its image data.
    private static func jpegExif(_ bytes: [UInt8]) -> [UInt8]? {
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1], length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            // Start of scan or end of image: no EXIF before the picture's data.
            if marker == 0xDA || marker == 0xD9 || length < 2 { return nil }
            let body = at + 4, end = at + 2 + length
            if marker == 0xE1, end <= bytes.count, length >= 8, Array(bytes[body..<(body + 6)]) == Array("Exif\0\0".utf8) {
                return Array(bytes[(body + 6)..<end])
            }
            at = end
        }
        return nil
    }

    /// A PNG's eXIf chunk, before its image data.
    private static func pngExif(_ bytes: [UInt8]) -> [UInt8]? {
        var at = 8
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self), body = at + 8
            guard length >= 0, length <= bytes.count - body, type != "IDAT" else { return nil }
            if type == "eXIf" { return Array(bytes[body..<(body + length)]) }
            at = body + length + 4
        }
        return nil
    }

    /// A WebP's EXIF chunk (with or without the "Exif\0\0" some writers put first).
    private static func webpExif(_ bytes: [UInt8]) -> [UInt8]? {
        var at = 12
        while at + 8 <= bytes.count {
            let length = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
            let type = String(decoding: bytes[at..<(at + 4)], as: UTF8.self), body = at + 8
            guard length <= bytes.count - body else { return nil }
            if type == "EXIF" {
                let chunk = Array(bytes[body..<(body + length)])
                return chunk.starts(with: Array("Exif\0\0".utf8)) ? Array(chunk.dropFirst(6)) : chunk
            }
            at = body + length + (length & 1)
        }
        return nil
    }
}
