import CSDL
import Foundation

/// The interactive demo: a resizable, high-DPI-aware window, SDL's clock, vsync.
public final class DemoApp {
    private let options: DemoOptions
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var core: DemoCore?
    private var input = SDLInput()
    private var minimized = false
    private var fullscreen = false
    /// Ticks-based seconds at `perfBase`, to give frames sub-millisecond times
    /// on the same clock as SDL's event timestamps.
    private var ticksBase = 0.0
    private var perfBase: UInt64 = 0

    public init(options: DemoOptions) {
        self.options = options
    }

    deinit {
        // Fonts and textures go before the renderer and TTF_Quit.
        core = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }

    /// Runs the command line; returns the exit code (2 for bad usage, a bad
    /// script or an output that cannot be written).
    public static func main(_ arguments: [String]) -> Int32 {
        StandardStream.ignoreBrokenPipes()
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            if let message = error.message {
                printError("\(message)\n\(DemoOptions.usage)")
                return 2
            }
            return StandardStream.output.write(DemoOptions.usage + "\n") ? 0 : 2
        }
        if options.headless { return HeadlessReplay.main(options) }
        do {
            let frameLog = try options.frameLog.map { path throws(OutputFile.Failure) in
                try OutputFile(path: path, what: "frame log")
            }
            try DemoApp(options: options).run(frameLog: frameLog)
            try frameLog?.commit()
            return 0
        } catch let error as InputError {
            printError(error.description)
            return 2
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// Opens the window and runs until it is closed; writes the frame log to
    /// `frameLog` when given. A --log-state line that cannot be written ends the
    /// run (`OutputFile.Failure`).
    func run(frameLog: OutputFile? = nil) throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow("Endless", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(),
                                            Int32(options.width), Int32(options.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        self.window = window
        SDL_SetWindowMinimumSize(window, 320, 240)
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError("SDL_CreateRenderer")
        }
        self.renderer = renderer
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let canvas = try Canvas(renderer: renderer, width: Double(w), height: Double(h))
        var settings = options.settings
        settings.startTime = Double(SDL_GetTicks64()) / 1000
        let core = try DemoCore(canvas: canvas, settings: settings)
        self.core = core
        core.onTitleChange = { SDL_SetWindowTitle(window, $0) }
        core.onFullscreenToggle = { [unowned self] in toggleFullscreen() }
        var writeFailure: String?
        if options.logState {
            core.onRest = { line in
                if writeFailure == nil, !StandardStream.output.write(line + "\n") {
                    writeFailure = "cannot write to standard output: \(systemReason())"
                }
            }
        }
        SDL_SetWindowTitle(window, core.title)
        updateScale()
        perfBase = SDL_GetPerformanceCounter()
        ticksBase = Double(SDL_GetTicks64()) / 1000

        let refresh = refreshInterval()
        var deadline = now()
        var presents: [Double] = []
        if frameLog != nil { presents.reserveCapacity(options.frameLimit ?? 10_000) }
        while !core.quitRequested {
            if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
            var event = SDL_Event()
            if minimized {
                // Nothing to draw: sleep until something happens.
                if SDL_WaitEvent(&event) != 0 { dispatch(event) }
            }
            while SDL_PollEvent(&event) != 0 { dispatch(event) }
            if minimized || core.quitRequested { deadline = now(); continue }
            let start = now()
            core.frame(at: start)
            SDL_RenderPresent(renderer)
            if frameLog != nil { presents.append(now()) }
            if let limit = options.frameLimit, core.frameCount >= limit { break }
            // Where vsync does not pace the loop (present returned at once), sleep
            // until the next frame is due, on a steady grid of refresh intervals.
            let end = now()
            deadline = max(deadline + refresh, end - refresh)
            if end - start < refresh * 0.5, deadline > end {
                SDL_Delay(UInt32(((deadline - end) * 1000).rounded(.down)))
            }
        }
        if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
        try frameLog?.write(DemoApp.frameLogText(refresh: refresh, presents: presents))
    }

    /// The frame log's text: the refresh interval, then each present's time.
    private static func frameLogText(refresh: Double, presents: [Double]) -> String {
        (["refresh \(refresh)"] + presents.map { String($0) }).joined(separator: "\n") + "\n"
    }

    /// The display's refresh interval, 1/60 s when unknown.
    private func refreshInterval() -> Double {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Seconds on SDL's tick clock, with the performance counter's resolution.
    private func now() -> Double {
        ticksBase + Double(SDL_GetPerformanceCounter() - perfBase) / Double(SDL_GetPerformanceFrequency())
    }

    private func dispatch(_ sdlEvent: SDL_Event) {
        if sdlEvent.type == SDL_WINDOWEVENT.rawValue {
            switch SDL_WindowEventID(rawValue: UInt32(sdlEvent.window.event)) {
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                if !minimized { core?.setSuspended(true, time: Double(sdlEvent.window.timestamp) / 1000) }
                minimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_MAXIMIZED:
                if minimized { core?.setSuspended(false, time: Double(sdlEvent.window.timestamp) / 1000) }
                minimized = false
            case SDL_WINDOWEVENT_SIZE_CHANGED: updateScale()
            default: break
            }
        }
        guard let event = input.convert(sdlEvent) else { return }
        core?.handle(event)
    }

    private func toggleFullscreen() {
        guard let window else { return }
        fullscreen.toggle()
        SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    /// Draws in window points on high-DPI displays.
    private func updateScale() {
        guard let window, let renderer else { return }
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if w > 0, h > 0 { SDL_RenderSetScale(renderer, Float(pw) / Float(w), Float(ph) / Float(h)) }
    }
}
