#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A TrueType font file, mapped into memory read-only once, from which `Font`s
/// of any size are opened without reading the file again: each size shares the
/// one copy (pages of the file's cache, resident only where glyphs are read), and
/// drawing text makes no file reads. Each `Font` opened from it keeps it.
public final class FontFile: @unchecked Sendable {
    /// The file's path, as given.
    public let path: String
    /// The file's bytes, read-only.
    let bytes: UnsafeRawPointer
    /// How many.
    let count: Int

    /// The most bytes a font file may have (the largest CJK fonts are about 30 MB).
    public static let maximumBytes = 256 << 20

    /// Maps the font file at `path` (reads it where the system cannot map
    /// files: Windows); throws when it cannot be opened, is not a regular
    /// file, is empty or is larger than `maximumBytes`.
    public init(path: String) throws(SDLError) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        // Without O_NONBLOCK a FIFO's open waits for a writer (forever): the file's
        // kind is checked before anything is read from it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw SDLError("open(\(path))", reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SDLError("fstat(\(path))", reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SDLError("FontFile(\(path))", reason: "not a regular file") }
        guard info.st_size > 0, info.st_size <= FontFile.maximumBytes else {
            throw SDLError("FontFile(\(path))", reason: "\(info.st_size) bytes (a font file has 1 to \(FontFile.maximumBytes))")
        }
        let count = Int(info.st_size)
        guard let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            throw SDLError("mmap(\(path))", reason: String(cString: strerror(errno)))
        }
        self.bytes = UnsafeRawPointer(mapped)
        #else
        // SDL's own file calls: the whole file read once into memory.
        guard let file = SDL_RWFromFile(path, "rb") else { throw SDLError("SDL_RWFromFile(\(path))") }
        defer { SDL_RWclose(file) }
        let size = SDL_RWsize(file)
        guard size > 0, size <= Int64(FontFile.maximumBytes) else {
            throw SDLError("FontFile(\(path))", reason: "\(size) bytes (a font file has 1 to \(FontFile.maximumBytes))")
        }
        let count = Int(size)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        var read = 0
        while read < count {
            let got = SDL_RWread(file, buffer + read, 1, count - read)
            if got == 0 { break }
            read += got
        }
        guard read == count else {
            buffer.deallocate()
            throw SDLError("SDL_RWread(\(path))", reason: "read \(read) of \(count) bytes")
        }
        self.bytes = UnsafeRawPointer(buffer)
        #endif
        self.path = path
        self.count = count
    }

    deinit {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        munmap(UnsafeMutableRawPointer(mutating: bytes), count)
        #else
        UnsafeMutableRawPointer(mutating: bytes).deallocate()
        #endif
    }
}
