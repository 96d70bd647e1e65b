import ScrollPhysics
import InfiniteScrolling

/// A pager of pictures that zoom and pan, as iOS's Photos and PhotoScroller
/// are: a page per picture, each fitted into the view; the pointer drags and
/// flings from page to page, the wheel turns a page per burst; on the page in
/// view Ctrl+wheel and a pinch zoom about the pointer, a double-click toggles
/// a closer look, + − and 0 zoom about the middle; a zoomed picture pans, and
/// at its edge the rest of the drag and its fling turn the page (`PageZoom`).
/// ← → and Page Up/Down turn pages, Home goes to the first, End to the last.
///
/// It holds a given number of pages, or runs without end both ways (pages
/// numbered …, −1, 0, 1, …, three held at a time: the paged infinite viewer,
/// `PageRing`). Give it every input event (`handle`) and every frame's time
/// (`advance`); tell it each picture's size once known (`setPicture`); draw
/// `visiblePages`; draw the next frame at `nextFrame(after:)`.
public struct PhotoPagerView: Sendable {
    /// A page in view: which, where its page lies in the window, and where its
    /// picture is drawn (at the page's zoom; nil until its size is known).
    public struct VisiblePage: Sendable, Equatable {
        /// The page's number.
        public var page: Int
        /// The page, window px.
        public var frame: ViewFrame
        /// The picture, window px (it may reach past the page: clip to `frame`).
        public var picture: ViewFrame?
    }

    /// The room kept around each picture inside its page, px (negative or NaN: none).
    public struct Insets: Sendable, Equatable {
        /// Above the picture.
        public var top: Double
        /// Left of it.
        public var left: Double
        /// Below it.
        public var bottom: Double
        /// Right of it.
        public var right: Double

        /// Insets of their own on each side.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            func room(_ value: Double) -> Double { value.isNaN ? 0 : min(max(0, value), 1e9) }
            (self.top, self.left, self.bottom, self.right) = (room(top), room(left), room(bottom), room(right))
        }

