import Glibc
import CSDL
import CX11EventTime
import ScrollViewsSDL
import CXProbe
import CRegionDecoder

/// The interactive demo: a resizable, high-DPI-aware window, SDL's clock, vsync.
public final class DemoApp {
    private let options: DemoOptions
    private var windowOwner: Window?
    private var rendererOwner: Renderer?
    private var window: OpaquePointer? { windowOwner?.pointer }
    private var renderer: OpaquePointer? { rendererOwner?.pointer }
    private var core: DemoCore?
    private var input = SDLInput()
    private var minimized = false
    private var fullscreen = false
    /// Frame times on the clock of SDL's event timestamps (set once SDL is up).
    private var clock: SDLClock?
    /// Why a --log-state line could not be written, if one could not: ends the run.
    private var writeFailure: String?
    /// Whether the window was asked to map as soon as it was made (under a window manager).
    private var mappedEarly = false
    /// Whether the hidden window is to be shown with the next frame's present.
    private var showsWithFirstFrame = false

    public init(options: DemoOptions) {
        self.options = options
    }

    deinit {
        // Fonts and textures go before the renderer and TTF_Quit.
        core = nil
        rendererOwner = nil
        windowOwner = nil
        TTF_Quit()
        SDL_Quit()
    }

    /// Runs the command line; returns the exit code (2 for bad usage, a bad
    /// script or an output that cannot be written).
    public static func main(_ arguments: [String]) -> Int32 { main(arguments: arguments.map { Array($0.utf8) }) }

