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
        #expect(script.events[5] == .init(t: 500, kind: .input(.key(name: "Tab", shift: true, time: 0.5))))
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
    ]

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
