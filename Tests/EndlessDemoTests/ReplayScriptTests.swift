import Foundation
import ScrollPhysics
import ScrollViews
import Testing
@testable import EndlessDemo

@Suite struct ReplayScriptTests {
    static let valid = """
        {"size": {"width": 1280, "height": 720}, "fps": 60, "mode": "pager", "seed": 7,
         "duration_ms": 3000, "options": {"hud": false},
         "events": [
           {"t": 100, "type": "down", "x": 900, "y": 360},
           {"t": 116, "type": "move", "x": 800, "y": 360},
           {"t": 130, "type": "up", "x": 800, "y": 360},
           {"t": 400, "type": "wheel", "dx": 0, "dy": -1, "precise": false},
           {"t": 500, "type": "key", "key": "Right"},
           {"t": 500, "type": "key", "key": "Tab", "shift": true},
           {"t": 600, "type": "resize", "width": 900, "height": 600},
           {"t": 700, "type": "mode", "name": "strip"}
         ]}
        """

    func parse(_ text: String) throws(ReplayScript.Invalid) -> ReplayScript {
        try ReplayScript.parse(Data(text.utf8))
    }

    @Test func parsesEveryEventType() throws {
        let script = try parse(Self.valid)
        #expect(script.width == 1280 && script.height == 720 && script.fps == 60)
        #expect(script.mode == "pager" && script.seed == 7 && script.durationMs == 3000 && !script.hud)
        #expect(script.events.count == 8)
        #expect(script.events[0] == .init(t: 100, kind: .input(.pointerDown(x: 900, y: 360, time: 0.1))))
        #expect(script.events[3] == .init(t: 400, kind: .wheelAtCentre(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false)))
        #expect(script.events[5] == .init(t: 500, kind: .input(.key(.tab, shift: true, time: 0.5))))
        #expect(script.events[6] == .init(t: 600, kind: .input(.resize(width: 900, height: 600, time: 0.6))))
        #expect(script.events[7] == .init(t: 700, kind: .mode("strip")))
    }

