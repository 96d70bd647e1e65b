import ScrollViews
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import PictureTestSupport

/// The options survive a library that moves the environment before `main`:
/// sdl2-compat's constructor calls `setenv`, and a statically linked Swift
/// runtime, which finds argv by walking back from `environ`, then has an
/// empty `CommandLine.arguments` (the demo opened the strip whatever was
/// asked). A small library with such a constructor is preloaded into the
/// built demo (the release build, linked with the static runtime, when it is
/// the newer).
@Suite struct ArgumentsPreloadTests {
    /// Builds the library that calls `setenv` when it is loaded; its path.
    static func setenvLibrary(in folder: TemporaryFolder) throws -> String {
        let source = folder.url.appendingPathComponent("setenv_ctor.c").path
        let library = folder.url.appendingPathComponent("libsetenv.so").path
        try """
        #include <stdio.h>
        #include <stdlib.h>
        __attribute__((constructor)) static void move_environ(void) {
            char name[32];
            for (int i = 0; i < 64; i++) { snprintf(name, sizeof name, "ENDLESS_PRELOAD_%d", i); setenv(name, "1", 1); }
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-shared", "-fPIC", "-o", library, source]
        try compiler.run()
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus == 0)
        return library
    }

    /// Runs the demo with `arguments` and `library` preloaded; its exit status and output.
    static func run(_ arguments: [String], preloading library: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PictureBombTests.demo)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = library
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func optionsSurviveALibraryThatMovesTheEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try Self.setenvLibrary(in: folder)
        let (listed, names) = try Self.run(["--list-modes"], preloading: library)
        #expect(listed == 0 && names.split(separator: "\n").map(String.init) == ModeRegistry.names, "\(names)")
        // A headless run with its outputs: every option read.
        let script = folder.url.appendingPathComponent("s.json").path
        try #"{"size": "320x240", "fps": 30, "mode": "banner", "seed": 1, "duration_ms": 200, "events": []}"#
            .write(toFile: script, atomically: true, encoding: .utf8)
        let trace = folder.url.appendingPathComponent("t.csv").path
        let (status, printed) = try Self.run(["--headless", "--script", script, "--trace", trace], preloading: library)
        #expect(status == 0, "\(printed)")
        let rows = (try? String(contentsOfFile: trace, encoding: .utf8))?.split(separator: "\n") ?? []
        #expect(rows.count == 1 + 7 && rows.dropFirst().allSatisfy { $0.contains(",banner,") }, "\(rows.prefix(3))")
        // And a bad option is still refused.
        let (refused, _) = try Self.run(["--frames", "0"], preloading: library)
        #expect(refused == 2)
    }
}
