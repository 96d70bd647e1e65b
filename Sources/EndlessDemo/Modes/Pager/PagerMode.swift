import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// Mode 2: the paged infinite viewer — three pages, previous, current and next,
/// shifted by one page whenever a neighbour fills most of the view, each showing
/// a random animal (or the user's pictures, with --images): the library's
/// `PhotoViewer` with its chrome (the name band, panels and slideshow), and the
/// demo's captions.
final class PagerMode: RegisteredMode {
    typealias Page = PhotoViewer.Page

    nonisolated static let name = "pager"
    nonisolated static let title = "Random-animal pager (three-page ring)"
    /// The photo in view (once its picture is known): the zoom (1 = fit),
    /// screen px per picture px, the picture point under the window's centre.
    enum Trace: String, TraceColumns {
        case zoom, scale, focusX = "focus_x", focusY = "focus_y"
        var digits: Int { self == .zoom ? 4 : self == .scale ? 5 : 3 }
    }
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .page, turnsPages: true, showsPictures: true) }
    nonisolated static let summary = "Three pages, the view on the middle one: when a neighbour fills most of the view, the ring shifts by one page. Each page zooms and pans."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, seed: context.settings.seed, early: context.early,
                  animates: !context.settings.reduceMotion, style: PagerMode.style(of: context.library, settings: context.settings))
        viewer.animatesScrolls = !context.settings.reduceMotion
        if let seconds = context.settings.slideshow {
            chrome.slideshowInterval = seconds
            chrome.startSlideshow(at: context.settings.startTime)
        }
    }

    /// The keys it takes: no paging keys for a folder of one picture.
    var help: String {
        library.kind == .folder && library.entries.count == 1
            ? "double-click, Ctrl+wheel, + - 0 zoom · drag to pan when zoomed"
            : "drag / flick · wheel one page · ← → Space n p · Home End g G · < > turn · S slideshow · I info · ? keys · double-click, Ctrl+wheel, + - 0 zoom"
    }

    /// The pages, endless both ways (the library's three-page ring), their
    /// pictures, zoom and pan, and the hand-off from a zoomed picture's pan to
    /// the pages at its edge.
    let viewer: PhotoViewer
    /// Which picture each new page shows.
    let choice: PageChoice
    let library: ImageLibrary
    /// How the pages look: the demo's or a viewer's.
    let style: PageStyle
    var pager: PhotoPagerView { viewer.view }
    var axis: ScrollAxis { pager.axis }
    var pages: [Int: Page] { viewer.pages }
    var opening: OpeningPicture? { viewer.opening }
    /// The latest frame or event time.
    var clock = 0.0
    /// Back to where the picture was opened from (a pinch in), until the app takes it.
    var handoff: ModeHandoff?
    var width: Double
    var height: Double
    let canvas: Canvas
    /// Headless replay: wait for decoding before each frame, so that frames
    /// depend on the script only.
    var waitsForImages: Bool {
        get { viewer.waitsForPictures }
        set { viewer.waitsForPictures = newValue }
    }
    /// The page in view's zoom and pan (its page by id), once its picture's size is known.
    var photo: (page: Int, view: PanZoom)? { viewer.zoomedPage }
    /// The viewer's name band (the viewer's style only), its information and
    /// keys panels and its slideshow (S, F5, --slideshow).
    let chrome: ViewerChrome
    /// Times the page came to rest — the pager, the zoom and the pan all still
    /// and the pointer up — for --log-state.
    var rests = RestCounter()
    var restCount: Int { rests.count }

    /// How the pages look: a viewer's over a folder when `settings` ask for it, else the demo's.
    nonisolated static func style(of library: ImageLibrary, settings: DemoSettings) -> PageStyle {
        settings.viewer && library.kind == .folder ? .viewer : .demo
    }

    /// A pager over `library` in `style`; pictures that move play unless `animates` is false (reduced motion).
    init(canvas: Canvas, library: ImageLibrary, seed: UInt64, early: EarlyPage? = nil, animates: Bool = true,
         style: PageStyle = .demo) {
        width = max(1, canvas.width)
        height = canvas.height
        self.canvas = canvas
        self.library = library
        self.style = style
        let choice = PageChoice(library: library, seed: seed)
        self.choice = choice
        chrome = ViewerChrome(showsName: style == .viewer,
                              programKeys: [("f  F11", "fullscreen"), ("Tab", "the demo's other modes"), ("Esc  q", "quit")])
        // A folder of one picture is one page (it does not page through copies of it).
        let single = library.kind == .folder && library.entries.count == 1
        viewer = PhotoViewer(frame: ViewFrame(x: 0, y: 0, width: width, height: height), count: library.entries.count,
                             path: { library.entries[$0].path }, look: style.look,
                             start: library.kind == .folder ? library.start : 0, endless: !single, animates: animates, early: early,
                             pictureOfPage: { choice.picture(ofPage: $0, beside: $1) },
                             interrupted: { Interruption.signal != nil })
        viewer.detailPixels = Limits.detailPixels
        viewer.chrome = chrome
        // A folder's pages show its pictures round and round: End and G go to its last; the animals have no end.
        if !choice.inOrder { viewer.cycleLength = nil }
    }

    // MARK: Pages

    /// The first page of a pager `width` × `height` points over `library`, decoding from now on.
    nonisolated static func earlyPage(of library: ImageLibrary, settings: DemoSettings, width: Double, height: Double) -> EarlyPage? {
        let entry = PageChoice.firstEntry(of: library, seed: settings.seed)
        return EarlyPage(path: library.entries[entry].path,
                         layout: PhotoViewer.layout(forPicture: entry, width: max(1, width), height: height,
                                                    look: style(of: library, settings: settings).look))
    }

    /// The first page of a viewer opened on the picture at `path` (its page is
    /// the same whatever its place in the folder); nil on the demo's screen,
    /// whose pages are tinted by their place.
    nonisolated static func earlyPage(ofPicture path: FilePath, settings: DemoSettings, width: Double, height: Double) -> EarlyPage? {
        guard settings.viewer else { return nil }
        return EarlyPage(path: path, layout: PhotoViewer.layout(forPicture: 0, width: max(1, width), height: height,
                                                                look: PageStyle.viewer.look))
    }

    // MARK: DemoMode

    /// The caption and the page number under the picture (the viewer's overlay).
    var captionFrames: [ViewFrame] {
        if let band = viewer.nameBand(text: canvas.words, name: caption) { return [band] }
        let top = height - Layout.captionFromBottom - 2
        return [ViewFrame(x: 0, y: top, width: width, height: height - Layout.pageNumberFromBottom + 26 - top)]
    }

    var textureCount: Int { viewer.textureCount }

    var status: ModeStatus {
        let offset = pager.logicalOffset
        var status = ModeStatus(state: axis.state, offset: offset, velocity: axis.velocity,
                                position: Int(saturating: (offset / width).rounded()), liveTiles: pages.count,
                                textures: textureCount, recenters: pager.ring?.shiftCount ?? 0)
        if let zoom = viewer.zoomReading {
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
        let caption = pages[page].map { library.entries[$0.picture].caption } ?? ""
        // The page as the screen counts it (1 / N), and the pager's own position (page 0 at offset 0).
        return [("page", .int(choice.shownNumber(ofPage: page, picture: pages[page]?.picture))), ("position", .int(page)),
                ("picture", .text(caption)), ("zoom", .number(viewer.zoomReading?.zoom ?? 1, digits: 3))]
    }

    func activate(time: Double) {
        clock = max(clock, time)
        // Pages made before the mode was shown start waiting now.
        viewer.resume(at: clock)
    }

    func deactivate(time: Double) { viewer.cancel(time: time) }

    /// The pages any part of which is in the window: each with its number and left edge.
    var pagesOnScreen: [(number: Int, page: Page, x: Double)] { viewer.pagesOnScreen }

    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { viewer.picturesShown }

    func nextFrame(after now: Double) -> Double? {
        viewer.nextFrame(after: now)
    }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        viewer.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: height), time: time)
    }

    func update(to time: Double) {
        clock = max(clock, time)
        viewer.drawsBands = canvas.layersEnabled
        viewer.advance(to: time, renderer: canvas.drawing)
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
    /// the first rows of a big picture once it has shown rows for a moment.
    func waitForPictures(timeout seconds: Double) { viewer.waitForPictures(timeout: seconds, renderer: canvas.drawing) }
}
