import EndlessDemo
import Foundation

/// CPU and wake-ups of the demo in a real window (an X server: $DISPLAY) when
/// nothing moves, with the carousel running, and during a fling; a peer image
/// viewer at rest beside it when one is installed.
struct IdleBench {
    let quick: Bool
    let binaries: URL

    struct Row {
        var name: String
        /// Share of one core, percent.
        var cpu: Double
        /// Voluntary context switches of all the process's threads per second: how
        /// often one blocked and was woken again.
        var wakeups: Double
        /// The target's bound (percent of a core), if the row has one, and a wake-up bound.
        var cpuBound: Double?
        var wakeupBound: Double?
        var met: Bool { (cpuBound.map { cpu <= $0 } ?? true) && (wakeupBound.map { wakeups <= $0 } ?? true) }
    }

    /// Clock ticks of user + system time of `pid`, and its threads' context switches.
    private func sample(_ pid: Int32) -> (ticks: Double, switches: Double)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command: state is 3rd overall, utime the 14th, stime the 15th.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        var switches = 0.0
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else { continue }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                switches += Double(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return (user + system, switches)
    }

    /// Runs `path` with `arguments`, waits `settle` seconds, then measures over `span` seconds;
    /// `during` runs at the start of the span (a fling).
    private func measure(_ name: String, _ path: String, _ arguments: [String], settle: Double, span: Double,
                         cpuBound: Double?, wakeupBound: Double?, during: (() -> Void)? = nil) throws -> Row {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        // The pointer off the window once it is open (an X server with no client
        // ignores the move): resting on the carousel's pictures would pause it.
        Thread.sleep(forTimeInterval: settle / 4)
        xdotool(["mousemove", "1599", "999"])
        Thread.sleep(forTimeInterval: settle * 3 / 4)
        guard let before = sample(process.processIdentifier) else { throw BenchError("\(name): the program ended early") }
        let start = Date()
        during?()
        Thread.sleep(forTimeInterval: max(0, span - Date().timeIntervalSince(start)))
        guard let after = sample(process.processIdentifier) else { throw BenchError("\(name): the program ended early") }
        let seconds = Date().timeIntervalSince(start)
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return Row(name: name, cpu: (after.ticks - before.ticks) / hz / seconds * 100,
                   wakeups: (after.switches - before.switches) / seconds, cpuBound: cpuBound, wakeupBound: wakeupBound)
    }

    func run() throws -> [Row] {
        let demo = binaries.appendingPathComponent("endless-demo").path
        let settle = quick ? 1.0 : 2.0, span = quick ? 2.0 : 10.0
        var rows: [Row] = []
        for mode in DemoModes.all {
            for hud in [false, true] {
                let running = mode.movesByItself
                let name = "\(mode.name) \(running ? "running" : "at rest")" + (hud ? ", HUD on" : ", HUD off")
                rows.append(try measure(name, demo, ["--mode", mode.name] + (hud ? ["--hud"] : []), settle: settle,
                                        span: span, cpuBound: running ? 10 : 1, wakeupBound: running ? nil : 2))
            }
        }
        rows.append(try measure("strip, a fling (2 s)", demo, ["--mode", "strip", "--no-hud"], settle: settle, span: 2,
                                cpuBound: nil, wakeupBound: nil, during: fling))
        // A peer at rest, measured the same way, when installed.
        let picture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/animals/bat.png").path
        for (peer, arguments) in [("feh", ["-g", "1280x720", picture]), ("nsxiv", ["-g", "1280x720", picture])] {
            guard let path = which(peer) else { continue }
            rows.append(try measure("\(peer) (peer) at rest", path, arguments, settle: settle, span: span,
                                    cpuBound: nil, wakeupBound: nil))
        }
        return rows
    }

    /// A fast leftward drag in the demo's window (one xdotool process).
    private func fling() { fling(window: "^Endless", x: 1000, y: 360, dx: -70, dy: 0) }

    /// A fast drag in the window whose name matches `window`, from (`x`, `y`),
    /// eight moves of (`dx`, `dy`) 12 ms apart (one xdotool process).
    private func fling(window: String, x: Int, y: Int, dx: Int, dy: Int) {
        var chain = ["search", "--name", window, "mousemove", "--window", "%1", String(x), String(y), "mousedown", "1"]
        for i in 1...8 {
            chain += ["sleep", "0.012", "mousemove", "--window", "%1", String(x + i * dx), String(y + i * dy)]
        }
        xdotool(chain + ["mouseup", "1"])
    }

    /// The library's examples on its own window loop beside the demo, measured
    /// the same way in the same run: at rest (≤ 1 % of a core, ≤ 2 wake-ups/s),
    /// and a fling's 2 s, whose CPU must be within 1.2× the demo's strip's for
    /// the same drag.
    func examples() throws -> [Row] {
        let settle = quick ? 1.0 : 2.0, span = quick ? 2.0 : 10.0
        var rows: [Row] = []
        for example in ["example-list", "example-looping-pager", "example-photo-pager", "example-feed"] {
            rows.append(try measure("\(example) at rest (the library's loop)", binaries.appendingPathComponent(example).path,
                                    [], settle: settle, span: span, cpuBound: 1, wakeupBound: 2))
        }
        let demo = try measure("endless-demo strip, a fling (2 s)", binaries.appendingPathComponent("endless-demo").path,
                               ["--mode", "strip", "--no-hud"], settle: settle, span: 2, cpuBound: nil, wakeupBound: nil,
                               during: fling)
        rows.append(demo)
        rows.append(try measure("example-list, the same drag's fling (2 s)", binaries.appendingPathComponent("example-list").path,
                                [], settle: settle, span: 2, cpuBound: demo.cpu * 1.2, wakeupBound: nil,
                                during: { fling(window: "^Endless list$", x: 240, y: 650, dx: 0, dy: -70) }))
        return rows
    }

    /// Runs xdotool with `arguments` and waits for it (nothing when it is missing).
    private func xdotool(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    private func which(_ program: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
