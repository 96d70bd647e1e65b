import ScrollPhysics

/// A pager of pictures that zoom and pan, as iOS's Photos and PhotoScroller
/// are: a page per picture, each fitted into the view; the pointer drags and
/// flings from page to page, the wheel turns a page per burst; on the page in
/// view Ctrl+wheel and a pinch zoom about the pointer, a double-click toggles
/// a closer look, + − and 0 zoom about the middle; a zoomed picture pans, and
/// at its edge the rest of the drag and its fling turn the page (`PageZoom`).
/// ← → turn pages, Home and End go to the first and the last.
///
/// Give it every input event (`handle`) and every frame's time (`advance`);
/// draw `visiblePages`; draw the next frame at `nextFrame(after:)`.
public struct PhotoPagerView: Sendable {
    /// A page in view: which, where its page lies in the window, and where its
    /// picture is drawn (at the page's zoom; nil until its size is known).
    public struct VisiblePage: Sendable, Equatable {
        /// The page's index.
        public var page: Int
        /// The page, window px.
        public var frame: ViewFrame
        /// The picture, window px (it may reach past the page: clip to `frame`).
        public var picture: ViewFrame?
    }

    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The pages' axis: offset, motion, paging.
    public private(set) var axis: ScrollAxis
    /// The zoom of the page in view.
    public private(set) var zoom: PageZoom
    /// Each page's picture size, px (nil until known).
    public private(set) var pictures: [(width: Double, height: Double)?]
    /// The room kept around each picture inside its page, px.
    public let inset: Double
    private var wheel = WheelBurst()

    /// A pager in `frame` of one page per picture in `pictures` (each its size
    /// in px, or nil until known), each fitted into its page less `inset` px
    /// all round and never enlarged past `maximumFitScale` times its own pixels.
    public init(frame: ViewFrame, pictures: [(width: Double, height: Double)?], inset: Double = 0,
                maximumFitScale: Double = 1) {
        self.frame = frame
        self.pictures = pictures
        self.inset = max(0, inset)
        let extent = max(1, frame.width)
        axis = ScrollAxis(configuration: .init(viewportExtent: extent,
                                               bounds: 0...(extent * Double(max(0, pictures.count - 1))),
                                               paging: Paging(pageSize: extent)))
        zoom = PageZoom(viewport: PhotoPagerView.pictureBox(frame, inset: self.inset), maximumFitScale: maximumFitScale)
    }

    private static func pictureBox(_ frame: ViewFrame, inset: Double) -> ViewFrame {
        ViewFrame(x: frame.x + inset, y: frame.y + inset, width: max(1, frame.width - 2 * inset),
                  height: max(1, frame.height - 2 * inset))
    }

    /// The page nearest the view.
    public var currentPage: Int {
        min(max(Int(saturating: (axis.offset / max(1, frame.width)).rounded()), 0), max(0, pictures.count - 1))
    }

    /// Whether anything moves: the pages, the zoom or a pan.
    public var isMoving: Bool { axis.isMoving || axis.isPointerDown || zoom.isMoving }

    /// Page `page`'s picture is `width` × `height` px.
    public mutating func setPicture(width: Double, height: Double, ofPage page: Int) {
        guard pictures.indices.contains(page), width > 0, height > 0 else { return }
        pictures[page] = (width, height)
    }

    // MARK: Input

