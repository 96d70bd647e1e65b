import ScrollViews
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import PictureTestSupport

/// Random and extreme scripts thrown at the built `endless-demo`, each in its own
/// process: every run ends by itself with exit 0 (outputs written) or 2 (a
/// message, no output and no temporary file left), never by a signal or a
/// hang, within a memory bound.
@Suite struct FuzzTests {
    static let seed: UInt64 = 20261130
    static let runs = 80
    /// Wall-clock bound of one run (a debug build on a loaded 2-core machine).
    static let timeout = 60.0
    /// Peak resident memory of any run, bytes.
    static let memoryBound = 2 << 30

    /// The demo built beside this test bundle.
    static var demo: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bundle.appendingPathComponent("endless-demo").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/endless-demo").path
    }

    @Test func randomAndExtremeScriptsExitZeroOrTwoAndLeaveNothingAfterAFailure() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.demo), "build endless-demo first")
        var generator = ScriptFuzzer(seed: Self.seed)
        var exits: [Int32: Int] = [:]
        for run in 0..<Self.runs {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let text = generator.script()
            try folder.write("script.json", Array(text.utf8))
            let trace = folder.url.appendingPathComponent("trace.csv").path
            let shot = folder.url.appendingPathComponent("shot.png").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.demo)
            process.arguments = ["--headless", "--script", folder.url.appendingPathComponent("script.json").path,
                                 "--trace", trace, "--screenshot", shot] + (run % 3 == 0 ? ["--log-state"] : [])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(Self.timeout)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            let hung = process.isRunning
            if hung { process.terminate(); process.waitUntilExit() }
            process.waitUntilExit()
            let context = Comment(rawValue: "run \(run), script:\n\(text.prefix(2000))")
            #expect(!hung, context)
            #expect(process.terminationReason == .exit, context)
            let code = process.terminationStatus
            exits[code, default: 0] += 1
            #expect(code == 0 || code == 2, context)
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            if code == 0 {
                #expect(left == ["script.json", "shot.png", "trace.csv"], context)
            } else {
                #expect(left == ["script.json"], "no outputs and no temporary files; \(context)")
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #expect(usage.ru_maxrss * 1024 < Self.memoryBound, "peak RSS \(usage.ru_maxrss) KiB")
        // The generator makes both kinds.
        #expect(exits[0, default: 0] >= 5 && exits[2, default: 0] >= 5, "\(exits)")
    }
}

extension FuzzTests {
    /// SIGINT, SIGTERM and the other signals whose default ends the process
    /// (a sample: HUP, USR1, USR2, ALRM, XCPU) stop a long run the same way.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU])
    func aSignalEndsALongHeadlessRunCleanly(signal number: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Full-size frames (a 320×240 window draws so little that 36,000 frames could end within the wait).
        let script = #"{"size": "1280x720", "fps": 60, "mode": "strip", "seed": 1, "duration_ms": 600000, "events": []}"#
        try folder.write("long.json", Array(script.utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.demo)
        process.arguments = ["--headless", "--script", folder.url.appendingPathComponent("long.json").path,
                             "--trace", folder.url.appendingPathComponent("t.csv").path,
                             "--screenshot", folder.url.appendingPathComponent("s.png").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
        #expect(process.isRunning, "36,000 frames of 1280×720 take longer than 1.5 s")
        kill(process.processIdentifier, number)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + number)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["long.json"])
    }
}

extension FuzzTests {
    /// Runs the demo with `arguments`, standard output and error going to
    /// `/dev/full` (every write fails with ENOSPC) or `/dev/null`.
    func runWithFullStreams(_ arguments: [String], stdout: String, stderr: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.demo)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: stdout)
        process.standardError = FileHandle(forWritingAtPath: stderr)
        try process.run()
        process.waitUntilExit()
        return process
    }

    @Test func writesToAFullStreamEndTheRunWithExitTwoNotATrap() throws {
        let bad = try runWithFullStreams(["--bogus"], stdout: "/dev/null", stderr: "/dev/full")
        #expect(bad.terminationReason == .exit && bad.terminationStatus == 2)
        let help = try runWithFullStreams(["--help"], stdout: "/dev/full", stderr: "/dev/null")
        #expect(help.terminationReason == .exit && help.terminationStatus == 2)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var builder = ScriptBuilder(mode: "pager", durationMs: 1500, width: 320, height: 240)
        builder.drag(at: 100, from: 300, by: -200, over: 80, y: 100)
        let script = try JSONSerialization.data(withJSONObject: builder.json)
        try folder.write("drag.json", [UInt8](script))
        let trace = folder.url.appendingPathComponent("t.csv").path
        let logging = try runWithFullStreams(["--headless", "--script", folder.url.appendingPathComponent("drag.json").path,
                                              "--log-state", "--trace", trace], stdout: "/dev/full", stderr: "/dev/null")
        #expect(logging.terminationReason == .exit && logging.terminationStatus == 2)
        #expect(!FileManager.default.fileExists(atPath: trace))
    }
}

