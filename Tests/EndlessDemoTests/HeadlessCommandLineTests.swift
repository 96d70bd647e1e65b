import ScrollViews
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures

extension SDLSuites {
    /// The command line's handling of bad scripts: exit 2, a message, no files.
    @Suite @MainActor struct HeadlessCommandLineTests {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("endless-cli-\(UInt32.random(in: 0...UInt32.max))")

        func run(script: String, extra: [String] = []) throws -> (code: Int32, trace: URL, shot: URL) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("script.json")
            try Data(script.utf8).write(to: path)
            let trace = directory.appendingPathComponent("trace.csv")
            let shot = directory.appendingPathComponent("shot.png")
            let code = DemoApp.main(["--headless", "--script", path.path, "--trace", trace.path,
                                     "--screenshot", shot.path] + extra)
            return (code, trace, shot)
        }

        @Test func badScriptExitsTwoAndWritesNothing() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let bad = ReplayScriptTests.valid.replacingOccurrences(of: "\"type\": \"key\"", with: "\"type\": \"tap\"")
            let result = try run(script: bad)
            #expect(result.code == 2)
            #expect(!FileManager.default.fileExists(atPath: result.trace.path))
            #expect(!FileManager.default.fileExists(atPath: result.shot.path))
        }

        @Test func unknownModeInTheScriptIsABadScript() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let bad = ReplayScriptTests.valid.replacingOccurrences(of: "\"name\": \"strip\"", with: "\"name\": \"warp\"")
            let result = try run(script: bad)
            #expect(result.code == 2)
            #expect(!FileManager.default.fileExists(atPath: result.trace.path))
            #expect(!FileManager.default.fileExists(atPath: result.shot.path))
        }

        @Test func anOutputThatIsTheScriptIsRefusedAndTheScriptKept() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("script.json")
            try Data(ReplayScriptTests.valid.utf8).write(to: path)
            let link = directory.appendingPathComponent("link.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: path)
            for output in [path.path, link.path, directory.path + "/./script.json"] {
                #expect(DemoApp.main(["--headless", "--script", path.path, "--screenshot", output]) == 2)
                #expect(DemoApp.main(["--headless", "--script", path.path, "--trace", output]) == 2)
            }
            #expect(try String(contentsOf: path, encoding: .utf8) == ReplayScriptTests.valid)
            let shot = directory.appendingPathComponent("same.out").path
            #expect(DemoApp.main(["--headless", "--script", path.path, "--trace", shot, "--screenshot", shot]) == 2)
            #expect(!FileManager.default.fileExists(atPath: shot))
        }

        @Test func anOutputThatIsTheScriptsPictureFolderIsRefused() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let pictures = directory.appendingPathComponent("pictures")
            try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
            let script = ReplayScriptTests.valid.replacingOccurrences(of: "\"hud\": false",
                                                                       with: "\"hud\": false, \"images\": \"\(pictures.path)\"")
            let path = directory.appendingPathComponent("script.json")
            try Data(script.utf8).write(to: path)
            #expect(DemoApp.main(["--headless", "--script", path.path, "--screenshot", pictures.path]) == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).isEmpty)
        }

        @Test func anUnwritableOutputExitsTwoBeforeWritingAnything() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try run(script: ReplayScriptTests.valid, extra: ["--trace", "/nonexistent-dir/trace.csv"])
            #expect(result.code == 2)
            #expect(!FileManager.default.fileExists(atPath: result.shot.path), "the screenshot is not written either")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["script.json"])
        }

        @Test func aScriptThatIsAFIFOIsRefusedAtOnce() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let fifo = directory.appendingPathComponent("script.json").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(DemoApp.main(["--headless", "--script", fifo]) == 2)
            #expect(throws: ReplayScript.Invalid(description: "the script is a FIFO, not a regular file")) {
                try ReplayScript.load(path: FilePath(fifo))
            }
            #expect(throws: ReplayScript.Invalid(description: "no such file or directory: cannot read the script")) {
                try ReplayScript.load(path: FilePath(directory.appendingPathComponent("missing.json").path))
            }
        }

        @Test func aScriptOverTheSizeLimitIsRefusedUnread() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("huge.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 50 << 20) == 0)  // sparse: 50 MiB that take no disk
            #expect(throws: ReplayScript.Invalid(description: "the script is 50.0 MiB, more than the 32.0 MiB allowed")) {
                try ReplayScript.load(path: FilePath(path))
            }
        }

        @Test func anUnwritableFrameLogStopsTheWindowBeforeItOpens() {
            #expect(DemoApp.main(["--frame-log", "/nonexistent-dir/frames.log", "--frames", "1"]) == 2)
        }

        @Test func commandLineOverridesTheScriptAndKeepsTheFrameLimit() throws {
            var script = try ReplayScript.parse(Data(ReplayScriptTests.valid.utf8))
            script.items = 9
            var options = try DemoOptions.parse(["--headless", "--script", "x.json", "--items", "5", "--no-hud"])
            try HeadlessReplay.apply(options, to: &script)
            #expect(script.items == 5, "--items 5 is told from the default")
            #expect(!script.hud)
            script.durationMs = 600_000
            options = try DemoOptions.parse(["--headless", "--script", "x.json", "--fps", "1000"])
            #expect(throws: ReplayScript.Invalid.self) { try HeadlessReplay.apply(options, to: &script) }
        }

        @Test func goodScriptWritesTraceAndScreenshot() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try run(script: ReplayScriptTests.valid, extra: ["--fps", "30", "--size", "640x360"])
            #expect(result.code == 0)
            let trace = try String(contentsOf: result.trace, encoding: .utf8).split(separator: "\n")
            #expect(trace.first == Substring(TraceRow.header))
            #expect(trace.count == 1 + 91, "frames 0...90 at 30 fps over 3 s")
            let png = try Data(contentsOf: result.shot)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }
}

