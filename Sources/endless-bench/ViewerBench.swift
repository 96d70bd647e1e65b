import CPictureFixtures
import CRegionDecoder
import CXProbe
import Foundation

/// Endless's pager against the image viewers people use (feh, nsxiv, imv), on
/// the same folders, measured from outside the same way for all: the window's
/// pixels read with Xlib every few milliseconds, and the process's peak
/// resident memory from /proc.
struct ViewerBench {
    let quick: Bool
    let binaries: URL
    /// Whether the other viewers are measured too (else Endless alone).
    var peers = true

    struct Viewer {
        var name: String
        var executable: String
        /// The arguments for showing `folder` (whose pictures are `files`) in a 1280×720 window.
        var arguments: (URL, [URL]) -> [String]
        /// A part of its window title.
        var title: String
        /// The key that shows the next picture.
        var next: String
    }

    struct Row {
        var viewer: String
        var folder: String
        /// Spawn to the first frame that is the settled first picture, s (median).
        var firstPicture: Double
        /// Spawn to the first frame that differs from the window as it was mapped
        /// (the viewer's first drawing, whatever it shows), s (median).
        var firstFrame: Double
        /// Key to the first changed frame, s (median).
        var nextChange: Double
        /// Key to the settled next picture, s (median).
        var nextSettled: Double
        /// Two keys 15 ms apart (the second picture on is not prefetched):
        /// the second key to the settled picture, s (median).
        var skipSettled: Double
        var peakMemory: Int
        var runs: Int
    }

    var viewers: [Viewer] {
        let endless = binaries.appendingPathComponent("endless-demo").path
        return [
            Viewer(name: "Endless", executable: endless,
                   // The demo's screen: the viewer's overlay fades 2 s after the picture shows, which the
                   // settle detection (the window unchanged for 2.5 s) would take for the picture coming.
                   arguments: { folder, _ in
                       ["--mode", "pager", "--images", folder.path, "--demo-screen", "--no-hud", "--size", "1280x720"]
                   },
                   title: "Endless", next: "Right"),
            Viewer(name: "feh", executable: "/usr/bin/feh",
                   arguments: { _, files in ["-g", "1280x720", "--scale-down", "-Z", "--title", "feh-bench"] + files.map(\.path) },
                   title: "feh-bench", next: "Right"),
            Viewer(name: "nsxiv", executable: "/usr/bin/nsxiv",
                   arguments: { _, files in ["-g", "1280x720", "-N", "nsxiv-bench"] + files.map(\.path) },
                   title: "nsxiv", next: "n"),
            Viewer(name: "imv", executable: "/usr/bin/imv-x11",
                   arguments: { _, files in ["-s", "shrink"] + files.map(\.path) },  // imv opens at 1280×720
                   title: "imv", next: "Right"),
        ].filter { FileManager.default.isExecutableFile(atPath: $0.executable) && (peers || $0.name == "Endless") }
    }

    /// Launches of each viewer on the folder of small pictures (3 on the others).
    static let smallFolderRuns = 7

    /// A sampled window: when, and what it showed.
    struct Sample {
        var time: Double
        var hash: UInt64
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Samples `window` until it has shown the same pixels for `stable` seconds
    /// (or `limit` passed); returns the samples.
    static func watch(_ window: UInt, from start: Double, stable: Double, limit: Double) -> [Sample] {
        var samples: [Sample] = []
        while ViewerBench.now() - start < limit {
            var w: Int32 = 0, h: Int32 = 0
            let hash = xprobe_hash(window, &w, &h)
            let t = ViewerBench.now() - start
            if w > 0 { samples.append(Sample(time: t, hash: hash)) }
            if let last = samples.last, let firstOfRun = samples.lastIndex(where: { $0.hash != last.hash }).map({ samples[$0 + 1] }) ?? samples.first,
               last.time - firstOfRun.time >= stable {
                break
            }
            usleep(2000)
        }
        return samples
    }

    /// When the final picture first appeared (the start of the last run of equal samples).
    static func settled(_ samples: [Sample]) -> Double? {
        guard let last = samples.last else { return nil }
        let index = samples.lastIndex { $0.hash != last.hash }.map { $0 + 1 } ?? 0
        return samples[index].time
    }

    static func peakResident(_ pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kib * 1024
    }

    /// What one launch measured (seconds, bytes): as `Row`'s fields.
    private struct Launch {
        var firstFrame: Double, firstPicture: Double, nextChange: Double, nextSettled: Double, skipSettled: Double
        var peakMemory: Int
    }

    /// One launch: first frame and picture, one next picture, two more in a row, peak memory.
    /// A program started with `arguments` (and `environment`, when given), and
    /// its window once one whose title holds `title` is mapped (within 20 s);
    /// the caller stops the process (`finish`).
    struct Running {
        let process: Process
        let window: UInt
        /// When it was spawned, on `now()`'s clock.
        let start: Double

