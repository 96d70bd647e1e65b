import Foundation
import Testing
@testable import EndlessDemo

@Suite struct ReplayScriptTests {
    static let valid = """
        {"size": {"width": 1280, "height": 720}, "fps": 60, "mode": "pager", "seed": 7,
         "duration_ms": 3000, "options": {"hud": false},
         "events": [
           {"t": 100, "type": "down", "x": 900, "y": 360},
           {"t": 116, "type": "move", "x": 800, "y": 360},
           {"t": 130, "type": "up", "x": 800, "y": 360},
           {"t": 400, "type": "wheel", "dx": 0, "dy": -1, "precise": false},
           {"t": 500, "type": "key", "key": "Right"},
           {"t": 500, "type": "key", "key": "Tab", "shift": true},
           {"t": 600, "type": "resize", "width": 900, "height": 600},
           {"t": 700, "type": "mode", "name": "strip"}
         ]}
        """

    func parse(_ text: String) throws(ReplayScript.Invalid) -> ReplayScript {
        try ReplayScript.parse(Data(text.utf8))
    }

    @Test func parsesEveryEventType() throws {
        let script = try parse(Self.valid)
        #expect(script.width == 1280 && script.height == 720 && script.fps == 60)
        #expect(script.mode == "pager" && script.seed == 7 && script.durationMs == 3000 && !script.hud)
        #expect(script.events.count == 8)
        #expect(script.events[0] == .init(t: 100, kind: .input(.pointerDown(x: 900, y: 360, time: 0.1))))
        #expect(script.events[3] == .init(t: 400, kind: .input(.wheel(dx: 0, dy: -1, precise: false, time: 0.4))))
        #expect(script.events[5] == .init(t: 500, kind: .input(.key(.tab, shift: true, time: 0.5))))
        #expect(script.events[6] == .init(t: 600, kind: .input(.resize(width: 900, height: 600, time: 0.6))))
        #expect(script.events[7] == .init(t: 700, kind: .mode("strip")))
    }

