import ScrollViews
import CSDL
import ScrollViewsSDL
import Pictures
import PicturesSDL

/// The demo without its window: the modes, the keys that switch them, the HUD,
/// and one frame of update and render. The interactive app and headless replay
/// both drive it, with SDL's clock or a virtual one.
@MainActor
final class DemoCore {
    let canvas: Canvas
    private let context: ModeContext
    /// The modes made so far, by their place in `ModeRegistry.modes`; a mode is
    /// made when it is first shown, so that start-up pays for the first one only.
    private var made: [Int: DemoMode] = [:]
    /// The modes made so far.
    var modes: [DemoMode] { made.keys.sorted().compactMap { made[$0] } }
    private(set) var current: DemoMode
    /// The shown mode's place in `ModeRegistry.modes`.
    private(set) var currentIndex: Int
    var hudVisible: Bool
    /// The x-ray overlay: the technique itself drawn over the mode (X).
    var xrayVisible: Bool
    private(set) var quitRequested = false
    private(set) var frameCount = 0
    /// Called when the window should go fullscreen or back (F11).
    var onFullscreenToggle: () -> Void = {}
    /// Called with the new title when the mode changes.
    var onTitleChange: (String) -> Void = { _ in }
    /// Called with a JSON line each time motion settles (--log-state).
    var onRest: ((String) -> Void)?
    private(set) var stats = FrameStats()
    /// The header and footer bars, each a fill and its pieces a frame.
    private let bars = ModeFrame()
    /// Bytes of pixels the header and footer keep (for the tests).
    var barBytes: Int { bars.byteCount }
    private var lastRestCount: Int
    /// The latest event or frame time: times entering the core never go back.
    private var clock: Double
    /// Input came since the last frame.
    private var inputSinceFrame = true
    /// When the last frame was drawn, whether it was an idle one, whether it had
    /// input, and whether it asked for the next frame at once (something moved).
    private var lastFrame: (time: Double, idle: Bool, input: Bool, wantedNext: Bool)?
    /// The mode a picture was opened from (the grid), while the pager shows it: Esc goes back there.
    private var openedFrom: Int?
    /// How long after motion stops the HUD is drawn once more to say so, seconds.
    nonisolated static let idleHUDDelay = 0.5

    /// When the next frame is needed if no input comes: now while anything moves,
    /// later for a timer or a picture on its way, once more for the HUD half a
    /// second after motion stopped (its rates then say "idle" and nothing in it
    /// changes), nil when nothing would change (see `DemoMode.nextFrame`).
    func nextFrame(after now: Double) -> Double? {
        var hud: Double?
        if hudVisible, let lastFrame, !lastFrame.idle { hud = lastFrame.time + DemoCore.idleHUDDelay }
        return FrameSchedule.earliest(current.nextFrame(after: now), hud)
    }

    /// The demo on `canvas`; `library`, when given, is the pictures `settings`
    /// name, listed already, and `early` the first mode's first page on its way.
    init(canvas: Canvas, settings: DemoSettings, library: ImageLibrary? = nil, early: EarlyPage? = nil) throws {
        self.canvas = canvas
        hudVisible = settings.hud
        xrayVisible = settings.xray
        guard let index = ModeRegistry.index(of: settings.mode) else { throw UsageError(ModeRegistry.unknown(settings.mode)) }
        context = ModeContext(canvas: canvas, library: try library ?? ImageLibrary.named(by: settings), settings: settings)
        // Only the first mode made takes the early page.
        var firstContext = context
        firstContext.early = early
        let first = ModeRegistry.modes[index].init(context: firstContext)
        made = [index: first]
        current = first
        currentIndex = index
        lastRestCount = first.restCount
        clock = settings.startTime.isFinite ? settings.startTime : 0
        first.activate(time: clock)
    }

    var title: String { "Endless - \(currentIndex + 1): \(modeTitle)" }

    /// The line under the title: the technique, or over the user's pictures in
    /// the pager and the grid, how many there are and what was skipped.
    var modeSummary: String {
        let registered = ModeRegistry.modes[currentIndex], library = context.library
        guard showsUsersPhotos else { return registered.summary }
        let count = "\(library.entries.count) \(library.entries.count == 1 ? "picture" : "pictures")"
        return library.skippedSummary.map { "\(count) · \($0)" } ?? "\(count) · \(registered.summary)"
    }

