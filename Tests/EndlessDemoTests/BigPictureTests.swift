import ScrollViews
import CRegionDecoder
import CSDL
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import PictureTestSupport

/// Pictures too large to decode whole, in the built `endless-demo` (its own
/// process, so that its peak memory is its own).
@Suite struct BigPictureTests {
    /// Writes the pattern PNG (`region_write_pattern_png`) of `width` × `height` into `folder`.
    static func pattern(in folder: TemporaryFolder, name: String = "big.png", width: Int, height: Int) throws -> String {
        let path = folder.url.appendingPathComponent(name).path
        var message = [CChar](repeating: 0, count: 256)
        #expect(region_write_pattern_png(path, Int32(width), Int32(height), &message, message.count) == 0)
        return path
    }

    /// The peak resident memory of `pid` so far (VmHWM), bytes; 0 once it is gone.
    static func peakResident(_ pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kib * 1024
    }

    /// The memory budget of the whole process for a 108 MP picture zoomed to the
    /// maximum and panned: 256 MiB of pixels, plus the program itself.
    static let budget = 256 << 20 + 96 << 20

    @Test func a108MegapixelPictureZoomedAndPannedStaysInBudgetAndShowsItsOwnPixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = folder.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        var message = [CChar](repeating: 0, count: 256)
        #expect(region_write_pattern_png(pictures.appendingPathComponent("big.png").path, 12000, 9000, &message, 256) == 0)
        // Zoom to the maximum about the centre (20 notches; the band springs back to it), then pan
        // left and right and up and down in slow drags (no flings), 10 s in all.
        var events: [[String: Any]] = []
        for i in 0..<20 {
            events.append(["t": 200 + i * 20, "type": "wheel", "dx": 0, "dy": 1, "ctrl": true, "x": 640, "y": 335])
        }
        var t = 1500
        for (dx, dy) in [(-700, 0), (-700, 0), (0, -400), (700, 0), (700, 0), (700, 0), (0, 400), (-700, 0)] {
            events.append(["t": t, "type": "down", "x": 640 - dx / 2, "y": 335 - dy / 2])
            for step in 1...20 {
                events.append(["t": t + step * 20, "type": "move", "x": 640 - dx / 2 + dx * step / 20,
                               "y": 335 - dy / 2 + dy * step / 20])
            }
            events.append(["t": t + 600, "type": "up", "x": 640 + dx / 2, "y": 335 + dy / 2])
            t += 1000
        }
        let script: [String: Any] = ["size": "1280x720", "fps": 30, "mode": "pager", "seed": 1, "duration_ms": t + 500,
                                     "options": ["hud": false, "images": pictures.path], "events": events]
        let scriptPath = folder.url.appendingPathComponent("script.json").path
        try JSONSerialization.data(withJSONObject: script).write(to: URL(fileURLWithPath: scriptPath))
        let trace = folder.url.appendingPathComponent("trace.csv").path
        let shot = folder.url.appendingPathComponent("shot.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FuzzTests.demo)
        process.arguments = ["--headless", "--script", scriptPath, "--trace", trace, "--screenshot", shot]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var peak = 0
        let deadline = Date().addingTimeInterval(240)
        while process.isRunning, Date() < deadline {
            peak = max(peak, Self.peakResident(process.processIdentifier))
            usleep(10_000)
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(peak > 0 && peak < Self.budget, "peak RSS \(peak >> 20) MiB")
        // At the maximum: 4 screen px per picture px.
        let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let header = rows[0].split(separator: ",", omittingEmptySubsequences: false)
        let last = rows.last!.split(separator: ",", omittingEmptySubsequences: false)
        func column(_ name: String) -> Double {
            header.firstIndex(of: Substring(name)).flatMap { Double(last[$0]) } ?? .nan
        }
        #expect(abs(column("scale") - 4) < 1e-3)
        #expect(column("position") == 0, "panning never turned the page")
        // The screen shows the picture's own pixels: 1 px blue stripes as 4 px runs, and the red of
        // the picture's thousand-column band under the window's centre.
        let screen = try ARGBPicture(contentsOf: shot)
        let run = (600..<640).map { screen[$0, 360] }
        let blues = run.map { $0 & 0xFF }
        #expect(blues.allSatisfy { $0 == 0 || $0 == 255 }, "\(blues)")
        let changes = zip(blues, blues.dropFirst()).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changes.count >= 8 && zip(changes, changes.dropFirst()).allSatisfy { $1 - $0 == 4 }, "\(changes)")
        let red = Int(screen[640, 360] >> 16 & 0xFF)
        #expect(red == 20 * (Int(column("focus_x")) / 1000), "red \(red) at picture x \(column("focus_x"))")
    }
}
