import ScrollViews
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import ScrollViewsSDL
import Pictures
import PictureTestSupport

/// Paths whose bytes are not UTF-8, as a user's files and folders may be
/// named: given on the command line and in the environment, they name those
/// very files (they were turned into U+FFFD, so a script "did not exist" and a
/// trace was written under another name).
@Suite struct NonUTF8PathTests {
    /// U+FFFD in UTF-8: what a lossy decoding leaves in a name.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// `folder/name` as bytes.
    static func path(_ folder: URL, _ name: [UInt8]) -> [UInt8] { Array(folder.path.utf8) + [UInt8(ascii: "/")] + name }

    /// Writes `bytes` to the file whose path is `path`.
    static func write(_ bytes: [UInt8], to path: [UInt8]) {
        let fd = FilePath(bytes: path).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        precondition(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// The names in the folder at `path`, as bytes.
    static func names(in path: [UInt8]) -> [[UInt8]] {
        guard let stream = FilePath(bytes: path).withCString({ opendir($0) }) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [46], name != [46, 46] { names.append(name) }
        }
        return names
    }

    /// Runs the demo with `arguments` as bytes and `environment` added, output
    /// to a file; its exit status and what it printed.
    static func run(_ arguments: [[UInt8]], environment: [String: [UInt8]], in folder: URL) -> (Int32, String) {
        let log = folder.appendingPathComponent("log.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { copy[i] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        }
        let argv = ([Array(FuzzTests.demo.utf8)] + arguments).map(cString) + [nil]
        var variables = ProcessInfo.processInfo.environment.filter { environment[$0.key] == nil }
            .map { Array("\($0.key)=\($0.value)".utf8) }
        variables += environment.map { Array("\($0.key)=".utf8) + $0.value }
        let envp = variables.map(cString) + [nil]
        defer { (argv + envp).forEach { $0?.deallocate() } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, FuzzTests.demo, &actions, nil, argv, envp) == 0 else { return (-1, "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), printed)
    }

    @Test func pathsOnTheCommandLineAndInTheEnvironmentKeepTheirBytes() throws {
        let folder = try TemporaryFolder()
        defer { _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.url.path]).waitUntilExit() }
        // A folder of pictures, a script, outputs and a cache, each named with bytes that are not UTF-8.
        let pictures = Self.path(folder.url, Array("pictures-".utf8) + [0xFE])
        #expect(FilePath(bytes: pictures).withCString { mkdir($0, 0o755) } == 0)
        Self.write(PictureFixture.png(width: 96, height: 64), to: pictures + Array("/a".utf8) + [0xFD] + Array(".png".utf8))
        let script = Self.path(folder.url, [0x73, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])  // s\xff.json
        Self.write(Array(#"{"size": "320x240", "fps": 30, "mode": "grid", "seed": 1, "duration_ms": 500, "options": {"thumbnail_cache": true}, "events": []}"#.utf8), to: script)
        let trace = Self.path(folder.url, Array("out".utf8) + [0xFF] + Array(".csv".utf8))
        let shot = Self.path(folder.url, Array("shot".utf8) + [0xC0, 0x80] + Array(".png".utf8))
        let cache = Self.path(folder.url, Array("cache".utf8) + [0xFF])
        let (status, printed) = Self.run([Array("--headless".utf8), Array("--script".utf8), script, Array("--images".utf8), pictures,
                                          Array("--trace".utf8), trace, Array("--screenshot".utf8), shot],
                                         environment: ["XDG_CACHE_HOME": cache], in: folder.url)
        #expect(status == 0, "\(printed)")
        let names = Self.names(in: Array(folder.url.path.utf8))
        for made in [trace, shot, cache] {
            #expect(names.contains(Array(made.split(separator: UInt8(ascii: "/")).last!)), "\(names.map { escapedBytes($0) })")
        }
        #expect(!names.contains { $0.firstRange(of: Self.replacement) != nil }, "\(names.map { escapedBytes($0) })")
        // The grid's thumbnail went into the cache folder given, under the picture's own bytes (its URI).
        let entries = Self.names(in: cache + Array("/thumbnails/normal".utf8)) + Self.names(in: cache + Array("/thumbnails/large".utf8))
        #expect(entries.count == 1, "\(entries.map { escapedBytes($0) })")
        let uri = FileURI.of(FilePath(bytes: pictures + Array("/a".utf8) + [0xFD] + Array(".png".utf8)))
        #expect(uri.hasSuffix("%FE/a%FD.png"), "\(uri)")
        #expect(entries.first.map { String(decoding: $0, as: UTF8.self) } == MD5.hex(Array(uri.utf8)) + ".png")
    }

    @Test func aPathThatIsNotThereIsNamedWithItsBytesShown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = Self.path(folder.url, Array("gone".utf8) + [0xFF])
        let (status, printed) = Self.run([Array("--headless".utf8), Array("--script".utf8), missing], environment: [:], in: folder.url)
        #expect(status == 2)
        #expect(printed.contains("gone\\xff"), "\(printed)")
        let (imagesStatus, imagesPrinted) = Self.run([Array("--images".utf8), missing, Array("--frames".utf8), Array("1".utf8)],
                                                     environment: ["SDL_VIDEODRIVER": Array("dummy".utf8)], in: folder.url)
        #expect(imagesStatus == 2)
        #expect(imagesPrinted.contains("--images: '\(folder.url.path)/gone\\xff' does not exist"), "\(imagesPrinted)")
    }

    @Test func messagesShowBytesThatAreNotUTF8AsHex() {
        #expect(escapedBytes(Array("out".utf8) + [0xFF] + Array(".csv".utf8)) == #"out\xff.csv"#)
        // Overlong forms, surrogates, stray continuations and cut sequences are bytes, not characters.
        #expect(escapedBytes([0xC0, 0x80, 0xED, 0xA0, 0x80, 0x80, 0xE2, 0x82]) == #"\xc0\x80\xed\xa0\x80\x80\xe2\x82"#)
        #expect(escapedBytes(Array("é€😀\u{1B}".utf8)) == #"é€😀\u001b"#)
        #expect(escapedBytes(Array(repeating: 0xFF, count: 200), limit: 3) == #"\xff\xff\xff…"#)
        #expect(FilePath(bytes: [0x61, 0xFF]).description == "a\u{FFFD}")
    }

    @Test func theProgramsArgumentsAreReadAsBytes() {
        let all = ProgramArguments.all()
        #expect(!all.isEmpty && all.count == Int(CommandLine.argc))
        #expect(all.first.map { String(decoding: $0, as: UTF8.self) } == CommandLine.arguments.first)
    }
}
