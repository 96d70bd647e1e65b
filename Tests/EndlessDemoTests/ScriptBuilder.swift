@testable import EndlessDemo

/// Builds replay scripts for tests.
struct ScriptBuilder {
    var script: ReplayScript

    init(mode: String, durationMs: Double, fps: Double = 60, width: Int = 1280, height: Int = 720,
         seed: UInt64 = 7, hud: Bool = false) {
        script = ReplayScript(width: width, height: height, fps: fps, mode: mode, seed: seed,
                              durationMs: durationMs, hud: hud, events: [])
    }

    mutating func add(_ t: Double, _ input: InputEvent) {
        script.events.append(.init(t: t, kind: .input(input)))
    }

    /// A horizontal drag from `from` by `distance` px, starting at `t` ms and
    /// lasting `duration` ms, with a move every 8 ms and the release right after.
    mutating func drag(at t: Double, from: Double, by distance: Double, over duration: Double, y: Double = 360) {
        add(t, .pointerDown(x: from, y: y, time: t / 1000))
        let steps = max(1, Int(duration / 8))
        for i in 1...steps {
            let time = t + duration * Double(i) / Double(steps)
            add(time, .pointerMove(x: from + distance * Double(i) / Double(steps), y: y, time: time / 1000))
        }
        let end = t + duration + 4
        add(end, .pointerUp(x: from + distance, y: y, time: end / 1000))
    }

    mutating func key(_ t: Double, _ name: String, shift: Bool = false) {
        add(t, .key(name: name, shift: shift, time: t / 1000))
    }
}