    @Test func wheelsMayCarryShiftAndThePointer() throws {
        let script = try parse(Self.variant("\"precise\": false", "\"precise\": false, \"shift\": true, \"x\": 640, \"y\": 300"))
        #expect(script.events[3] == .init(t: 400, kind: .input(.wheel(dx: 0, dy: -1, source: .wheel, shift: true,
                                                                       pointer: PanZoom.Point(x: 640, y: 300), time: 0.4))))
    }

    @Test(arguments: [("wheel", WheelSource.wheel), ("hires", .hiresWheel), ("touchpad", .touchpad)])
    func wheelsNameTheirSource(name: String, source: WheelSource) throws {
        let script = try parse(Self.variant("\"precise\": false", "\"source\": \"\(name)\""))
        #expect(script.events[3] == .init(t: 400, kind: .wheelAtCentre(dx: 0, dy: -1, source: source, shift: false, ctrl: false)))
        let older = try parse(Self.variant("\"precise\": false", "\"precise\": true"))
        #expect(older.events[3] == .init(t: 400, kind: .wheelAtCentre(dx: 0, dy: -1, source: .touchpad, shift: false, ctrl: false)))
    }

    @Test func fingersNameTheirPhaseAndNumber() throws {
        let script = try parse(Self.variant(#""type": "wheel", "dx": 0, "dy": -1, "precise": false"#,
                                            #""type": "finger", "phase": "move", "id": 9, "x": 12.5, "y": 40"#))
        #expect(script.events[3] == .init(t: 400, kind: .input(.finger(TouchEvent(.move, finger: 9, x: 12.5, y: 40, time: 0.4)))))
        for (fields, problem) in [
            (#""type": "finger", "phase": "hover", "id": 0, "x": 1, "y": 1"#, "event 3: unknown finger phase 'hover' (phases: down, move, up)"),
            (#""type": "finger", "phase": "up", "id": 10, "x": 1, "y": 1"#, "event 3: 'id' must be a whole number from 0 to 9, got 10.0"),
            (#""type": "finger", "phase": "up", "id": 1, "x": 1"#, "event 3: missing field 'y'"),
        ] {
            #expect(throws: ReplayScript.Invalid(description: problem)) {
                try parse(Self.variant(#""type": "wheel", "dx": 0, "dy": -1, "precise": false"#, fields))
            }
        }
    }

    @Test func sizeMayBeAString() throws {
        let script = try parse(Self.valid.replacingOccurrences(of: #"{"width": 1280, "height": 720}"#, with: #""800x600""#))
        #expect(script.width == 800 && script.height == 600)
    }

    static func variant(_ from: String, _ to: String) -> String {
        precondition(valid.contains(from), "the valid script holds \(from)")
        return valid.replacingOccurrences(of: from, with: to)
    }

    static let badScripts: [(text: String, message: String)] = [
        // A NUL inside a string (JSON's \u0000) would end it for the C library.
        (variant("\"key\": \"Right\"", "\"key\": \"Right\\u0000garbage\""),
         "event 4: 'key' holds a NUL character (\\u0000)"),
        (variant("\"options\": {\"hud\": false}", "\"options\": {\"images\": \"/tmp\\u0000/nonexistent\"}"),
         "options: 'images' holds a NUL character (\\u0000)"),
        (variant("\"name\": \"strip\"", "\"name\": \"strip\\u0000\""),
         "event 7: 'name' holds a NUL character (\\u0000)"),
        ("{\"size\": ", "the script is not valid JSON"),
        ("[1, 2]", "the script must be a JSON object"),
        (variant("\"type\": \"wheel\"", "\"type\": \"jump\""),
         "event 3: unknown event type 'jump'"),
        (variant("{\"t\": 116, \"type\": \"move\", \"x\": 800, ", "{\"t\": 116, \"type\": \"move\", "),
         "event 1: missing field 'x'"),
        (variant("{\"t\": 130,", "{\"t\": 90,"),
         "event 2: time goes backwards (t = 90.0 ms after 116.0 ms)"),
        (variant("\"x\": 900", "\"x\": \"900\""), "event 0: 'x' must be a number"),
        (variant("\"x\": 900", "\"x\": true"), "event 0: 'x' must be a number"),
        (variant("\"precise\": false", "\"precise\": 0"),
         "event 3: 'precise' must be true or false"),
        (variant("\"precise\": false", "\"source\": \"trackball\""),
         "event 3: unknown wheel source 'trackball' (sources: wheel, hires, touchpad)"),
        (variant("\"precise\": false", "\"source\": 1"), "event 3: 'source' must be a string"),
        (variant("\"precise\": false", "\"precise\": false, \"source\": \"wheel\""),
         "event 3: give a wheel's 'source' or the older 'precise', not both"),
        (variant("\"precise\": false", "\"precise\": false, \"shift\": 1"),
         "event 3: 'shift' must be true or false"),
        (variant("\"precise\": false", "\"precise\": false, \"x\": 5"),
         "event 3: a wheel's 'x' and 'y' come together"),
        (variant("\"fps\": 60,", ""), "the script: missing field 'fps'"),
        (variant("\"fps\": 60", "\"fps\": 0"), "the script: fps must be from 1 to 1000"),
        (variant("\"seed\": 7", "\"seed\": -1"), "the script: seed must be a whole number"),
        (variant("\"width\": 1280", "\"width\": 0"), "the script: size must be"),
        (variant("\"hud\": false", "\"hud\": false, \"turbo\": 1"),
         "options: unknown option 'turbo'"),
        (variant("{\"t\": 100,", "7, {\"t\": 100,"), "event 0: must be an object"),
        (variant("\"name\": \"strip\"", "\"name\": \"warp\""),
         "event 7: unknown mode 'warp' (modes: strip, pager, banner, autoplay, stack, grid)"),
        (variant("\"mode\": \"pager\"", "\"mode\": \"warp\""),
         "the script: unknown mode 'warp'"),
        // Strict checks: unknown keys and fields, key names, fractions, ranges.
        (variant("\"seed\": 7,", "\"seed\": 7, \"sede\": 1,"),
         "the script: unknown field 'sede' (known: size, fps, mode, seed, duration_ms, options, events)"),
        (variant("\"x\": 900, \"y\": 360}", "\"x\": 900, \"y\": 360, \"z\": 1}"),
         "event 0: unknown field for 'down' 'z' (known: t, type, x, y, clicks)"),
        (variant("\"key\": \"Right\"", "\"key\": \"Rihgt\""), "event 4: unknown key 'Rihgt' (keys: Left, Right, Up"),
        (variant("\"width\": 900", "\"width\": 900.5"),
         "event 6: 'width' must be a whole number from 1 to 4096, got 900.5"),
        (variant("\"width\": 900", "\"width\": 5000"),
         "event 6: 'width' must be a whole number from 1 to 4096, got 5000.0"),
        (variant("\"x\": 900", "\"x\": 1e18"), "event 0: 'x' must be from -1000000 to 1000000, got 1e+18"),
        (variant("\"dy\": -1", "\"dy\": 1e18"), "event 3: 'dy' must be from -1000 to 1000, got 1e+18"),
        (variant("\"duration_ms\": 3000", "\"duration_ms\": 1e300"), "the script: duration_ms must be from 0 to 600000"),
        (variant("\"duration_ms\": 3000", "\"duration_ms\": 600000, \"fps\": 1000"), "the script is not valid JSON: duplicate key 'fps' at line 2"),
        (variant("\"fps\": 60", "\"fps\": 1000").replacingOccurrences(of: "3000", with: "600000"),
         "the script: 600001 frames (duration_ms × fps / 1000 + 1); at most 100000"),
        (variant("{\"t\": 100,", "{\"t\": 1e300,"), "event 0: t must be from 0 to 600000 ms"),
        (String(repeating: "[", count: 100_000), "the script is not valid JSON: nested more than 64 levels deep"),
        ("{\"size\": \"1x1\", \"fps\": 1e999}", "the script is not valid JSON: '1e999' is out of range at line 1, column 24"),
        ("{\"a\": \"\\ud800\"}", "the script is not valid JSON: a lone surrogate"),
        ("{\"a\": 01}", "the script is not valid JSON: expected ',' or '}' in an object at line 1, column 8"),
        ("{\"a\": [1,]}", "the script is not valid JSON: unexpected character ']' at line 1, column 10"),
        ("{} x", "the script is not valid JSON: unexpected text after the end of the value"),
    ]

    @Test func keyNamesAreMadeCanonical() throws {
        let script = try parse(Self.variant("\"key\": \"Right\"", "\"key\": \"right\""))
        #expect(script.events[4] == .init(t: 500, kind: .input(.key(.right, shift: false, time: 0.5))))
    }

    @Test func readerKeepsStringsAndNumbersExact() throws {
        let value = try JSONReader.parse(Array(#"{"s": "a\"b\u00e9\ud83d\ude00\n", "n": -0.5e2, "l": [true, null]}"#.utf8))
        #expect(value == .object([("s", .string("a\"bé😀\n")), ("n", .number(-50)),
                                  ("l", .array([.bool(true), .null]))]))
    }

    @Test func aLargeScriptTakesAFewTimesItsSize() throws {
        // 50,000 events (about 2 MB of text) parse into compact events.
        var text = #"{"size": "640x360", "fps": 60, "mode": "strip", "seed": 1, "duration_ms": 1000, "events": ["#
        for i in 0..<50_000 { text += (i == 0 ? "" : ",") + #"{"t": 100, "type": "move", "x": \#(i % 1000), "y": 5}"# }
        text += "]}"
        let script = try parse(text)
        #expect(script.events.count == 50_000)
        #expect(MemoryLayout<ReplayScript.Event>.stride <= 64)
    }

    @Test(arguments: badScripts)
    func rejectsWithIndexAndProblem(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted: \(message)")
        } catch {
            #expect(error.description.hasPrefix(message), "got: \(error.description)")
        }
    }
}
