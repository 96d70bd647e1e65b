import CXProbe
import EndlessDemo
import Foundation

/// The measurements that need a real window (an X server: $DISPLAY): time to
/// first frame against a bare SDL program, and frame pacing during flings.
struct WindowBench {
    let quick: Bool
    let binaries: URL

    struct Startup {
        var demo: Double
        var bare: Double
        var runs: Int
        /// Process start to the first frame that shows the pager's pictures in full.
        var picture: Double
        var ratio: Double { demo / bare }
        var pictureRatio: Double { picture / bare }
    }

    struct Pacing {
        var name: String
        var frames: Int
        var late: Int
        /// Late frames that would have been on time but for the time the loop's
        /// thread was not run: after its wait should have ended (the planned
        /// start, or the previous present if later), and while it drew.
        var notRun: Int
        var refresh: Double
        var medianInterval: Double
        var worstInterval: Double
        /// The frame that ended the worst interval: how long after its planned
        /// start it started, how long it drew, how long its present took, s.
        var worstStartDelay: Double
        var worstDrawing: Double
        var worstDrawingCPU: Double
        var worstPresent: Double
        var share: Double { frames == 0 ? 0 : Double(late) / Double(frames) * 100 }
        /// Late frames of its own: late even without the time its thread was not run.
        var own: Int { late - notRun }
        /// The bare SDL program's late share on the same grid, measured beside it, %.
        var bareShare: Double?
        /// ≤ 1% late, no frame over twice the refresh interval, no late frame of
        /// its own, and late no more often than the bare SDL program beside it plus 0.25 %.
        var met: Bool {
            share <= 1 && worstInterval <= 2 * refresh && own == 0 && bareShare.map { share <= $0 + 0.25 } ?? true
        }
    }

    struct Latency {
        var name: String
        /// Moves per second.
        var rate: Double
        var moves: Int
        /// Moves whose frame did not come before the next move.
        var missed: Int
        var median: Double
        var p95: Double
        /// The demo's targets: median ≤ 3 ms, p95 ≤ 6 ms, every move drawn (at one move a frame).
        var met: Bool { median <= 0.003 && p95 <= 0.006 && missed == 0 }
    }

    /// Input to the screen while dragging: the demo's strip and a bare SDL
    /// program that draws on each motion event, each dragged through XTest
    /// with a move every 1/60 s (one a frame: a touchscreen's pace, or a
    /// hand's motion sampled per frame) and every 1/125 s (a mouse); for each
    /// move, the time until the window's row under the pointer changes.
    func latency() throws -> [Latency] {
        try latency(of: [
            .demoStrip,
            LatencyProgram(name: "sdl-bare --follow (draws on each event)", path: "sdl-bare", arguments: ["--follow"],
                           title: "bare follow"),
        ])
    }

    /// A program whose drag latency is measured: its window's title (a part
    /// of it), and where in the window the drag starts (window row `y`
    /// must change as the content moves).
    struct LatencyProgram {
        var name: String
        var path: String
        var arguments: [String]
        var title: String
        var x: Int32 = 1000
        var y: Int32 = 170
        var minimumWidth: Int32 = 600

        /// The demo's strip at 1280×720, dragged at window row 170 (inside its tiles, whose pixels move with every px).
        static let demoStrip = LatencyProgram(name: "endless-demo, the strip", path: "endless-demo",
                                              arguments: ["--mode", "strip", "--no-hud", "--size", "1280x720"],
                                              title: "Endless")
    }

    /// As `latency()`, for `programs`.
    func latency(of programs: [LatencyProgram]) throws -> [Latency] {
        let moves = quick ? 60 : 240
        guard xprobe_open() == 0 else { throw BenchError("cannot open the X display") }
        var rows: [Latency] = []
        for rate in [60.0, 125.0] {
            for program in programs {
                let process = Process()
                process.executableURL = binaries.appendingPathComponent(program.path)
                process.arguments = program.arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                defer { process.terminate(); process.waitUntilExit() }
                var window: UInt = 0
                for _ in 0..<100 where window == 0 {
                    Thread.sleep(forTimeInterval: 0.05)
                    window = UInt(xprobe_find_of(program.title, program.minimumWidth, Int(process.processIdentifier)))
                }
                guard window != 0 else { throw BenchError("no window of \(program.path)") }
                Thread.sleep(forTimeInterval: 1)
                var seconds = [Double](repeating: -1, count: moves)
                // Window row 170: inside the strip's tiles (82–262 at 1280×720), whose pixels move with every px.
                guard xprobe_drag_latency(window, program.x, program.y, -4, Int32(moves), 1 / rate, &seconds) == 0 else {
                    throw BenchError("the XTest drag failed (libXtst.so.6 missing?)")
                }
                // The first moves start the drag (the slop) and wake the program.
                let measured = seconds.dropFirst(5)
                let drawn = measured.filter { $0 >= 0 }.sorted()
                rows.append(Latency(name: program.name, rate: rate, moves: measured.count,
                                    missed: measured.count - drawn.count, median: median(drawn),
                                    p95: drawn.isEmpty ? 0 : drawn[min(drawn.count - 1, Int(Double(drawn.count) * 0.95))]))
            }
        }
        return rows
    }

