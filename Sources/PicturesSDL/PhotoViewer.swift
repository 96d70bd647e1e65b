import CSDL
import ScrollViewsSDL

/// Pictures one to a page, as a photo viewer shows them: pages that turn with
/// a drag, a flick, the wheel or the keys, endless or not, each picture fitted
/// to its page and zoomed and panned (`PhotoPagerView`). Each page's picture is
/// decoded off the render thread at the page's size, the page in view first,
/// its top rows shown while a large one decodes; a zoomed picture is decoded
/// again at its own resolution, or in tiles when too large; pictures that move
/// play; a picture may be turned a quarter at a time; one opened from a
/// thumbnail grows from it. What a page says in words (loading, why a picture
/// cannot be shown) comes back to the caller to draw.
@MainActor
public final class PhotoViewer {
    /// A page the viewer holds: the picture it shows, and an `id` that tells
    /// this page's textures from any other's (a page made again gets another).
    public struct Page: Sendable, Equatable {
        /// The page's own identity.
        public let id: Int
        /// The picture it shows (the caller's index).
        public let picture: Int

        package init(id: Int, picture: Int) {
            (self.id, self.picture) = (id, picture)
        }
    }

    /// How pages look: each picture's background and where the picture goes.
    public struct Look: Sendable {
        /// The background of the page that shows `picture`.
        public var background: @Sendable (_ picture: Int) -> SDL_Color
        /// The box a picture is fitted into on a page `width` × `height`, from the page's top left.
        public var pictureBox: @Sendable (_ width: Double, _ height: Double) -> ViewFrame
        /// A look of the two.
        public init(background: @escaping @Sendable (Int) -> SDL_Color,
                    pictureBox: @escaping @Sendable (Double, Double) -> ViewFrame) {
            self.background = background
            self.pictureBox = pictureBox
        }
        /// Every picture fitted to its whole page, on one dark neutral grey.
        public static let plain = Look(background: { _ in SDL_Color(r: 28, g: 28, b: 30, a: 255) },
                                       pictureBox: { ViewFrame(x: 0, y: 0, width: max(1, $0), height: max(1, $1)) })
    }

    /// A thumbnail a picture opens from: where it is in the window, its texture, and the picture's own size.
    public struct Thumbnail {
        /// The thumbnail's place in the window.
        public var frame: ViewFrame
        /// The thumbnail, drawn enlarged until the page's own picture comes.
        public var texture: Texture
        /// The picture's own size.
        public var source: PictureSize
        /// A thumbnail at `frame`.
        public init(frame: ViewFrame, texture: Texture, source: PictureSize) {
            (self.frame, self.texture, self.source) = (frame, texture, source)
        }
    }

    /// What a page says in words, for the caller to draw where it says.
    public enum Words {
        /// Its picture takes a while: a square `box` is drawn for it (on its page, in the window).
        case loading(box: ViewFrame)
        /// Picture `picture` cannot be shown, for `reason`: a card `card` is drawn for it.
        case cannotShow(picture: Int, reason: String, card: ViewFrame)
    }

