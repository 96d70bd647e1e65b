#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file that must be a regular file of bounded size: never blocks on
/// a FIFO or a device, never reads more than the limit, and says why it could
/// not, in words.
package enum RegularFile {
    /// Why a file could not be read.
    package enum Failure: Error, CustomStringConvertible, Equatable {
        /// The system's reason, in words ("permission denied").
        case system(String)
        /// What the path is instead ("a FIFO", "a folder").
        case notRegular(String)
        /// Its size and the limit, bytes.
        case tooLarge(size: Int, limit: Int)

        /// What happened, about `what` ("the file", "the script").
        package func sentence(about what: String) -> String {
            switch self {
            case .system(let reason): "\(reason): cannot read \(what)"
            case .notRegular(let kind): "\(what) is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "\(what) is \(megabytes(size)), more than the \(megabytes(limit)) allowed"
            }
        }

        package var description: String { sentence(about: "the file") }
    }

    /// A read-only descriptor for the regular file at `path` of at most `limit`
    /// bytes; the caller closes it.
    package static func open(_ path: FilePath, limit: Int) throws(Failure) -> Int32 {
        let fd = path.withCString { systemOpen($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw .system(systemReason()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = systemReason()
            close(fd)
            throw .system(reason)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw .notRegular(kind == S_IFDIR ? "a folder" : kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket"
                : kind == S_IFCHR || kind == S_IFBLK ? "a device" : "something else")
        }
        guard Int(info.st_size) <= limit else {
            close(fd)
            throw .tooLarge(size: Int(info.st_size), limit: limit)
        }
        return fd
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: FilePath, limit: Int) throws(Failure) -> [UInt8] {
        let fd = try open(path, limit: limit)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(systemReason()) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(systemReason())
            }
            if count == 0 { break }  // the file shrank
            filled += count
        }
        return Array(bytes[..<filled])
    }
}

/// The text of the current `errno` in words, e.g. "no such file or directory".
package func systemReason(_ code: Int32 = errno) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return text }
    // "No such device" → "no such device"; an all-capital word (an acronym) stays.
    let word = text.prefix { $0 != " " }
    return word.count > 1 && word.allSatisfy(\.isUppercase) ? text : first.lowercased() + text.dropFirst()
}

/// `bytes` in MiB with one decimal, or in bytes when under one MiB.
package func megabytes(_ bytes: Int) -> String {
    bytes < 1 << 20 ? "\(bytes) bytes" : "\(fixed(Double(bytes) / Double(1 << 20), 1)) MiB"
}

/// The C library's `open` and `read`, by names no type here shadows.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