    /// The mode's title; over the user's pictures, the pager's and the grid's
    /// say "Photos" and the folder's name.
    var modeTitle: String {
        let registered = ModeRegistry.modes[currentIndex]
        guard showsUsersPhotos else { return registered.title }
        return "Photos · \(context.library.folderName)\(registered.name == GridMode.name ? " (grid)" : "")"
    }

    /// Whether the viewer's screen is shown (the pager in the viewer's style):
    /// no bars, and the digits zoom instead of choosing modes.
    var showsViewer: Bool { (current as? PagerMode)?.style == .viewer }

    /// Whether the mode shown is the pager or the grid over the user's own pictures.
    private var showsUsersPhotos: Bool {
        context.library.kind == .folder && [PagerMode.name, GridMode.name].contains(ModeRegistry.modes[currentIndex].name)
    }

    /// The mode at `index` of the registry, made now if it was never shown.
    private func mode(at index: Int) -> DemoMode {
        if let mode = made[index] { return mode }
        let mode = ModeRegistry.modes[index].init(context: context)
        made[index] = mode
        onModeMade?(mode)
        return mode
    }

    /// Called with each mode when it is made (headless replay sets its options).
    var onModeMade: ((DemoMode) -> Void)?

    /// Makes the mode named `name` the one shown (a script's mode event).
    /// Returns false for an unknown name.
    @discardableResult
    func switchTo(_ name: String, time: Double) -> Bool {
        guard let index = ModeRegistry.index(of: name) else { return false }
        switchTo(index: index, time: time)
        return true
    }

    /// Makes the mode at `index` of the registry the one shown.
    func switchTo(index: Int, time: Double) {
        let time = advanceClock(to: time)
        let mode = mode(at: index)
        guard mode !== current else { return }
        current.deactivate(time: time)
        current = mode
        currentIndex = index
        openedFrom = nil
        mode.activate(time: time)
        lastRestCount = mode.restCount
        onTitleChange(title)
    }

    /// Where a wheel turned with no pointer position (a script's) acts: the
    /// shown mode's centre for such wheels, else the window's.
    var wheelCentre: PanZoom.Point {
        current.wheelCentre ?? PanZoom.Point(x: canvas.width / 2, y: canvas.height / 2)
    }