    /// Takes `event` if it belongs to the pager; returns what it made of it (a
    /// zoom, a scroll, a click with where it came down, a press that only stopped motion).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult {
        let page = currentPage, picture = pictures.indices.contains(page) ? pictures[page] : nil
        if case .pointer(.down(let x, let y, _, _)) = event, !frame.contains(x: x, y: y) { return .ignored }
        if case .pointer(.wheel(_, _, _, _, _, let x, let y, _)) = event, !frame.contains(x: x, y: y) { return .ignored }
        let zoomed = zoom.handleZoom(event, page: page, picture: picture, pager: &axis)
        guard zoomed == .ignored else { return zoomed }
        switch event {
        case .pointer(.wheel(let dx, let dy, _, _, _, _, _, let t)):
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { turn(by: direction, time: t) }
            return .scrolled
        case .pointer(let pointer):
            return zoom.handlePointer(pointer, page: page, picture: picture, pager: &axis)
        case .key(let press):
            switch press.key {
            case .left, .pageUp: turn(by: -1, time: press.time)
            case .right, .pageDown: turn(by: 1, time: press.time)
            case .home: axis.scroll(toPage: 0, time: press.time)
            case .end: axis.scroll(toPage: max(0, pictures.count - 1), time: press.time)
            default: return .ignored
            }
            return .scrolled
        default:
            return .ignored
        }
    }

    /// Turns `direction` pages from where the pager is heading.
    public mutating func turn(by direction: Int, time: Double) {
        let target = min(max(axis.targetPage + direction, 0), max(0, pictures.count - 1))
        axis.scroll(toPage: target, time: time)
    }

    // MARK: Time

    /// Moves motion on to `time`; gives the page the pager rests on its zoom.
    /// Returns true when everything came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let wasMoving = isMoving
        zoom.advance(to: time, pager: &axis)
        axis.advance(to: time)
        let page = currentPage
        if pictures.indices.contains(page) { zoom.adopt(page: page, picture: pictures[page], pager: axis) }
        let rested = wasMoving && !isMoving
        changes.note(page: page, rested: rested, time: time)
        return rested
    }

    /// The page changes and rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges(page: 0)

    /// The page changes and rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the next frame is needed: now while anything moves, nil at rest.
    public func nextFrame(after now: Double) -> Double? { isMoving ? now : nil }

    /// The view now lies in `frame`: pages of its width, the page in view kept.
    public mutating func resize(frame: ViewFrame, time: Double) {
        let page = axis.isPointerDown || axis.state == .idle ? currentPage : axis.targetPage
        self.frame = frame
        let extent = max(1, frame.width)
        axis.configuration.viewportExtent = extent
        axis.configuration.bounds = 0...(extent * Double(max(0, pictures.count - 1)))
        axis.configuration.paging = Paging(pageSize: extent)
        axis.jump(to: Double(page) * extent)
        axis.settle(time: time)
        zoom.resize(viewport: PhotoPagerView.pictureBox(frame, inset: inset), time: time)
    }

    // MARK: Drawing

    /// The pages any part of which is in the frame, with their pictures' places.
    public var visiblePages: [VisiblePage] {
        guard !pictures.isEmpty else { return [] }
        let extent = max(1, frame.width)
        let first = max(0, Int((axis.offset / extent).rounded(.down)))
        let last = min(pictures.count - 1, Int(((axis.offset + extent - 1e-9) / extent).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).map { page in
            let left = frame.x + Double(page) * extent - axis.offset
            return VisiblePage(page: page, frame: ViewFrame(x: left, y: frame.y, width: extent, height: frame.height),
                               picture: pictureFrame(page: page, pageLeft: left))
        }
    }

    /// Page `page`'s picture in the window when its page's left edge is at `pageLeft`.
    private func pictureFrame(page: Int, pageLeft: Double) -> ViewFrame? {
        guard let size = pictures[page] else { return nil }
        let box = zoom.viewport
        let shift = pageLeft - frame.x
        let placed: (x: Double, y: Double, width: Double, height: Double)
        if let photo = zoom.photo, photo.page == page {
            placed = photo.view.pictureFrame
        } else {
            placed = PanZoom(pictureWidth: size.width, pictureHeight: size.height, viewportWidth: box.width,
                             viewportHeight: box.height, maximumFitScale: zoom.maximumFitScale).pictureFrame
        }
        return ViewFrame(x: box.x + shift + placed.x, y: box.y + placed.y, width: placed.width, height: placed.height)
    }
}
