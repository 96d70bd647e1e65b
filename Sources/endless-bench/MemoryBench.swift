import EndlessDemo
import ScrollViews
import Foundation

/// glibc's malloc_trim: gives freed heap back to the system.
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32

/// Long runs on a virtual clock, headless: resident memory and live objects
/// after warm-up and at the end.
@MainActor
struct MemoryBench {
    struct Row {
        var name: String
        var residentBefore: Int
        var residentAfter: Int
        var before: ModeStatus
        var after: ModeStatus
        /// The most seen at any rendered frame.
        var maxTiles = 0, maxTextures = 0, maxCells = 0
        var seconds = 0.0
        var growth: Int { residentAfter - residentBefore }
    }

    let quick: Bool
    var scale: Double { quick ? 0.01 : 1 }

    /// Runs `steps` steps of `step(session, i, time) -> time`; renders every
    /// `renderEvery` steps; measures after the first 10% (warm-up, after `prepare`
    /// has visited what the run will show) and at the end, each time after giving
    /// freed heap back to the system, so that RSS counts live memory.
    private func soak(_ name: String, mode: String, items: Int = 5, steps: Int, renderEvery: Int,
                      prepare: (HeadlessSession) -> Void = { _ in },
                      step: (HeadlessSession, Int, Double) -> Double) throws -> Row {
        let started = Date()
        let session = try HeadlessSession(width: 1280, height: 720,
                                          settings: DemoSettings(mode: mode, seed: 11, hud: false, items: items))
        var t = 0.0
        prepare(session)
        let warmup = max(1, steps / 10)
        var row = Row(name: name, residentBefore: 0, residentAfter: 0, before: session.status, after: session.status)
        for i in 0..<steps {
            t = step(session, i, t)
            let render = i % renderEvery == 0 || i == steps - 1
            session.frame(at: t, render: render)
            if render {
                let status = session.status
                row.maxTiles = max(row.maxTiles, status.liveTiles)
                row.maxTextures = max(row.maxTextures, status.textures)
                row.maxCells = max(row.maxCells, status.liveCells)
            }
            if i == warmup {
                _ = malloc_trim(0)
                row.residentBefore = residentBytes()
                row.before = session.status
            }
            if i % max(1, steps / 10) == 0 { progress("  \(name): \(i * 100 / steps)%") }
        }
        _ = malloc_trim(0)
        row.residentAfter = residentBytes()
        row.after = session.status
        row.seconds = Date().timeIntervalSince(started)
        return row
    }

    func run() throws -> [Row] {
        var rows: [Row] = []
        // 100,000 page shifts: one key press and one settled step each.
        let shifts = Int(100_000 * scale)
        // Decoding runs behind, as in the window, with every 100th page waited for, so
        // about 1% of the pages are decoded and composed and the rest are cancelled.
        rows.append(try soak("pager: \(shifts) page shifts", mode: "pager", steps: shifts, renderEvery: 100) { s, i, t in
            s.waitsForImages = i % 100 == 0
            s.handle(.key(KeyEvent(i % 10 == 9 ? .left : .right, time: t + 0.001)))
            return t + 2
        })
        // 10^7 px of strip: 1000 px smooth-wheel steps.
        let stripSteps = Int(10_000 * scale)
        rows.append(try soak("strip: \(stripSteps * 1000) px", mode: "strip", steps: stripSteps, renderEvery: 10) { s, _, t in
            s.handle(MemoryBench.wheel(dy: -1000, time: t + 0.001))
            return t + 1.0 / 60
        })
        // 100,000 banner wraps: two items, so every second page turn wraps.
        let wraps = Int(100_000 * scale)
        // Rendering every 999th step (odd) shows every page of the cycle, so all page
        // textures exist before the warm-up ends.
        rows.append(try soak("banner: \(wraps) wraps", mode: "banner", items: 2, steps: wraps * 2 * 2,
                             renderEvery: 999) { s, i, t in
            if i % 2 == 0 { s.handle(.key(KeyEvent(.right, time: t + 0.001))) }
            return t + 1.5
        })
        // One simulated hour of autoplay at 60 frames a second.
        let frames = Int(3600 * 60 * scale)
        rows.append(try soak("autoplay: \(Int(3600 * scale)) s", mode: "autoplay", steps: frames, renderEvery: 60) { _, _, t in
            t + 1.0 / 60
        })
        // 1,000,000 px of stack: down 800,000 px and back up 200,000 px in 500 px steps.
        let stackSteps = Int(2000 * scale)
        rows.append(try soak("stack: \(stackSteps * 500) px", mode: "stack", steps: stackSteps, renderEvery: 1,
                             prepare: { s in
                                 // Show every child once — list A's end with the banner and list B,
                                 // then the footer — so cell pools and views are made before measuring.
                                 for dy in [-439_900.0, -10_000, -1_000_000, 2_000_000] {
                                     s.handle(MemoryBench.wheel(dy: dy, time: 0))
                                     s.frame(at: 0)
                                 }
                             }) { s, i, t in
            let down = i < stackSteps * 8 / 10
            s.handle(MemoryBench.wheel(dy: down ? -500 : 500, time: t + 0.001))
            return t + 1.0 / 60
        })
        // The feed's nested scrollers, gesture after gesture: row flicks both ways,
        // box flicks handing over to the feed, Home.
        let gestures = Int(20_000 * scale)
        rows.append(try soak("feed: \(gestures) gestures", mode: "stack", steps: gestures, renderEvery: 1) { s, i, t in
            for step in 0...8 {
                for event in FrameBench.feedGesture(kind: i % 4, step: step, time: t + Double(step) / 60) { s.handle(event) }
            }
            return t + 1.2
        })
        return rows
    }

    /// A touchpad's vertical `dy` px in the middle of the 1280 × 720 window.
    private static func wheel(dy: Double, time: Double) -> InputEvent {
        .pointer(.wheel(dx: 0, dy: dy, source: .touchpad, shift: false, ctrl: false, x: 640, y: 360, time: time))
    }
}