        init(name: String, executable: String, arguments: [String], environment: [String: String]? = nil, title: String) throws {
            process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            start = ViewerBench.now()
            try process.run()
            var found: UInt = 0
            while found == 0, ViewerBench.now() - start < 20 {
                found = xprobe_find_of(title, 600, Int(process.processIdentifier))
                if found == 0 { usleep(1000) }
            }
            window = found
            guard found != 0 else {
                finish()
                throw BenchError("\(name): no window titled '\(title)'")
            }
        }

        /// Stops the program and waits for it.
        func finish() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    private func measure(_ viewer: Viewer, folder: URL, files: [URL]) throws -> Launch {
        let running = try Running(name: viewer.name, executable: viewer.executable, arguments: viewer.arguments(folder, files),
                                  title: viewer.title)
        defer { running.finish() }
        let (process, window, start) = (running.process, running.window, running.start)
        // Stable for 2.5 s: a viewer that shows an empty window while it decodes is not done.
        let first = ViewerBench.watch(window, from: start, stable: 2.5, limit: 30)
        guard let shown = ViewerBench.settled(first) else { throw BenchError("\(viewer.name): nothing drawn") }
        let drawn = first.first { $0.hash != first[0].hash }.map { min($0.time, shown) } ?? shown
        let before = first.last!.hash
        let keyTime = ViewerBench.now()
        guard xprobe_key(window, viewer.next) == 0 else { throw BenchError("\(viewer.name): cannot send \(viewer.next)") }
        let next = ViewerBench.watch(window, from: keyTime, stable: 2.5, limit: 30)
        let change = next.first { $0.hash != before }?.time ?? .nan
        let settled = ViewerBench.settled(next) ?? .nan
        // Two more, 15 ms apart: the second is one the viewer has not prefetched.
        _ = xprobe_key(window, viewer.next)
        usleep(15_000)
        let skipTime = ViewerBench.now()
        _ = xprobe_key(window, viewer.next)
        let skip = ViewerBench.settled(ViewerBench.watch(window, from: skipTime, stable: 2.5, limit: 30)) ?? .nan
        return Launch(firstFrame: drawn, firstPicture: shown, nextChange: change, nextSettled: settled, skipSettled: skip,
                      peakMemory: ViewerBench.peakResident(process.processIdentifier))
    }

    /// The folders: 30 JPEGs of 1.6 MP (where most folders are), the 24 MP
    /// JPEGs given, five photo-like PNGs of 90 to 108 MP (gradients under
    /// grain, about 3 bytes a pixel on disk, as a camera's PNG), and the 24 MP
    /// JPEGs again tagged Adobe RGB (converted to sRGB by Endless and eog).
    static func folders(photos: URL) throws -> [(name: String, folder: URL)] {
        let small = try PhotoFolder.make(count: 30, width: 1600, height: 1000, name: "small")
        let big = FileManager.default.temporaryDirectory.appendingPathComponent("endless-big-\(getpid())")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        var message = [CChar](repeating: 0, count: 256)
        // Five sizes, so that each picture looks different, and enough of them that two on
        // is one no program has decoded yet (Endless keeps the page before the first too).
        for (seed, (name, width)) in [("a", 12000), ("b", 10000), ("c", 11000), ("d", 11500), ("e", 10500)].enumerated() {
            guard region_write_photo_png(big.appendingPathComponent("\(name).png").path, Int32(width), 9000,
                                         UInt32(seed + 1), &message, 256) == 0 else {
                throw BenchError("cannot write the 108 MP PNG")
            }
        }
        return [("30 JPEGs of 1.6 MP", small), ("24 MP JPEGs", photos), ("108 MP photo-like PNGs", big),
                ("24 MP JPEGs tagged Adobe RGB", try tagged(photos))]
    }

