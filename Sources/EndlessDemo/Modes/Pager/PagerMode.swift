import Glibc
import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 2: the paged infinite viewer — three pages, previous, current and next,
/// shifted by one page whenever a neighbour fills most of the view, each showing
/// a random animal (or the user's pictures, with --images).
final class PagerMode: RegisteredMode {
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
        pager.animatesScrolls = !context.settings.reduceMotion
    }

    let help = "drag / flick · wheel one page · ← → PgUp PgDn · Home · double-click, Ctrl+wheel, + - 0 zoom"

    /// The pages, endless both ways (the library's three-page ring), their zoom
    /// and pan, the hand-off from a zoomed picture's pan to the pages at its edge.
    var pager: PhotoPagerView
    var axis: ScrollAxis { pager.axis }
    /// What each page the pager holds shows, by page number.
    var pages: [Int: Page] = [:]
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
    var width: Double
    var height: Double
    let canvas: Canvas
    /// Headless replay: wait for decoding before each frame, so that frames
    /// depend on the script only.
    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }
    /// The page in view's zoom and pan (its page by id), once its picture's size is known.
    var photo: (page: Int, view: PanZoom)? {
        guard let photo = pager.zoom.photo, let page = pages[photo.page] else { return nil }
        return (page.id, photo.view)
    }
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
        pager = PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: width, height: height),
                               insets: PagerMode.insets(width: width, height: height), maximumFitScale: PageLayout.largestScale)
        syncPages()
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

    /// Brings `pages` in line with the pages the pager holds: those it let go
    /// are dropped; new ones are made nearest the middle first, each next to a
    /// page it already holds (as the ring makes them).
    func syncPages() {
        let live = pager.livePages
        for number in pages.keys.sorted() where !live.contains(number) {
            if let page = pages.removeValue(forKey: number) { dropPage(page) }
        }
        let middle = live.count == 3 ? live[1] : pager.currentPage
        let new = live.filter { pages[$0] == nil }.sorted { a, b in
            let (da, db) = (a.saturatingAdd(-middle).magnitude, b.saturatingAdd(-middle).magnitude)
            return da != db ? da < db : a > b
        }
        for number in new {
            let neighbour = number < middle ? pages[number.saturatingAdd(1)]
                : (pages[number.saturatingAdd(-1)] ?? pages[number.saturatingAdd(1)])
            let page = makePage(number: number, neighbour: neighbour)
            pages[number] = page
            if let size = sizes[page.id] { pager.setPicture(width: Double(size.width), height: Double(size.height), ofPage: number) }
        }
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
        zoomed.forget(page: page.id)
        if opening?.page == page.id { opening = nil }
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
                              if let number = pages.first(where: { $0.value.id == id.number })?.key {
                                  pager.setPicture(width: Double(source.width), height: Double(source.height), ofPage: number)
                              }
                          }
                      })
        shelf.updatePreviews(renderer: canvas.renderer, at: clock, showing: pagesInView)
    }

    // MARK: DemoMode

    var textureCount: Int {
        shelf.readyCount + zoomed.textureCount
    }

    var status: ModeStatus {
        let offset = pager.logicalOffset
        var status = ModeStatus(state: axis.state, offset: offset, velocity: axis.velocity,
                                position: Int(saturating: (offset / width).rounded()), liveTiles: pages.count,
                                textures: textureCount, recenters: pager.ring?.shiftCount ?? 0)
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
        let caption = pages[page].map { library.entries[$0.entry].caption } ?? ""
        return [("page", .int(page)), ("picture", .text(caption)), ("zoom", .number(zoomStatus?.zoom ?? 1, digits: 3))]
    }

    func activate(time: Double) {
        clock = max(clock, time)
        // Pages made before the mode was shown start waiting now.
        shelf.restartLoading(at: clock)
    }

    func deactivate(time: Double) {
        pager.cancel(time: time)
        syncPages()
    }

    /// The ids of the pages in view.
    var pagesInView: [Int] { pagesOnScreen.map(\.page.id) }

    /// The pages any part of which is in the window: each with its number and left edge.
    var pagesOnScreen: [(number: Int, page: Page, x: Double)] {
        pager.visiblePages.compactMap { shown in pages[shown.page].map { (shown.page, $0, shown.frame.x) } }
    }

    func isInView(_ id: Int) -> Bool { pagesInView.contains(id) }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { shelf.areSettled(pagesInView, at: clock) }

    func nextFrame(after now: Double) -> Double? {
        let growing = opening.map { now < $0.start + PagerMode.openingDuration } ?? false
        return FrameSchedule.earliest(pager.nextFrame(after: now), growing ? now : nil,
                                      shelf.nextFrame(after: now, showing: pagesInView), zoomed.nextFrame(after: now))
    }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        pager.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: height),
                     insets: PagerMode.insets(width: self.width, height: height), time: time)
        syncPages()
        // Compose the pages again at the new size; the old ones stretch meanwhile.
        for page in pager.livePages.compactMap({ pages[$0] }) {
            shelf.request(page.id, path: library.entries[page.entry].path, layout: layout(forEntry: page.entry), at: clock)
        }
    }

    func update(to time: Double) {
        clock = max(clock, time)
        pager.advance(to: time)
        syncPages()
        collectPictures()
        // An opened picture is drawn as any other once it has grown and its own picture is in.
        if let opening, clock >= opening.start + PagerMode.openingDuration, shelf.areSettled([opening.page], at: clock) {
            self.opening = nil
        }
        updateZoomedPicture()
        notePhotoRest()
    }

    /// Counts a rest when the last of the pager, the zoom and the pan stops (a
    /// double-click's tap and the zoom it starts are one motion), or when the
    /// pager came to rest without moving (a jump).
    func notePhotoRest() {
        let zoom = pager.zoom
        rests.note(active: axis.isMoving || axis.isPointerDown || zoom.zoomedGesture || zoom.drag != nil
                       || (photo?.view.isMoving ?? false),
                   axisRests: axis.restCount)
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
