/// The demo's command line.
public struct DemoOptions: Sendable, Equatable {
    public var width = 1280
    public var height = 720
    /// Quit after this many frames (for smoke tests); nil runs until closed.
    public var frameLimit: Int?
    /// Print a JSON line on stdout each time motion settles.
    public var logState = false

    public init() {}

    public static let usage = """
        usage: endless-demo [--size WxH] [--frames N] [--log-state]
          --size WxH     window size in points (default 1280x720)
          --frames N     quit after N frames
          --log-state    print one JSON line each time motion settles
        """

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var rest = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
                    throw UsageError("--size wants WIDTHxHEIGHT with positive numbers, got '\(text)'")
                }
                options.width = w
                options.height = h
            case "--frames":
                let text = try value(argument)
                guard let n = Int(text), n > 0 else { throw UsageError("--frames wants a positive number, got '\(text)'") }
                options.frameLimit = n
            case "--log-state":
                options.logState = true
            case "--help", "-h":
                throw UsageError(nil)
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        return options
    }
}

/// A command line that cannot be run; nil message means help was asked for.
public struct UsageError: Error, Equatable {
    public let message: String?
    public init(_ message: String?) { self.message = message }
}
