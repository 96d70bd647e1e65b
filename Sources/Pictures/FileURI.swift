#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's `file://` URI as GLib writes it (`g_filename_to_uri`): the
/// absolute path, `.` and `..` and repeated slashes removed (links are not
/// resolved), every byte outside the path's safe set written as `%XX`. It
/// names a picture's entry in the thumbnail cache shared with the desktop.
package enum FileURI {
    /// `path` made absolute against the working folder, with `.`, `..` and
    /// repeated slashes removed.
    package static func absolute(_ path: FilePath) -> FilePath {
        let slash = UInt8(ascii: "/")
        var bytes = path.bytes
        if bytes.first != slash {
            var folder = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let base = getcwd(&folder, folder.count) != nil ? folder.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) } : []
            bytes = base + [slash] + bytes
        }
        var parts: [ArraySlice<UInt8>] = []
        for part in bytes.split(separator: slash, omittingEmptySubsequences: true) {
            if part.elementsEqual([UInt8(ascii: ".")]) { continue }
            if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return FilePath(bytes: parts.isEmpty ? [slash] : parts.flatMap { [slash] + $0 })
    }

    /// The URI of the file at `path` (made absolute first).
    package static func of(_ path: FilePath) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var uri = Array("file://".utf8)
        for byte in absolute(path).bytes {
            if isSafe(byte) {
                uri.append(byte)
            } else {
                uri += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return String(decoding: uri, as: UTF8.self)
    }

    /// Whether GLib leaves `byte` as it is in a path: letters, digits and `-_.!~*'()/&=:@+$,`.
    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("-_.!~*'()/&=:@+$,".utf8).contains(byte)
        }
    }
}