    /// The JPEGs of `photos` with an Adobe RGB (1998) ICC profile in an APP2 segment
    /// after their start (as a camera set to Adobe RGB writes them): what colour
    /// management costs, beside the same pictures untagged.
    static func tagged(_ photos: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-tagged-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var size = 0
        guard let made = fixture_icc_profile(0, &size) else { throw BenchError("cannot make an Adobe RGB profile") }
        let profile = Array(UnsafeBufferPointer(start: made, count: size))
        free(made)
        let body = Array("ICC_PROFILE\0".utf8) + [1, 1] + profile
        let segment: [UInt8] = [0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        for file in try FileManager.default.contentsOfDirectory(at: photos, includingPropertiesForKeys: nil) {
            var jpeg = Array(try Data(contentsOf: file))
            jpeg.insert(contentsOf: segment, at: 2)
            try Data(jpeg).write(to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return folder
    }

    func run(photos: URL) throws -> [Row] {
        guard xprobe_open() == 0 else { throw BenchError("cannot open the X display") }
        let folders = try ViewerBench.folders(photos: photos)
        defer {
            try? FileManager.default.removeItem(at: folders[0].folder)
            try? FileManager.default.removeItem(at: folders[2].folder)
            try? FileManager.default.removeItem(at: folders[3].folder)
        }
        var rows: [Row] = []
        for (index, (name, folder)) in folders.enumerated() {
            let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            var results: [String: [Launch]] = [:]
            // The small pictures' times are a few tens of ms apart: more launches there.
            let runs = quick ? 1 : index == 0 ? ViewerBench.smallFolderRuns : 3
            // Launch by launch in turn, each round starting with the next viewer, so that
            // each sees the same cache state and none always comes first after a pause.
            let viewers = self.viewers
            for round in 0..<runs {
                for turn in 0..<viewers.count {
                    let viewer = viewers[(round + turn) % viewers.count]
                    do {
                        results[viewer.name, default: []].append(try measure(viewer, folder: folder, files: files))
                    } catch {
                        progress("  \(viewer.name), \(name): \(error)")
                    }
                    usleep(300_000)
                }
            }
            for viewer in viewers {
                guard let measured = results[viewer.name], !measured.isEmpty else { continue }
                let row = Row(viewer: viewer.name, folder: name, firstPicture: median(measured.map(\.firstPicture)),
                              firstFrame: median(measured.map(\.firstFrame)),
                              nextChange: median(measured.map(\.nextChange)), nextSettled: median(measured.map(\.nextSettled)),
                              skipSettled: median(measured.map(\.skipSettled)),
                              peakMemory: measured.map(\.peakMemory).max() ?? 0, runs: measured.count)
                rows.append(row)
                progress("  \(name), \(viewer.name): first frame \(format(row.firstFrame * 1000, 0)) ms, first picture "
                    + "\(format(row.firstPicture * 1000, 0)) ms, next: change "
                    + "\(format(row.nextChange * 1000, 0)) ms, settled \(format(row.nextSettled * 1000, 0)) ms, not prefetched "
                    + "\(format(row.skipSettled * 1000, 0)) ms, peak "
                    + "\(format(Double(row.peakMemory) / 1_048_576, 1)) MiB")
            }
        }
        return rows
    }

    /// A 108 MP PNG zoomed to 4 px per picture px and dragged across its whole
    /// width and back half of it, headless: the demo's peak resident memory, s.
    struct Pan {
        var peakMemory: Int
        var drags: Int
        var seconds: Double
        var pageTurned: Bool
    }

    func panAcross() throws -> Pan {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-pan-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var message = [CChar](repeating: 0, count: 256)
        guard region_write_pattern_png(folder.appendingPathComponent("pictures/big.png").path, 12000, 9000, &message, 256) == 0 else {
            throw BenchError("cannot write the 108 MP PNG")
        }
        var events: [[String: Any]] = (0..<20).map { i in
            ["t": 200 + i * 20, "type": "wheel", "dx": 0, "dy": 1, "ctrl": true, "x": 640, "y": 335]
        }
        // From the centre to near the left edge (23 drags of 1000 px to the right), then to near the
        // right edge (46 to the left): slow drags, held before the release, so that nothing flings.
        let drags = Array(repeating: 1000, count: 23) + Array(repeating: -1000, count: 46)
        var t = 1500
        for dx in drags {
            events.append(["t": t, "type": "down", "x": 640 - dx / 2, "y": 335])
            for step in 1...10 { events.append(["t": t + step * 20, "type": "move", "x": 640 - dx / 2 + dx * step / 10, "y": 335]) }
            events.append(["t": t + 300, "type": "up", "x": 640 + dx / 2, "y": 335])
            t += 400
        }
        let script: [String: Any] = ["size": "1280x720", "fps": 30, "mode": "pager", "seed": 1, "duration_ms": t + 300,
                                     "options": ["hud": false, "images": folder.appendingPathComponent("pictures").path],
                                     "events": events]
        let scriptPath = folder.appendingPathComponent("pan.json")
        try JSONSerialization.data(withJSONObject: script).write(to: scriptPath)
        let trace = folder.appendingPathComponent("pan.csv")
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("endless-demo")
        process.arguments = ["--headless", "--script", scriptPath.path, "--trace", trace.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ViewerBench.now()
        try process.run()
        var peak = 0
        while process.isRunning {
            peak = max(peak, ViewerBench.peakResident(process.processIdentifier))
            usleep(5000)
        }
        guard process.terminationStatus == 0 else { throw BenchError("the pan run exited with \(process.terminationStatus)") }
        let last = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").last ?? ""
        let page = last.split(separator: ",", omittingEmptySubsequences: false).dropFirst(6).first ?? ""
        return Pan(peakMemory: peak, drags: drags.count, seconds: ViewerBench.now() - start, pageTurned: page != "0")
    }
}
