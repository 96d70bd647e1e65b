import Foundation
import Glibc

/// PNG files with one chunk of a declared length put after the IHDR, written
/// sparse (the chunk's data a hole, read back as zeros) so that a chunk of a
/// GiB costs no disk; or cut after the chunk's header.
public enum SparsePNG {
    /// Writes `png` to `path` with a `type` chunk of `length` bytes after its
    /// IHDR: its data a hole and the rest of `png` after it, or nothing after
    /// the chunk's header when `cut`. The file's size.
    @discardableResult
    public static func write(_ png: [UInt8], chunk type: String, length: UInt32, to path: String, cut: Bool = false) throws -> Int {
        // The signature (8 bytes) and the IHDR chunk (25).
        let head = Array(png[..<33]), tail = Array(png[33...])
        let header = [UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255)]
            + Array(type.utf8)
        guard FileManager.default.createFile(atPath: path, contents: Data(head + header)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        guard !cut else { return head.count + header.count }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        // The data and its CRC left as a hole.
        let end = UInt64(head.count + header.count) + UInt64(length) + 4
        try file.seek(toOffset: end)
        try file.write(contentsOf: Data(tail))
        return Int(end) + tail.count
    }

    /// Bytes of `path` the disk really holds (a sparse file's are few).
    public static func allocated(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_blocks) * 512 : -1
    }
}
