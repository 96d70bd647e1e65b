import Glibc
import CSDL
import CX11EventTime
import ScrollViewsSDL
import CXProbe
import CRegionDecoder
import Pictures
import PicturesSDL

/// The interactive demo: a resizable, high-DPI-aware window on the library's
/// loop (`SDLWindowLoop`: its input, pacing, renderer choice and rest).
@MainActor
public final class DemoApp {
    private let options: DemoOptions
    private var loop: SDLWindowLoop?
    private var core: DemoCore?
    /// Where its deinit lets go of SDL's objects (the main thread, as made).
    private let release = MainThreadRelease()
    private var fullscreen = false
    /// Why a --log-state line could not be written, if one could not: ends the run.
    private var writeFailure: String?

    public init(options: DemoOptions) {
        self.options = options
    }

    deinit {
        // Released on the main actor, where it ran. Fonts and textures go before
        // the renderer (the text ends SDL_ttf).
        release.run {
            core = nil
            loop = nil
        }
        SDL_Quit()
    }

    /// Runs the command line; returns the exit code (2 for bad usage, a bad
    /// script or an output that cannot be written).
    public static func main(_ arguments: [String]) -> Int32 {
        var bytes: [[UInt8]] = []
        for argument in arguments { bytes.append(Array(argument.utf8)) }
        return main(arguments: bytes)
    }

