import Glibc
import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 2: the paged infinite viewer — three pages, previous, current and next,
/// shifted by one page whenever a neighbour fills most of the view, each showing
/// a random animal (or the user's pictures, with --images).
final class PagerMode: RegisteredMode, PagedKeys {
    /// A page of the ring: which picture it shows. `id` tells textures apart.
    struct Page: Sendable {
        var id: Int
        var entry: Int
    }

    static let name = "pager"
    static let title = "Random-animal pager (three-page ring)"
    /// The photo in view (once its picture is known): the zoom (1 = fit),
    /// screen px per picture px, the picture point under the window's centre.
    enum Trace: String, TraceColumns {
        case zoom, scale, focusX = "focus_x", focusY = "focus_y"
        var digits: Int { self == .zoom ? 4 : self == .scale ? 5 : 3 }
    }
    static var traits: ModeTraits { ModeTraits(name: name, unit: .page, turnsPages: true, showsPictures: true) }
    static let summary = "Three pages, the view on the middle one: when a neighbour fills most of the view, the ring shifts by one page. Each page zooms and pans."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, seed: context.settings.seed, early: context.early)
        axis.configuration.animatesScrolls = !context.settings.reduceMotion
    }

    /// Home animates back over at most this many screens (as the strip does), and jumps from farther.
    static let homeAnimationPages = 3

    let help = "drag / flick · wheel one page · ← → PgUp PgDn · Home · double-click, Ctrl+wheel, + - 0 zoom"

    var axis: ScrollAxis
    var ring: PageRing<Page>
    let library: ImageLibrary
    var picker: RandomPicker
    /// The pages' pictures, by page id (its loader also decodes the zoomed photo's detail).
    let shelf: PictureShelf
    /// The latest frame or event time.
    var clock = 0.0
    var nextID = 0
    /// The picture the next page made as `page` shows (a picture opened from the grid).
    var forcedEntry: (page: Int, entry: Int)?
    /// The page opened from the grid, where it came from and since when it grows from there.
    var opening: (page: Int, from: ModeHandoff.Opening, start: Double)?
    /// How long an opened picture takes to grow from its cell to its place, s.
    static let openingDuration = 0.22
    /// A pinch that began with the picture at its fitted size: the least spread it came to.
    var pinchInSpread: Double?
    /// Back to where the picture was opened from (a pinch in), until the app takes it.
    var handoff: ModeHandoff?
    /// The spread below which a pinch that began at the fitted size goes back (fingers closed by a quarter).
    static let pinchBackSpread = 0.75
    var wheel = WheelBurst()
    var width: Double
    var height: Double
    let canvas: Canvas
    /// Headless replay: wait for decoding before each frame, so that frames
    /// depend on the script only.
    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }
    /// PhotoScroller's zoom of the page in view, and a zoomed picture's drag
    /// handed on to the pager at its edge (the library's `PageZoom`).
    var zoom: PageZoom
    /// The page in view's zoom and pan, once its picture's size is known.
    var photo: PageZoom.Photo? { zoom.photo }
    /// The zoomed photo's sharper pixels: its picture at its own resolution,
    /// or its tiles when too large to decode whole.
    let zoomed: ZoomedPicture
    var detail: (page: Int, slot: PictureSlot)? { zoomed.detail }
    var tiles: PictureTiles? { zoomed.tiles }
    /// The size of each page's picture, by page id.
    var sizes: [Int: PictureSize] = [:]
    /// Times the page came to rest — the pager, the zoom and the pan all still
    /// and the pointer up — for --log-state.
    var rests = RestCounter()
    var restCount: Int { rests.count }

    init(canvas: Canvas, library: ImageLibrary, seed: UInt64, early: EarlyPage? = nil) {
        shelf = PictureShelf(early: early)
        shelf.showsPreviews = true
        zoomed = ZoomedPicture(loader: shelf.loader)
        self.canvas = canvas
        self.library = library
        width = max(1, canvas.width)
        height = canvas.height
        picker = RandomPicker(seed: seed)
        zoom = PageZoom(viewport: PagerMode.photoViewport(width: width, height: height),
                        maximumFitScale: PageLayout.largestScale)
        let pageExtent = width
        ring = PageRing(page: 0, pageExtent: pageExtent) { _, _ in Page(id: -1, entry: 0) }
        axis = ScrollAxis(configuration: .init(viewportExtent: pageExtent, paging: Paging(pageSize: pageExtent)))
        axis.jump(to: rebuild(aroundPage: 0))
    }

    // MARK: Pages

    /// The entry the first page shows: the folder's first picture, or the seed's first animal.
    static func firstEntry(of library: ImageLibrary, seed: UInt64) -> Int {
        switch library.kind {
        case .animals:
            var picker = RandomPicker(seed: seed)
            return picker.pick(count: library.entries.count, avoiding: nil)
        case .folder: return 0
        }
    }

    /// The first page of a pager `width` × `height` points over `library`, decoding from now on.
    static func earlyPage(of library: ImageLibrary, settings: DemoSettings, width: Double, height: Double) -> EarlyPage? {
        let entry = firstEntry(of: library, seed: settings.seed)
        return EarlyPage(path: library.entries[entry].path, layout: layout(forEntry: entry, width: max(1, width), height: height))
    }

    func makePage(number: Int, neighbour: Page?) -> Page {
        let count = library.entries.count
        let entry: Int
        switch library.kind {
        case _ where forcedEntry?.page == number: entry = forcedEntry!.entry
        case .animals: entry = picker.pick(count: count, avoiding: neighbour?.entry)
        case .folder: entry = ((number % count) + count) % count
        }
        nextID += 1
        let page = Page(id: nextID, entry: entry)
        if let source = shelf.request(page.id, path: library.entries[entry].path, layout: layout(forEntry: entry), at: clock) {
            sizes[page.id] = source
        }
        return page
    }

    func dropPage(_ page: Page) {
        shelf.drop(page.id)
        sizes[page.id] = nil
        zoom.forget(page: page.id)
        zoomed.forget(page: page.id)
        if opening?.page == page.id { opening = nil }
    }

    func rebuild(aroundPage page: Int) -> Double {
        ring.reset(toPage: page, make: { makePage(number: $0, neighbour: $1) }, drop: { dropPage($0) })
    }

    /// Turns finished decodes into textures; drops those whose page has gone.
    func collectPictures() {
        shelf.collect(renderer: canvas.renderer, at: clock,
                      wanted: { $0.use == .detail ? zoomed.wants($0) : shelf[$0.number] != nil },
                      finish: { _, _ in }, inView: isInView,
                      received: { id, result in
                          if id.use == .detail {
                              zoomed.received(result, clock: clock, drawn: shelf.lastRender)
                          } else if case .picture(_, let source) = result {
                              sizes[id.number] = source
                          }
                      })
        shelf.updatePreviews(renderer: canvas.renderer, at: clock, showing: pagesInView)
    }

    // MARK: DemoMode

    var logicalOffset: Double { ring.logicalOffset(ofPhysical: axis.offset) }

    var textureCount: Int {
        shelf.readyCount + zoomed.textureCount
    }

    var status: ModeStatus {
        var status = ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity,
                                position: Int(saturating: (logicalOffset / ring.pageExtent).rounded()), liveTiles: ring.pages.count,
                                textures: textureCount, recenters: ring.shiftCount)
        if let zoom = zoomStatus {
            status[Trace.zoom] = zoom.zoom
            status[Trace.scale] = zoom.scale
            status[Trace.focusX] = zoom.focus.x
            status[Trace.focusY] = zoom.focus.y
            if axis.state == .idle, let view = photo?.view {
                status.state = [view.zoomState, view.x.state, view.y.state].first { $0 != .idle } ?? .idle
            }
        }
        return status
    }


    var restReport: [(key: String, value: LogValue)] {
        let page = status.position
        let slot = page - (ring.middlePage - 1)
        let caption = (0..<3).contains(slot) ? library.entries[ring.pages[slot].entry].caption : ""
        return [("page", .int(page)), ("picture", .text(caption)), ("zoom", .number(zoomStatus?.zoom ?? 1, digits: 3))]
    }

    func activate(time: Double) {
        clock = max(clock, time)
        // Pages made before the mode was shown start waiting now.
        shelf.restartLoading(at: clock)
    }

    func deactivate(time: Double) {
        zoom.cancel(time: time, pager: &axis)
    }

    /// The ids of the pages in view.
    var pagesInView: [Int] { pagesOnScreen.map(\.page.id) }

    /// The pages any part of which is in the window: each with its ring slot and left edge.
    var pagesOnScreen: [(slot: Int, page: Page, x: Double)] {
        ring.pages.enumerated().compactMap { slot, page in
            let x = Double(slot) * ring.pageExtent - axis.offset
            return x < width && x + ring.pageExtent > 0 ? (slot, page, x) : nil
        }
    }

    func isInView(_ id: Int) -> Bool { pagesInView.contains(id) }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { shelf.areSettled(pagesInView, at: clock) }

    func nextFrame(after now: Double) -> Double? {
        let zooming = zoom.isMoving
        let growing = opening.map { now < $0.start + PagerMode.openingDuration } ?? false
        return FrameSchedule.earliest(axis.isMoving || zooming || growing ? now : nil,
                                      shelf.nextFrame(after: now, showing: pagesInView),
                                      zoomed.nextFrame(after: now))
    }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        // Keep the page the motion is heading to (the page shown, at rest).
        let heading = axis.isPointerDown || axis.state == .idle ? nil : axis.targetPage
        let offset = ring.resize(pageExtent: self.width, physicalOffset: axis.offset)
        axis.configuration.viewportExtent = self.width
        axis.configuration.paging = Paging(pageSize: self.width)
        axis.jump(to: offset)
        zoom.resize(viewport: photoViewport, time: time)
        if let heading { axis.scroll(toPage: heading, time: time) } else { axis.settle(time: time) }
        // Compose the pages again at the new size; the old ones stretch meanwhile.
        for page in ring.pages {
            shelf.request(page.id, path: library.entries[page.entry].path, layout: layout(forEntry: page.entry), at: clock)
        }
    }

    func update(to time: Double) {
        clock = max(clock, time)
        zoom.advance(to: time, pager: &axis)
        axis.advance(to: time)
        adjust()
        collectPictures()
        // An opened picture is drawn as any other once it has grown and its own picture is in.
        if let opening, clock >= opening.start + PagerMode.openingDuration, shelf.areSettled([opening.page], at: clock) {
            self.opening = nil
        }
        adoptPageInView()
        updateZoomedPicture()
        notePhotoRest()
    }

    /// Counts a rest when the last of the pager, the zoom and the pan stops (a
    /// double-click's tap and the zoom it starts are one motion), or when the
    /// pager came to rest without moving (a jump).
    func notePhotoRest() {
        rests.note(active: axis.isMoving || axis.isPointerDown || zoom.zoomedGesture || zoom.drag != nil
                       || (photo?.view.isMoving ?? false),
                   axisRests: axis.restCount)
    }

    /// The technique's step after every scroll: shift the ring by a page when a
    /// neighbour dominates.
    func adjust() {
        ring.adjust(&axis, make: { makePage(number: $0, neighbour: $1) }, drop: { dropPage($0) })
    }

    /// Waits up to `seconds` for the page in view (not its neighbours, which
    /// decode after it): the first frame shows it as soon as it is there, or
    /// the first rows of a big picture once it has shown rows for `previewDelay`.
    func waitForPictures(timeout seconds: Double) {
        let start = Monotonic.seconds()
        let deadline = start + max(0, seconds), glance = start + PictureShelf.previewDelay
        while true {
            collectPictures()
            if picturesShown { return }
            let now = Monotonic.seconds()
            if now >= deadline || now >= glance && shelf.isDecodingRows(of: pagesInView) { return }
            shelf.loader.waitForResult(until: now < glance ? min(glance, deadline) : deadline)
        }
    }

}
