/// The demo's command line.
public struct DemoOptions: Sendable, Equatable {
    public var width = 1280
    public var height = 720
    /// Quit after this many frames (smoke tests); nil runs until closed.
    public var frameLimit: Int?
    /// Print a JSON line on stdout each time motion settles.
    public var logState = false
    public var mode = "strip"
    public var seed: UInt64 = 1
    public var imagesDirectory: String?
    public var hud = true
    public var items = 5
    /// Headless replay instead of a window.
    public var headless = false
    public var script: String?
    public var fps: Double?
    public var sizeGiven = false
    public var trace: String?
    public var screenshot: String?
    /// Interactive: write the refresh interval and each frame's present time here on exit.
    public var frameLog: String?

    public init() {}

    public static let usage = """
        usage: endless-demo [options]
               endless-demo --headless --script FILE.json [--fps N] [--size WxH]
                            [--trace OUT.csv] [--screenshot OUT.png]
          --size WxH       window size in points (default 1280x720)
          --mode NAME      first mode: strip, pager, banner, autoplay, stack (default strip)
          --seed N         seed of the random animals (default 1)
          --images DIR     page through the PNG/JPEG files of DIR instead of animals
          --items N        banners in the banner mode, 0 to 1000 (default 5)
          --no-hud         start with the HUD hidden (H toggles it)
          --log-state      print one JSON line each time motion settles
          --frames N       quit after N frames
          --frame-log F    write the refresh interval and every frame's present time to F (benchmarks)
          --headless       replay --script without a display, on a virtual clock
          --fps N          headless frame rate (default: the script's, else 60)
          --trace FILE     headless: write one CSV row per frame
          --screenshot F   headless: write the last frame as PNG
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
                guard let size = parseSize(text) else {
                    throw UsageError("--size wants WIDTHxHEIGHT with positive numbers, got '\(text)'")
                }
                (options.width, options.height) = size
                options.sizeGiven = true
            case "--frames":
                let text = try value(argument)
                guard let n = Int(text), n > 0 else { throw UsageError("--frames wants a positive number, got '\(text)'") }
                options.frameLimit = n
            case "--fps":
                let text = try value(argument)
                guard let n = Double(text), n >= 1, n <= 1000 else {
                    throw UsageError("--fps wants a number from 1 to 1000, got '\(text)'")
                }
                options.fps = n
            case "--seed":
                let text = try value(argument)
                guard let n = UInt64(text) else { throw UsageError("--seed wants a whole number ≥ 0, got '\(text)'") }
                options.seed = n
            case "--items":
                let text = try value(argument)
                guard let n = Int(text), (0...1000).contains(n) else {
                    throw UsageError("--items wants a number from 0 to 1000, got '\(text)'")
                }
                options.items = n
            case "--mode":
                options.mode = try value(argument)
            case "--images": options.imagesDirectory = try value(argument)
            case "--script": options.script = try value(argument)
            case "--trace": options.trace = try value(argument)
            case "--frame-log": options.frameLog = try value(argument)
            case "--screenshot": options.screenshot = try value(argument)
            case "--log-state": options.logState = true
            case "--no-hud": options.hud = false
            case "--headless": options.headless = true
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
        if options.headless && options.script == nil { throw UsageError("--headless needs --script FILE.json") }
        if !options.headless {
            for (flag, given) in [("--script", options.script), ("--trace", options.trace),
                                  ("--screenshot", options.screenshot)] where given != nil {
                throw UsageError("\(flag) works with --headless only")
            }
        }
        return options
    }

    /// "WxH" with positive numbers.
    static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0,
              w <= 16384, h <= 16384 else { return nil }
        return (w, h)
    }

    var settings: DemoSettings {
        DemoSettings(mode: mode, seed: seed, imagesDirectory: imagesDirectory, hud: hud, items: items)
    }
}

/// A command line that cannot be run; nil message means help was asked for.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String?
    public init(_ message: String?) { self.message = message }
    public var description: String { message ?? DemoOptions.usage }
}
