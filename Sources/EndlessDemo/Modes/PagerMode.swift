import CSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 2: the paged infinite viewer — three pages, previous, current and next,
/// shifted by one page whenever a neighbour fills most of the view, each showing
/// a random animal (or the user's pictures, with --images).
final class PagerMode: RegisteredMode, ShowsPictures {
    /// A page of the ring: which picture it shows. `id` tells textures apart.
    struct Page: Sendable {
        var id: Int
        var entry: Int
    }

    static let name = "pager"
    static let title = "Random-animal pager (three-page ring)"

    convenience init(context: ModeContext) { self.init(canvas: context.canvas, library: context.library, seed: context.settings.seed) }
    let help = "drag / flick · wheel one page · ← → PageUp PageDown · Home · Tab next mode · H HUD · F11 · Esc"

    private(set) var axis: ScrollAxis
    private var ring: PageRing<Page>
    private let library: ImageLibrary
    private var picker: RandomPicker
    private let loader = ImageLoader()
    private var pictures: [Int: PictureSlot] = [:]
    /// The latest frame or event time.
    private var clock = 0.0
    /// When the mode was last drawn.
    private var lastRender = -Double.infinity
    private var nextID = 0
    private var wheel = WheelBurst()
    private var width: Double
    private var height: Double
    private let canvas: Canvas
    /// Headless replay: wait for decoding before each frame, so that frames
    /// depend on the script only.
    var waitsForImages = false

    init(canvas: Canvas, library: ImageLibrary, seed: UInt64) {
        self.canvas = canvas
        self.library = library
        width = max(1, canvas.width)
        height = canvas.height
        picker = RandomPicker(seed: seed)
        let pageWidth = width
        ring = PageRing(page: 0, pageWidth: pageWidth) { _, _ in Page(id: -1, entry: 0) }
        axis = ScrollAxis(configuration: .init(viewportExtent: pageWidth, paging: Paging(pageSize: pageWidth)))
        axis.jump(to: rebuild(aroundPage: 0))
    }

    deinit {
        loader.stop()
    }

    // MARK: Pages

    private func makePage(number: Int, neighbour: Page?) -> Page {
        let count = library.entries.count
        let entry: Int
        switch library.kind {
        case .animals: entry = picker.pick(count: count, avoiding: neighbour?.entry)
        case .folder: entry = ((number % count) + count) % count
        }
        nextID += 1
        let page = Page(id: nextID, entry: entry)
        pictures[page.id] = .loading(since: clock)
        loader.request(id: page.id, path: library.entries[entry].path, page: layout(forEntry: entry))
        return page
    }

    /// The page a picture is composed into: the whole page, its background, the
    /// picture aspect-fitted above the caption (animals at most 1.6×).
    private func layout(forEntry entry: Int) -> PageLayout {
        // The page width is the viewport's (not read from the ring: pages are made while it mutates).
        PageLayout(width: Int32(max(1, width.rounded())), height: Int32(max(1, height.rounded())),
                   background: background(ofEntry: entry), boxX: width * 0.1, boxY: Layout.pictureTop,
                   boxWidth: width * 0.8, boxHeight: max(1, height - Layout.pictureBottomRoom),
                   maxScale: library.kind == .animals ? 1.6 : .infinity)
    }

    /// Paints the caption and the page number into a composed page, once, so that
    /// drawing the page stays a single copy.
    private func paintCaption(id: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let slot = ring.pages.firstIndex(where: { $0.id == id }) else { return }
        let caption = library.entries[ring.pages[slot].entry].caption
        let number = "page \(ring.pageNumber(ofSlot: slot))"
        let center = surface.pointee.w / 2, bottom = Double(surface.pointee.h)
        let captionSize = canvas.text.size(of: caption, size: PagerMode.captionSize, bold: true)
        let numberSize = canvas.text.size(of: number, size: PagerMode.numberSize)
        canvas.paint([TextRun(caption, size: PagerMode.captionSize, bold: true, x: center - captionSize.w / 2,
                              y: Int32(bottom - Layout.captionFromBottom))],
                     ink: PagerMode.captionInk, onto: surface)
        canvas.paint([TextRun(number, size: PagerMode.numberSize, x: center - numberSize.w / 2,
                              y: Int32(bottom - Layout.pageNumberFromBottom))],
                     ink: PagerMode.numberInk, onto: surface)
    }

