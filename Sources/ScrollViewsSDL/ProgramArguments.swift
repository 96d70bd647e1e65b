#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The arguments the program was started with, as their bytes.
///
/// Swift's `CommandLine.arguments` turns bytes that are not UTF-8 into
/// U+FFFD, so a file named by them could not be opened or written; and with a
/// statically linked Swift runtime (`-static-stdlib`) it is empty when a
/// library loaded with the program moved the environment before `main` —
/// sdl2-compat, which current distributions load as libSDL2, calls `setenv`
/// in its constructor. These are read from the system instead (on Linux the
/// kernel's copy, `/proc/self/cmdline`), so a program on SDL keeps its options.
public enum ProgramArguments {
    /// Every argument, the program's name first.
    public static func all() -> [[UInt8]] {
        if let listed = fromProcess(), !listed.isEmpty { return listed }
        return (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
        }
    }

    /// The arguments as the kernel keeps them (`/proc/self/cmdline`: each
    /// followed by a NUL); nil where that cannot be read.
    private static func fromProcess() -> [[UInt8]]? {
        #if !os(Linux)
        return nil
        #else
        let fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.last == 0 else { return nil }
        return bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        #endif
    }
}
