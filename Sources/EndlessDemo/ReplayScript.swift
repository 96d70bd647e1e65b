import Foundation

/// A headless replay script: the window, the clock and the input to replay.
///
/// ```json
/// {"size": {"width": 1280, "height": 720}, "fps": 60, "mode": "pager", "seed": 7,
///  "duration_ms": 3000, "options": {"hud": false},
///  "events": [{"t": 100, "type": "down", "x": 900, "y": 360}, ...]}
/// ```
struct ReplayScript: Equatable {
    /// One scripted event at `t` milliseconds.
    struct Event: Equatable {
        enum Kind: Equatable {
            case input(InputEvent)
            /// Switch to the mode with this name.
            case mode(String)
        }
        var t: Double
        var kind: Kind
    }

    var width: Int
    var height: Int
    var fps: Double
    var mode: String
    var seed: UInt64
    var durationMs: Double
    var hud = true
    var imagesDirectory: String?
    var items = 5
    var events: [Event]

    /// A script that cannot be replayed, with the place and the problem.
    struct Invalid: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    static let eventTypes = ["down", "move", "up", "wheel", "key", "resize", "mode"]

    /// Reads and checks the script at `path`.
    static func load(path: String) throws(Invalid) -> ReplayScript {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Invalid(description: "cannot read script '\(path)'")
        }
        return try parse(data)
    }

    static func parse(_ data: Data) throws(Invalid) -> ReplayScript {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw Invalid(description: "the script is not valid JSON: \(detail ?? error.localizedDescription)")
        }
        guard let object = root as? [String: Any] else { throw Invalid(description: "the script must be a JSON object") }
        let top = Fields(object, place: "the script")
        let (width, height) = try size(top)
        let fps = try top.number("fps")
        guard fps >= 1 && fps <= 1000 else { throw Invalid(description: "the script: fps must be from 1 to 1000, got \(fps)") }
        let mode = try top.string("mode")
        guard DemoCore.modeNames.contains(mode) else {
            throw Invalid(description: "the script: unknown mode '\(mode)' (modes: \(DemoCore.modeNames.joined(separator: ", ")))")
        }
        let seedValue = try top.number("seed")
        guard seedValue >= 0, seedValue == seedValue.rounded(), seedValue < 1.8e19 else {
            throw Invalid(description: "the script: seed must be a whole number ≥ 0, got \(seedValue)")
        }
        let duration = try top.number("duration_ms")
        guard duration >= 0 else { throw Invalid(description: "the script: duration_ms must be ≥ 0, got \(duration)") }
        var script = ReplayScript(width: width, height: height, fps: fps, mode: mode, seed: UInt64(seedValue),
                                  durationMs: duration, events: [])
        if let options = object["options"] {
            guard let options = options as? [String: Any] else {
                throw Invalid(description: "the script: options must be an object")
            }
            let fields = Fields(options, place: "options")
            if options["hud"] != nil { script.hud = try fields.bool("hud") }
            if options["images"] != nil { script.imagesDirectory = try fields.string("images") }
            if options["items"] != nil {
                let items = try fields.number("items")
                guard items >= 0, items <= 1000, items == items.rounded() else {
                    throw Invalid(description: "options: items must be a whole number from 0 to 1000")
                }
                script.items = Int(items)
            }
            for key in options.keys where !["hud", "images", "items"].contains(key) {
                throw Invalid(description: "options: unknown option '\(key)' (known: hud, images, items)")
            }
        }
        guard let events = object["events"] else { throw Invalid(description: "the script: missing field 'events'") }
        guard let list = events as? [Any] else { throw Invalid(description: "the script: events must be an array") }
        var previous = -Double.infinity
        for (index, item) in list.enumerated() {
            guard let fields = (item as? [String: Any]).map({ Fields($0, place: "event \(index)") }) else {
                throw Invalid(description: "event \(index): must be an object")
            }
            let event = try parseEvent(fields)
            guard event.t >= previous else {
                throw Invalid(description: "event \(index): time goes backwards (t = \(event.t) ms after \(previous) ms)")
            }
            previous = event.t
            script.events.append(event)
        }
        return script
    }

    private static func size(_ top: Fields) throws(Invalid) -> (Int, Int) {
        guard let value = top.object["size"] else { throw Invalid(description: "the script: missing field 'size'") }
        if let text = value as? String, let size = DemoOptions.parseSize(text) { return size }
        if let fields = (value as? [String: Any]).map({ Fields($0, place: "size") }) {
            let w = try fields.number("width"), h = try fields.number("height")
            if w >= 1, h >= 1, w <= 16384, h <= 16384, w == w.rounded(), h == h.rounded() { return (Int(w), Int(h)) }
        }
        throw Invalid(description: "the script: size must be {\"width\": W, \"height\": H} or \"WxH\" with whole numbers from 1 to 16384")
    }

    private static func parseEvent(_ fields: Fields) throws(Invalid) -> Event {
        let t = try fields.number("t")
        guard t >= 0 else { throw Invalid(description: "\(fields.place): t must be ≥ 0, got \(t)") }
        let type = try fields.string("type")
        let seconds = t / 1000
        let kind: Event.Kind
        switch type {
        case "down": kind = .input(.pointerDown(x: try fields.number("x"), y: try fields.number("y"), time: seconds))
        case "move": kind = .input(.pointerMove(x: try fields.number("x"), y: try fields.number("y"), time: seconds))
        case "up": kind = .input(.pointerUp(x: try fields.number("x"), y: try fields.number("y"), time: seconds))
        case "wheel":
            let precise = fields.object["precise"] == nil ? false : try fields.bool("precise")
            kind = .input(.wheel(dx: try fields.number("dx"), dy: try fields.number("dy"), precise: precise,
                                 time: seconds))
        case "key":
            let shift = fields.object["shift"] == nil ? false : try fields.bool("shift")
            kind = .input(.key(name: try fields.string("key"), shift: shift, time: seconds))
        case "resize":
            let w = try fields.number("width"), h = try fields.number("height")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else {
                throw Invalid(description: "\(fields.place): width and height must be from 1 to 16384")
            }
            kind = .input(.resize(width: Int(w), height: Int(h), time: seconds))
        case "mode":
            let name = try fields.string("name")
            guard DemoCore.modeNames.contains(name) else {
                throw Invalid(description: "\(fields.place): unknown mode '\(name)' (modes: \(DemoCore.modeNames.joined(separator: ", ")))")
            }
            kind = .mode(name)
        default:
            throw Invalid(description: "\(fields.place): unknown event type '\(type)' (known: \(eventTypes.joined(separator: ", ")))")
        }
        return Event(t: t, kind: kind)
    }

    /// Whether a JSONSerialization value is true or false rather than a number
    /// (both may arrive as NSNumber).
    private static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// Typed access to a JSON object's members, with errors naming the place.
    private struct Fields {
        let object: [String: Any]
        let place: String

        init(_ object: [String: Any], place: String) {
            self.object = object
            self.place = place
        }

        func value(_ key: String) throws(Invalid) -> Any {
            guard let value = object[key] else { throw Invalid(description: "\(place): missing field '\(key)'") }
            return value
        }

        func number(_ key: String) throws(Invalid) -> Double {
            let value = try value(key)
            guard !ReplayScript.isBoolean(value), let number = (value as? NSNumber)?.doubleValue, number.isFinite else {
                throw Invalid(description: "\(place): '\(key)' must be a number")
            }
            return number
        }

        func string(_ key: String) throws(Invalid) -> String {
            guard let text = try value(key) as? String else { throw Invalid(description: "\(place): '\(key)' must be a string") }
            return text
        }

        func bool(_ key: String) throws(Invalid) -> Bool {
            let value = try value(key)
            guard ReplayScript.isBoolean(value), let flag = value as? Bool else { throw Invalid(description: "\(place): '\(key)' must be true or false") }
            return flag
        }
    }
}