    static let captionSize: Int32 = 40, numberSize: Int32 = 20
    static let captionInk = SDL_Color(245, 245, 250), numberInk = SDL_Color(190, 195, 210)

    private func background(ofEntry entry: Int) -> SDL_Color { .hsv(Double(entry * 47 % 360), 0.25, 0.32) }

    private func dropPage(_ page: Page) {
        loader.cancel(id: page.id)
        pictures[page.id] = nil
    }

    private func rebuild(aroundPage page: Int) -> Double {
        ring.reset(toPage: page, make: { makePage(number: $0, neighbour: $1) }, drop: { dropPage($0) })
    }

    /// Turns finished decodes into textures; drops those whose page has gone.
    private func collectPictures() {
        for (id, result) in loader.collect(renderer: canvas.renderer, waiting: waitsForImages,
                                           wanted: { pictures[$0] != nil }, finish: paintCaption) {
            // A picture fades in where a page was drawn waiting for it; headless replay
            // (decoding takes no virtual time), a page out of view and a page composed
            // again for a new size show theirs at once.
            let seen = if case .loading(let since) = pictures[id] { lastRender >= since } else { false }
            let fades = seen && !waitsForImages && isInView(id)
            switch result {
            case .picture(let picture): pictures[id] = .ready(picture, since: fades ? clock : -.infinity)
            case .failure(let reason): pictures[id] = .failed(reason)
            }
        }
    }

    // MARK: DemoMode

    var logicalOffset: Double { ring.logicalOffset(ofPhysical: axis.offset) }

    var textureCount: Int {
        pictures.values.reduce(0) { count, picture in
            if case .ready = picture { return count + 1 }
            return count
        }
    }

