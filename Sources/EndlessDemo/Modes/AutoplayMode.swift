import CSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 4: the auto-advancing carousel (seed 004): three pictures, one page
/// every 2 s with an eased 0.3 s animation, forever forwards through the copy of
/// the first; paused by the pointer, restarted in full after the user's motion
/// settles, stopped when hidden or minimized; Space toggles it; a click reports
/// the item under the pointer.
final class AutoplayMode: RegisteredMode, ShowsPictures {
    static let name = "autoplay"
    static let title = "Auto-advancing carousel"

    convenience init(context: ModeContext) { self.init(canvas: context.canvas, library: context.library, seed: context.settings.seed) }
    let help = "drag / flick · click reports the item · Space autoplay on/off · ← → · Home · Tab next mode · H HUD · Esc"

    private(set) var carousel: AutoplayCarousel
    private let entries: [ImageLibrary.Entry]
    private let loader = ImageLoader()
    private var pictures: [Int: PictureSlot] = [:]
    private let canvas: Canvas
    private var width: Double
    private var height: Double
    private var clock = 0.0
    /// When the mode was last drawn.
    private var lastRender = -Double.infinity
    private var lastClick: Int?
    private var logLines: [LogLine] = []
    /// Headless replay: wait for decoding before each frame.
    var waitsForImages = false

