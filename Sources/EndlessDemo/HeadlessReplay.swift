import CSDL
import Foundation

/// One row of the headless trace: the state after frame `frame`.
struct TraceRow: Equatable {
    static let header = "frame,t_ms,mode,state,offset,velocity,page,live_tiles,textures,recenters,live_cells"

    var frame: Int
    var tMs: Double
    var mode: String
    var status: ModeStatus

    var csv: String {
        "\(frame),\(fixed(tMs, 3)),\(mode),\(status.state.rawValue),\(fixed(status.offset, 3)),"
            + "\(fixed(status.velocity, 3)),\(status.page),\(status.liveTiles),\(status.textures),\(status.recenters),"
            + "\(status.liveCells)"
    }
}

/// The outcome of a replay: the trace and the last frame's pixels.
struct ReplayResult {
    var rows: [TraceRow]
    var width: Int
    var height: Int
    /// The last frame, ARGB8888, row by row.
    var pixels: [UInt32]
    /// The --log-state lines the run would have printed.
    var restLines: [String]

    /// The colour at (x, y) of the last frame.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let value = pixels[y * width + x]
        return (UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value))
    }
}

/// Headless replay: runs a script without a display on a virtual clock. Frame k
/// is at exactly k·1000/fps ms; script events go through the same input path as
/// SDL's, applied before the first frame at or after their time; every frame is
/// rendered by the software renderer into an offscreen surface (SDL's dummy
/// video driver).
enum HeadlessReplay {
    /// The command line's entry: exit 0, 1 on an SDL failure, 2 on a bad script.
    static func main(_ options: DemoOptions) -> Int32 {
        guard let path = options.script else { return 2 }
        var script: ReplayScript
        do {
            script = try ReplayScript.load(path: path)
        } catch {
            printError("\(path): \(error.description)")
            return 2
        }
        if let fps = options.fps { script.fps = fps }
        if options.sizeGiven { (script.width, script.height) = (options.width, options.height) }
        if options.imagesDirectory != nil { script.imagesDirectory = options.imagesDirectory }
        if !options.hud { script.hud = false }
        if options.items != DemoOptions().items { script.items = options.items }
        do {
            let result = try run(script, screenshot: options.screenshot,
                                 logState: options.logState ? { print($0) } : nil)
            if let trace = options.trace {
                let text = ([TraceRow.header] + result.rows.map(\.csv)).joined(separator: "\n") + "\n"
                guard FileManager.default.createFile(atPath: trace, contents: Data(text.utf8)) else {
                    printError("cannot write the trace to '\(trace)'")
                    return 1
                }
            }
            return 0
        } catch let error as ImageLibrary.LoadError {
            printError(error.description)
            return 2
        } catch let error as InputError {
            printError("\(path): \(error.description)")
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Replays `script`; writes the last frame to `screenshot` as PNG when given.
    static func run(_ script: ReplayScript, screenshot: String? = nil,
                    logState: ((String) -> Void)? = nil) throws -> ReplayResult {
        let settings = DemoSettings(mode: script.mode, seed: script.seed, imagesDirectory: script.imagesDirectory,
                                    hud: script.hud, items: script.items)
        let session = try HeadlessSession(width: script.width, height: script.height, settings: settings)
        var result = ReplayResult(rows: [], width: script.width, height: script.height, pixels: [], restLines: [])
        session.onLogLine = { line in
            result.restLines.append(line)
            logState?(line)
        }
        var pending = script.events[...]
        let frames = Int((script.durationMs * script.fps / 1000).rounded(.down))
        for k in 0...frames {
            let tMs = Double(k) * 1000 / script.fps
            while let event = pending.first, event.t <= tMs {
                pending = pending.dropFirst()
                switch event.kind {
                case .mode(let name): session.switchTo(name, time: event.t / 1000)
                case .input(let input): session.handle(input)
                }
            }
            session.frame(at: tMs / 1000)
            result.rows.append(TraceRow(frame: k, tMs: tMs, mode: session.mode, status: session.status))
        }
        (result.width, result.height) = (session.width, session.height)
        result.pixels = try session.pixels()
        if let screenshot { try savePNG(result, to: screenshot) }
        return result
    }

    private static func savePNG(_ result: ReplayResult, to path: String) throws {
        var pixels = result.pixels
        try pixels.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(result.width), Int32(result.height), 32, Int32(result.width * 4),
                SDL_PIXELFORMAT_ARGB8888.rawValue) else { throw SDLError("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG(\(path))") }
        }
    }
}