    var status: ModeStatus {
        ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity,
                   page: Int(saturating: (logicalOffset / ring.pageWidth).rounded()), liveTiles: ring.pages.count,
                   textures: textureCount, recenters: ring.shiftCount)
    }

    var restReport: [(key: String, value: LogValue)] {
        let page = status.page
        let slot = page - (ring.middlePage - 1)
        let caption = (0..<3).contains(slot) ? library.entries[ring.pages[slot].entry].caption : ""
        return [("page", .int(page)), ("picture", .text(caption))]
    }

    func activate(time: Double) {
        clock = max(clock, time)
        // Pages made before the mode was shown start waiting now.
        for (id, slot) in pictures { if case .loading = slot { pictures[id] = .loading(since: clock) } }
    }

    func deactivate(time: Double) { axis.cancel(time: time) }

    /// The ids of the pages in view.
    private var pagesInView: [Int] {
        ring.pages.enumerated().compactMap { slot, page in
            let x = Double(slot) * ring.pageWidth - axis.offset
            return x < width && x + ring.pageWidth > 0 ? page.id : nil
        }
    }

    private func isInView(_ id: Int) -> Bool { pagesInView.contains(id) }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { pagesInView.allSatisfy { pictures[$0]?.isSettled(at: clock) ?? false } }

    func nextFrame(after now: Double) -> Double? {
        let pictureDue = pagesInView.compactMap { pictures[$0]?.nextChange(after: now, drawn: lastRender) }.min()
        return earliest(axis.isMoving ? now : nil, loader.nextFrame(after: now), pictureDue)
    }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        // Keep the page the motion is heading to (the page shown, at rest).
        let heading = axis.isPointerDown || axis.state == .idle ? nil : axis.targetPage
        let offset = ring.resize(pageWidth: self.width, physicalOffset: axis.offset)
        axis.configuration.viewportExtent = self.width
        axis.configuration.paging = Paging(pageSize: self.width)
        axis.jump(to: offset)
        if let heading { axis.scroll(toPage: heading, time: time) } else { axis.settle(time: time) }
        // Compose the pages again at the new size; the old ones stretch meanwhile.
        for page in ring.pages {
            loader.request(id: page.id, path: library.entries[page.entry].path, page: layout(forEntry: page.entry))
        }
    }

    func handle(_ event: InputEvent) {
        if let time = event.time { clock = max(clock, time) }
        if axis.applyHorizontal(event) != nil { return adjust() }
        switch event {
        case .wheel(let dx, let dy, _, let t):
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { step(direction, time: t) }
        case .key(let key, _, let t):
            switch key {
            case .left, .pageUp: step(-1, time: t)
            case .right, .pageDown: step(1, time: t)
            case .home: goHome(time: t)
            default: break
            }
        default: break
        }
        adjust()
    }

    private func step(_ direction: Int, time: Double) {
        axis.scroll(toPage: axis.targetPage + direction, time: time)
    }

    private func goHome(time: Double) {
        let physicalPageOfZero = 1 - ring.middlePage
        if abs(axis.targetPage - physicalPageOfZero) <= 1 {
            axis.scroll(toPage: physicalPageOfZero, time: time)
        } else {
            axis.jump(to: rebuild(aroundPage: 0))
            axis.settle(time: time)
        }
    }

    func update(to time: Double) {
        clock = max(clock, time)
        axis.advance(to: time)
        adjust()
        collectPictures()
    }

    /// The technique's step after every scroll: shift the ring by a page when a
    /// neighbour dominates.
    private func adjust() {
        let delta = ring.adjust(physicalOffset: axis.offset, make: { makePage(number: $0, neighbour: $1) },
                                drop: { dropPage($0) })
        if delta != 0 { axis.shift(by: delta) }
    }

    func waitForPictures(timeout seconds: Double) { loader.waitUntilIdle(timeout: seconds) }

    func render(_ canvas: Canvas) {
        lastRender = clock
        // The three pages always cover the window: no clear.
        for (slot, page) in ring.pages.enumerated() {
            let x = Double(slot) * ring.pageWidth - axis.offset
            guard x < width, x + ring.pageWidth > 0 else { continue }
            draw(page, number: ring.pageNumber(ofSlot: slot), x: x, canvas: canvas)
        }
    }

    private func draw(_ page: Page, number: Int, x: Double, canvas: Canvas) {
        let entry = library.entries[page.entry]
        let box = (w: ring.pageWidth * 0.8, h: max(0, height - Layout.pictureBottomRoom))
        let top = Layout.pictureTop
        let center = x + ring.pageWidth / 2
        let picture = pictures[page.id] ?? .loading(since: clock)
        // The composed page: one opaque copy (stretched only until a resize is recomposed).
        let rect = SDL_FRect(x: Float(x.rounded()), y: 0, w: Float(ring.pageWidth), h: Float(height))
        if picture.isSettled(at: clock), picture.isReady { return picture.draw(on: canvas.renderer, rect: rect, at: clock) }
        canvas.fill(x: x, y: 0, w: ring.pageWidth, h: height, background(ofEntry: page.entry))
        switch picture {
        case .ready:
            break  // fading in over the page's background and caption
        case .loading:
            guard picture.showsLoadingNotice(at: clock) else { break }
            let side = min(box.w, box.h, 320)
            canvas.fill(x: center - side / 2, y: top + (box.h - side) / 2, w: side, h: side, SDL_Color(255, 255, 255, 28))
            canvas.text.draw("loading…", x: Int32(center), y: Int32(60 + box.h / 2), size: 20,
                             color: SDL_Color(200, 200, 210), centered: true)
        case .failed(let reason):
            let cardW = min(box.w, 760)
            canvas.fill(x: center - cardW / 2, y: top + box.h / 2 - 80, w: cardW, h: 160, SDL_Color(120, 30, 36))
            canvas.text.draw("Cannot show \(entry.caption)", x: Int32(center), y: Int32(top + box.h / 2 - 56),
                             size: 24, bold: true, centered: true)
            canvas.text.draw(String(reason.prefix(90)), x: Int32(center), y: Int32(top + box.h / 2 + 4), size: 17,
                             color: SDL_Color(255, 220, 220), centered: true)
        }
        let behind = background(ofEntry: page.entry)
        // The caption and number where the composed page has them (paintCaption).
        canvas.text.draw(entry.caption, x: Int32(center), y: Int32(height - Layout.captionFromBottom),
                         size: PagerMode.captionSize, bold: true, color: PagerMode.captionInk, centered: true,
                         background: behind)
        canvas.text.draw("page \(number)", x: Int32(center), y: Int32(height - Layout.pageNumberFromBottom),
                         size: PagerMode.numberSize, color: PagerMode.numberInk, centered: true, background: behind)
        picture.draw(on: canvas.renderer, rect: rect, at: clock)
    }
}
