import Glibc

/// Reading a whole file that must be a regular file of bounded size: never
/// blocks on a FIFO or a device, never reads more than the limit, and says why
/// it could not (the system's reason).
enum RegularFile {
    /// Why a file could not be read, in words for the user.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func read(_ path: FilePath, limit: Int) throws(Failure) -> [UInt8] {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw Failure(description: systemReason()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(description: systemReason()) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let what = kind == S_IFDIR ? "a folder" : kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket"
                : kind == S_IFCHR || kind == S_IFBLK ? "a device" : "not a regular file"
            throw Failure(description: "is \(what), not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw Failure(description: "is \(megabytes(Int(info.st_size))), more than the \(megabytes(limit)) allowed")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: systemReason())
            }
            if count == 0 { break }  // the file shrank
            filled += count
        }
        return Array(bytes[..<filled])
    }
}

/// The text of the current `errno`, e.g. "No such file or directory".
func systemReason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// `bytes` in MiB with one decimal, or in bytes when under one MiB.
func megabytes(_ bytes: Int) -> String {
    bytes < 1 << 20 ? "\(bytes) bytes" : "\(fixed(Double(bytes) / Double(1 << 20), 1)) MiB"
}