        /// The same room on every side.
        public init(all room: Double) { self.init(top: room, left: room, bottom: room, right: room) }
    }

    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The room kept around each picture inside its page.
    public private(set) var insets: Insets
    /// How many pages there are; nil when pages run without end both ways.
    public let pageCount: Int?
    /// The pages' axis: offset, motion, paging. An endless pager's offsets are
    /// its ring's (page 0 of `ring` starts at 0).
    public internal(set) var axis: ScrollAxis
    /// The pages an endless pager holds (the previous, the one in view, the
    /// next, by number) and how often they moved on; nil with `pageCount` pages.
    public internal(set) var ring: PageRing<Int>?
    /// The zoom of the page in view (pages by number).
    public internal(set) var zoom: PageZoom
    /// How long a page turn by a key or the wheel takes, s (fast at first, slowing to the page).
    public var turnDuration = 0.25
    /// Home, End and the other jumps to a page animate over at most this many pages and jump from farther.
    public var homeAnimationPages = 3
    /// How many pages an endless pager's pictures repeat after (a folder shown
    /// round and round: page `n` shows picture `n` modulo it): End and G go to
    /// the nearest page that shows the last of them. Nil (pictures that do not
    /// repeat): End does nothing in an endless pager. Held to at least 1.
    public var cycleLength: Int? { didSet { cycleLength = cycleLength.map { max(1, $0) } } }
    /// The page changes and rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges(page: 0)
    /// Each page's picture size, px, by page number (an endless pager's for the pages it holds).
    private var sizes: [Int: (width: Double, height: Double)] = [:]
    var wheel = WheelBurst()

    /// A pager in `frame` of one page per picture in `pictures` (each its size
    /// in px, or nil until known), each fitted into its page less `inset` px
    /// all round and never enlarged past `maximumFitScale` times its own pixels.
    public init(frame: ViewFrame, pictures: [(width: Double, height: Double)?], inset: Double = 0,
                maximumFitScale: Double = 1) {
        self.init(frame: frame, pageCount: pictures.count, insets: Insets(all: inset), maximumFitScale: maximumFitScale)
        for (page, picture) in pictures.enumerated() {
            if let picture { setPicture(width: picture.width, height: picture.height, ofPage: page) }
        }
    }

    /// A pager in `frame` of `pageCount` pages whose pictures are told later
    /// (`setPicture`), each fitted into its page less `insets` and never enlarged
    /// past `maximumFitScale` times its own pixels.
    public init(frame: ViewFrame, pageCount: Int, insets: Insets, maximumFitScale: Double = 1) {
        self.init(frame: frame, pageCount: Optional(pageCount), insets: insets, maximumFitScale: maximumFitScale)
    }

    /// A pager in `frame` whose pages run without end both ways, showing page
    /// `page`; pictures are fitted into their pages less `insets` and never
    /// enlarged past `maximumFitScale` times their own pixels. Tell it each
    /// picture's size once known (`setPicture`): `livePages` says which it holds.
    public init(frame: ViewFrame, endlessFrom page: Int = 0, insets: Insets = Insets(all: 0), maximumFitScale: Double = 1) {
        self.init(frame: frame, pageCount: nil, insets: insets, maximumFitScale: maximumFitScale)
        let ring = PageRing(page: page, pageExtent: axis.configuration.viewportExtent) { number, _ in number }
        axis.jump(to: ring.middleOffset)
        self.ring = ring
        changes = ViewChanges(page: page)
    }

    private init(frame: ViewFrame, pageCount: Int?, insets: Insets, maximumFitScale: Double) {
        self.frame = frame
        self.insets = insets
        self.pageCount = pageCount.map { max(0, $0) }
        let extent = max(1, frame.width)
        axis = ScrollAxis(configuration: .init(viewportExtent: extent, bounds: PhotoPagerView.bounds(self.pageCount, extent: extent),
                                               paging: Paging(pageSize: extent)))
        zoom = PageZoom(viewport: PhotoPagerView.pictureBox(frame, insets: insets), maximumFitScale: maximumFitScale)
    }

    private static func bounds(_ pageCount: Int?, extent: Double) -> ClosedRange<Double>? {
        pageCount.map { 0...(extent * Double(max(1, $0) - 1)) }
    }

    static func pictureBox(_ frame: ViewFrame, insets: Insets) -> ViewFrame {
        ViewFrame(x: frame.x + insets.left, y: frame.y + insets.top, width: max(1, frame.width - insets.left - insets.right),
                  height: max(1, frame.height - insets.top - insets.bottom))
    }

    // MARK: Pages

    /// A page's extent, px: the frame's width.
    var pageExtent: Double { ring?.pageExtent ?? axis.configuration.viewportExtent }

    /// Where the pages are: page n starts at n × the frame's width.
    public var logicalOffset: Double { ring?.logicalOffset(ofPhysical: axis.offset) ?? axis.offset }

    /// The page nearest the view.
    public var currentPage: Int {
        let nearest = Int(saturating: (axis.offset / pageExtent).rounded())
        if let ring { return ring.pageNumber(ofSlot: min(max(nearest, 0), 2)) }
        return min(max(nearest, 0), max(0, (pageCount ?? 1) - 1))
    }

    /// The pages whose pictures the pager may show soon, in order: the page in
    /// view and its neighbours (an endless pager's three pages).
    public var livePages: [Int] {
        if let ring { return (0..<3).map(ring.pageNumber(ofSlot:)) }
        guard let count = pageCount, count > 0 else { return [] }
        let page = currentPage
        return Array(max(0, page - 1)...min(count - 1, page + 1))
    }

    /// Whether page `page` exists (and, endless, is held).
    func holds(_ page: Int) -> Bool {
        ring != nil ? livePages.contains(page) : (0..<(pageCount ?? 0)).contains(page)
    }

    /// Page `page`'s picture size, px, once known.
    public func pictureSize(ofPage page: Int) -> (width: Double, height: Double)? { sizes[page] }

    /// Page `page`'s picture is `width` × `height` px (ignored for a page the
    /// pager does not hold, or sizes not above 0); the page in view at rest takes its zoom now.
    public mutating func setPicture(width: Double, height: Double, ofPage page: Int) {
        guard holds(page), width > 0, height > 0, width.isFinite, height.isFinite else { return }
        sizes[page] = (width, height)
        if page == currentPage { zoom.adopt(page: page, picture: sizes[page], pager: axis) }
    }

    /// Whether anything moves: the pages, the zoom or a pan.
    public var isMoving: Bool { axis.isMoving || axis.isPointerDown || zoom.isMoving }

    /// Whether page turns by keys, Home and double-click zooms animate (false: reduced motion, jumps).
    public var animatesScrolls: Bool {
        get { axis.configuration.animatesScrolls }
        set {
            axis.configuration.animatesScrolls = newValue
            zoom.animatesZooms = newValue
        }
    }

    /// After every move of the axis: an endless pager's ring moves on when a
    /// neighbour fills most of the view (pages that leave lose their zoom and size).
    mutating func moveRing() {
        guard var ring else { return }
        var left: [Int] = []
        ring.adjust(&axis, make: { number, _ in number }, drop: { left.append($0) })
        self.ring = ring
        for page in left { forget(page) }
    }

    mutating func forget(_ page: Int) {
        sizes[page] = nil
        zoom.forget(page: page)
    }

    // MARK: Time

    /// Moves motion on to `time`; gives the page the pager rests on its zoom.
    /// Returns true when everything came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let wasMoving = isMoving
        zoom.advance(to: time, pager: &axis)
        axis.advance(to: time)
        moveRing()
        let page = currentPage
        if holds(page) { zoom.adopt(page: page, picture: sizes[page], pager: axis) }
        let rested = wasMoving && !isMoving
        changes.note(page: page, rested: rested, time: time)
        return rested
    }

    /// The page changes and rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the next frame is needed: now while the pages, the zoom or a pan
    /// move with time, nil otherwise (a held pointer moves with its events).
    public func nextFrame(after now: Double) -> Double? { axis.isMoving || zoom.isMoving ? now : nil }

    /// The view now lies in `frame` (and its pictures in `insets`, when given):
    /// pages of its width, the place in the pages kept as a share of a page, a
    /// turn under way still heading to its page, else settling on the nearest.
    public mutating func resize(frame: ViewFrame, insets: Insets? = nil, time: Double) {
        let heading = axis.isPointerDown || axis.state == .idle ? nil : axis.targetPage
        self.frame = frame
        if let insets { self.insets = insets }
        let extent = max(1, frame.width)
        let offset: Double
        if var ring {
            offset = ring.resize(pageExtent: extent, physicalOffset: axis.offset)
            self.ring = ring
        } else {
            offset = axis.offset / axis.configuration.viewportExtent * extent
        }
        axis.configuration.viewportExtent = extent
        axis.configuration.bounds = PhotoPagerView.bounds(pageCount, extent: extent)
        axis.configuration.paging = Paging(pageSize: extent)
        axis.jump(to: offset)
        zoom.resize(viewport: PhotoPagerView.pictureBox(frame, insets: self.insets), time: time)
        if let heading { axis.scroll(toPage: heading, time: time) } else { axis.settle(time: time) }
        moveRing()
    }
}