    @Test func sizeMayBeAString() throws {
        let script = try parse(Self.valid.replacingOccurrences(of: #"{"width": 1280, "height": 720}"#, with: #""800x600""#))
        #expect(script.width == 800 && script.height == 600)
    }

    static func variant(_ from: String, _ to: String) -> String {
        precondition(valid.contains(from), "the valid script holds \(from)")
        return valid.replacingOccurrences(of: from, with: to)
    }

    static let badScripts: [(text: String, message: String)] = [
        ("{\"size\": ", "the script is not valid JSON"),
        ("[1, 2]", "the script must be a JSON object"),
        (variant("\"type\": \"wheel\"", "\"type\": \"jump\""),
         "event 3: unknown event type 'jump'"),
        (variant("{\"t\": 116, \"type\": \"move\", \"x\": 800, ", "{\"t\": 116, \"type\": \"move\", "),
         "event 1: missing field 'x'"),
        (variant("{\"t\": 130,", "{\"t\": 90,"),
         "event 2: time goes backwards (t = 90.0 ms after 116.0 ms)"),
        (variant("\"x\": 900", "\"x\": \"900\""), "event 0: 'x' must be a number"),
        (variant("\"x\": 900", "\"x\": true"), "event 0: 'x' must be a number"),
        (variant("\"precise\": false", "\"precise\": 0"),
         "event 3: 'precise' must be true or false"),
        (variant("\"fps\": 60,", ""), "the script: missing field 'fps'"),
        (variant("\"fps\": 60", "\"fps\": 0"), "the script: fps must be from 1 to 1000"),
        (variant("\"seed\": 7", "\"seed\": -1"), "the script: seed must be a whole number"),
        (variant("\"width\": 1280", "\"width\": 0"), "the script: size must be"),
        (variant("\"hud\": false", "\"hud\": false, \"turbo\": 1"),
         "options: unknown option 'turbo'"),
        (variant("{\"t\": 100,", "7, {\"t\": 100,"), "event 0: must be an object"),
        (variant("\"name\": \"strip\"", "\"name\": \"warp\""),
         "event 7: unknown mode 'warp' (modes: strip, pager, banner, autoplay, stack)"),
        (variant("\"mode\": \"pager\"", "\"mode\": \"warp\""),
         "the script: unknown mode 'warp'"),
        // Strict checks: unknown keys and fields, key names, fractions, ranges.
        (variant("\"seed\": 7,", "\"seed\": 7, \"sede\": 1,"),
         "the script: unknown field 'sede' (known: size, fps, mode, seed, duration_ms, options, events)"),
        (variant("\"x\": 900, \"y\": 360}", "\"x\": 900, \"y\": 360, \"z\": 1}"),
         "event 0: unknown field for 'down' 'z' (known: t, type, x, y)"),
        (variant("\"key\": \"Right\"", "\"key\": \"Rihgt\""), "event 4: unknown key 'Rihgt' (keys: Left, Right, Up"),
        (variant("\"width\": 900", "\"width\": 900.5"),
         "event 6: 'width' must be a whole number from 1 to 4096, got 900.5"),
        (variant("\"width\": 900", "\"width\": 5000"),
         "event 6: 'width' must be a whole number from 1 to 4096, got 5000.0"),
        (variant("\"x\": 900", "\"x\": 1e18"), "event 0: 'x' must be from -1000000 to 1000000, got 1e+18"),
        (variant("\"dy\": -1", "\"dy\": 1e18"), "event 3: 'dy' must be from -1000 to 1000, got 1e+18"),
        (variant("\"duration_ms\": 3000", "\"duration_ms\": 1e300"), "the script: duration_ms must be from 0 to 600000"),
        (variant("\"duration_ms\": 3000", "\"duration_ms\": 600000, \"fps\": 1000"), "the script is not valid JSON: duplicate key 'fps' at line 2"),
        (variant("\"fps\": 60", "\"fps\": 1000").replacingOccurrences(of: "3000", with: "600000"),
         "the script: 600001 frames (duration_ms × fps / 1000 + 1); at most 100000"),
        (variant("{\"t\": 100,", "{\"t\": 1e300,"), "event 0: t must be from 0 to 600000 ms"),
        (String(repeating: "[", count: 100_000), "the script is not valid JSON: nested more than 64 levels deep"),
        ("{\"size\": \"1x1\", \"fps\": 1e999}", "the script is not valid JSON: '1e999' is out of range at line 1, column 24"),
        ("{\"a\": \"\\ud800\"}", "the script is not valid JSON: a lone surrogate"),
        ("{\"a\": 01}", "the script is not valid JSON: expected ',' or '}' in an object at line 1, column 8"),
        ("{\"a\": [1,]}", "the script is not valid JSON: unexpected character ']' at line 1, column 10"),
        ("{} x", "the script is not valid JSON: unexpected text after the end of the value"),
    ]

    @Test func keyNamesAreMadeCanonical() throws {
        let script = try parse(Self.variant("\"key\": \"Right\"", "\"key\": \"right\""))
        #expect(script.events[4] == .init(t: 500, kind: .input(.key(.right, shift: false, time: 0.5))))
    }

    @Test func readerKeepsStringsAndNumbersExact() throws {
        let value = try JSONReader.parse(Array(#"{"s": "a\"b\u00e9\ud83d\ude00\n", "n": -0.5e2, "l": [true, null]}"#.utf8))
        #expect(value == .object([("s", .string("a\"bé😀\n")), ("n", .number(-50)),
                                  ("l", .array([.bool(true), .null]))]))
    }

    @Test func aLargeScriptTakesAFewTimesItsSize() throws {
        // 50,000 events (about 2 MB of text) parse into compact events.
        var text = #"{"size": "640x360", "fps": 60, "mode": "strip", "seed": 1, "duration_ms": 1000, "events": ["#
        for i in 0..<50_000 { text += (i == 0 ? "" : ",") + #"{"t": 100, "type": "move", "x": \#(i % 1000), "y": 5}"# }
        text += "]}"
        let script = try parse(text)
        #expect(script.events.count == 50_000)
        #expect(MemoryLayout<ReplayScript.Event>.stride <= 64)
    }

    @Test(arguments: badScripts)
    func rejectsWithIndexAndProblem(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted: \(message)")
        } catch {
            #expect(error.description.hasPrefix(message), "got: \(error.description)")
        }
    }
}

extension SDLSuites {
    /// The command line's handling of bad scripts: exit 2, a message, no files.
    @Suite struct HeadlessCommandLineTests {
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
            #expect(throws: ReplayScript.Invalid(description: "cannot read the script: is a FIFO, not a regular file")) {
                try ReplayScript.load(path: fifo)
            }
            #expect(throws: ReplayScript.Invalid(description: "cannot read the script: No such file or directory")) {
                try ReplayScript.load(path: directory.appendingPathComponent("missing.json").path)
            }
        }

        @Test func aScriptOverTheSizeLimitIsRefusedUnread() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("huge.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 50 << 20) == 0)  // sparse: 50 MiB that take no disk
            #expect(throws: ReplayScript.Invalid(description: "cannot read the script: is 50.0 MiB, more than the 32.0 MiB allowed")) {
                try ReplayScript.load(path: path)
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
