import ScrollPhysics
import ScrollViews
import Pictures

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
            /// A wheel turned with no pointer position: at the middle of the shown mode (`DemoCore.handleWheelAtCentre`).
            case wheelAtCentre(dx: Double, dy: Double, source: WheelSource, shift: Bool, ctrl: Bool)
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
    var hud = false
    var xray = false
    var reduceMotion = false
    var imagesDirectory: FilePath?
    /// The picture of that folder the pager opens at (a picture named on the command line).
    var firstPicture: FilePath?
    /// The pictures of the folder's subfolders too (`recursive`).
    var recursive = false
    var items = 5
    /// Whether the grid reads and writes the desktop's thumbnail cache (off unless the options say so).
    var thumbnailCache = false
    /// The viewer's screen over the folder's pictures (`DemoSettings.viewer`; off unless the options say so).
    var viewer = false
    /// A slideshow from the start, a picture every so many seconds (`slideshow`).
    var slideshow: Double?
    var events: [Event]

    /// The frames the run renders: frame 0 at t = 0 through the last at or before duration_ms.
    var frameCount: Int { Int(saturating: (durationMs * fps / 1000).rounded(.down)) + 1 }

    /// A script that cannot be replayed, with the place and the problem.
    struct Invalid: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// The event types and the fields each takes (besides `t` and `type`);
    /// optional fields are marked with a `?`.
    static let eventFields: [(type: String, fields: [String])] = [
        ("down", ["x", "y", "clicks?"]), ("move", ["x", "y"]), ("up", ["x", "y", "clicks?"]), ("hover", ["x?", "y?"]),
        ("wheel", ["dx", "dy", "source?", "precise?", "shift?", "ctrl?", "x?", "y?"]),
        ("finger", ["phase", "id", "x", "y"]), ("key", ["key", "shift?"]), ("resize", ["width", "height"]), ("mode", ["name"]),
    ]

    static var eventTypes: [String] { eventFields.map(\.type) }

    /// A wheel event's `source` names.
    static let wheelSources: [(name: String, source: WheelSource)] = [
        ("wheel", .wheel), ("hires", .hiresWheel), ("touchpad", .touchpad),
    ]

    /// The script's top-level fields and the options it may set.
    static let topFields = ["size", "fps", "mode", "seed", "duration_ms", "options", "events"]
    static let optionFields = ["hud", "xray", "reduce_motion", "images", "recursive", "items", "thumbnail_cache", "viewer", "slideshow"]

    /// Reads and checks the script at `path` (a regular file of at most
    /// `Limits.scriptBytes`).
    static func load(path: FilePath) throws(Invalid) -> ReplayScript {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Limits.scriptBytes)
        } catch {
            throw Invalid(description: error.sentence(about: "the script"))
        }
        return try parse(bytes)
    }

    /// Checks `bytes` as a script. Events are checked as they are read and kept
    /// compact, so memory stays a small multiple of the text's size.
    static func parse(_ bytes: [UInt8]) throws(Invalid) -> ReplayScript {
        let (members, events) = try readJSON(bytes)
        let top = Fields(members, place: "the script")
        try top.onlyKnown(topFields, what: "field")
        var script = try header(top)
        if let options = top.member("options") { try apply(options: options, to: &script) }
        guard let list = top.member("events") else { throw Invalid(description: "the script: missing field 'events'") }
        guard case .array = list else { throw Invalid(description: "the script: events must be an array") }
        script.events = events
        return script
    }

    /// The script's top-level members, and its events checked one by one as they are read.
    private static func readJSON(_ bytes: [UInt8]) throws(Invalid)
        -> (members: [(key: String, value: JSONValue)], events: [Event]) {
        var events: [Event] = []
        var previous = -Double.infinity
        do {
            guard let root = try JSONReader.parseObject(bytes, streaming: "events", element: { index, value in
                guard case .object(let object) = value else { throw Invalid(description: "event \(index): must be an object") }
                let event = try parseEvent(Fields(object, place: "event \(index)"))
                guard event.t >= previous else {
                    throw Invalid(description: "event \(index): time goes backwards (t = \(event.t) ms after \(previous) ms)")
                }
                previous = event.t
                events.append(event)
            }) else { throw Invalid(description: "the script must be a JSON object") }
            return (root, events)
        } catch let error as JSONReader.Malformed {
            throw Invalid(description: "the script is not valid JSON: \(error.description)")
        } catch let error as Invalid {
            throw error
        } catch {
            throw Invalid(description: "\(error)")
        }
    }

    /// The window, clock, mode and seed of the script, checked.
    private static func header(_ top: Fields) throws(Invalid) -> ReplayScript {
        let (width, height) = try size(top)
        let fps = try top.number("fps")
        guard Limits.fps.contains(fps) else {
            throw Invalid(description: "the script: fps must be from 1 to 1000, got \(fps)")
        }
        let mode = try top.string("mode")
        guard ModeRegistry.index(of: mode) != nil else { throw Invalid(description: "the script: \(ModeRegistry.unknown(mode))") }
        let seedValue = try top.number("seed")
        guard seedValue >= 0, seedValue == seedValue.rounded(), seedValue < 1.8e19 else {
            throw Invalid(description: "the script: seed must be a whole number ≥ 0, got \(seedValue)")
        }
        let duration = try top.number("duration_ms")
        guard duration >= 0, duration <= Limits.durationMs else {
            throw Invalid(description: "the script: duration_ms must be from 0 to \(Int(Limits.durationMs)) (10 minutes), got \(duration)")
        }
        let script = ReplayScript(width: width, height: height, fps: fps, mode: mode, seed: UInt64(seedValue),
                                  durationMs: duration, events: [])
        guard script.frameCount <= Limits.frames else {
            throw Invalid(description: "the script: \(script.frameCount) frames (duration_ms × fps / 1000 + 1); at most \(Limits.frames)")
        }
        return script
    }

    /// The script's `options`: hud, xray, reduce_motion, images, recursive, items, thumbnail_cache, viewer, slideshow.
    private static func apply(options: JSONValue, to script: inout ReplayScript) throws(Invalid) {
        guard case .object(let members) = options else { throw Invalid(description: "the script: options must be an object") }
        let fields = Fields(members, place: "options")
        try fields.onlyKnown(optionFields, what: "option")
        if fields.member("hud") != nil { script.hud = try fields.bool("hud") }
        if fields.member("xray") != nil { script.xray = try fields.bool("xray") }
        if fields.member("reduce_motion") != nil { script.reduceMotion = try fields.bool("reduce_motion") }
        if fields.member("images") != nil { script.imagesDirectory = FilePath(try fields.string("images")) }
        if fields.member("recursive") != nil { script.recursive = try fields.bool("recursive") }
        if fields.member("items") != nil { script.items = try fields.whole("items", in: Limits.items) }
        if fields.member("thumbnail_cache") != nil { script.thumbnailCache = try fields.bool("thumbnail_cache") }
        if fields.member("viewer") != nil { script.viewer = try fields.bool("viewer") }
        if fields.member("slideshow") != nil { script.slideshow = try fields.number("slideshow", in: Slideshow.intervals) }
    }

    private static func size(_ top: Fields) throws(Invalid) -> (Int, Int) {
        guard let value = top.member("size") else { throw Invalid(description: "the script: missing field 'size'") }
        let side = Limits.windowSide
        let rule = "the script: size must be {\"width\": W, \"height\": H} or \"WxH\" with whole numbers from \(side.lowerBound) to \(side.upperBound)"
        switch value {
        case .string(let text):
            if let size = DemoOptions.parseSize(text) { return size }
        case .object(let members):
            let fields = Fields(members, place: "size")
            try fields.onlyKnown(["width", "height"], what: "field")
            if let w = try? fields.whole("width", in: side), let h = try? fields.whole("height", in: side) {
                return (w, h)
            }
        default: break
        }
        throw Invalid(description: rule)
    }

    private static func parseEvent(_ fields: Fields) throws(Invalid) -> Event {
        let t = try fields.number("t")
        guard t >= 0, t <= Limits.durationMs else {
            throw Invalid(description: "\(fields.place): t must be from 0 to \(Int(Limits.durationMs)) ms, got \(t)")
        }
        let type = try fields.string("type")
        guard let known = eventFields.first(where: { $0.type == type }) else {
            throw Invalid(description: "\(fields.place): unknown event type '\(escaped(type))' (known: \(eventTypes.joined(separator: ", ")))")
        }
        try fields.onlyKnown(["t", "type"] + known.fields.map { $0.filter { $0 != "?" } },
                             what: "field for '\(escaped(type))'")
        let seconds = t / 1000
        let kind: Event.Kind
        func coordinate(_ key: String) throws(Invalid) -> Double {
            try fields.number(key, within: Limits.coordinate)
        }
        func clicks() throws(Invalid) -> Int {
            fields.member("clicks") == nil ? 1 : try fields.whole("clicks", in: 1...3)
        }
        /// A wheel's `source` ("wheel": notches, the default; "hires" or
        /// "touchpad": px), or the older `precise` (true: a touchpad).
        func wheelSource() throws(Invalid) -> WheelSource {
            if fields.member("source") != nil {
                guard fields.member("precise") == nil else {
                    throw Invalid(description: "\(fields.place): give a wheel's 'source' or the older 'precise', not both")
                }
                let name = try fields.string("source")
                guard let source = wheelSources.first(where: { $0.name == name })?.source else {
                    throw Invalid(description: "\(fields.place): unknown wheel source '\(escaped(name))' (sources: wheel, hires, touchpad)")
                }
                return source
            }
            guard fields.member("precise") != nil else { return .wheel }
            return try fields.bool("precise") ? .touchpad : .wheel
        }
        switch type {
        case "down": kind = .input(.pointer(.down(x: try coordinate("x"), y: try coordinate("y"), clicks: try clicks(),
                                                  time: seconds)))
        case "move": kind = .input(.pointer(.move(x: try coordinate("x"), y: try coordinate("y"), time: seconds)))
        case "up": kind = .input(.pointer(.up(x: try coordinate("x"), y: try coordinate("y"), clicks: try clicks(),
                                              time: seconds)))
        case "hover":
            let hasX = fields.member("x") != nil, hasY = fields.member("y") != nil
            guard hasX == hasY else { throw Invalid(description: "\(fields.place): a hover's 'x' and 'y' come together (neither: the pointer left the window)") }
            kind = .input(.pointer(hasX ? .hover(x: try coordinate("x"), y: try coordinate("y"), time: seconds)
                                        : .hover(x: nil, y: nil, time: seconds)))
        case "wheel":
            let source = try wheelSource()
            let limit = source.isPixels ? Limits.wheelPixels : Limits.wheelNotches
            let shift = fields.member("shift") != nil ? try fields.bool("shift") : false
            let ctrl = fields.member("ctrl") != nil ? try fields.bool("ctrl") : false
            let hasX = fields.member("x") != nil, hasY = fields.member("y") != nil
            guard hasX == hasY else { throw Invalid(description: "\(fields.place): a wheel's 'x' and 'y' come together") }
            let dx = try fields.number("dx", within: limit), dy = try fields.number("dy", within: limit)
            if hasX {
                kind = .input(.pointer(.wheel(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl,
                                              x: try coordinate("x"), y: try coordinate("y"), time: seconds)))
            } else {
                kind = .wheelAtCentre(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl)
            }
        case "finger":
            let name = try fields.string("phase")
            let phases: [String: TouchEvent.Phase] = ["down": .down, "move": .move, "up": .up]
            guard let phase = phases[name] else {
                throw Invalid(description: "\(fields.place): unknown finger phase '\(escaped(name))' (phases: down, move, up)")
            }
            kind = .input(.finger(TouchEvent(phase, finger: try fields.whole("id", in: 0...9), x: try coordinate("x"),
                                             y: try coordinate("y"), time: seconds)))
        case "key":
            let shift = fields.member("shift") == nil ? false : try fields.bool("shift")
            let name = try fields.string("key")
            guard let key = Key(name: name), key.isDemoKey else {
                throw Invalid(description: "\(fields.place): unknown key '\(escaped(name))' (keys: \(Key.all.map(\.name).joined(separator: ", ")))")
            }
            kind = .input(.key(KeyEvent(key, shift: shift, time: seconds)))
        case "resize":
            kind = .input(.window(.resized(width: try fields.whole("width", in: Limits.windowSide),
                                           height: try fields.whole("height", in: Limits.windowSide)), time: seconds))
        default:
            let name = try fields.string("name")
            guard ModeRegistry.index(of: name) != nil else { throw Invalid(description: "\(fields.place): \(ModeRegistry.unknown(name))") }
            kind = .mode(name)
        }
        return Event(t: t, kind: kind)
    }

    /// Typed access to a JSON object's members, with errors naming the place.
    private struct Fields {
        let members: [(key: String, value: JSONValue)]
        let place: String

        init(_ members: [(key: String, value: JSONValue)], place: String) {
            self.members = members
            self.place = place
        }

        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

        /// Refuses any member not in `known`.
        func onlyKnown(_ known: [String], what: String) throws(Invalid) {
            for (key, _) in members where !known.contains(key) {
                throw Invalid(description: "\(place): unknown \(what) '\(escaped(key))' (known: \(known.joined(separator: ", ")))")
            }
        }

        func value(_ key: String) throws(Invalid) -> JSONValue {
            guard let value = member(key) else { throw Invalid(description: "\(place): missing field '\(key)'") }
            return value
        }

        func number(_ key: String) throws(Invalid) -> Double {
            guard case .number(let number) = try value(key), number.isFinite else {
                throw Invalid(description: "\(place): '\(key)' must be a number")
            }
            return number
        }

        /// A number of magnitude at most `limit`.
        func number(_ key: String, within limit: Double) throws(Invalid) -> Double {
            let number = try number(key)
            guard abs(number) <= limit else {
                throw Invalid(description: "\(place): '\(key)' must be from -\(fixed(limit, 0)) to \(fixed(limit, 0)), got \(number)")
            }
            return number
        }

        /// A number in `range`.
        func number(_ key: String, in range: ClosedRange<Double>) throws(Invalid) -> Double {
            let number = try number(key)
            guard range.contains(number) else {
                throw Invalid(description: "\(place): '\(key)' must be from \(range.lowerBound) to \(range.upperBound), got \(number)")
            }
            return number
        }

        /// A whole number in `range`.
        func whole(_ key: String, in range: ClosedRange<Int>) throws(Invalid) -> Int {
            let number = try number(key)
            guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                throw Invalid(description: "\(place): '\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(number)")
            }
            return Int(number)
        }

        func string(_ key: String) throws(Invalid) -> String {
            guard case .string(let text) = try value(key) else { throw Invalid(description: "\(place): '\(key)' must be a string") }
            // A NUL ends the text for the C library (a key name, a path): "Right\u0000garbage" would act as "Right".
            guard !text.utf8.contains(0) else {
                throw Invalid(description: "\(place): '\(key)' holds a NUL character (\\u0000)")
            }
            return text
        }

        func bool(_ key: String) throws(Invalid) -> Bool {
            guard case .bool(let flag) = try value(key) else { throw Invalid(description: "\(place): '\(key)' must be true or false") }
            return flag
        }
    }
}
