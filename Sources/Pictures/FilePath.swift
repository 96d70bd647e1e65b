#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's path as the bytes the system knows it by, so that names that are
/// not valid UTF-8 (from the command line, the environment or a folder's
/// listing) open and are written as they are; `description` shows it readably
/// (invalid bytes as U+FFFD) for captions, `shown` for messages.
public struct FilePath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without the terminating NUL.
    public let bytes: [UInt8]

    /// The path made of `bytes`, as the system takes them.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path spelled by `text` in UTF-8.
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// The path spelled by `value` in UTF-8.
    public init(stringLiteral value: String) { self.init(value) }

    /// The path as text, bytes that are not UTF-8 shown as U+FFFD.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The path as a message quotes it: control characters escaped (`\u001b`),
    /// bytes that are not UTF-8 as `\xff`, cut to `limit` characters with "…".
    public func shown(limit: Int = 120) -> String { escapedBytes(bytes, limit: limit) }

    /// Whether the path has no bytes.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether the path ends with a slash (names a folder).
    public var endsWithSlash: Bool { bytes.last == UInt8(ascii: "/") }

    /// Whether the path is absolute.
    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// `self/name`.
    public func appending(_ name: [UInt8]) -> FilePath {
        FilePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// The path split at its last slash: the folder with that slash ("" for a
    /// bare name) and the last name.
    public var folderAndName: (folder: [UInt8], name: [UInt8]) {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ([], bytes) }
        return (Array(bytes[...slash]), Array(bytes[(slash + 1)...]))
    }

    /// The path as the system resolves it: absolute, every link, `.` and `..`
    /// followed (`a/link/..` is the link target's folder, not `a`); nil when it
    /// does not exist.
    public var canonical: FilePath? {
        guard let resolved = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FilePath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// The environment variable `name` as a path, its bytes kept; nil when it is not set.
    public static func environment(_ name: String) -> FilePath? {
        getenv(name).map { FilePath(bytes: Array(UnsafeRawBufferPointer(start: $0, count: strlen($0)))) }
    }

    /// Calls `body` with the path as a C string.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}

/// `bytes` as a message may quote them: control characters (C0, DEL, C1) as
/// `\u001b`, every byte that is not part of a valid UTF-8 sequence as `\xff`,
/// the rest as the characters they spell; cut to `limit` characters with "…".
package func escapedBytes(_ bytes: [UInt8], limit: Int = 120) -> String {
    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
    var out = ""
    var count = 0
    var i = 0
    while i < bytes.count {
        if count == limit { return out + "…" }
        count += 1
        guard let (scalar, length) = utf8Scalar(in: bytes, at: i) else {
            out += "\\x" + hex(UInt32(bytes[i]), digits: 2)
            i += 1
            continue
        }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            out += "\\u" + hex(scalar.value, digits: 4)
        } else {
            out.unicodeScalars.append(scalar)
        }
        i += length
    }
    return out
}

/// The scalar whose valid UTF-8 sequence starts at `bytes[i]`, and its length;
/// nil when no valid sequence starts there (a stray continuation byte, an
/// overlong form, a surrogate, a value past U+10FFFF, a cut sequence).
private func utf8Scalar(in bytes: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[i]
    let length: Int, initial: UInt32, lowest: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, initial, lowest) = (2, UInt32(lead & 0x1F), 0x80)
    case 0xE0...0xEF: (length, initial, lowest) = (3, UInt32(lead & 0x0F), 0x800)
    case 0xF0...0xF4: (length, initial, lowest) = (4, UInt32(lead & 0x07), 0x10000)
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    var value = initial
    for byte in bytes[(i + 1)..<(i + length)] {
        guard byte & 0xC0 == 0x80 else { return nil }
        value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= lowest, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
}