    init(canvas: Canvas, library: ImageLibrary, seed: UInt64) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = canvas.height
        // Three pictures, as in the seed: random animals, or the folder's first three.
        var picker = RandomPicker(seed: seed ^ 0xA5A5)
        var chosen: [Int] = []
        let count = min(3, library.entries.count)
        while chosen.count < count {
            let pick = library.kind == .animals ? picker.pick(count: library.entries.count, avoiding: chosen.last)
                                                : chosen.count
            if !chosen.contains(pick) { chosen.append(pick) }
        }
        entries = chosen.map { library.entries[$0] }
        carousel = AutoplayCarousel(itemCount: entries.count, pageWidth: width)
        requestPages()
    }

    private var pageTop: Double { Layout.cardTop }
    private var pageHeight: Double { Layout.cardHeight(windowHeight: height) }

    /// The window's background behind the cards.
    private let windowColor = SDL_Color(18, 20, 26)

    /// Each whole page — window background, card, picture — composed once, off
    /// the render thread, so that drawing a page is one plain copy.
    private func requestPages() {
        for (item, entry) in entries.enumerated() {
            let w = width
            let layout = PageLayout(width: Int32(w.rounded()), height: Int32(Layout.pageHeight(windowHeight: height).rounded()),
                                    background: windowColor,
                                    card: (10, Int32(pageTop), Int32(max(1, w - 20)), Int32(pageHeight),
                                           background(ofItem: item)),
                                    boxX: 10 + (w - 20) * 0.15, boxY: pageTop + 20,
                                    boxWidth: max(1, (w - 20) * 0.7), boxHeight: max(1, pageHeight - 90), maxScale: 1.4)
            if pictures[item] == nil { pictures[item] = .loading(since: clock) }
            loader.request(id: item, path: entry.path, page: layout)
        }
    }

    /// Paints the picture's caption into its composed page, once.
    private func paintCaption(item: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        let caption = entries[item].caption
        let size = canvas.text.size(of: caption, size: 30, bold: true)
        canvas.paint([TextRun(caption, size: 30, bold: true, x: surface.pointee.w / 2 - size.w / 2, y: Int32(pageTop + pageHeight - 58))],
                     ink: SDL_Color(245, 245, 250), onto: surface)
    }

    private func background(ofItem item: Int) -> SDL_Color { .hsv(Double(item) * 120 + 200, 0.3, 0.35) }

    deinit {
        loader.stop()
    }

    var axis: ScrollAxis { carousel.pager.axis }

    var status: ModeStatus { carousel.pager.modeStatus(viewportWidth: width, textures: pictures.values.filter(\.isReady).count) }

    var restReport: [(key: String, value: LogValue)] { [("item", .int(carousel.pager.currentItem ?? -1))] }

    /// What autoplay is doing, for the HUD and the window.
    var autoplayState: String {
        let timer = carousel.timer
        if !carousel.canAdvance { return "off (one picture)" }
        if !timer.isEnabled { return "off (Space)" }
        if !timer.isRunning { return "stopped" }
        if timer.isPaused { return "paused" }
        if let next = timer.nextFire { return "on, next in \(fixed(max(0, next - clock), 1)) s" }
        return "on"
    }

    var hudLines: [String] {
        ["autoplay  \(autoplayState)", "click     \(lastClick.map { "item \($0)" } ?? "-")"]
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    /// The countdown to the next advance is a row of segments, one lit per
    /// tenth of the interval: between advances a running carousel draws five
    /// frames a second, not sixty.
    static let countdownSegments = 10

    /// How many countdown segments are lit at `time` before an advance due at `fire`.
    private func litSegments(fire: Double, at time: Double) -> Int {
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
        var pictureDue: Double?
        carousel.pager.forEachVisiblePage(viewportWidth: width) { item, _ in
            pictureDue = earliest(pictureDue, pictures[item]?.nextChange(after: now, drawn: lastRender))
        }
        return earliest(axis.isMoving ? now : nil, countdown, loader.nextFrame(after: now), pictureDue)
    }

    func activate(time: Double) {
        clock = max(clock, time)
        carousel.start(at: time)
        // Pictures asked for before the mode was shown start waiting now.
        for (item, slot) in pictures { if case .loading = slot { pictures[item] = .loading(since: clock) } }
    }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool {
        var shown = true
        carousel.pager.forEachVisiblePage(viewportWidth: width) { item, _ in
            shown = shown && (pictures[item]?.isSettled(at: clock) ?? false)
        }
        return shown
    }

    func deactivate(time: Double) { carousel.stop(time: time) }

    func suspend(time: Double) { carousel.stop(time: time) }

    func resume(time: Double) { carousel.start(at: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        carousel.resize(pageWidth: self.width, time: time)
        requestPages()
    }

    func handle(_ event: InputEvent) {
        if let release = carousel.applyHorizontal(event) {
            if release == .tap, case .pointerUp(let x, _, _) = event, let item = carousel.pager.item(atViewportX: x) {
                lastClick = item
                logLines.append(LogLine([("mode", .text(name)), ("click", .int(item))]))
            }
            return
        }
        switch event {
        case .key(let key, _, let t):
            switch key {
            case .space: carousel.toggle(at: t)
            case .left, .pageUp: carousel.step(-1, time: t)
            case .right, .pageDown: carousel.step(1, time: t)
            case .home: carousel.goToFirstItem(time: t)
            default: break
            }
        default: break
        }
    }

    func update(to time: Double) {
        clock = max(clock, time)
        carousel.advance(to: time)
        collectPictures()
    }

    private func collectPictures() {
        for (item, result) in loader.collect(renderer: canvas.renderer, waiting: waitsForImages, wanted: { _ in true },
                                             finish: paintCaption) {
            // A picture fades in where its page waited in view (see PagerMode).
            var inView = false
            carousel.pager.forEachVisiblePage(viewportWidth: width) { shown, _ in inView = inView || shown == item }
            let seen = if case .loading(let since) = pictures[item] { lastRender >= since } else { false }
            let fades = seen && !waitsForImages && inView
            switch result {
            case .picture(let picture): pictures[item] = .ready(picture, since: fades ? clock : -.infinity)
            case .failure(let reason): pictures[item] = .failed(reason)
            }
        }
    }

    func waitForPictures(timeout seconds: Double) { loader.waitUntilIdle(timeout: seconds) }

    func render(_ canvas: Canvas) {
        lastRender = clock
        let pager = carousel.pager
        let top = pageTop, pageHeight = self.pageHeight
        guard pager.loop.itemCount > 0 else { return canvas.clear(windowColor) }
        pager.forEachVisiblePage(viewportWidth: width) { item, x in
            let center = x + pager.pageWidth / 2
            let picture = pictures[item] ?? .loading(since: clock)
            // The composed page: one opaque copy (stretched only until a resize is recomposed).
            let rect = SDL_FRect(x: Float(x.rounded()), y: 0, w: Float(pager.pageWidth), h: Float(Layout.pageHeight(windowHeight: height)))
            if picture.isReady, picture.isSettled(at: clock) { return picture.draw(on: canvas.renderer, rect: rect, at: clock) }
            canvas.fill(x: x, y: 0, w: pager.pageWidth, h: height, windowColor)
            canvas.fill(x: x + 10, y: top, w: pager.pageWidth - 20, h: pageHeight, background(ofItem: item))
            let notice: String? = switch picture {
            case .failed(let reason): "cannot show: \(reason)"
            case .loading where picture.showsLoadingNotice(at: clock): "loading…"
            default: nil
            }
            if let notice {
                canvas.text.draw(notice, x: Int32(center), y: Int32(top + pageHeight / 2 - 20), size: 18,
                                 color: SDL_Color(220, 220, 230), centered: true)
            }
            canvas.text.draw(entries[item].caption, x: Int32(center), y: Int32(top + pageHeight - 58), size: 30,
                             bold: true, color: SDL_Color(245, 245, 250), centered: true,
                             background: background(ofItem: item))
            picture.draw(on: canvas.renderer, rect: rect, at: clock)
        }
        canvas.drawPageDots(count: pager.loop.itemCount, current: pager.currentItem, centerX: width / 2,
                            y: top + pageHeight + 24)
        // Time to the next advance, as segments under the pictures.
        if let fire = carousel.timer.nextFire {
            let lit = litSegments(fire: fire, at: clock), n = AutoplayMode.countdownSegments
            let gap = 4.0, segment = max(1, (width - 20 - gap * Double(n - 1)) / Double(n))
            for i in 0..<n {
                canvas.fill(x: 10 + Double(i) * (segment + gap), y: top + pageHeight + 4, w: segment, h: 4,
                            i < lit ? SDL_Color(120, 200, 255) : SDL_Color(40, 48, 60))
            }
        }
        // A line that changes only with the switch (the countdown is the bar above and the HUD).
        let line = !carousel.canAdvance ? "one picture: no autoplay"
            : carousel.timer.isEnabled ? "autoplay on · Space stops it" : "autoplay off · Space starts it"
        canvas.text.draw(line, x: Int32(width / 2), y: Int32(top + pageHeight + 46),
                         size: 16, color: SDL_Color(170, 175, 190), centered: true,
                         background: SDL_Color(18, 20, 26))
    }
}