/// Makes replay scripts: mostly valid shapes with extreme numbers, some broken.
struct ScriptFuzzer {
    private var random: SplitMix64
    /// Whether the script being made may hold values outside the limits.
    private var hostile = false

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// A number as JSON text: ordinary, at the edge of the limits, or (in a
    /// hostile script) beyond them or not a number at all.
    private mutating func number(_ ordinary: ClosedRange<Int>, edges: [String] = []) -> String {
        if hostile, chance(8) {
            return pick(["-1", "1e18", "-1e18", "1e300", "-1e300", "0.5", "1e999", "\"7\"", "true", "null", "[]",
                         "99999", "-1000001"])
        }
        if !edges.isEmpty, chance(25) { return pick(edges) }
        return String(Int(random.next() % UInt64(ordinary.count)) + ordinary.lowerBound)
    }

    mutating func script() -> String {
        hostile = chance(40)
        let modes = ["strip", "pager", "banner", "autoplay", "stack"]
        let mode = !hostile || chance(90) ? pick(modes) : pick(["warp", ""])
        let fps = chance(85) ? pick(["30", "60", "144"]) : number(1...240, edges: ["1", "1000"])
        let duration = chance(85) ? String(random.next() % 1500) : number(0...2000, edges: ["0"])
        let size = chance(80) ? "\"\(pick(["640x360", "320x240", "1x1", "1280x720", "4096x8"]))\""
            : "{\"width\": \(number(1...1600, edges: ["1"])), \"height\": \(number(1...1000, edges: ["1"]))}"
        var options: [String] = []
        if chance(30) { options.append("\"hud\": \(pick(["true", "false", "1"]))") }
        if chance(30) { options.append("\"xray\": \(pick(["true", "false"]))") }
        if chance(15) { options.append("\"reduce_motion\": \(pick(["true", "false"]))") }
        if chance(20) { options.append("\"items\": \(number(0...12))") }
        if hostile, chance(5) { options.append("\"turbo\": true") }
        var events: [String] = []
        var t = 0.0
        for _ in 0..<(random.next() % 40) {
            t += chance(20) ? 1e-7 : Double(random.next() % 120)
            let type = !hostile || chance(97) ? pick(["down", "move", "move", "move", "up", "hover", "wheel", "key", "resize", "mode"])
                : pick(["jump", "Down"])
            var fields = ["\"t\": \(!hostile || chance(95) ? String(t) : number(0...2000))", "\"type\": \"\(type)\""]
            let far = ["1000000", "-1000000", "0", "0.5"]
            switch type {
            case "hover" where chance(20): break  // the pointer left the window
            case "down", "move", "up", "hover":
                fields += ["\"x\": \(number(0...1400, edges: far))", "\"y\": \(number(0...800, edges: far))"]
            case "wheel":
                fields += ["\"dx\": \(number(-3...3, edges: ["1000", "-1000"]))", "\"dy\": \(number(-3...3, edges: ["1000", "-1000"]))"]
                if chance(50) { fields.append("\"precise\": \(pick(["true", "false"]))") }
            case "key":
                let keys = ["Right", "Left", "PageDown", "Home", "End", "-", "-", "=", "Space", "B", "Tab", "3", "right", "H", "X", "x"]
                fields.append("\"key\": \"\(hostile && chance(10) ? "Rihgt" : pick(keys))\"")
                if chance(20) { fields.append("\"shift\": true") }
            case "resize":
                fields += ["\"width\": \(number(1...1400, edges: ["1", "4096"]))", "\"height\": \(number(1...800, edges: ["1"]))"]
            case "mode": fields.append("\"name\": \"\(hostile && chance(10) ? "warp" : pick(modes))\"")
            default: break
            }
            if hostile, chance(3) { fields.append("\"extra\": 1") }
            events.append("{" + fields.joined(separator: ", ") + "}")
        }
        var text = "{\"size\": \(size), \"fps\": \(fps), \"mode\": \"\(mode)\", \"seed\": \(random.next() % 100), "
            + "\"duration_ms\": \(duration), "
            + (options.isEmpty ? "" : "\"options\": {\(options.joined(separator: ", "))}, ")
            + "\"events\": [\(events.joined(separator: ",\n"))]}"
        if hostile, chance(10) { text = String(text.prefix(Int(random.next() % UInt64(text.count)))) }
        return text
    }
}
