import Glibc

/// A file's path as the bytes the system knows it by, so that names that are
/// not valid UTF-8 still open; `description` shows it readably (invalid bytes
/// as U+FFFD) for captions and messages.
struct FilePath: Sendable, Hashable, CustomStringConvertible {
    /// The path's bytes, without the terminating NUL.
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    init(_ text: String) { bytes = Array(text.utf8) }

    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// `self/name`.
    func appending(_ name: [UInt8]) -> FilePath {
        FilePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// The path as the system resolves it: absolute, every link, `.` and `..`
    /// followed (`a/link/..` is the link target's folder, not `a`); nil when it
    /// does not exist.
    var canonical: FilePath? {
        guard let resolved = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FilePath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// Calls `body` with the path as a C string.
    func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}
