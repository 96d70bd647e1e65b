import CSDL
import CXProbe
import Foundation

/// Endless's photo grid against the thumbnail modes of the viewers people use
/// (`nsxiv -t`, `feh -t`), on one folder of 1,000 photos of 2 to 24 MP, with an
/// empty thumbnail cache (cold) and then with the one that launch left, completed
/// with every thumbnail the launch shows (warm),
/// measured from outside the same way for all: the window's pixels read with
/// Xlib, the wheel turned through XTest, CPU and peak memory from /proc.
struct GridBench {
    let quick: Bool
    let binaries: URL
    /// Whether the other viewers are measured too (else Endless alone).
    var peers = true

    struct Row {
        var viewer: String
        /// "cold" (an empty cache) or "warm" (the cache a cold launch left, completed).
        var cache: String
        /// Spawn to the first frame of the screen of thumbnails it then shows unchanged for 2.5 s, s (median).
        var firstScreen: Double
        /// CPU time the process used until then (and the 2.5 s it stayed unchanged), s (median).
        var cpu: Double
        /// Wheel notch to the first change of the window's middle column, s: median, 95th percentile, worst.
        var wheelMedian: Double, wheelP95: Double, wheelWorst: Double
        /// Notches after which the middle column did not change within the 50 ms to the next, of `notches`.
        var missed: Int, notches: Int
        var peakMemory: Int
        var runs: Int
    }

    struct Viewer {
        var name: String
        var executable: String
        var arguments: (URL, [URL]) -> [String]
        var title: String
    }

    var viewers: [Viewer] {
        [
            Viewer(name: "Endless", executable: binaries.appendingPathComponent("endless-demo").path,
                   arguments: { folder, _ in ["--mode", "grid", "--images", folder.path, "--no-hud", "--size", "1280x720"] },
                   title: "Endless"),
            Viewer(name: "nsxiv -t", executable: "/usr/bin/nsxiv",
                   arguments: { _, files in ["-t", "-g", "1280x720", "-N", "nsxiv-bench"] + files.map(\.path) }, title: "nsxiv"),
            Viewer(name: "feh -t", executable: "/usr/bin/feh",
                   arguments: { _, files in ["-t", "-g", "1280x720", "--cache-thumbnails"] + files.map(\.path) },
                   title: "feh [thumbnail mode]"),
        ].filter { FileManager.default.isExecutableFile(atPath: $0.executable) && (peers || $0.name == "Endless") }
    }

    /// The longest a first screen is waited for, s (nsxiv shows its grid once it has every thumbnail).
    static let limit = 240.0
    /// The wheel's notches per launch, and the time between them, s.
    static let notches = 40
    static let notchInterval = 0.05

    /// 1,000 photos: `distinct` pictures of 2, 6, 12 and 24 MP in turn (smooth gradients under
    /// fine noise, JPEG quality 85), each under `count / distinct` names (hard links).
    static func folder(count: Int, distinct: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-grid-\(getpid())")
        let originals = folder.appendingPathComponent("originals"), photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: originals, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let sizes = [(1732, 1155), (3000, 2000), (4243, 2828), (6000, 4000)]
        var made: [URL] = []
        for n in 0..<distinct {
            let (w, h) = sizes[n % sizes.count]
            let part = try PhotoFolder.make(count: 1, width: w, height: h, name: "grid-\(n)", first: n)
            let file = originals.appendingPathComponent("photo-\(n).jpg")
            try FileManager.default.moveItem(at: part.appendingPathComponent("photo-00.jpg"), to: file)
            try? FileManager.default.removeItem(at: part)
            made.append(file)
        }
        for i in 0..<count {
            let target = photos.appendingPathComponent(String(format: "img-%04d.jpg", i))
            guard link(made[i % made.count].path, target.path) == 0 else { throw BenchError("cannot link \(target.path)") }
        }
        return folder
    }

