import Foundation
@testable import EndlessDemo
import TestSupport
import ScrollViews

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
    /// lasting `duration` ms, with a move every 8 ms and the release 4 ms after
    /// (the shared `Gesture`, as script events).
    mutating func drag(at t: Double, from: Double, by distance: Double, over duration: Double, y: Double = 360) {
        let gesture = Gesture.drag(at: t / 1000, from: from, distance: distance, duration: duration / 1000)
        add(t, .pointerDown(x: from, y: y, time: t / 1000))
        for move in gesture.moves { add(move.t * 1000, .pointerMove(x: move.x, y: y, time: move.t)) }
        add(gesture.up * 1000, .pointerUp(x: from + distance, y: y, time: gesture.up))
    }

    /// A straight drag from (x, y) by (dx, dy), starting at `t` ms and lasting
    /// `duration` ms, a move every 8 ms, the release `releaseDelay` ms after the last.
    mutating func drag(at t: Double, x: Double, y: Double, dx: Double, dy: Double, over duration: Double,
                       releaseDelay: Double = 4) {
        let steps = max(1, Int((duration / 8).rounded()))
        add(t, .pointerDown(x: x, y: y, time: t / 1000))
        for i in 1...steps {
            let share = Double(i) / Double(steps), at = t + duration * share
            add(at, .pointerMove(x: x + dx * share, y: y + dy * share, time: at / 1000))
        }
        let up = t + duration + releaseDelay
        add(up, .pointerUp(x: x + dx, y: y + dy, time: up / 1000))
    }

    mutating func key(_ t: Double, _ name: String, shift: Bool = false) {
        guard let key = Key(name: name) else { preconditionFailure("no key '\(name)'") }
        add(t, .key(key, shift: shift, time: t / 1000))
    }

    /// The script as a JSON object, for the command line.
    var json: [String: Any] {
        var events: [[String: Any]] = []
        for event in script.events {
            var fields: [String: Any] = ["t": event.t]
            switch event.kind {
            case .mode(let name): fields["type"] = "mode"; fields["name"] = name
            case .input(let input):
                switch input {
                case .pointer(.down(let x, let y, let clicks, _)):
                    fields.merge(["type": "down", "x": x, "y": y]) { $1 }
                    if clicks != 1 { fields["clicks"] = clicks }
                case .pointer(.move(let x, let y, _)): fields.merge(["type": "move", "x": x, "y": y]) { $1 }
                case .pointer(.up(let x, let y, let clicks, _)):
                    fields.merge(["type": "up", "x": x, "y": y]) { $1 }
                    if clicks != 1 { fields["clicks"] = clicks }
                case .pointer(.wheel(let wheel)):
                    let name = ReplayScript.wheelSources.first { $0.source == wheel.source }!.name
                    fields.merge(["type": "wheel", "dx": wheel.dx, "dy": wheel.dy, "source": name, "shift": wheel.shift,
                                  "ctrl": wheel.ctrl, "x": wheel.x, "y": wheel.y]) { $1 }
                case .key(let press): fields.merge(["type": "key", "key": press.key.name, "shift": press.shift]) { $1 }
                case .window(.resized(let w, let h), _): fields.merge(["type": "resize", "width": w, "height": h]) { $1 }
                case .pointer(.hover(let x, let y, _)):
                    fields["type"] = "hover"
                    if let x, let y { fields.merge(["x": x, "y": y]) { $1 } }
                case .finger(let f):
                    let phase = [TouchEvent.Phase.down: "down", .move: "move", .up: "up", .cancel: "up"][f.phase]!
                    fields.merge(["type": "finger", "phase": phase, "id": f.finger, "x": f.x, "y": f.y]) { $1 }
                case .pointer(.lost), .quit, .pinch, .window: continue
                }
            case .wheelAtCentre(let dx, let dy, let source, let shift, let ctrl):
                let name = ReplayScript.wheelSources.first { $0.source == source }!.name
                fields.merge(["type": "wheel", "dx": dx, "dy": dy, "source": name, "shift": shift, "ctrl": ctrl]) { $1 }
            }
            events.append(fields)
        }
        var options: [String: Any] = ["hud": script.hud]
        if let images = script.imagesDirectory { options["images"] = images.description }
        if script.thumbnailCache { options["thumbnail_cache"] = true }
        return ["size": "\(script.width)x\(script.height)", "fps": script.fps, "mode": script.mode,
                "seed": script.seed, "duration_ms": script.durationMs, "options": options, "events": events]
    }
}

extension ReplayScript {
    /// Checks `data` as a script (the demo itself reads bytes, without Foundation).
    static func parse(_ data: Data) throws(Invalid) -> ReplayScript { try parse([UInt8](data)) }
}
