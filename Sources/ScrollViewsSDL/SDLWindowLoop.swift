#if canImport(CX11EventTime)
import CX11EventTime
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A window, its renderer, and the loop that drives a program's views in it
/// the way they must be driven:
/// - input converted once (`SDLInput`: the window system's own times, the
///   wheel's source, fingers, keys, the window's changes) and passed through
///   `InputStage` to the content unchanged;
/// - frame times on the clock of the events' own times (`SDLClock`);
/// - a frame drawn only when one is due — the content took an event, or says
///   something moves or a timer is due — and no CPU at all in between;
/// - frames paced (`FramePacer`): with vsync where the renderer has it, late
///   latched; without, input drawn as soon as a frame may start and motion on
///   the steady grid of the display's refresh;
/// - woken from other threads (`WindowWake.post()`), nothing drawn while the
///   window is hidden;
/// - a press that focuses the window taken as the start of a gesture (except
///   on macOS, whose windows take that click as focus only);
/// - drawn in SDL's software renderer, the window's pixels made present while
///   the first frame is prepared (a third of its time went to page faults).
@MainActor
public final class SDLWindowLoop {
    /// How the window is opened.
    public struct Options: Sendable {
        /// The user may resize it.
        public var resizable: Bool
        /// Drawn in points on high-density displays (the renderer scaled to the
        /// window's pixels), else in pixels.
        public var highDensity: Bool
        /// Opened hidden and shown with its first frame, so that it never shows empty.
        public var hiddenUntilFirstFrame: Bool
        /// The smallest size the user may give it, points.
        public var minimumSize: (width: Int32, height: Int32)?
        /// Which renderer draws it.
        public var renderer: RendererChoice

        /// Options as given; by default a fixed-size window drawn by the GPU
        /// where there is one (`RendererChoice.automatic`).
        public init(resizable: Bool = false, highDensity: Bool = false, hiddenUntilFirstFrame: Bool = false,
                    minimumSize: (width: Int32, height: Int32)? = nil, renderer: RendererChoice = .automatic) {
            (self.resizable, self.highDensity, self.hiddenUntilFirstFrame, self.minimumSize, self.renderer)
                = (resizable, highDensity, hiddenUntilFirstFrame, minimumSize, renderer)
        }
    }

    /// The window.
    public let window: Window
    /// Its renderer.
    public let renderer: Renderer
    /// The clock of frame and event times.
    public let clock: SDLClock
    /// Whether Esc ends `run` (else it is a key like the others, the content's).
    public var stopsOnEscape = true
    /// Whether the window system's quit (the close button) ends `run`, after the content has seen it.
    public var stopsOnQuit = true
    /// Whether every frame is drawn, due or not (frame-time measurements).
    public var drawsEveryFrame = false
    /// Asked before each frame and between events: true ends `run`.
    public var shouldStop: (() -> Bool)?
    /// Called with each frame's times after its present.
    public var onFrame: ((FrameTimes) -> Void)?
    /// Whether the window, opened hidden, is to be shown with the next frame's present.
    public var showsWithFirstFrame: Bool
    /// Called right before that present; returns true when it saw to the
    /// window's showing itself — SDL then learns of it from the window system
    /// (else the loop shows it before the present).
    public var showsWindow: ((Window) -> Bool)?
    /// The ranges input numbers are clamped to (`InputStage`).
    public var inputLimits: InputLimits {
        get { stage.limits }
        set { stage.limits = newValue }
    }

    private let options: Options
    private var input: SDLInput
    private var stage: InputStage
    private var running = false
    private var hidden = false

