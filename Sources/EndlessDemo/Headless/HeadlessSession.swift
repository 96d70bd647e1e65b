import CSDL
import ScrollViewsSDL
import PicturesSDL

/// The demo without a display: SDL's dummy video driver, the software renderer
/// drawing into the window's offscreen surface, and the demo's core driven on a
/// clock the caller supplies. Headless replay and the benchmarks use it.
///
/// SDL is process-global: one session at a time.
@MainActor
public final class HeadlessSession {
    /// SDL's window and renderer, as the window's loop makes them (it never runs here).
    private var loop: SDLWindowLoop?
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var core: DemoCore?
    /// Where its deinit lets go of SDL's objects (the main thread, as made).
    private let release = MainThreadRelease()
    public private(set) var width: Int
    public private(set) var height: Int

    /// Starts SDL headless with a `width`×`height` window and the demo in it.
    public convenience init(width: Int, height: Int, settings: DemoSettings) throws {
        try self.init(width: width, height: height, settings: settings, early: nil)
    }

    /// The same, the first mode's first page on its way in `early`.
    init(width: Int, height: Int, settings: DemoSettings, early: EarlyPage?) throws {
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
        // SDL starts as for the window (one start-up: the library's loop), on the dummy driver, drawn in software.
        let loop: SDLWindowLoop
        do {
            loop = try SDLWindowLoop(title: "Endless (headless)", width: Int32(width), height: Int32(height),
                                     options: .init(renderer: .software))
        } catch {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw error
        }
        self.loop = loop
        window = loop.window.pointer
        renderer = loop.renderer.pointer
        self.width = width
        self.height = height
        // Input goes through the loop's own stage, on the script's clock.
        loop.inputLimits = Limits.input
        loop.stopsOnEscape = false
        loop.stopsOnQuit = false
        loop.restartInput(at: settings.startTime)
        do {
            let canvas = try Canvas(renderer: loop.renderer, width: Double(width), height: Double(height))
            let core = try DemoCore(canvas: canvas, settings: settings, early: early)
            self.core = core
            core.onModeMade = { [unowned self] mode in mode.waitsForImages = self.waitsForImages }
            // (didSet does not run in an initializer: apply to the first mode by hand.)
            for mode in core.modes { mode.waitsForImages = waitsForImages }
        } catch {
            close()
            throw error
        }
    }

    // Released where it was made and used: on the main actor.
    deinit { release.run { close() } }

    private func close() {
        core = nil  // fonts and textures before the renderer
        floorTexture = nil
        loop = nil
        // What this session started (counted: another session's SDL stays up), and SDL when it was the last.
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
        if SDL_WasInit(0) == 0 { SDL_Quit() }
    }

    private var demo: DemoCore { core! }

    /// Whether each frame waits for the pictures being decoded (the default:
    /// frames then depend on the input only). Off, decoding runs behind as in
    /// the window, and pages dropped before their picture came are cancelled.
    public var waitsForImages = true {
        didSet { for mode in core?.modes ?? [] { mode.waitsForImages = waitsForImages } }
    }

    /// The shown mode's name.
    public var mode: String { demo.current.name }

    /// The shown mode itself (tests reach into it).
    var currentMode: DemoMode { demo.current }

    /// The HUD's text as the last frame drew it.
    var hudText: [String] { demo.hudText }

    /// What the session draws on.
    var canvas: Canvas { demo.canvas }

    /// Bytes of pixels the header and footer keep.
    var barBytes: Int { demo.barBytes }

    /// Whether a key or the window asked the demo to end.
    var quitRequested: Bool { demo.quitRequested }

    /// The shown mode's state.
    public var status: ModeStatus { demo.current.status }

    /// Called with each --log-state line.
    public var onLogLine: ((String) -> Void)? {
        get { demo.onRest }
        set { demo.onRest = newValue }
    }

    /// Applies an input event, as the window would; returns whether the
    /// window would draw a frame for it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        let redraw = loop?.deliver(event, to: demo) ?? false
        if case .window(.resized, _) = event {
            // The size the core took, within its limits.
            width = Int(demo.canvas.width)
            height = Int(demo.canvas.height)
            SDL_SetWindowSize(window, Int32(width), Int32(height))
        }
        return redraw
    }

    /// A wheel turned with no pointer position, at the middle of the shown mode.
    public func handleWheelAtCentre(dx: Double, dy: Double, source: WheelSource, shift: Bool = false, ctrl: Bool = false,
                                    time: Double) {
        let at = demo.wheelCentre
        handle(.pointer(.wheel(dx: dx, dy: dy, source: source, shift: shift, ctrl: ctrl, x: at.x, y: at.y, time: time)))
    }

    /// Shows the mode named `name`; false if there is none.
    @discardableResult
    public func switchTo(_ name: String, time: Double) -> Bool { demo.switchTo(name, time: time) }

    /// Updates to `time` (seconds) and, when `render`, draws and presents the
    /// frame. Returns the seconds the frame took (update + render + present).
    @discardableResult
    public func frame(at time: Double, render: Bool = true) -> Double {
        let start = SDL_GetPerformanceCounter()
        if render, let loop {
            loop.drawFrame(demo, at: time)
        } else {
            loop?.advanceInput(to: time)
            demo.update(at: time)
        }
        let seconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return seconds
    }

    private var floorTexture: Texture?

    /// The floor frame, for benchmarks: copies one full-window opaque texture (in
    /// the window's own format) and presents. Returns the seconds it took. With a
    /// `shift`, the texture is drawn that many pixels to the left, as a scrolled
    /// page is: the copy then goes row by row.
    public func floorFrame(shift: Int = 0) -> Double {
        if floorTexture == nil {
            floorTexture = Texture(renderer: renderer, format: SDL_PIXELFORMAT_RGB888, access: SDL_TEXTUREACCESS_STATIC,
                                   width: Int32(width), height: Int32(height), opaque: true)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for i in pixels.indices { pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
            if let floorTexture { SDL_UpdateTexture(floorTexture.pointer, nil, pixels, Int32(width * 4)) }
        }
        let start = SDL_GetPerformanceCounter()
        var target = SDL_Rect(x: Int32(-shift), y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, floorTexture?.pointer, nil, &target)
        SDL_RenderPresent(renderer)
        return Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
    }

    /// When the window would draw its next frame if no input came (nil: it
    /// would wait for input); see `DemoCore.nextFrame`.
    public func nextFrame(after now: Double) -> Double? { demo.nextFrame(after: now) }

    /// The window was minimized (true) or restored at `time`.
    public func setSuspended(_ suspended: Bool, time: Double) { demo.setSuspended(suspended, time: time) }

    /// The last presented frame, ARGB8888 row by row.
    public func pixels() throws -> [UInt32] { try HeadlessSession.pixels(of: renderer, width: width, height: height) }

    /// The pixels `renderer` last presented (no closure on the main actor: `MainThreadRelease` says why).
    private nonisolated static func pixels(of renderer: OpaquePointer, width: Int, height: Int) throws -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw SDLError("SDL_RenderReadPixels") }
        return pixels
    }
}
