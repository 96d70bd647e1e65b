import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// Mode 4: the auto-advancing carousel (seed 004): three pictures, one page
/// every 2 s with an eased 0.3 s animation, forever forwards through the copy of
/// the first; paused by the pointer, restarted in full after the user's motion
/// settles, stopped when hidden or minimized; Space toggles it; a click reports
/// the item under the pointer.
final class AutoplayMode: RegisteredMode {
    nonisolated static let name = "autoplay"
    nonisolated static let title = "Auto-advancing carousel"
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .item, movesByItself: true, turnsPages: true, showsPictures: true) }
    nonisolated static let summary = "The banner loop turning by itself every 2 s, always forwards through the copy of the first; the pointer pauses it, your motion restarts its interval."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, seed: context.settings.seed)
        if context.settings.reduceMotion {
            carousel.reduceMotion(at: context.settings.startTime)
            reducedMotion = true
        }
    }

    /// The keys it takes: Space only where there is more than one picture to advance to.
    var help: String {
        carousel.canAdvance ? "drag / flick · click a picture · Space autoplay on/off · ← → · Home · click a dot"
            : "drag / flick · click the picture"
    }

    var carousel: AutoplayCarousel
    let entries: [ImageLibrary.Entry]
    /// The three pictures, by item.
    let shelf = PictureShelf(interrupted: { Interruption.signal != nil })
    let canvas: Canvas
    var width: Double
    var height: Double
    var clock = 0.0
    var lastClick: Int?
    /// When the last click on a picture came: its card shows it for `clickFeedback` seconds.
    var clickedAt: Double?
    nonisolated static let clickFeedback = 1.2
    /// Reduced motion: autoplay started off (the hint says why).
    var reducedMotion = false
    var logLines: [LogLine] = []
    /// Headless replay: wait for decoding before each frame.
    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }

    init(canvas: Canvas, library: ImageLibrary, seed: UInt64) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = canvas.height
        // Three pictures, as in the seed: random animals, or the folder's first three.
        entries = library.picks(count: 3, seed: seed ^ 0xA5A5, distinct: true)
        carousel = AutoplayCarousel(itemCount: entries.count, pageExtent: width)
        requestPages()
    }

    /// The window's background behind the cards.
    let windowColor = SDL_Color(18, 20, 26)

    var axis: ScrollAxis { carousel.pager.axis }

    var status: ModeStatus { carousel.pager.modeStatus(viewportExtent: width, textures: shelf.readyCount) }

    var restReport: [(key: String, value: LogValue)] { [("item", .int(carousel.pager.currentItem ?? -1))] }

    /// What autoplay is doing, for the HUD and the window.
    var autoplayState: String {
        let timer = carousel.timer
        if !carousel.canAdvance { return "off (one picture)" }
        if !timer.isEnabled { return "off (Space)" }
        if !timer.isRunning { return "stopped" }
        if timer.isPaused { return "paused (pressed)" }
        if timer.isHovered { return "paused (pointer over it)" }
        if let next = timer.nextFire { return "on, next in \(fixed(max(0, next - clock), 1)) s" }
        return "on"
    }

    var hudLines: [String] {
        ["autoplay  \(autoplayState)", "click     \(lastClick.map { "item \($0 + 1)" } ?? "-")"]
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    /// The countdown to the next advance is a row of segments, one lit per
    /// tenth of the interval: between advances a running carousel draws five
    /// frames a second, not sixty.
    nonisolated static let countdownSegments = 10

    /// How many countdown segments are lit at `time` before an advance due at `fire`.
    func litSegments(fire: Double, at time: Double) -> Int {
        let n = Double(AutoplayMode.countdownSegments)
        let share = 1 - (fire - time) / carousel.timer.interval
        return min(AutoplayMode.countdownSegments, max(0, Int(saturating: (share * n).rounded(.down))))
    }

    func nextFrame(after now: Double) -> Double? {
        var countdown: Double?
        if let fire = carousel.timer.nextFire {
            // The moment the next segment lights.
            let step = carousel.timer.interval / Double(AutoplayMode.countdownSegments)
            let start = fire - carousel.timer.interval
            var next = start + Double(litSegments(fire: fire, at: now) + 1) * step
            if next <= now { next += step }
            countdown = min(fire, next)
        }
        let pictures = shelf.nextFrame(after: now, showing: carousel.pager.visibleItems(viewportExtent: width))
        // The click's mark goes when its time is up.
        let clickEnds = clickedAt.map { $0 + AutoplayMode.clickFeedback }.flatMap { $0 > shelf.lastRender ? $0 : nil }
        return FrameSchedule.earliest(axis.isMoving ? now : nil, countdown, pictures, clickEnds)
    }

    func activate(time: Double) {
        clock = max(clock, time)
        carousel.start(at: time)
        // Pictures asked for before the mode was shown start waiting now.
        shelf.restartLoading(at: clock)
    }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { shelf.areSettled(carousel.pager.visibleItems(viewportExtent: width), at: clock) }

    func deactivate(time: Double) { carousel.stop(time: time) }

    func suspend(time: Double) { carousel.stop(time: time) }

    func resume(time: Double) { carousel.start(at: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        carousel.resize(pageExtent: self.width, time: time)
        requestPages()
    }

    func update(to time: Double) {
        clock = max(clock, time)
        carousel.advance(to: time)
        collectPictures()
    }

    private func collectPictures() {
        let inView = carousel.pager.visibleItems(viewportExtent: width)
        shelf.collect(renderer: canvas.renderer, at: clock, finish: paintCaption, inView: { inView.contains($0) })
    }

    func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }

}