    /// The pages, their zoom and pan (read them; they change through the viewer's own methods).
    public private(set) var view: PhotoPagerView
    /// What each page held shows, by page number.
    public private(set) var pages: [Int: Page] = [:]
    /// The quarter turns clockwise each picture is shown turned by, by picture.
    public private(set) var turns: [Int: Int] = [:]
    /// Whether pictures that move play (off: their first frame), for the pages made from now on.
    public var animates: Bool
    /// Whether a settled page may be drawn from its picture composed across the
    /// page (each pixel written once; off: the page's fill and the picture over it).
    public var drawsBands = true
    /// Whether each frame waits for the pictures asked for (headless replay:
    /// frames then depend on the input only, and pictures appear without fading).
    public var waitsForPictures: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }
    /// The largest picture decoded whole at its own resolution when zoomed
    /// past its page's pixels, px; larger ones are decoded in tiles.
    public var detailPixels: Int {
        get { zoomed.detailPixels }
        set { zoomed.detailPixels = max(1, newValue) }
    }
    /// The picture page `number` shows when it is made, given the picture of
    /// the page made beside it (if any): by default picture `number`, round the
    /// pictures (held within them).
    public var pictureOfPage: (_ number: Int, _ neighbour: Int?) -> Int
    /// What it shows and takes besides its pictures — the name band, the
    /// information and keys panels, the slideshow — when given (none by default).
    public var chrome: ViewerChrome?

    let look: Look
    /// How many pictures there are (none: no pages are made).
    let count: Int
    let path: (Int) -> FilePath
    package let shelf: PictureShelf
    /// The zoomed picture's sharper pixels.
    let zoomed: ZoomedPicture
    private var nextID = 0
    /// The page opened from a thumbnail, while it grows from there.
    package private(set) var opening: OpeningPicture?
    private(set) var clock = 0.0
    /// A pinch in from the fitted picture, asking to close the viewer.
    private var pinchBack = PinchBack()
    private var closeRequested = false

    /// A viewer in `frame` (held to 1–16,384 px a side) of `count` pictures, picture `i` read from
    /// `path(i)`, looking as `look` says, starting on picture `start`: endless
    /// (round the pictures again) or `count` pages; pictures that move play
    /// unless `animates` is false; a picture is never shown past its own pixels.
    public convenience init(frame: ViewFrame, count: Int, path: @escaping (Int) -> FilePath, look: Look = .plain,
                            start: Int = 0, endless: Bool = false, animates: Bool = true) {
        self.init(frame: frame, count: count, path: path, look: look, start: start, endless: endless, animates: animates,
                  early: nil)
    }

    /// A viewer whose first page `early` decodes since before the window opened,
    /// whose pages show the pictures `pictureOfPage` chooses (by default in
    /// order), whose decodes stop waiting when `interrupted` says so.
    package init(frame: ViewFrame, count: Int, path: @escaping (Int) -> FilePath, look: Look, start: Int, endless: Bool,
                 animates: Bool = true, early: EarlyPage?, pictureOfPage: ((Int, Int?) -> Int)? = nil,
                 interrupted: @escaping @Sendable () -> Bool = { false }) {
        let frame = frame.held
        self.count = max(0, count)
        let count = max(1, count)
        self.animates = animates
        self.look = look
        self.path = path
        shelf = PictureShelf(early: early, interrupted: interrupted)
        shelf.showsPreviews = true
        zoomed = ZoomedPicture(loader: shelf.loader)
        let insets = PhotoViewer.insets(of: look, width: frame.width, height: frame.height)
        if endless {
            view = PhotoPagerView(frame: frame, endlessFrom: start, insets: insets, maximumFitScale: PageLayout.largestScale)
            view.cycleLength = count
        } else {
            view = PhotoPagerView(frame: frame, pageCount: count, insets: insets, maximumFitScale: PageLayout.largestScale)
            view.show(page: min(max(0, start), count - 1), time: 0)
        }
        self.pictureOfPage = pictureOfPage ?? { number, _ in (number % count + count) % count }
        sync()
    }

    /// The room around a picture in a page `width` × `height` of `look`.
    static func insets(of look: Look, width: Double, height: Double) -> PhotoPagerView.Insets {
        let box = look.pictureBox(width, height)
        return PhotoPagerView.Insets(top: box.y, left: box.x, bottom: height - box.y - box.height,
                                     right: width - box.x - box.width)
    }

    /// The page a picture of `look` is composed into at `width` × `height` (held to 1–16,384 px):
    /// its background, the picture fitted into its box (its rows across the
    /// page in pages up to `PageBand.largestArea`).
    nonisolated package static func layout(forPicture picture: Int, width: Double, height: Double, look: Look) -> PageLayout {
        // A page of whole pixels, 1 to 16,384 a side, whatever size the frame was given (NaN: 1).
        func pixels(_ extent: Double) -> Double { extent.isNaN ? 1 : min(max(1, extent.rounded()), 16_384) }
        let width = pixels(width), height = pixels(height)
        let box = look.pictureBox(width, height)
        var layout = PageLayout(width: Int32(width), height: Int32(height),
                                background: look.background(picture), boxX: box.x, boxY: box.y,
                                boxWidth: box.width, boxHeight: box.height, maxScale: PageLayout.largestScale, cropped: true)
        if Double(layout.width) * Double(layout.height) <= PageBand.largestArea { layout.bandMargin = PageBand.margin }
        return layout
    }

    /// The page picture `picture` is composed into at the viewer's size.
    package func layout(forPicture picture: Int) -> PageLayout {
        PhotoViewer.layout(forPicture: picture, width: view.frame.width, height: view.frame.height, look: look)
    }

    /// The page in view.
    public var pageInView: Page? { pages[view.currentPage] }

    /// The pages any part of which is in the frame: each with its number and left edge.
    public var pagesOnScreen: [(number: Int, page: Page, x: Double)] {
        view.visiblePages.compactMap { shown in pages[shown.page].map { (shown.page, $0, shown.frame.x) } }
    }

    /// The page in view's zoom and pan, once its picture's size is known (its page by id).
    public var zoomedPage: (page: Int, view: PanZoom)? {
        guard let photo = view.zoom.photo, let page = pages[photo.page] else { return nil }
        return (page.id, photo.view)
    }

    /// The size of the picture page `id` shows, once known.
    public func pictureSize(ofPage id: Int) -> PictureSize? { shelf.source(of: id) }

    /// The zoom of the page in view, once its picture's size is known: the zoom
    /// (1: fitted), screen px per picture px, and the picture's point under the
    /// frame's centre — what a status line says of it.
    public var zoomReading: (zoom: Double, scale: Double, focus: PanZoom.Point)? {
        guard let zoomed = zoomedPage, zoomed.page == pageInView?.id else { return nil }
        let viewport = view.zoom.viewport, frame = view.frame
        let centre = PanZoom.Point(x: frame.x + frame.width / 2 - viewport.x, y: frame.y + frame.height / 2 - viewport.y)
        return (zoomed.view.zoomFactor, zoomed.view.scale, zoomed.view.picturePoint(at: centre))
    }

    /// Whether every page in view shows its picture in full, or why it cannot.
    public var picturesShown: Bool { shelf.areSettled(pagesInView, at: clock) }

    /// The textures the pages and the zoomed picture hold.
    public var textureCount: Int { shelf.readyCount + zoomed.textureCount }

    /// What the zoomed picture shows at `scale`, in words: the page's pixels, the picture's own, or tiles.
    public func zoomLevel(atScale scale: Double) -> String { zoomed.level(atScale: scale) }

    /// The ids of the pages in view.
    var pagesInView: [Int] { pagesOnScreen.map(\.page.id) }

    // MARK: Input

    /// Takes `event`: turning, zooming, panning, the keys.
    @discardableResult
    public func handle(_ event: InputEvent) -> InputResult {
        if let time = event.time { clock = max(clock, time) }
        defer { sync() }
        // A key, a press or a move shows the name again.
        _ = chrome?.wake(at: clock)
        if case .key(let press) = event {
            if chrome?.take(press, time: clock) == true { return .handled }
            if !press.repeated, let quarters = PhotoViewer.quarterTurns(of: press), let page = pageInView {
                turn(picture: page.picture, by: quarters)
                return .handled
            }
        }
        let result = view.handle(event)
        if case .pinch(let pinch) = event {
            let fitted = { self.zoomedPage.map { $0.page != self.pageInView?.id || $0.view.targetZoomFactor <= 1.007 } ?? true }
            if pinchBack.follow(pinch, fitted: fitted) { closeRequested = true }
        }
        return result
    }

    /// The pointer over the viewer, with no button down, at `time`: the name
    /// shows again (`chrome`); whether that changes what is drawn.
    public func hover(time: Double) -> Bool {
        clock = max(clock, time)
        return chrome?.wake(at: clock) ?? false
    }

    /// Whether Esc is the viewer's (its chrome's: it ends a slideshow or hides
    /// the keys); else it is the program's, to close the viewer.
    public var takesEscape: Bool { chrome?.takesEscape ?? false }

    /// The quarter turns a key turns the picture in view by (the view, not the
    /// file): `>` and Ctrl+R a quarter clockwise, `<` and Ctrl+Shift+R a
    /// quarter counterclockwise, as in nsxiv and eog; nil for other keys.
    public nonisolated static func quarterTurns(of press: KeyEvent) -> Int? {
        switch press.key {
        case .letter("r") where press.ctrl: press.shift ? -1 : 1
        case .comma where press.shift: -1
        case .period where press.shift: 1
        case .less: press.shift ? 1 : -1
        default: nil
        }
    }

    /// Whether a pinch that began with the picture at its fitted size closed
    /// by a quarter or more since last asked: it asks to close the viewer
    /// (back to the grid it was opened from, as Photos on iOS does).
    public func takeCloseRequest() -> Bool {
        defer { closeRequested = false }
        return closeRequested
    }

    /// Turns the pages by `direction` pages at `time` (animated unless scrolls are not).
    public func turn(by direction: Int, time: Double) {
        view.turn(by: direction, time: time)
        sync()
    }

    /// Ends a gesture under way at `time` (the pointer lost, the viewer hidden) and pauses what plays.
    public func cancel(time: Double) {
        shelf.play([], at: time)
        view.cancel(time: time)
        sync()
    }

    /// Whether pages turn and zoom animated (off: with reduced motion).
    public var animatesScrolls: Bool {
        get { view.animatesScrolls }
        set { view.animatesScrolls = newValue }
    }

    /// How many pages make a round before the pictures repeat (End goes to the last); nil: no end.
    public var cycleLength: Int? {
        get { view.cycleLength }
        set { view.cycleLength = newValue }
    }

    /// Moves the viewer to `frame` at `time` (held to 1–16,384 px a side): the
    /// pages are composed again at the new size (the old ones stretch meanwhile).
    public func resize(frame: ViewFrame, time: Double) {
        let frame = frame.held
        view.resize(frame: frame, insets: PhotoViewer.insets(of: look, width: frame.width, height: frame.height), time: time)
        sync()
        recompose(view.livePages)
    }

    /// Shows picture `picture` on page `page` at once, every page made anew
    /// around it; it grows from `thumbnail` when given (at once when scrolls do
    /// not animate). A picture out of range: nothing.
    public func open(picture: Int, atPage page: Int, from thumbnail: Thumbnail?, time: Double) {
        guard (0..<count).contains(picture) else { return }
        clock = max(clock, time)
        for number in pages.keys.sorted() { drop(pages.removeValue(forKey: number)!) }
        view.show(page: page, time: time)
        sync(forced: (page, picture))
        opening = thumbnail.flatMap { thumbnail in
            pageInView.map { OpeningPicture(page: $0.id, from: thumbnail, start: view.animatesScrolls ? time : -.infinity) }
        }
    }

    /// Whether a picture opened from a thumbnail is still growing or waiting for its own pixels.
    public var isOpening: Bool { opening != nil }

    /// Turns picture `picture` a further `quarters` quarter turns clockwise
    /// (negative: counterclockwise): its pages are composed again so, the old
    /// picture staying until the turned one comes.
    public func turn(picture: Int, by quarters: Int) {
        let turned = ((turns[picture] ?? 0) + quarters % 4 + 4) % 4
        turns[picture] = turned == 0 ? nil : turned
        let numbers = pages.filter { $0.value.picture == picture }.map(\.key)
        for number in numbers { if let page = pages[number] { forget(page) } }
        recompose(numbers)
    }

    // MARK: Time

    /// Shown again after a while away: pictures still loading count their wait from `time`.
    public func resume(at time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
    }

    /// Moves the viewer to `time`, turns the pictures that came into textures
    /// of `renderer`, and brings the zoomed picture's sharper pixels up to date.
    public func advance(to time: Double, renderer: Renderer) {
        clock = max(clock, time)
        if chrome?.turns(at: clock) == true { view.turn(by: 1, time: clock) }
        view.advance(to: clock)
        sync()
        collect(renderer: renderer)
        // An opened picture is drawn as any other once it has grown and its own picture is in.
        if let opening, opening.isDone(at: clock, settled: shelf.areSettled([opening.page], at: clock)) {
            self.opening = nil
        }
        updateZoomedPicture(renderer: renderer)
        // Pictures that move play while their page is on screen and not zoomed (zoomed: the still picture's detail).
        let zoomedPage = zoomedPage.flatMap { $0.view.isZoomed || $0.view.isMoving ? $0.page : nil }
        shelf.play(pagesInView.filter { $0 != zoomedPage }, at: clock)
    }

    /// When the viewer next needs a frame after `now`; nil: not until input comes.
    public func nextFrame(after now: Double) -> Double? {
        let growing = opening?.isGrowing(at: now) ?? false
        return FrameSchedule.earliest(view.nextFrame(after: now), growing ? now : nil,
                                      shelf.nextFrame(after: now, showing: pagesInView), zoomed.nextFrame(after: now),
                                      chrome?.nextFrame(after: now))
    }

    /// Waits up to `seconds` for the pages in view (not their neighbours, which
    /// decode after them): back as soon as they are in, or once a large picture
    /// has shown its first rows for a moment.
    public func waitForPictures(timeout seconds: Double, renderer: Renderer) {
        let start = Monotonic.seconds()
        let deadline = start + max(0, seconds), glance = start + PictureShelf.previewDelay
        while true {
            collect(renderer: renderer)
            if shelf.areSettled(pagesInView, at: clock) { return }
            let now = Monotonic.seconds()
            if now >= deadline || now >= glance && shelf.isDecodingRows(of: pagesInView) { return }
            shelf.loader.waitForResult(until: now < glance ? min(glance, deadline) : deadline)
        }
    }

    // MARK: Pages

    /// Brings the pages in line with those the pager holds: pages it let go
    /// are dropped; new ones are made nearest the middle first, each next to a
    /// page already made, page `forced.page` showing `forced.picture`.
    private func sync(forced: (page: Int, picture: Int)? = nil) {
        guard count > 0 else { return }
        let live = view.livePages
        for number in pages.keys.sorted() where !live.contains(number) {
            if let page = pages.removeValue(forKey: number) { drop(page) }
        }
        let middle = live.count == 3 ? live[1] : view.currentPage
        let new = live.filter { pages[$0] == nil }.sorted { a, b in
            let (da, db) = (a.saturatingAdd(-middle).magnitude, b.saturatingAdd(-middle).magnitude)
            return da != db ? da < db : a > b
        }
        for number in new {
            let neighbour = number < middle ? pages[number.saturatingAdd(1)]
                : (pages[number.saturatingAdd(-1)] ?? pages[number.saturatingAdd(1)])
            let chosen = forced?.page == number ? forced!.picture : pictureOfPage(number, neighbour?.picture)
            let picture = min(max(chosen, 0), count - 1)
            nextID += 1
            let page = Page(id: nextID, picture: picture)
            shelf.request(page.id, path: path(picture), layout: layout(forPicture: picture), animates: animates,
                          turns: turns[picture] ?? 0, at: clock)
            pages[number] = page
            if let size = shelf.source(of: page.id) { view.setPicture(width: Double(size.width), height: Double(size.height), ofPage: number) }
        }
    }

    /// Page `page` went: its picture, its zoomed pixels and its opening with it.
    private func drop(_ page: Page) {
        shelf.drop(page.id)
        forget(page)
    }

    /// Page `page`'s zoomed pixels and opening go (its picture is made again, or gone).
    private func forget(_ page: Page) {
        zoomed.forget(page: page.id)
        if opening?.page == page.id { opening = nil }
    }

    /// Composes the pages in `numbers` again at the page size.
    private func recompose(_ numbers: [Int]) {
        for page in numbers.compactMap({ pages[$0] }) {
            shelf.request(page.id, path: path(page.picture), layout: layout(forPicture: page.picture),
                          animates: animates, turns: turns[page.picture] ?? 0, at: clock)
        }
    }

    /// Turns finished decodes into textures (the pages in view fading in), hands
    /// their sizes to the pager and the zoomed picture's to it; drops what is no longer wanted.
    private func collect(renderer: Renderer) {
        let showing = pagesInView
        shelf.collect(renderer: renderer.pointer, at: clock,
                      wanted: { $0.use == .detail ? self.zoomed.wants($0) : self.shelf[$0.number] != nil },
                      finish: { _, _ in }, inView: { showing.contains($0) },
                      received: { id, result in
                          if id.use == .detail {
                              self.zoomed.received(result, clock: self.clock, drawn: self.shelf.lastRender)
                          } else if case .picture(_, let source) = result {
                              if let number = self.pages.first(where: { $0.value.id == id.number })?.key {
                                  self.view.setPicture(width: Double(source.width), height: Double(source.height), ofPage: number)
                              }
                          }
                      })
        shelf.updatePreviews(renderer: renderer.pointer, at: clock, showing: showing)
    }

    /// The zoomed picture's sharper pixels follow the zoom.
    private func updateZoomedPicture(renderer: Renderer) {
        let photo = zoomedPage, page = view.zoom.photo.flatMap { pages[$0.page] }
        zoomed.update(photo: photo, inView: photo != nil && photo?.page == pageInView?.id,
                      size: photo.flatMap { shelf.source(of: $0.page) }, path: page.map { path($0.picture) },
                      turns: page.flatMap { turns[$0.picture] } ?? 0, viewport: view.zoom.viewport, clock: clock,
                      renderer: renderer.pointer, waiting: shelf.waits)
    }
}
