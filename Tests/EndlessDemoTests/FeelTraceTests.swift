import Foundation
import ScrollPhysics
import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The feel, kept while the library's shape changes: gestures that hand off
    /// between scrollers (the feed's box and rows, the zoomed picture and the
    /// pager), a touchpad over the box, caught momentum and wheel latching,
    /// replayed headless and compared frame by frame with the traces recorded
    /// before (Tests/EndlessDemoTests/Traces): state, offset, velocity, page and
    /// each mode's own offsets, to within 0.01 px (the trace's 3 decimals).
    /// `ENDLESS_WRITE_TRACES=1` records them anew (a change of feel made on purpose).
    @Suite @MainActor struct FeelTraceTests {
        /// The columns of feel: what moves and how, not what is drawn with it.
        static let columns = ["frame", "t_ms", "mode", "state", "offset", "velocity", "position", "row_offset",
                              "strip_offset", "inner_offset", "zoom", "scale", "focus_x", "focus_y"]

        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

        /// The scenarios, by name: each a script.
        nonisolated static let scenarios: [(name: String, script: @Sendable () -> ReplayScript)] = [
            ("feed-drag-past-the-box-end", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
                builder.add(50, .wheel(dx: 0, dy: -1300, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: 0.05))
                builder.drag(at: 200, x: 640, y: 650, dx: 0, dy: -404, over: 800, releaseDelay: 100)
                return builder.script
            }),
            ("feed-flick-hands-its-velocity-on", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 3000)
                builder.add(50, .wheel(dx: 0, dy: -1100, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: 0.05))
                builder.drag(at: 200, x: 640, y: 600, dx: 0, dy: -64, over: 24)
                return builder.script
            }),
            ("feed-touchpad-over-the-box-past-the-top", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
                for i in 0..<12 {
                    let t = 100 + Double(i) * 16
                    builder.add(t, .wheel(dx: 0, dy: 30, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: t / 1000))
                }
                return builder.script
            }),
            ("feed-fling-caught-by-a-press", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 2500)
                builder.drag(at: 100, x: 200, y: 650, dx: 0, dy: -300, over: 60)
                builder.add(700, .pointerDown(x: 200, y: 400, time: 0.7))
                builder.add(900, .pointerUp(x: 200, y: 400, time: 0.9))
                return builder.script
            }),
            ("feed-touchpad-stream-caught-by-another", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
                for i in 0..<20 {
                    let t = 100 + Double(i) * 16
                    builder.add(t, .wheel(dx: 0, dy: -25, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 60), time: t / 1000))
                }
                for i in 0..<3 {
                    let t = 800 + Double(i) * 16
                    builder.add(t, .wheel(dx: 0, dy: -2, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 60), time: t / 1000))
                }
                return builder.script
            }),
            ("feed-wheel-spin-latched-as-the-box-passes", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 2500)
                for i in 0..<20 {
                    let t = 0.1 + Double(i) * 0.04
                    builder.add(t * 1000, .wheel(dx: 0, dy: -1, source: .wheel, pointer: PanZoom.Point(x: 640, y: 300), time: t))
                }
                return builder.script
            }),
            ("feed-diagonal-drag-over-the-row", {
                var builder = ScriptBuilder(mode: "stack", durationMs: 1500)
                builder.drag(at: 100, x: 900, y: 300, dx: -282, dy: -103, over: 200)
                return builder.script
            }),
            ("feed-rows-grow-and-the-banner-folds-in-a-fling", {
                // Down past list A and the banner, then a fling back up during which list A
                // grows and shrinks and the banner folds and comes back: what is on screen stays.
                var builder = ScriptBuilder(mode: "stack", durationMs: 3000)
                builder.add(50, .wheel(dx: 0, dy: -5_700, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 100), time: 0.05))
                builder.drag(at: 400, x: 640, y: 300, dx: 0, dy: 90, over: 40)
                builder.key(500, "+")
                builder.key(700, "B")
                builder.key(900, "-")
                builder.key(950, "B")
                return builder.script
            }),
            ("feed-banner-folds-above-a-drag", {
                // The banner folds while the feed below it rests, then during a slow drag's
                // pauses (keys wait for the pointer): the content keeps its place.
                var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
                builder.add(50, .wheel(dx: 0, dy: -5_300, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 100), time: 0.05))
                builder.key(300, "B")
                builder.drag(at: 500, x: 640, y: 400, dx: 0, dy: -200, over: 400, releaseDelay: 200)
                builder.key(1150, "B")
                builder.key(1200, "+")
                return builder.script
            }),
            ("pager-zoomed-picture-hands-the-drag-to-the-pages", {
                var builder = ScriptBuilder(mode: "pager", durationMs: 2500)
                builder.add(200, .pointerDown(x: 640, y: 360, time: 0.2))
                builder.add(220, .pointerUp(x: 640, y: 360, time: 0.22))
                builder.add(300, .pointerDown(x: 640, y: 360, clicks: 2, time: 0.3))
                builder.add(320, .pointerUp(x: 640, y: 360, clicks: 2, time: 0.32))
                // Across the zoomed picture to its edge and on: the rest turns the page.
                builder.drag(at: 1000, x: 1100, y: 360, dx: -1000, dy: 0, over: 400)
                return builder.script
            }),
            ("pager-ctrl-wheel-zoom-springs-back", {
                var builder = ScriptBuilder(mode: "pager", durationMs: 2000)
                for i in 0..<12 {
                    let t = 200 + Double(i) * 30
                    builder.add(t, .wheel(dx: 0, dy: 1, source: .wheel, ctrl: true, pointer: PanZoom.Point(x: 700, y: 300),
                                          time: t / 1000))
                }
                return builder.script
            }),
            ("strip-fling-and-recentre", {
                var builder = ScriptBuilder(mode: "strip", durationMs: 3000)
                builder.drag(at: 100, from: 1000, by: -600, over: 80)
                return builder.script
            }),
        ]

        /// `rows` as the feel columns' CSV.
        static func csv(_ rows: [TraceRow]) -> String {
            let header = TraceRow.header.split(separator: ",").map(String.init)
            let kept = columns.map { column in header.firstIndex(of: column)! }
            return ([columns.joined(separator: ",")] + rows.map { row in
                let cells = row.csv.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                return kept.map { cells[$0] }.joined(separator: ",")
            }).joined(separator: "\n") + "\n"
        }

        /// The first difference of `trace` from `recorded` beyond `tolerance`, in words; nil when none.
        static func difference(_ trace: String, from recorded: String, tolerance: Double = 0.01) -> String? {
            let new = trace.split(separator: "\n").map(String.init), old = recorded.split(separator: "\n").map(String.init)
            guard new.count == old.count else { return "\(new.count) lines, recorded \(old.count)" }
            for (line, (a, b)) in zip(new, old).enumerated() where a != b {
                let cellsA = a.split(separator: ",", omittingEmptySubsequences: false)
                let cellsB = b.split(separator: ",", omittingEmptySubsequences: false)
                guard cellsA.count == cellsB.count else { return "line \(line + 1): \(a) / recorded \(b)" }
                for (index, (x, y)) in zip(cellsA, cellsB).enumerated() where x != y {
                    if let u = Double(x), let v = Double(y), abs(u - v) <= tolerance { continue }
                    return "line \(line + 1), \(columns[index]): \(x), recorded \(y)"
                }
            }
            return nil
        }

        @Test(arguments: scenarios.map(\.name))
        func theFeelIsAsRecorded(name: String) throws {
            let script = try #require(Self.scenarios.first { $0.name == name }).script()
            let trace = Self.csv(try HeadlessReplay.run(script).rows)
            let file = Self.folder.appendingPathComponent(name + ".csv")
            if ProcessInfo.processInfo.environment["ENDLESS_WRITE_TRACES"] == "1" {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try trace.write(to: file, atomically: true, encoding: .utf8)
            }
            let recorded = try String(contentsOf: file, encoding: .utf8)
            #expect(Self.difference(trace, from: recorded) == nil, "\(name): \(Self.difference(trace, from: recorded) ?? "")")
        }

        @Test func aDifferenceIsFoundAndNamed() {
            let recorded = "frame,t_ms,mode,state,offset\n1,16.667,stack,idle,0.000\n"
            #expect(Self.difference(recorded, from: recorded) == nil)
            #expect(Self.difference("frame,t_ms,mode,state,offset\n1,16.667,stack,idle,0.004\n", from: recorded) == nil)
            #expect(Self.difference("frame,t_ms,mode,state,offset\n1,16.667,stack,idle,0.020\n", from: recorded)
                    == "line 2, offset: 0.020, recorded 0.000")
            #expect(Self.difference("frame,t_ms,mode,state,offset\n1,16.667,stack,dragging,0.000\n", from: recorded)
                    == "line 2, state: dragging, recorded idle")
            #expect(Self.difference("frame,t_ms,mode,state,offset\n", from: recorded) == "1 lines, recorded 2")
        }
    }
}