    /// Runs the command line given as its arguments' bytes (`ProgramArguments`),
    /// so that paths that are not UTF-8 are kept; returns the exit code.
    public static func main(arguments: [[UInt8]]) -> Int32 {
        StandardStream.ignoreBrokenPipes()
        // Pages, pictures, thumbnails and decoder buffers: always their own mappings,
        // given back when freed (after two page turns 11 MB more stayed resident; a
        // screen of thumbnails decoded at start-up stayed in the decoding thread's heap).
        _ = picture_buffers_mapped(DemoApp.mappedAllocations)
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments: arguments)
        } catch {
            if let message = error.message {
                printError("\(message) (endless-demo --help lists the options)")
                return 2
            }
            return StandardStream.output.write(DemoOptions.usage + "\n") ? 0 : 2
        }
        if options.listModes {
            return StandardStream.output.write(ModeRegistry.names.joined(separator: "\n") + "\n") ? 0 : 2
        }
        if options.headless { return HeadlessReplay.main(options) }
        // SIGINT and SIGTERM close the window and exit with 128 + N (SDL's own
        // handlers would turn them into a plain quit, status 0).
        Interruption.install(wakingSDL: true)
        defer { Interruption.uninstall() }
        do {
            var frameLog: OutputFile?
            if let path = options.frameLog { frameLog = try OutputFile(path: path, what: "frame log") }
            try DemoApp(options: options).run(frameLog: frameLog)
            try frameLog?.commit()
            return 0
        } catch {
            return reportFailure(error)
        }
    }

    /// Opens the window and runs until it is closed; writes the frame log to
    /// `frameLog` when given. A --log-state line that cannot be written ends the
    /// run (`OutputFile.Failure`).
    func run(frameLog: OutputFile? = nil) throws {
        // The pictures are listed, and the first mode's first page decodes, while SDL starts and the window opens.
        let settings = options.settings
        // The environment is read and written before the listing thread starts: setenv while another
        // thread reads it with getenv may crash (glibc moves the environment), and it did once in CI.
        UnusedServices.skip()
        _ = Assets.directory
        let opening = LibraryOpening(settings: settings, width: Double(options.width), height: Double(options.height))
        let loop: SDLWindowLoop
        do {
            loop = try openWindow()
        } catch {
            // A folder that cannot be shown is said before a display that cannot be had.
            _ = try opening.wait()
            throw error
        }
        let (library, early) = try opening.wait()
        // What the folder holds that is not shown is said, as feh does (and in the pager's and the grid's header).
        if library.kind == .folder, let skipped = library.skippedSummary { _ = printError(skipped) }
        let window = loop.window.pointer
        // Made hidden and, under a window manager, mapped at once without waiting (X11): the manager maps it
        // while the first frame is prepared, instead of SDL_ShowWindow blocking until it has.
        let mappedEarly = endless_x11_map_early(UnsafeMutableRawPointer(window)) != 0
        let core = try makeCore(loop, library: library, early: early)
        // The first frame shows the first pictures when they come within a few frames.
        core.prepareFirstFrame()
        core.current.waitForPictures(timeout: DemoApp.firstPicturesWait)
        // Mapped by now under a window manager (a second at most is waited for what is left of it: SDL_ShowWindow
        // would wait for ever for a manager that took the request and never grants it, one still starting up; SDL
        // learns of a later mapping from the server). Without one, with the first frame's present, in the same
        // requests (it never shows empty).
        if mappedEarly {
            if endless_x11_wait_until_mapped(UnsafeMutableRawPointer(window), 1000) != 0 { SDL_ShowWindow(window) }
            loop.showsWithFirstFrame = false
        } else {
            loop.showsWindow = { endless_x11_map_with_next_request(UnsafeMutableRawPointer($0.pointer)) != 0 }
        }
        var frames: [FrameTimes] = []
        if frameLog != nil { frames.reserveCapacity(options.frameLimit ?? 10_000) }
        // Esc and Q are the demo's (Esc goes back to the grid from a picture opened there).
        loop.stopsOnEscape = false
        loop.inputLimits = Limits.input
        loop.drawsEveryFrame = options.frameLimit != nil
        loop.refreshRate = options.refreshRate
        loop.shouldStop = { [unowned self, unowned core] in
            core.quitRequested || Interruption.signal != nil || writeFailure != nil
        }
        loop.onFrame = { [unowned self, unowned loop, unowned core] times in
            early?.shown()
            if frameLog != nil { frames.append(times) }
            if let limit = options.frameLimit, core.frameCount >= limit { loop.stop() }
            if options.untilPictures, core.current.picturesShown { loop.stop() }
        }
        loop.run(core)
        if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
        if let signal = Interruption.signal { throw Interruption.Stopped(signal: signal) }
        try frameLog?.write(DemoApp.frameLogText(refresh: loop.refreshInterval, renderer: loop.renderer.name, frames: frames))
    }

    /// SDL, a display, and the window on the library's loop: resizable, in
    /// points on high-density displays, hidden until the first frame (or mapped
    /// early under a window manager), its renderer the library's choice.
    private func openWindow() throws -> SDLWindowLoop {
        let loop: SDLWindowLoop
        do {
            loop = try SDLWindowLoop(title: "Endless", width: Int32(options.width), height: Int32(options.height),
                                     options: .init(resizable: true, highDensity: true, hiddenUntilFirstFrame: true,
                                                    minimumSize: (320, 240)))
        } catch {
            // No display: the library's words, and the demo's way on without one.
            guard let why = DisplayEnvironment.current.whyNoWindow(driver: nil) else { throw error }
            throw UsageError(why + ", or replay a script with --headless")
        }
        self.loop = loop
        return loop
    }

    /// The demo in the window, on the loop's clock, wired to the window's title,
    /// fullscreen and standard output.
    private func makeCore(_ loop: SDLWindowLoop, library: ImageLibrary, early: EarlyPage?) throws -> DemoCore {
        let window = loop.window.pointer
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let canvas = try Canvas(renderer: loop.renderer, width: Double(w), height: Double(h))
        var settings = options.settings
        settings.startTime = loop.clock.now()
        if ReducedMotion.desktopAsks() { settings.reduceMotion = true }
        let core = try DemoCore(canvas: canvas, settings: settings, library: library, early: early)
        self.core = core
        core.onTitleChange = { SDL_SetWindowTitle(window, $0) }
        core.onFullscreenToggle = { [unowned self] in toggleFullscreen() }
        if options.logState {
            core.onRest = { [unowned self] line in
                if writeFailure == nil, !StandardStream.output.write(line + "\n") {
                    writeFailure = "cannot write to standard output: \(systemReason())"
                }
            }
        }
        SDL_SetWindowTitle(window, core.title)
        return core
    }

    /// Allocations this large or larger are mappings of their own, bytes (a
    /// thumbnail of the grid's smallest cells, 160 px square, is 100 KB).
    static let mappedAllocations: Int32 = 64 << 10

    /// How long start-up waits for the first mode's pictures before drawing
    /// placeholders that fade into them, seconds.
    static let firstPicturesWait = 0.25

    /// The frame log's text: the refresh interval, then a line a frame (`FrameTimes.logLine`).
    private static func frameLogText(refresh: Double, renderer: String, frames: [FrameTimes]) -> String {
        (["refresh \(refresh) renderer \(renderer.isEmpty ? "unknown" : renderer)"] + frames.map(\.logLine))
            .joined(separator: "\n") + "\n"
    }

    private func toggleFullscreen() {
        guard let window = loop?.window.pointer else { return }
        fullscreen.toggle()
        SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }
}