extension SDLSuites.HeadlessCommandLineTests {
    /// An output that names a folder, a device, a FIFO, a socket or a symbolic
    /// link is refused before the run (a 90,001-frame script, seconds long, is not played), and
    /// what it names is left as it was: only regular files are replaced.
    @Test func anOutputThatIsNotARegularFileIsRefusedBeforeTheRun() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("long.json")
        try Data(#"{"size": "64x48", "fps": 1000, "mode": "strip", "seed": 1, "duration_ms": 90000, "events": []}"#.utf8).write(to: script)
        func place(_ name: String) -> String { directory.appendingPathComponent(name).path }
        try FileManager.default.createDirectory(atPath: place("folder"), withIntermediateDirectories: true)
        #expect(mkfifo(place("fifo"), 0o600) == 0)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: place("target.txt")))
        try FileManager.default.createSymbolicLink(atPath: place("link"), withDestinationPath: place("target.txt"))
        let socketFD = boundUnixSocket(at: place("socket"))
        defer { close(socketFD) }
        #expect(socketFD >= 0)
        var places = ["folder", "folder/", "fifo", "link", "socket"].map(place)
        // A device: a copy of /dev/null (major 1, minor 3) made here as root, never the system's own.
        if getuid() == 0, mknod(place("null"), S_IFCHR | 0o666, dev_t(0x103)) == 0 { places.append(place("null")) }
        func kind(_ path: String) -> mode_t {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        let before = places.map(kind)
        for flag in ["--trace", "--screenshot"] {
            for path in places {
                let start = Date()
                #expect(DemoApp.main(["--headless", "--script", script.path, flag, path]) == 2, "\(flag) \(path)")
                #expect(Date().timeIntervalSince(start) < 0.5, "\(flag) \(path): refused before the run (the run takes seconds)")
            }
        }
        #expect(places.map(kind) == before, "every place left as it was")
        #expect(try String(contentsOfFile: place("target.txt"), encoding: .utf8) == "kept")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".endless-") }
        #expect(left.isEmpty, "no temporary files: \(left)")
    }
}