    /// What one launch measured.
    private struct Launch {
        var firstScreen: Double, cpu: Double, wheel: [Double], peakMemory: Int
    }

    /// CPU time of process `pid` so far, s, to the nanosecond: its process CPU
    /// clock (`clock_getcpuclockid`), every thread's run time, those that have
    /// ended too; where that clock cannot be read, the run time the scheduler
    /// keeps for each living thread (`/proc/PID/task/*/schedstat`), summed;
    /// else `/proc/PID/stat`'s user + system time, in 10 ms ticks (the whole of
    /// the difference at a warm launch's 0.08 s).
    static func preciseCPUSeconds(_ pid: Int32) -> Double {
        var clock = clockid_t(), time = timespec()
        if clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0 {
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"), !tasks.isEmpty
        else { return cpuSeconds(pid) }
        var nanoseconds = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let value = Double(first) else { return cpuSeconds(pid) }
            nanoseconds += value
        }
        return nanoseconds / 1e9
    }

    /// CPU time (user + system) of process `pid` so far, s, in clock ticks.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `viewer` launched on `folder` (`files`) with the thumbnail cache `cache`.
    private func launch(_ viewer: Viewer, folder: URL, files: [URL], cache: URL) throws -> ViewerBench.Running {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        return try ViewerBench.Running(name: viewer.name, executable: viewer.executable, arguments: viewer.arguments(folder, files),
                                       environment: environment, title: viewer.title)
    }

    private func measure(_ viewer: Viewer, folder: URL, files: [URL], cache: URL) throws -> Launch {
        let running = try launch(viewer, folder: folder, files: files, cache: cache)
        defer { running.finish() }
        let (process, window, start) = (running.process, running.window, running.start)
        let samples = ViewerBench.watch(window, from: start, stable: 2.5, limit: GridBench.limit)
        guard var shown = ViewerBench.settled(samples), let last = samples.last else { throw BenchError("\(viewer.name): nothing drawn") }
        // Still changing when the time was up: not complete within it.
        if last.time - shown < 2.5 { shown = .infinity }
        let cpu = GridBench.preciseCPUSeconds(process.processIdentifier)
        var latency = [Double](repeating: -1, count: GridBench.notches)
        guard xprobe_wheel_latency(window, 640, 360, Int32(GridBench.notches), GridBench.notchInterval, &latency) == 0 else {
            throw BenchError("\(viewer.name): cannot turn the wheel")
        }
        return Launch(firstScreen: shown, cpu: cpu, wheel: latency, peakMemory: ViewerBench.peakResident(process.processIdentifier))
    }

    /// Completes the thumbnail cache `cache` with what a warm launch shows: a
    /// launch that turns the wheel as `measure` does, a notch at a time, each
    /// once the window is unchanged for 0.4 s (every thumbnail in view made and
    /// kept). A cold launch leaves the thumbnails of the cells it scrolled past
    /// unmade (their decodes stop), and a warm launch would make them.
    private func complete(_ viewer: Viewer, folder: URL, files: [URL], cache: URL) throws {
        let running = try launch(viewer, folder: folder, files: files, cache: cache)
        defer { running.finish() }
        _ = ViewerBench.watch(running.window, from: running.start, stable: 0.4, limit: GridBench.limit)
        var latency = [-1.0]
        for _ in 0..<GridBench.notches {
            guard xprobe_wheel_latency(running.window, 640, 360, 1, GridBench.notchInterval, &latency) == 0 else {
                throw BenchError("\(viewer.name): cannot turn the wheel")
            }
            _ = ViewerBench.watch(running.window, from: ViewerBench.now(), stable: 0.4, limit: 10)
        }
    }