    /// Runs the command line given as its arguments' bytes (`ProgramArguments`),
    /// so that paths that are not UTF-8 are kept; returns the exit code.
    public static func main(arguments: [[UInt8]]) -> Int32 {
        StandardStream.ignoreBrokenPipes()
        // Pages, pictures and decoder buffers are megabytes each: always their own
        // mappings, given back when freed (after two page turns 11 MB more stayed resident).
        _ = picture_buffers_mapped(DemoApp.mappedAllocations)
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments: arguments)
        } catch {
            if let message = error.message {
                printError("\(message)\n\(DemoOptions.usage)")
                return 2
            }
            return StandardStream.output.write(DemoOptions.usage + "\n") ? 0 : 2
        }
        if options.listModes {
            return StandardStream.output.write(ModeRegistry.names.map { $0 + "\n" }.joined()) ? 0 : 2
        }
        if options.headless { return HeadlessReplay.main(options) }
        // SIGINT and SIGTERM close the window and exit with 128 + N (SDL's own
        // handlers would turn them into a plain quit, status 0).
        Interruption.install(wakingSDL: true)
        defer { Interruption.uninstall() }
        do {
            let frameLog = try options.frameLog.map { path throws(OutputFile.Failure) in
                try OutputFile(path: path, what: "frame log")
            }
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
        let library = try ImageLibrary.named(by: settings)
        let early = ModeRegistry.index(of: settings.mode).flatMap {
            ModeRegistry.modes[$0].earlyPage(of: library, settings: settings,
                                             width: Double(options.width), height: Double(options.height))
        }
        let (window, renderer) = try openWindow()
        // The window's pixels made present while the first frame is prepared and its pictures may still be decoding.
        if rendererOwner?.drawsInSoftware == true { WindowSurfaceWarmup.start(window) }
        let core = try makeCore(window: window, renderer: renderer, library: library, early: early)
        // The first frame shows the first pictures when they come within a few frames.
        core.prepareFirstFrame()
        core.current.waitForPictures(timeout: DemoApp.firstPicturesWait)
        // Mapped by now under a window manager (SDL waits for what is left of it); without one, with the first frame.
        if mappedEarly { SDL_ShowWindow(window) } else { showsWithFirstFrame = true }
        let refresh = refreshInterval()
        var frames: [FrameTimes] = []
        if frameLog != nil { frames.reserveCapacity(options.frameLimit ?? 10_000) }
        // Decodes that finish wake the loop from here on; it no longer looks for them every few ms.
        WindowWake.enable()
        defer { WindowWake.disable() }
        try loop(core, renderer: renderer, refresh: refresh) {
            early?.shown()
            if frameLog != nil { frames.append($0) }
        }
        if let signal = Interruption.signal { throw Interruption.Stopped(signal: signal) }
        try frameLog?.write(DemoApp.frameLogText(refresh: refresh, frames: frames))
    }

    /// Maps the hidden window with the first frame's present (X11: in the same
    /// requests, so that it never shows empty); elsewhere shows it before the present.
    private func showWithThisFrame() {
        guard let window, endless_x11_map_with_next_request(UnsafeMutableRawPointer(window)) == 0 else { return }
        SDL_ShowWindow(window)
        showsWithFirstFrame = false
    }

    /// SDL, a display, the window and its renderer.
    private func openWindow() throws -> (window: OpaquePointer, renderer: OpaquePointer) {
        UnusedServices.skip()
        let display = DisplayEnvironment()
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let error = SDLError("SDL_Init")
            throw DemoApp.noDisplay(driver: nil, environment: display) ?? error
        }
        // Pointer events keep the time the X server gave them (SDL's is when it read them).
        SDLPointerAdapter.enableWindowSystemInput()
        if let noDisplay = DemoApp.noDisplay(driver: SDL_GetCurrentVideoDriver().map { String(cString: $0) },
                                             environment: display) {
            throw noDisplay
        }
        // Made hidden and, under a window manager, mapped at once without waiting (X11): the manager maps it
        // while the first frame is prepared, instead of SDL_CreateWindow blocking until it has. Without one,
        // it is mapped with the first frame's present (`showWithThisFrame`: it never shows empty).
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow("Endless", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(),
                                            Int32(options.width), Int32(options.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        mappedEarly = endless_x11_map_early(UnsafeMutableRawPointer(window)) != 0
        windowOwner = Window(window)
        SDL_SetWindowMinimumSize(window, 320, 240)
        guard let renderer = DemoApp.makeRenderer(window) else { throw SDLError("SDL_CreateRenderer") }
        rendererOwner = renderer
        return (window, renderer.pointer)
    }

    /// The demo in the window, on SDL's clock, wired to the window's title,
    /// fullscreen and standard output.
    private func makeCore(window: OpaquePointer, renderer: OpaquePointer, library: ImageLibrary,
                          early: EarlyPage?) throws -> DemoCore {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let canvas = try Canvas(renderer: renderer, width: Double(w), height: Double(h))
        var settings = options.settings
        settings.startTime = Double(SDL_GetTicks64()) / 1000
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
        updateScale()
        clock = SDLClock()
        return core
    }

    /// Draws only when something changed — an event, or a motion, timer or
    /// picture the core says is due — and waits for events in between; paces
    /// the frames (`FramePacer`): input is drawn as soon as a frame may start,
    /// motion on a steady grid. `presented` gets each frame's times.
    /// (--frames draws every frame: the smoke tests and benchmarks time frames.)
    private func loop(_ core: DemoCore, renderer: OpaquePointer, refresh: Double,
                      presented: (FrameTimes) -> Void) throws {
        let vsyncable = rendererOwner?.presentsWithVsync ?? false
        var pacer = FramePacer(refresh: refresh, start: now(), vsyncable: vsyncable)
        var redraw = true
        // The first frame is drawn before the events are read: it is ready, and reading them is a
        // round trip to the window system (the events it finds — shown, exposed — draw the next).
        var first = true
        let drawsAlways = options.frameLimit != nil
        while !core.quitRequested, Interruption.signal == nil {
            if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
            if !first {
                if minimized || (!redraw && !drawsAlways) { redraw = waitForNextFrame(core) || redraw }
                var event = SDL_Event()
                // A signal ends the run between two events: a backlog of thousands never delays it.
                while Interruption.signal == nil, SDL_PollEvent(&event) != 0 { redraw = dispatch(event) || redraw }
            }
            first = false
            if minimized || core.quitRequested { pacer = FramePacer(refresh: refresh, start: now(), vsyncable: vsyncable); continue }
            let start = now()
            let due = core.nextFrame(after: start).map { $0 <= start } ?? false
            guard redraw || due || drawsAlways else { continue }
            // Not yet: wait for the frame's time, taking the input that comes meanwhile.
            let at = pacer.nextStart(input: redraw && !drawsAlways)
            if start < at {
                redraw = waitForEvents(until: at) || redraw
                continue
            }
            redraw = false
            let startCPU = ThreadCPUTime.seconds()
            core.frame(at: start)
            // SDL queues the drawing until present: done here, the render time is the drawing's and
            // present's is the display's alone (a long present is taken for vsync by the pacer).
            SDL_RenderFlush(renderer)
            let rendered = now()
            let drawingCPU = ThreadCPUTime.seconds() - startCPU
            if showsWithFirstFrame { showWithThisFrame() }
            SDL_RenderPresent(renderer)
            if showsWithFirstFrame {
                showsWithFirstFrame = false
                if let window { SDL_ShowWindow(window) }  // mapped now: SDL only takes note
            }
            let end = now()
            presented(FrameTimes(planned: at, start: start, rendered: rendered, presented: end, drawingCPU: drawingCPU))
            pacer.framed(start: start, rendered: rendered, presented: end)
            if let limit = options.frameLimit, core.frameCount >= limit { break }
            if options.untilPictures, core.current.picturesShown { break }
        }
        if let writeFailure { throw OutputFile.Failure(description: writeFailure) }
    }

    /// Sleeps until an event comes or the core's next frame is due (for good
    /// while minimized or at rest); true when the event asks for a redraw.
    private func waitForNextFrame(_ core: DemoCore) -> Bool {
        var event = SDL_Event()
        let time = now()
        let due = minimized ? nil : core.nextFrame(after: time)
        switch due {
        case nil:
            return SDL_WaitEvent(&event) != 0 && dispatch(event)
        case let due? where due > time:
            let wait = Int32(min(1000, ((due - time) * 1000).rounded(.up)))
            return SDL_WaitEventTimeout(&event, wait) != 0 && dispatch(event)
        default:
            return false
        }
    }

    /// Waits until `time` or an event, whichever comes first; true when the
    /// event asks for a redraw.
    private func waitForEvents(until time: Double) -> Bool {
        var event = SDL_Event()
        let left = time - now()
        guard left >= 0.001 else {
            // Under a millisecond (SDL's waits are whole ms): sleep it, the events wait that long.
            if left > 0 { usleep(UInt32(left * 1e6)) }
            return false
        }
        return SDL_WaitEventTimeout(&event, Int32(min(1000, (left * 1000).rounded(.down)))) != 0 && dispatch(event)
    }

    /// A renderer for `window`: the GPU's, with vsync — unless OpenGL is only a
    /// software rasterizer (Mesa's llvmpipe, as under Xvfb or without a GPU
    /// driver), whose threads spend several times the CPU of SDL's own software
    /// renderer for the same frames; then SDL's software renderer.
    /// SDL_RENDER_DRIVER, when set, is obeyed as SDL obeys it.
    private static func makeRenderer(_ window: OpaquePointer) -> Renderer? {
        // An X server without DRI (Xvfb, VNC) has only llvmpipe: the software renderer
        // straight away, without loading Mesa and LLVM (44 MB resident) to find out.
        if SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil, String(cString: SDL_GetCurrentVideoDriver()) == "x11",
           xprobe_server_has_gpu() == 0 {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue).map(Renderer.init)
        }
        if let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue).map(Renderer.init) {
            var info = SDL_RendererInfo()
            let name = SDL_GetRendererInfo(accelerated.pointer, &info) == 0 ? String(cString: info.name) : ""
            let chosen = SDL_GetHint(SDL_HINT_RENDER_DRIVER) != nil
            guard !chosen, name.hasPrefix("opengl"), let gl = CSDL_GLRendererName().map({ String(cString: $0) }),
                  ["llvmpipe", "softpipe", "swrast", "Software Rasterizer"].contains(where: gl.includes)
            else { return accelerated }
            // `accelerated` is destroyed at the end of this scope, before the software
            // renderer is made (a window has one renderer). It draws into the window's
            // own surface, not one SDL would put in a GL texture again:
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        if let software = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue).map(Renderer.init) {
            return software
        }
        // A window system with no window surface of its own (Wayland): OpenGL as it is,
        // a software rasterizer included, rather than no window.
        _ = SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue).map(Renderer.init)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue).map(Renderer.init)
    }

    /// The error of a start with no display to open a window on, or nil:
    /// SDL started on `driver` (nil: it could not start) where `environment`
    /// asks for no driver by name and names no X or Wayland display. SDL2 then
    /// falls back to drivers that show nothing (offscreen, dummy, evdev); SDL3
    /// has no such fallback and fails to start.
    static func noDisplay(driver: String?, environment: DisplayEnvironment) -> UsageError? {
        guard environment.requestedDriver == nil else { return nil }
        let hopeless = driver.map { ["offscreen", "dummy", "evdev"].contains($0) } ?? !environment.namesDisplay
        guard hopeless else { return nil }
        let found = driver.map { "SDL found only its '\($0)' driver" } ?? "no DISPLAY or WAYLAND_DISPLAY"
        return UsageError("no display to open a window on (\(found)): "
            + "set DISPLAY or WAYLAND_DISPLAY, or replay a script with --headless")
    }

    /// Allocations this large or larger are mappings of their own, bytes.
    static let mappedAllocations: Int32 = 256 << 10

    /// How long start-up waits for the first mode's pictures before drawing
    /// placeholders that fade into them, seconds.
    static let firstPicturesWait = 0.25

    /// The frame log's text: the refresh interval, then a line a frame (`FrameTimes.logLine`).
    private static func frameLogText(refresh: Double, frames: [FrameTimes]) -> String {
        (["refresh \(refresh)"] + frames.map(\.logLine)).joined(separator: "\n") + "\n"
    }

    /// The display's refresh interval, 1/60 s when unknown.
    private func refreshInterval() -> Double {
        var mode = SDL_DisplayMode()
        guard let window, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Seconds on SDL's tick clock, with the performance counter's resolution.
    private func now() -> Double { clock?.now() ?? Double(SDL_GetTicks64()) / 1000 }

    /// Hands an SDL event to the core; true when the window must be drawn again
    /// (input the core took, the window shown, exposed or resized).
    @discardableResult
    private func dispatch(_ sdlEvent: SDL_Event) -> Bool {
        guard let event = input.convert(sdlEvent), let core else { return false }
        if case .window(.resized, _) = event { updateScale() }
        let redraw = core.handle(event)
        minimized = core.suspended
        return redraw
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
