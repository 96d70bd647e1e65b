import CRegionDecoder
import CSDL
import ScrollViewsSDL
import Pictures

/// One row of the headless trace: the state after frame `frame`.
struct TraceRow: Equatable {
    /// The common columns, then each mode's own (`RegisteredMode.traceFields`),
    /// empty in rows of other modes.
    static let header = (["frame,t_ms,mode,state,offset,velocity,position,live_tiles,textures,recenters,live_cells"]
                         + ModeRegistry.traceFields.map(\.column)).joined(separator: ",")

    var frame: Int
    var tMs: Double
    var mode: String
    var status: ModeStatus

    var csv: String {
        "\(frame),\(fixed(tMs, 3)),\(mode),\(status.state.rawValue),\(fixed(status.offset, 3)),"
            + "\(fixed(status.velocity, 3)),\(status.position),\(status.liveTiles),\(status.textures),\(status.recenters),"
            + "\(status.liveCells)"
            + ModeRegistry.traceFields.map { ",\(optional(status[$0], digits: $0.digits))" }.joined()
    }
}

/// A trace value, or nothing where the mode has none.
private func optional(_ value: Double?, digits: Int) -> String { value.map { fixed($0, digits) } ?? "" }

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
@MainActor
enum HeadlessReplay {
    /// The command line's entry: exit 0, 1 on an SDL failure, 2 on a bad script
    /// or an output that cannot be written, 128 + N when stopped by signal N.
    /// Outputs are written to temporary files and put in place only when the
    /// whole run succeeded.
    static func main(_ options: DemoOptions) -> Int32 {
        guard let path = options.script else { return 2 }
        var script: ReplayScript
        do {
            script = try ReplayScript.load(path: path)
            try apply(options, to: &script)
        } catch {
            printError("\(path.shown()): \(error.description)")
            return 2
        }
        var trace: OutputFile?, screenshot: OutputFile?
        do {
            // The pictures' folder may come from the script: check the outputs against it too.
            // (No closures on the main actor: `MainThreadRelease` says why.)
            var images: (String, FilePath)?
            if let folder = script.imagesDirectory {
                images = (options.imagesDirectory != nil ? "--images" : "the script's images", folder)
            }
            try options.checkPaths(images: images)
            if let path = options.trace { trace = try OutputFile(path: path, what: "trace") }
            if let path = options.screenshot { screenshot = try OutputFile(path: path, what: "screenshot") }
        } catch {
            printError("\(error)")
            return 2
        }
        Interruption.install()
        defer { Interruption.uninstall() }
        do {
            let result = try run(script, screenshot: screenshot?.temporaryPath,
                                 logState: options.logState ? { StandardStream.output.write($0 + "\n") } : nil)
            if let trace {
                try trace.write(([TraceRow.header] + result.rows.map(\.csv)).joined(separator: "\n") + "\n")
            }
            try trace?.commit()
            try screenshot?.commit()
            return 0
        } catch {
            return reportFailure(error)
        }
    }

    /// The command line's overrides: --fps, --size, --images, --items, --hud, --no-hud, --xray and --reduce-motion
    /// win over the script's values; the frames they make must stay within the limit.
    static func apply(_ options: DemoOptions, to script: inout ReplayScript) throws(ReplayScript.Invalid) {
        if let fps = options.fps { script.fps = fps }
        if options.sizeGiven { (script.width, script.height) = (options.width, options.height) }
        if options.imagesDirectory != nil { (script.imagesDirectory, script.firstPicture) = (options.imagesDirectory, options.firstPicture) }
        if options.given.contains("--no-hud") { script.hud = false }
        if options.given.contains("--hud") { script.hud = true }
        if options.xray { script.xray = true }
        if options.reduceMotion { script.reduceMotion = true }
        if options.recursive { script.recursive = true }
        if options.given.contains("--items") { script.items = options.items }
        if options.noThumbnailCache { script.thumbnailCache = false }
        if options.demoScreen { script.viewer = false }
        if let slideshow = options.slideshow { script.slideshow = slideshow }
        guard script.frameCount <= Limits.frames else {
            throw ReplayScript.Invalid(description: "\(script.frameCount) frames at \(fixed(script.fps, 0)) fps over \(fixed(script.durationMs, 0)) ms; at most \(Limits.frames)")
        }
    }

    /// Replays `script`; writes the last frame to `screenshot` as PNG when given.
    /// `logState` receives each --log-state line and says whether it was written;
    /// a line that could not be written ends the run. A SIGINT or SIGTERM caught
    /// by `Interruption` ends it too (`Interruption.Stopped`).
    static func run(_ script: ReplayScript, screenshot: FilePath? = nil,
                    logState: ((String) -> Bool)? = nil) throws -> ReplayResult {
        let settings = DemoSettings(mode: script.mode, seed: script.seed, imagesDirectory: script.imagesDirectory,
                                    firstPicture: script.firstPicture, hud: script.hud, xray: script.xray, reduceMotion: script.reduceMotion,
                                    items: script.items,
                                    thumbnailCache: script.thumbnailCache ? ThumbnailCache.standardRoot() : nil,
                                    recursive: script.recursive, viewer: script.viewer,
                                    slideshow: script.slideshow)
        let session = try HeadlessSession(width: script.width, height: script.height, settings: settings)
        var result = ReplayResult(rows: [], width: script.width, height: script.height, pixels: [], restLines: [])
        var writeFailure: String?
        session.onLogLine = { line in
            result.restLines.append(line)
            if let logState, writeFailure == nil, !logState(line) {
                writeFailure = "cannot write to standard output: \(systemReason())"
            }
        }
        var pending = script.events[...]
        result.rows.reserveCapacity(script.frameCount)
        for k in 0..<script.frameCount {
            if let signal = Interruption.signal { throw Interruption.Stopped(signal: signal) }
            let tMs = Double(k) * 1000 / script.fps
            while let event = pending.first, event.t <= tMs {
                pending = pending.dropFirst()
                switch event.kind {
                case .mode(let name): session.switchTo(name, time: event.t / 1000)
                case .input(let input): session.handle(input)
                case .wheelAtCentre(let dx, let dy, let source, let shift, let ctrl):
                    session.handleWheelAtCentre(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl, time: event.t / 1000)
                }
            }
            session.frame(at: tMs / 1000)
            if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
            result.rows.append(TraceRow(frame: k, tMs: tMs, mode: session.mode, status: session.status))
        }
        (result.width, result.height) = (session.width, session.height)
        result.pixels = try session.pixels()
        if let screenshot { try savePNG(result, to: screenshot) }
        return result
    }

    nonisolated private static func savePNG(_ result: ReplayResult, to path: FilePath) throws {
        var message = [CChar](repeating: 0, count: 256)
        let status = result.pixels.withUnsafeBufferPointer { pixels in
            path.withCString {
                region_write_argb_png($0, pixels.baseAddress, Int32(result.width), Int32(result.height), &message, message.count)
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw OutputFile.Failure(description: "cannot write the screenshot \(path.shown()): \(reason)")
        }
    }
}