    func run() throws -> [Row] {
        guard xprobe_open() == 0 else { throw BenchError("cannot open the X display") }
        let folder = try GridBench.folder(count: quick ? 400 : 1000, distinct: quick ? 8 : 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        let files = try FileManager.default.contentsOfDirectory(at: photos, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var results: [String: [Launch]] = [:]
        for run in 0..<(quick ? 1 : 2) {
            for (index, viewer) in viewers.enumerated() {
                // A cache of its own for each launch pair: cold first, then warm with what it left, completed.
                let cache = folder.appendingPathComponent("cache-\(run)-\(index)")
                try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
                for state in ["cold", "warm"] {
                    do {
                        if state == "warm" { try complete(viewer, folder: photos, files: files, cache: cache) }
                        results["\(viewer.name)|\(state)", default: []].append(try measure(viewer, folder: photos, files: files,
                                                                                              cache: cache))
                    } catch {
                        progress("  \(viewer.name), \(state): \(error)")
                    }
                    usleep(300_000)
                }
            }
        }
        var rows: [Row] = []
        for state in ["cold", "warm"] {
            for viewer in viewers {
                guard let launches = results["\(viewer.name)|\(state)"], !launches.isEmpty else { continue }
                let wheel = launches.flatMap(\.wheel)
                let changed = wheel.filter { $0 >= 0 }
                let row = Row(viewer: viewer.name, cache: state, firstScreen: median(launches.map(\.firstScreen)),
                              cpu: median(launches.map(\.cpu)), wheelMedian: changed.isEmpty ? .nan : median(changed),
                              wheelP95: changed.isEmpty ? .nan : quantile(changed, 0.95),
                              wheelWorst: changed.max() ?? .nan, missed: wheel.count - changed.count, notches: wheel.count,
                              peakMemory: launches.map(\.peakMemory).max() ?? 0, runs: launches.count)
                rows.append(row)
                progress("  \(state), \(viewer.name): first screen \(GridBench.milliseconds(row.firstScreen)) ms, CPU \(format(row.cpu * 1000, 0)) ms, "
                    + "wheel \(format(row.wheelMedian * 1000, 1)) / \(format(row.wheelP95 * 1000, 1)) / \(format(row.wheelWorst * 1000, 1)) ms, "
                    + "no change \(row.missed) of \(row.notches), peak \(row.peakMemory >> 20) MiB")
            }
        }
        return rows
    }

    /// The least memory any program on this stack holds: the peak resident memory
    /// (VmHWM) of a bare SDL2 window with the same software renderer into the
    /// window (`sdl-bare --follow`, one frame drawn), the most of `runs` launches, bytes.
    func floorMemory(runs: Int) throws -> Int { try peakMemory(of: ["--follow"], runs: runs) }

    /// The least memory a program on this stack showing the grid's screen holds:
    /// the bare window also holding one screen of the grid's pixels in a texture
    /// and a line of text drawn with SDL_ttf in the demo's font (`sdl-bare
    /// --follow --screen`), the most of `runs` launches, bytes.
    func screenFloorMemory(runs: Int) throws -> Int {
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/fonts/DejaVuSans-Latin.ttf").path
        return try peakMemory(of: ["--follow", "--screen", font], runs: runs)
    }

    /// The most VmHWM of `runs` launches of `sdl-bare arguments`, each a second after its first frame, bytes.
    private func peakMemory(of arguments: [String], runs: Int) throws -> Int {
        var peak = 0
        for _ in 0..<runs {
            let running = try ViewerBench.Running(name: "sdl-bare", executable: binaries.appendingPathComponent("sdl-bare").path,
                                                  arguments: arguments, title: "bare follow")
            defer { running.finish() }
            usleep(1_000_000)
            peak = max(peak, ViewerBench.peakResident(running.process.processIdentifier))
        }
        return peak
    }

    /// `seconds` in whole ms, or "> limit" for a screen not complete within `limit`.
    static func milliseconds(_ seconds: Double) -> String {
        seconds.isFinite ? format(seconds * 1000, 0) : "> \(format(limit * 1000, 0))"
    }
}
