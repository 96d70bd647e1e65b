import CXProbe
import Foundation

/// A folder of 1,000, 10,000 and 100,000 photos opened in Endless, nsxiv and
/// feh, each showing its first picture in name order: how long until it is on
/// the screen, and how much memory each file costs (the peaks' difference
/// between the biggest and the smallest folder, by file).
struct BigFolderBench {
    let quick: Bool
    let binaries: URL
    var peers = true

    struct Row {
        var viewer: String
        var files: Int
        /// Spawn to the settled first picture, s (median).
        var firstPicture: Double
        /// The most VmHWM of the launches, bytes.
        var peakMemory: Int
        var runs: Int
    }

    /// The folders' sizes.
    var sizes: [Int] { quick ? [1000, 10_000] : [1000, 10_000, 100_000] }
    /// Launches of each program on each folder.
    var runs: Int { quick ? 1 : 5 }

    /// How each program opens a whole folder in name order in a 1280×720 window.
    var viewers: [ViewerBench.Viewer] {
        [
            ViewerBench.Viewer(name: "Endless", executable: binaries.appendingPathComponent("endless-demo").path,
                               arguments: { folder, _ in
                                   ["--mode", "pager", "--images", folder.path, "--demo-screen", "--no-hud", "--size", "1280x720"]
                               }, title: "Endless", next: "Right"),
            // nsxiv lists a folder given with -r (and sorts its names); feh sorts with --sort filename.
            ViewerBench.Viewer(name: "nsxiv", executable: "/usr/bin/nsxiv",
                               arguments: { folder, _ in ["-g", "1280x720", "-N", "nsxiv-bench", "-r", folder.path] },
                               title: "nsxiv", next: "n"),
            ViewerBench.Viewer(name: "feh", executable: "/usr/bin/feh",
                               arguments: { folder, _ in
                                   ["-g", "1280x720", "--scale-down", "-Z", "--title", "feh-bench", "--sort", "filename", folder.path]
                               }, title: "feh-bench", next: "Right"),
        ].filter { FileManager.default.isExecutableFile(atPath: $0.executable) && (peers || $0.name == "Endless") }
    }

    /// A folder of `count` names, IMG_000000.jpg on, hard links to the pictures
    /// of `sources` in turn (a file takes at most 65,000 links).
    static func folder(count: Int, sources: [URL]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-folder-\(count)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let name = folder.appendingPathComponent(String(format: "IMG_%06d.jpg", index)).path
            guard link(sources[index % sources.count].path, name) == 0 else {
                throw BenchError("cannot link \(name): \(String(cString: strerror(errno)))")
            }
        }
        return folder
    }

    func run() throws -> [Row] {
        guard xprobe_open() == 0 else { throw BenchError("cannot open the X display") }
        let photos = try PhotoFolder.make(count: 30, width: 1600, height: 1000, name: "big-folder-photos")
        let sources = try FileManager.default.contentsOfDirectory(at: photos, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var folders: [URL] = [photos]
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        var rows: [Row] = []
        let viewers = self.viewers
        for size in sizes {
            let folder = try BigFolderBench.folder(count: size, sources: sources)
            folders.append(folder)
            var results: [String: [(Double, Int)]] = [:]
            for round in 0..<runs {
                for turn in 0..<viewers.count {
                    let viewer = viewers[(round + turn) % viewers.count]
                    do {
                        results[viewer.name, default: []].append(try firstPicture(viewer, folder: folder))
                    } catch {
                        progress("  \(viewer.name), \(size) files: \(error)")
                    }
                    usleep(300_000)
                }
            }
            for viewer in viewers {
                guard let measured = results[viewer.name], !measured.isEmpty else { continue }
                let row = Row(viewer: viewer.name, files: size, firstPicture: median(measured.map(\.0)),
                              peakMemory: measured.map(\.1).max() ?? 0, runs: measured.count)
                rows.append(row)
                progress("  \(size) files, \(viewer.name): first picture \(format(row.firstPicture * 1000, 0)) ms, peak "
                    + "\(format(Double(row.peakMemory) / 1_048_576, 1)) MiB")
            }
        }
        return rows
    }

    /// One launch: spawn to the settled first picture (s) and the peak resident memory then.
    private func firstPicture(_ viewer: ViewerBench.Viewer, folder: URL) throws -> (Double, Int) {
        let running = try ViewerBench.Running(name: viewer.name, executable: viewer.executable,
                                              arguments: viewer.arguments(folder, []), title: viewer.title)
        defer { running.finish() }
        let samples = ViewerBench.watch(running.window, from: running.start, stable: 2.5, limit: 60)
        guard let shown = ViewerBench.settled(samples) else { throw BenchError("\(viewer.name): nothing drawn") }
        return (shown, ViewerBench.peakResident(running.process.processIdentifier))
    }

    /// The Markdown section of `rows`.
    static func markdown(_ rows: [Row], runs: Int) -> String {
        let sizes = Array(Set(rows.map(\.files))).sorted()
        guard let smallest = sizes.first, let largest = sizes.last else { return "" }
        var md = "\n## Big folders\n\nUnder Xvfb, each program opening a folder of 1,000, 10,000 and 100,000 JPEGs of 1.6 MP (hard links to 30 photos, named `IMG_000000.jpg` on) and showing the first in name order in a 1280×720 window (`endless-demo --images DIR`, `nsxiv -r DIR`, `feh --sort filename DIR`), \(runs) launches each in turn; first picture: from spawning the process to the first frame that equals the picture it then shows unchanged for 2.5 s (median); peak: VmHWM (the most of the launches); bytes a file: the peaks' difference between the \(smallest) and the \(largest) files' folders, by file. Targets: the largest folder's first picture within 1.5× the smallest's; bytes a file no more than nsxiv's.\n\n"
        md += "| program | " + sizes.map { "\($0) files: first picture ms, peak MiB" }.joined(separator: " | ")
            + " | first picture \(largest) / \(smallest) | bytes a file |\n|---|" + sizes.map { _ in "---:|" }.joined() + "---:|---:|\n"
        var viewers: [String] = []
        for row in rows where !viewers.contains(row.viewer) { viewers.append(row.viewer) }
        for viewer in viewers {
            let mine = rows.filter { $0.viewer == viewer }
            guard let small = mine.first(where: { $0.files == smallest }), let big = mine.first(where: { $0.files == largest }) else { continue }
            let cells = sizes.map { size in
                mine.first { $0.files == size }.map { "\(format($0.firstPicture * 1000, 0)), \(format(Double($0.peakMemory) / 1_048_576, 1))" } ?? "—"
            }
            let perFile = Double(big.peakMemory - small.peakMemory) / Double(largest - smallest)
            md += "| \(viewer) | " + cells.joined(separator: " | ")
                + " | \(format(big.firstPicture / small.firstPicture, 2))× | \(format(perFile, 0)) |\n"
        }
        return md
    }
}