    /// Applies an input event as input's last step left it (`InputStage`:
    /// numbers within limits, times forwards only, fingers made pointer and
    /// pinch events; the window's loop and headless replay each pass events
    /// through one). Returns whether the window must be drawn again.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        if let time = event.time { clock = max(clock, time) }
        switch event {
        case .pointer(.hover(let x, let y, let time)):
            // The pointer passing over the window draws only where a mode reacts to it.
            let pointer = x.flatMap { x in y.map { PanZoom.Point(x: x, y: $0) } }
            let changed = current.hover(pointer, time: time)
            if changed { inputSinceFrame = true }
            return changed
        case .key(let press) where !press.key.isDemoKey || (press.repeated && !press.key.repeats):
            // Keys the demo has no use for; the key repeat of a held toggle, which would flip it at its rate.
            return false
        case .window(.hidden, let time):
            setSuspended(true, time: time)
            return false
        case .window(.shown, let time):
            setSuspended(false, time: time)
            inputSinceFrame = true
            return true
        case .window(.exposed, _):
            return true
        default:
            break
        }
        inputSinceFrame = true
        switch event {
        case .quit:
            quitRequested = true
        case .window(.resized(let width, let height), let time):
            canvas.width = Double(max(1, width))
            canvas.height = Double(max(1, height))
            for mode in modes { mode.resize(width: canvas.width, height: canvas.height, time: time) }
        case .key(let press):
            let time = press.time
            switch press.key {
            case .escape where (current as? PagerMode)?.takesEscape == true:
                current.handle(event)  // Esc ends the slideshow, or hides the keys, first
            case .escape where openedFrom != nil:
                // Back to the grid the picture was opened from.
                if let picture = current.shownPicture { goBack(showing: picture, time: time) }
            case .escape, .letter("q"): quitRequested = true
            case .tab: cycle(press.shift ? -1 : 1, time: time)
            case .letter("h"):
                hudVisible.toggle()
                lastFrame = nil
            case .letter("x"):
                xrayVisible.toggle()
            case .function(11), .letter("f"): onFullscreenToggle()
            case .digit(let n) where !showsViewer && (1...ModeRegistry.modes.count).contains(n):
                switchTo(index: n - 1, time: time)
            default: current.handle(event)
            }
        default:
            current.handle(event)
        }
        performHandoff(at: event.time ?? clock)
        return true
    }

    /// Opens the picture the shown mode asked for in the pager (remembering where
    /// it came from, for Esc).
    private func performHandoff(at time: Double) {
        guard let handoff = current.takeHandoff() else { return }
        if case .back(let picture) = handoff {
            // A pinch in: back to the grid, when the picture was opened from one.
            if openedFrom != nil { goBack(showing: picture, time: time) }
            return
        }
        guard let pager = ModeRegistry.index(of: PagerMode.name) else { return }
        let from = currentIndex
        // What the mode said before it hands over (the picture opened).
        for line in current.takeLogLines() { onRest?(line.json) }
        switchTo(index: pager, time: time)
        if current.receive(handoff, time: time) { openedFrom = from }
    }

    /// Back to the mode the shown picture was opened from, `picture` in view there.
    private func goBack(showing picture: Int, time: Double) {
        guard let from = openedFrom else { return }
        switchTo(index: from, time: time)
        _ = current.receive(.back(picture: picture), time: time)
    }

    private func cycle(_ direction: Int, time: Double) {
        let count = ModeRegistry.modes.count
        switchTo(index: ((currentIndex + direction) % count + count) % count, time: time)
    }

    /// `time` made finite and not before the clock, which moves on to it.
    private func advanceClock(to time: Double) -> Double {
        if time.isFinite, time > clock { clock = time }
        return clock
    }

    /// Updates the shown mode to `time` without drawing (soak runs).
    func update(at time: Double) {
        let time = advanceClock(to: time)
        current.update(to: time)
        reportRest()
    }

    /// Updates the shown mode to `time` and renders it (the caller presents).
    func frame(at time: Double) {
        let time = advanceClock(to: time)
        let start = SDL_GetPerformanceCounter()
        // A frame drawn with no input and nothing moving refreshes the HUD only.
        let idle = !inputSinceFrame && (current.nextFrame(after: time).map { $0 > time } ?? true)
        let input = inputSinceFrame
        // Only frames that follow one another are frame times: not the rest before a frame.
        let follows = FrameStats.follows(time: time, previous: lastFrame?.time, wantedNext: lastFrame?.wantedNext ?? false,
                                         input: input, previousInput: lastFrame?.input ?? false)
        inputSinceFrame = false
        update(at: time)
        if showsViewer { canvas.unclip() } else { canvas.clipToContent(top: Layout.headerHeight, bottom: canvas.height - Layout.helpBarHeight) }
        canvas.text.layer = "mode"
        current.render(canvas)
        canvas.text.layer = "xray"
        // The HUD's lines formatted once: the x-ray keeps off its panel, then it is drawn.
        let hud = hudVisible ? HUD().frame(canvas, mode: current, stats: stats, idle: idle, extra: hudExtra) : nil
        if xrayVisible {
            canvas.overlayKeepOut = hud.map { [$0.panel] } ?? []
            current.drawXray(canvas)
            canvas.overlayKeepOut = []
        }
        canvas.unclip()
        canvas.text.layer = "bars"
        if !showsViewer { drawBars() }
        canvas.text.layer = "hud"
        if let hud { HUD().draw(hud, canvas, stats: stats) }
        canvas.text.layer = "mode"
        canvas.text.endFrame()
        let work = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        stats.record(time: time, work: work, velocity: current.velocity, follows: follows)
        lastFrame = (time, idle, input, current.nextFrame(after: time).map { $0 <= time } ?? false)
        frameCount += 1
    }

    /// The mode's own HUD lines and the text cache's.
    private var hudExtra: [String] {
        current.hudLines + ["text tex  \(canvas.text.textureCount + canvas.text.glyphTextureCount)"]
    }

    /// The HUD's text as the last frame drew it (or would have, with the HUD hidden).
    var hudText: [String] { HUD().lines(mode: current, stats: stats, idle: lastFrame?.idle ?? true, extra: hudExtra) }

    /// The header and the help line, on bars of their own so that their text can
    /// be drawn opaque (composed when they change, then copied).
    private func drawBars() {
        bars.drawHeader(canvas, number: currentIndex + 1, count: ModeRegistry.modes.count, title: modeTitle,
                        summary: modeSummary, xray: xrayVisible)
        bars.drawFooter(canvas, help: current.help, modeCount: ModeRegistry.modes.count)
    }

    /// Composes what the first frame draws around the mode (the bars, the
    /// text in them), while the first pictures are still on their way: the
    /// first frame then only copies it.
    func prepareFirstFrame() {
        if !showsViewer { drawBars() }
        current.prepareFirstFrame(canvas)
    }

    /// Whether the window is minimized or hidden (nothing is drawn).
    private(set) var suspended = false

    /// The window was minimized (true) or restored (false) at `time`.
    func setSuspended(_ suspended: Bool, time: Double) {
        let time = advanceClock(to: time)
        guard suspended != self.suspended else { return }
        self.suspended = suspended
        if suspended { current.suspend(time: time) } else { current.resume(time: time) }
    }

    private func reportRest() {
        for line in current.takeLogLines() { onRest?(line.json) }
        let count = current.restCount
        guard count != lastRestCount else { return }
        lastRestCount = count
        guard let onRest else { return }
        let status = current.status
        let line = LogLine([("mode", .text(current.name))] + current.restReport + [("offset", .number(status.offset, digits: 3))])
        onRest(line.json)
    }
}