    /// Initialises SDL's video and opens a `width` × `height` window titled
    /// `title` as `options` say, with its renderer. Throws SDL's reason when it
    /// cannot, and when the window would show nothing: on Linux with no display
    /// to reach and no video driver asked for by name (`DisplayEnvironment.whyNoWindow`).
    public init(title: String, width: Int32, height: Int32, options: Options) throws(SDLError) {
        // A window that would show nothing is an error (`DisplayEnvironment.whyNoWindow`), not a program running unseen.
        let display = DisplayEnvironment.current
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            if let why = display.whyNoWindow(driver: nil) { throw SDLError("SDL_Init", reason: why) }
            throw SDLError("SDL_Init")
        }
        if let why = display.whyNoWindow(driver: RunningSDL.videoDriver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw SDLError("SDL_Init", reason: why)
        }
        // Pointer events keep the window system's times (SDL's are when it read them).
        SDLPointerAdapter.enableWindowSystemInput()
        #if !os(macOS)
        // The press that focuses the window is the gesture's start, as X11's and Windows' programs take it:
        // SDL drops a press within 10 ms of the focus, and a drag begun on another window's turn was lost whole.
        // (A Mac's window takes its first click as focus only: there SDL's default stays.)
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        #endif
        var flags: UInt32 = 0
        if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if options.highDensity { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        if options.hiddenUntilFirstFrame { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard let made = SDL_CreateWindow(title, CSDL_WindowPosCentered(), CSDL_WindowPosCentered(), width, height,
                                          flags) else { throw SDLError("SDL_CreateWindow") }
        let window = Window(made)
        #if canImport(CX11EventTime)
        // A wake sent from another thread as the window goes must not end the program.
        if RunningSDL.videoDriver == "x11" { endless_x11_pass_stale_wakes() }
        #endif
        if let minimum = options.minimumSize { SDL_SetWindowMinimumSize(made, minimum.width, minimum.height) }
        guard let renderer = options.renderer.make(for: window) else { throw SDLError("SDL_CreateRenderer") }
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
        // The window's pixels made present while the first frame is prepared.
        if renderer.drawsInSoftware { WindowSurfaceWarmup.start(made) }
        self.window = window
        self.renderer = renderer
        self.options = options
        showsWithFirstFrame = options.hiddenUntilFirstFrame
        clock = SDLClock()
        stage = InputStage(start: clock.now())
        input = SDLInput()
        updateScale()
    }

    /// A fixed-size window (`resizable`: the user may resize it), drawn by
    /// SDL's software renderer when `software`, else as `RendererChoice.automatic` says.
    public convenience init(title: String, width: Int32, height: Int32, resizable: Bool = false,
                            software: Bool = false) throws(SDLError) {
        try self.init(title: title, width: width, height: height,
                      options: Options(resizable: resizable, renderer: software ? .software : .automatic))
    }

    /// The window's drawable size, px.
    public var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer.pointer, &width, &height)
        return (width, height)
    }

    /// The rate frames are paced for, Hz, instead of the display's own (nil):
    /// for a display that reports none, or to try another (120, 144 Hz) where
    /// presents do not wait for the display. Rates outside 1–1000 are ignored.
    public var refreshRate: Double?

    /// The refresh interval frames are paced at, s: `refreshRate`'s when set,
    /// else the display's (1/60 when SDL does not know it).
    public var refreshInterval: Double {
        if let refreshRate, refreshRate >= 1, refreshRate <= 1000 { return 1 / refreshRate }
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window.pointer, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Runs until the window is closed, Esc is pressed (`stopsOnEscape`),
    /// `shouldStop` says so or `stop()` is called: gives `content` every input
    /// event and draws its frames when they are due, paced. The first frame is
    /// drawn at once.
    public func run(_ content: some WindowContent) {
        // The loop's code forms no closures: one made on the main actor checks at every call that it
        // runs there, and the first check starts Swift's concurrency runtime and the dispatch library,
        // which the loop does not otherwise use (LinkedRuntimeTests holds the demo to it).
        running = true
        WindowWake.enable()
        defer { WindowWake.disable() }
        let refresh = refreshInterval, vsyncable = renderer.presentsWithVsync
        var pacer = FramePacer(refresh: refresh, start: clock.now(), vsyncable: vsyncable)
        var redraw = true
        // The first frame is drawn before the events are read: it is ready, and reading them is a
        // round trip to the window system (the events it finds — shown, exposed — draw the next).
        var first = true
        while running, !(shouldStop?() ?? false) {
            if !first {
                if hidden || (!redraw && !drawsEveryFrame) { redraw = waitForNextFrame(content) || redraw }
                var event = SDL_Event()
                // A stop ends the run between two events: a backlog of thousands never delays it.
                while running, !(shouldStop?() ?? false), SDL_PollEvent(&event) != 0 {
                    redraw = dispatch(event, to: content) || redraw
                }
            }
            first = false
            guard running, !(shouldStop?() ?? false) else { break }
            if hidden {
                pacer = FramePacer(refresh: refresh, start: clock.now(), vsyncable: vsyncable)
                continue
            }
            let start = clock.now()
            let due = content.nextFrame(after: start)?.isLessThanOrEqualTo(start) ?? false
            guard redraw || due || drawsEveryFrame else { continue }
            // Not yet: wait for the frame's time, taking the input that comes meanwhile.
            let at = pacer.nextStart(input: redraw && !drawsEveryFrame)
            if start < at {
                redraw = waitForEvents(until: at, content) || redraw
                continue
            }
            redraw = false
            let times = drawFrame(content, at: start, planned: at)
            pacer.framed(start: times.start, rendered: times.rendered, presented: times.presented)
        }
        running = false
    }

    // MARK: Driven on a clock of the caller's

    /// Gives `event` to `content` as `run` gives the window's events: through
    /// the input stage (clamped to `inputLimits`, times only forwards, fingers
    /// as the pointer and a pinch), the window's changes noted, Esc and quit
    /// ending the loop when it stops on them. For a program that drives the
    /// loop on its own clock — a headless replay, a test — with the same rules
    /// as the window. Returns whether `content` asked for a frame.
    @discardableResult
    public func deliver(_ event: InputEvent, to content: some WindowContent) -> Bool {
        var redraw = false
        for event in stage.pass(event) {
            switch event {
            case .window(.hidden, _): hidden = true
            case .window(.shown, _): hidden = false
            case .window(.resized, _): updateScale()
            case .key(let press) where press.key == .escape && stopsOnEscape:
                running = false
                return false
            default: break
            }
            if content.handle(event) { redraw = true }
            if event == .quit, stopsOnQuit { running = false }
        }
        return redraw
    }

    /// Draws and presents `content`'s frame for `time` as `run` does (the
    /// input stage moved on to it, the window shown with the first frame,
    /// `onFrame` told): on the caller's clock, `time` virtual or real, the
    /// rendering and presenting measured on the real one from there. `planned`
    /// is when the frame was meant to start (`time` when not given).
    @discardableResult
    public func drawFrame(_ content: some WindowContent, at time: Double, planned: Double? = nil) -> FrameTimes {
        stage.advance(to: time)
        let startCPU = ThreadClock.cpuSeconds(), realStart = clock.now()
        content.draw(at: time)
        // SDL queues the drawing until present: done here, the render time is the drawing's and
        // present's is the display's alone (a long present is taken for vsync by the pacer).
        SDL_RenderFlush(renderer.pointer)
        let rendered = time + (clock.now() - realStart)
        let drawingCPU = ThreadClock.cpuSeconds() - startCPU
        present()
        let presented = time + (clock.now() - realStart)
        let times = FrameTimes(planned: planned ?? time, start: time, rendered: rendered, presented: presented,
                               drawingCPU: drawingCPU)
        onFrame?(times)
        return times
    }

    /// Moves the input stage's clock on to `time` without drawing (a frame
    /// the caller only updates): no later event is taken as earlier.
    public func advanceInput(to time: Double) { stage.advance(to: time) }

    /// Starts the input stage afresh at `time`: a caller's clock (a script's
    /// time 0) that the window's is not.
    public func restartInput(at time: Double) {
        stage = InputStage(start: time, limits: stage.limits)
    }

    /// Runs as `run(_:)` does with content made of two closures: `frame(now)`
    /// draws a frame (present excluded) and returns when the next one is due
    /// (nil: not until an event); `input` gets every event — give it to the
    /// view's `handle`, which takes the pointer, the wheel and the keys. Every
    /// event draws a frame.
    public func run(frame: @escaping (Double) -> Double?, input: @escaping (InputEvent) -> Void) {
        run(ClosureContent(frame: frame, input: input))
    }

    /// Runs as `run(_:)` does with content made of closures: `frame(now)` draws
    /// a frame (present excluded) and returns when the next one is due (nil:
    /// not until an event); `pointer` gets every pointer and wheel event, and
    /// a touchscreen's one finger as the pointer; `pinch` two fingers' pinch;
    /// `other` keys and the window's changes. Every event draws a frame.
    public func run(frame: @escaping (Double) -> Double?, pointer: @escaping (PointerEvent) -> Void,
                    pinch: @escaping (PinchEvent) -> Void = { _ in }, other: @escaping (InputEvent) -> Void = { _ in }) {
        run(frame: frame, input: { event in
            switch event {
            case .pointer(let event): pointer(event)
            case .pinch(let event): pinch(event)
            default: other(event)
            }
        })
    }

    /// Ends `run` after the event being handled.
    public func stop() { running = false }

    /// Presents the frame, showing the window with it when it was opened hidden.
    private func present() {
        if showsWithFirstFrame {
            showsWithFirstFrame = false
            // Shown by `showsWindow`, SDL learns of the mapping from the server: SDL_ShowWindow would wait, without
            // end, for a mapping that a window manager started meanwhile took over and may never grant.
            if !(showsWindow?(window) ?? false) { SDL_ShowWindow(window.pointer) }
        }
        SDL_RenderPresent(renderer.pointer)
    }

    /// Converts `sdlEvent` and gives what it becomes to `content`; true when
    /// the window must be drawn again.
    private func dispatch(_ sdlEvent: SDL_Event, to content: some WindowContent) -> Bool {
        let type = SDL_EventType(rawValue: sdlEvent.type)
        if type == SDL_RENDER_TARGETS_RESET || type == SDL_RENDER_DEVICE_RESET { renderer.contentLost() }
        // A wake (`WindowWake.post()`): closures cannot be asked again, so their next frame is due now.
        if type == SDL_USEREVENT, let closures = content as? ClosureContent { closures.woken() }
        guard let event = input.convert(sdlEvent) else { return false }
        return deliver(event, to: content)
    }

    /// Sleeps until an event comes or the content's next frame is due (for
    /// good while hidden or at rest); true when the event asks for a frame.
    private func waitForNextFrame(_ content: some WindowContent) -> Bool {
        var event = SDL_Event()
        let time = clock.now()
        switch hidden ? nil : content.nextFrame(after: time) {
        case nil:
            return SDL_WaitEvent(&event) != 0 && dispatch(event, to: content)
        case let due? where due > time:
            let wait = Int32(min(1000, ((due - time) * 1000).rounded(.up)))
            return SDL_WaitEventTimeout(&event, wait) != 0 && dispatch(event, to: content)
        default:
            return false
        }
    }

    /// Waits until `time` or an event, whichever comes first; true when the
    /// event asks for a frame.
    private func waitForEvents(until time: Double, _ content: some WindowContent) -> Bool {
        var event = SDL_Event()
        let left = time - clock.now()
        guard left >= 0.001 else {
            // Under a millisecond (SDL's waits are whole ms): sleep it, the events wait that long.
            ThreadClock.sleep(left)
            return false
        }
        let wait = Int32(min(1000, (left * 1000).rounded(.down)))
        return SDL_WaitEventTimeout(&event, wait) != 0 && dispatch(event, to: content)
    }

    /// Draws in window points on high-density displays.
    private func updateScale() {
        guard options.highDensity else { return }
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window.pointer, &w, &h)
        SDL_GetRendererOutputSize(renderer.pointer, &pw, &ph)
        if w > 0, h > 0 { SDL_RenderSetScale(renderer.pointer, Float(pw) / Float(w), Float(ph) / Float(h)) }
    }
}

/// A loop's content made of closures (`SDLWindowLoop.run(frame:input:)`).
private final class ClosureContent: WindowContent {
    private let frame: (Double) -> Double?
    private let input: (InputEvent) -> Void
    private var due: Double?

    init(frame: @escaping (Double) -> Double?, input: @escaping (InputEvent) -> Void) {
        (self.frame, self.input) = (frame, input)
    }

    func handle(_ event: InputEvent) -> Bool {
        input(event)
        return true
    }

    func nextFrame(after now: Double) -> Double? { due }

    /// Work finished on another thread (`WindowWake.post()`): the frame closure is called again.
    func woken() { due = -.infinity }

    func draw(at time: Double) { due = frame(time) }
}
