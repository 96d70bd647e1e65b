import EndlessDemo
import ScrollViews
import Foundation

/// Frame cost in the headless software renderer at 1280×720: each mode during
/// a scripted 10 s session, HUD off and on, against the floor frame (one
/// full-window texture copied and presented), all in one run.
@MainActor
struct FrameBench {
    struct Row {
        var name: String
        var median: Double
        var p99: Double
        /// The floor frames measured between this session's frames.
        var floorMedian: Double
        var floorP99: Double
        /// The most live cells seen (the stack's lists and box).
        var maxCells = 0
        var ratio: Double { median / floorMedian }
        var p99Ratio: Double { p99 / floorP99 }
    }

    let quick: Bool
    /// The sessions to run (nil: all): mode names, and "feed" for the feed session.
    var modes: Set<String>? = nil

    /// The names `modes` takes: the modes', and "feed".
    static let sessionNames = DemoModes.all.map(\.name) + ["feed"]
    var seconds: Double { quick ? 2 : 10 }
    /// The window sizes measured (the quick run: the first).
    static let sizes = [(1280, 720), (1920, 1080), (3840, 2160)]
    var width = 1280, height = 720
    /// The window in a row's name, for the sizes after the first.
    var sizeName: String { width == 1280 && height == 720 ? "" : " at \(width)×\(height)" }

    /// A scripted session of `mode`: flings every 2 s in its scrolling direction.
    func session(mode: String, hud: Bool, moving: Bool = true) throws -> Row {
        let session = try HeadlessSession(width: width, height: height,
                                          settings: DemoSettings(mode: mode, seed: 7, hud: hud))
        let vertical = DemoModes.traits(of: mode)?.scrollsVertically ?? false
        var times: [Double] = [], floor: [Double] = []
        let frames = Int(seconds * 60)
        for k in 0...frames {
            let t = Double(k) / 60
            // A fling starts every 2 s, 0.25 s into each period: down, 8 moves, up.
            let phase = t.truncatingRemainder(dividingBy: 2) - 0.25
            if moving, phase >= 0, phase < 0.14 {
                let step = Int((phase / (1.0 / 60)).rounded(.down))
                let along = 900 - Double(step) * 60
                // Where they are at 1280×720, in proportion in larger windows.
                let sx = Double(width) / 1280, sy = Double(height) / 720
                let (x, y) = vertical ? (640.0 * sx, (along - 250) * sy) : (along * sx, 360.0 * sy)
                if step == 0 { session.handle(.pointer(.down(x: x, y: y, clicks: 1, time: t))) }
                else if step < 8 { session.handle(.pointer(.move(x: x, y: y, time: t))) }
                else { session.handle(.pointer(.up(x: x, y: y, clicks: 1, time: t))) }
            }
            let spent = session.frame(at: t)
            // A floor frame after each frame, in the same process and conditions.
            let floorSpent = session.floorFrame()
            if k >= 30 { times.append(spent); floor.append(floorSpent) }  // after warm-up
        }
        return Row(name: "\(mode)\(sizeName), \(moving ? "" : "at rest, ")HUD \(hud ? "on" : "off")", median: median(times),
                   p99: quantile(times, 0.99),
                   floorMedian: median(floor), floorP99: quantile(floor, 0.99))
    }

    /// The feed (stack mode) with its nested scrollers at work, a gesture every
    /// second in turn: a flick of the carousel row to the left, a flick up in the
    /// box (its fling hands over to the feed), Home, a flick of the row to the right.
    func feedSession(hud: Bool) throws -> Row {
        let session = try HeadlessSession(width: width, height: height,
                                          settings: DemoSettings(mode: "stack", seed: 7, hud: hud))
        var times: [Double] = [], floor: [Double] = [], cells = 0
        for k in 0...Int(seconds * 60) {
            let t = Double(k) / 60
            let phase = t.truncatingRemainder(dividingBy: 1) - 0.25
            if phase >= 0, phase < 0.14 {
                let step = Int((phase / (1.0 / 60)).rounded(.down))
                for event in FrameBench.feedGesture(kind: Int(t) % 4, step: step, time: t) { session.handle(event) }
            }
            let spent = session.frame(at: t)
            let floorSpent = session.floorFrame()
            cells = max(cells, session.status.liveCells)
            if k >= 30 { times.append(spent); floor.append(floorSpent) }
        }
        var row = Row(name: "feed\(sizeName): cards, box hand-off, Home, HUD \(hud ? "on" : "off")", median: median(times),
                      p99: quantile(times, 0.99), floorMedian: median(floor), floorP99: quantile(floor, 0.99))
        row.maxCells = cells
        return row
    }

    /// Step `step` (0 = press, 1…7 moves, 8 = release) of feed gesture `kind`.
    static func feedGesture(kind: Int, step: Int, time t: Double) -> [InputEvent] {
        if kind == 2 { return step == 0 ? [.key(KeyEvent(.home, time: t))] : [] }
        let (x, y): (Double, Double) = switch kind {
        case 0: (900 - Double(step) * 60, 260)   // the carousel row, leftwards
        case 1: (640, 650 - Double(step) * 25)   // up in the box
        default: (300 + Double(step) * 60, 260)  // the carousel row, rightwards
        }
        if step == 0 { return [.pointer(.down(x: x, y: y, clicks: 1, time: t))] }
        if step < 8 { return [.pointer(.move(x: x, y: y, time: t))] }
        return step == 8 ? [.pointer(.up(x: x, y: y, clicks: 1, time: t))] : []
    }

    /// The floor against the same copy shifted by one pixel (row by row), side by side.
    func shiftedFloor() throws -> Row {
        let session = try HeadlessSession(width: width, height: height, settings: DemoSettings(hud: false))
        var shifted: [Double] = [], floor: [Double] = []
        for k in 0..<Int(seconds * 60) {
            let a = session.floorFrame(shift: 1), b = session.floorFrame()
            if k >= 30 { shifted.append(a); floor.append(b) }
        }
        return Row(name: "floor\(sizeName) shifted by 1 px (row-by-row copy)", median: median(shifted), p99: quantile(shifted, 0.99),
                   floorMedian: median(floor), floorP99: quantile(floor, 0.99))
    }

    func run() throws -> [Row] {
        var rows: [Row] = []
        for (width, height) in quick ? Array(FrameBench.sizes.prefix(1)) : FrameBench.sizes {
            var bench = self
            (bench.width, bench.height) = (width, height)
            rows += try bench.rows()
        }
        return rows
    }

    /// Every row at this bench's window size.
    private func rows() throws -> [Row] {
        var rows: [Row] = [try shiftedFloor()]
        progress("  \(rows[0].name): \(format(rows[0].ratio, 2))x the floor")
        for mode in DemoModes.all.map(\.name) where modes?.contains(mode) ?? true {
            for (hud, moving) in [(false, true), (true, true), (false, false)] {
                let row = try session(mode: mode, hud: hud, moving: moving)
                rows.append(row)
                progress("  \(row.name): median \(format(row.median * 1000, 3)) ms = \(format(row.ratio, 2))x its floor")
            }
        }
        for hud in [false, true] where modes?.contains("feed") ?? true {
            let row = try feedSession(hud: hud)
            rows.append(row)
            progress("  \(row.name): median \(format(row.median * 1000, 3)) ms = \(format(row.ratio, 2))x its floor, ≤ \(row.maxCells) cells")
        }
        return rows
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