    /// Seconds from spawning `path` to its exit.
    private func timeRun(_ path: URL, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = path
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(path.lastPathComponent) exited with \(process.terminationStatus)") }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Process start to first presented frame (and exit), median of alternating runs.
    func startup() throws -> Startup {
        let runs = quick ? 3 : 15
        var demo: [Double] = [], bare: [Double] = [], picture: [Double] = []
        // One of each first, untimed, so both start with warm caches.
        _ = try timeRun(binaries.appendingPathComponent("endless-demo"), ["--frames", "1"])
        _ = try timeRun(binaries.appendingPathComponent("sdl-bare"), [])
        for _ in 0..<runs {
            demo.append(try timeRun(binaries.appendingPathComponent("endless-demo"), ["--frames", "1"]))
            bare.append(try timeRun(binaries.appendingPathComponent("sdl-bare"), []))
            picture.append(try timeRun(binaries.appendingPathComponent("endless-demo"),
                                       ["--mode", "pager", "--until-pictures"]))
        }
        return Startup(demo: median(demo), bare: median(bare), runs: runs, picture: median(picture))
    }

    /// How a pacing run drives the window: flings, or a key press (a page turn).
    enum Driver {
        case fling(vertical: Bool)
        case key(String)
    }

    /// Frame pacing in every mode, in a real window driven with xdotool: the
    /// strip and the stack flung every 1.5 s, the banner turned a page every
    /// 0.5 s, the pager and the carousel turning pages of `photos` (large JPEGs)
    /// every 0.5 s, so that new pictures arrive while pages move.
    func pacing(photos: URL) throws -> [Pacing] {
        let runs: [(String, [String], Driver)] = DemoModes.all.map { mode in
            let name = "\(mode.name), \(mode.turnsPages ? "page turns" : "flings")\(mode.showsPictures ? ", 24 MP photos" : "")"
            let pictures = mode.showsPictures ? ["--images", photos.path] : []
            return (name, ["--mode", mode.name] + pictures,
                    mode.turnsPages ? .key("Right") : .fling(vertical: mode.scrollsVertically))
        }
        // Each mode's run followed by as many frames of the bare SDL program, so that both meet the same machine.
        var rows: [Pacing] = [], bare: [FrameLog] = []
        for run in runs {
            rows.append(try pacing(run.0, arguments: run.1, driver: run.2))
            bare.append(try barePacing(frames: quick ? 120 : 600))
        }
        let bareRow = try WindowBench.pacing("sdl-bare --pace (a bar a frame on the same grid, nothing else)", logs: bare)
        for i in rows.indices { rows[i].bareShare = bareRow.share }
        rows.append(bareRow)
        // Faster displays (the pacer told the rate: Xvfb reports 60 Hz) and SDL's OpenGL renderer (Mesa's llvmpipe).
        let fling = Driver.fling(vertical: false), down = Driver.fling(vertical: true)
        let more: [(String, [String], Driver, [String: String])] = [
            ("strip, flings, 120 Hz", ["--mode", "strip", "--refresh", "120"], fling, [:]),
            ("strip, flings, 144 Hz", ["--mode", "strip", "--refresh", "144"], fling, [:]),
            ("grid, flings, 144 Hz", ["--mode", "grid", "--refresh", "144"], down, [:]),
            ("strip, flings, OpenGL (llvmpipe)", ["--mode", "strip"], fling, ["SDL_RENDER_DRIVER": "opengl"]),
            ("grid, flings, OpenGL (llvmpipe)", ["--mode", "grid"], down, ["SDL_RENDER_DRIVER": "opengl"]),
        ]
        // Each with the bare SDL program on its grid and renderer after it.
        for run in more {
            var row = try pacing(run.0, arguments: run.1, driver: run.2, environment: run.3)
            let rate = run.1.firstIndex(of: "--refresh").map { run.1[$0 + 1] }
            let bareLog = try barePacing(frames: quick ? 120 : 600, refresh: rate, environment: run.3)
            var bareRow = try WindowBench.pacing("sdl-bare --pace\(rate.map { " --refresh \($0)" } ?? "")\(run.3.isEmpty ? "" : ", OpenGL")",
                                                 logs: [bareLog])
            row.bareShare = bareRow.share
            bareRow.bareShare = nil
            rows += [row, bareRow]
        }
        return rows
    }

    private func pacing(_ name: String, arguments: [String], driver: Driver, environment: [String: String] = [:]) throws
        -> Pacing {
        let frames = quick ? 120 : 600
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("endless-pacing-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let demo = Process()
        demo.executableURL = binaries.appendingPathComponent("endless-demo")
        // 60 warm-up frames, then the measured ones.
        demo.arguments = ["--frames", String(frames + 60), "--frame-log", log.path, "--no-hud", "--size", "1280x720"]
            + arguments
        demo.standardOutput = FileHandle.nullDevice
        if !environment.isEmpty { demo.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        try demo.run()
        let window = try waitForWindow()
        while demo.isRunning {
            let xdotool = Process()
            xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            switch driver {
            case .fling(let vertical):
                func at(_ d: Int) -> [String] { vertical ? ["640", String(600 - d)] : [String(1000 - d), "360"] }
                var chain = ["xdotool", "mousemove", "--window", window] + at(0) + ["mousedown", "1"]
                for i in 1...8 { chain += ["sleep", "0.012", "mousemove", "--window", window] + at(i * (vertical ? 50 : 70)) }
                xdotool.arguments = chain + ["mouseup", "1"]
            case .key(let key):
                xdotool.arguments = ["xdotool", "key", "--window", window, key]
            }
            xdotool.standardError = FileHandle.nullDevice
            try? xdotool.run()
            xdotool.waitUntilExit()
            if case .fling = driver { Thread.sleep(forTimeInterval: 1.5) } else { Thread.sleep(forTimeInterval: 0.5) }
        }
        return try WindowBench.pacing(name, logs: [WindowBench.frameLog(log, frames: frames)])
    }

    /// The bare SDL program's pacing: `frames` on a steady 1/60 s grid, sleeping in between (`sdl-bare --pace`).
    private func barePacing(frames: Int, refresh: String? = nil, environment: [String: String] = [:]) throws -> FrameLog {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("endless-bare-pacing-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let bare = Process()
        bare.executableURL = binaries.appendingPathComponent("sdl-bare")
        bare.arguments = ["--pace", String(frames + 60), log.path] + (refresh.map { ["--refresh", $0] } ?? [])
        if !environment.isEmpty { bare.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        bare.standardOutput = FileHandle.nullDevice
        try bare.run()
        bare.waitUntilExit()
        guard bare.terminationStatus == 0 else { throw BenchError("sdl-bare --pace exited with \(bare.terminationStatus)") }
        return try WindowBench.frameLog(log, frames: frames)
    }

    /// One frame of a frame log (`--frame-log`, `sdl-bare --pace`), s.
    struct LoggedFrame {
        var presented, start, rendered, planned, drawingCPU: Double
    }

    /// A frame log: the refresh interval and the frames.
    struct FrameLog {
        var refresh: Double
        var frames: [LoggedFrame]
    }

    /// The last `frames` + 1 frames of the frame log at `log`.
    private static func frameLog(_ log: URL, frames: Int) throws -> FrameLog {
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        // "refresh 0.016667 renderer software"
        let header = lines.first?.split(separator: " ") ?? []
        guard header.count >= 2, header[0] == "refresh", let refresh = Double(header[1]) else {
            throw BenchError("the frame log has no refresh line")
        }
        // Each line: presented, start, rendered, planned, the drawing's CPU time.
        let logged = lines.dropFirst().compactMap { line -> LoggedFrame? in
            let fields = line.split(separator: " ").compactMap { Double($0) }
            guard fields.count == 5 else { return nil }
            return LoggedFrame(presented: fields[0], start: fields[1], rendered: fields[2], planned: fields[3],
                               drawingCPU: fields[4])
        }
        return FrameLog(refresh: refresh, frames: Array(logged.suffix(frames + 1)))
    }

    /// Pacing over frame logs, taken together.
    private static func pacing(_ name: String, logs: [FrameLog]) throws -> Pacing {
        guard let refresh = logs.first?.refresh else { throw BenchError("no frame log") }
        // Each interval with the frame before it and the frame that ended it.
        let pairs = logs.flatMap { log in zip(log.frames, log.frames.dropFirst()).map { ($0, $1) } }
        let intervals = pairs.map { $1.presented - $0.presented }
        let late = intervals.indices.filter { intervals[$0] > 1.5 * refresh }
        // Not run: on time but for the time the thread was not run — from the end of its wait (its planned
        // start, or the previous frame's present if later) to when the loop began it, and while it drew.
        let notRun = late.filter {
            let (before, frame) = pairs[$0]
            let waited = max(0, frame.start - max(frame.planned, before.presented))
            let drawnOff = max(0, frame.rendered - frame.start - frame.drawingCPU)
            return intervals[$0] - waited - drawnOff <= 1.5 * refresh
        }.count
        let worst = intervals.indices.max { intervals[$0] < intervals[$1] }.map { pairs[$0].1 }
            ?? LoggedFrame(presented: 0, start: 0, rendered: 0, planned: 0, drawingCPU: 0)
        return Pacing(name: name, frames: intervals.count, late: late.count, notRun: notRun, refresh: refresh,
                      medianInterval: median(intervals), worstInterval: intervals.max() ?? 0,
                      worstStartDelay: max(0, worst.start - worst.planned), worstDrawing: worst.rendered - worst.start,
                      worstDrawingCPU: worst.drawingCPU, worstPresent: worst.presented - worst.rendered)
    }

    private func waitForWindow() throws -> String {
        for _ in 0..<100 {
            let search = Process()
            let pipe = Pipe()
            search.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            search.arguments = ["xdotool", "search", "--name", "^Endless"]
            search.standardOutput = pipe
            search.standardError = FileHandle.nullDevice
            try search.run()
            search.waitUntilExit()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if let id = text.split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw BenchError("the demo's window did not appear")
    }
}
