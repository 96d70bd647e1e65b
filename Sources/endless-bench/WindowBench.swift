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
        var frames: Int
        var late: Int
        var refresh: Double
        var medianInterval: Double
        var share: Double { frames == 0 ? 0 : Double(late) / Double(frames) * 100 }
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

    /// 600 frames of flings in the strip in a real window, driven with xdotool.
    func pacing() throws -> Pacing {
        let frames = quick ? 120 : 600
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("endless-pacing-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let demo = Process()
        demo.executableURL = binaries.appendingPathComponent("endless-demo")
        // 60 warm-up frames, then the measured ones.
        demo.arguments = ["--frames", String(frames + 60), "--frame-log", log.path, "--no-hud", "--size", "1280x720"]
        demo.standardOutput = FileHandle.nullDevice
        try demo.run()
        // Flings every 1.5 s while it runs, each one xdotool process.
        let window = try waitForWindow()
        while demo.isRunning {
            let xdotool = Process()
            xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            var chain = ["xdotool", "mousemove", "--window", window, "1000", "360", "mousedown", "1"]
            for i in 1...8 { chain += ["sleep", "0.012", "mousemove", "--window", window, String(1000 - i * 70), "360"] }
            xdotool.arguments = chain + ["mouseup", "1"]
            xdotool.standardError = FileHandle.nullDevice
            try? xdotool.run()
            xdotool.waitUntilExit()
            Thread.sleep(forTimeInterval: 1.5)
        }
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        guard let first = lines.first, first.hasPrefix("refresh "), let refresh = Double(first.dropFirst(8)) else {
            throw BenchError("the frame log has no refresh line")
        }
        let presents = lines.dropFirst().compactMap { Double($0) }.suffix(frames + 1)
        let intervals = zip(presents, presents.dropFirst()).map { $1 - $0 }
        let late = intervals.filter { $0 > 1.5 * refresh }.count
        return Pacing(frames: intervals.count, late: late, refresh: refresh, medianInterval: median(intervals))
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