extension DemoCore: WindowContent {
    /// Draws the frame for `time` (`frame(at:)`): the window's loop presents it.
    func draw(at time: Double) { frame(at: time) }
}

/// What the demo starts with, from the command line or a script.
public struct DemoSettings: Equatable, Sendable {
    public var mode = "strip"
    public var seed: UInt64 = 1
    /// The folder of pictures the pager and the grid show; nil shows the animals.
    public var imagesDirectory: FilePath?
    /// The picture of that folder the pager opens at (nil: its first).
    public var firstPicture: FilePath?
    /// Whether the pictures of the folder's subfolders come too (--recursive).
    public var recursive = false
    /// The HUD shown from the start (H toggles it).
    public var hud = false
    /// The x-ray overlay shown from the start (X toggles it).
    public var xray = false
    /// Reduced motion: the carousel does not advance by itself, and animated
    /// page turns and scrolls by keys are jumps.
    public var reduceMotion = false
    /// Banners in the banner mode, cards in the stack's carousel row.
    public var items = 5
    /// The clock's time when the first mode appears, seconds.
    public var startTime = 0.0
    /// The folder of the thumbnail cache shared with the desktop (the grid's
    /// thumbnails are read from it and written to it); nil leaves it alone.
    public var thumbnailCache: FilePath?
    /// The viewer's screen over the user's pictures: the pager without the
    /// demo's bars, on one neutral background, a picture's name and place in an
    /// overlay that fades, digits zooming (1 = 100 %); Tab still goes through the modes.
    public var viewer = false
    /// A slideshow from the start, a picture every so many seconds (nil: none until S or F5 starts one).
    public var slideshow: Double?

    public init(mode: String = "strip", seed: UInt64 = 1, imagesDirectory: FilePath? = nil, firstPicture: FilePath? = nil,
                hud: Bool = false,
                xray: Bool = false, reduceMotion: Bool = false, items: Int = 5, startTime: Double = 0,
                thumbnailCache: FilePath? = nil, recursive: Bool = false, viewer: Bool = false, slideshow: Double? = nil) {
        self.mode = mode
        self.viewer = viewer
        self.slideshow = slideshow
        self.recursive = recursive
        self.seed = seed
        self.imagesDirectory = imagesDirectory
        self.firstPicture = firstPicture
        self.hud = hud
        self.xray = xray
        self.reduceMotion = reduceMotion
        self.items = items
        self.startTime = startTime
        self.thumbnailCache = thumbnailCache
    }
}
