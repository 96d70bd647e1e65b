#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import ScrollPhysics

/// PhotoScroller's zoom in a pager of pictures: the page in view zooms and pans
/// (`PanZoom`), and a drag on a zoomed picture pans it until the picture's edge,
/// where the rest of the drag and its fling go to the pager (`ScrollChain`: the
/// pan first, then the pager, the fling handed over at the edge). Ctrl+wheel
/// and a pinch zoom about the pointer, + − and 0 about the middle, a
/// double-click toggles between fit and a closer look. A page the pager leaves
/// loses its zoom.
///
/// It works beside a pager's own `ScrollAxis` (the pager's pages, whichever
/// model makes them): give it the axis with each event and each frame's time,
/// and the page in view with its picture's size (`adopt`).
public struct PageZoom: Sendable {
    /// The page in view's zoom and pan.
    public struct Photo: Sendable {
        /// The page, by the caller's id.
        public var page: Int
        /// Its zoom and pan.
        public var view: PanZoom
    }

    /// The page in view's zoom and pan, once it was adopted.
    public private(set) var photo: Photo?
    /// A drag of a zoomed picture and its motion: the pan, then the pager.
    public private(set) var drag: ScrollChain?
    /// Who takes the pointer's gesture under way: the zoomed picture (its pan,
    /// then the pages through the chain) or the pages — claimed at the press.
    public private(set) var arena = GestureArena<Taker>()
    /// Whether the gesture under way started on a zoomed picture.
    public var zoomedGesture: Bool { arena.winner == .picture }

    /// What takes a gesture on the pages.
    public enum Taker: Sendable, Equatable {
        /// The zoomed picture: its pan, and the pages past its edge.
        case picture
        /// The pages.
        case pages
    }
    /// Where the picture is fitted in a page at rest in view, window px.
    public private(set) var viewport: ViewFrame
    /// The most the fit enlarges a picture (1: never past its own pixels).
    public var maximumFitScale: Double
    /// Zooms by keys and double-clicks animated (false: jumps, for reduced motion).
    public var animatesZooms = true
    /// The zoom of one wheel notch.
    public var wheelZoomStep = 1.25
    /// The px of a touchpad's or high-resolution wheel's delta that zoom as one notch.
    public var pixelsPerZoomNotch = 40.0
    /// The zoom of one press of + or −.
    public var keyZoomStep = 1.5

    /// Zoom for pictures fitted in `viewport`, enlarged to fit at most by `maximumFitScale`.
    public init(viewport: ViewFrame, maximumFitScale: Double = 1) {
        self.viewport = viewport
        self.maximumFitScale = maximumFitScale
    }

    /// Whether `page`'s picture is zoomed (or zooming).
    public func isZoomed(page: Int) -> Bool {
        photo.map { $0.page == page && ($0.view.isZoomed || $0.view.isMoving) } ?? false
    }

    /// Whether the zoom, the pan or a drag's hand-off moves with time alone.
    public var isMoving: Bool { (photo?.view.isMoving ?? false) || drag?.handoffTime != nil }

    /// A window point in the picture's viewport.
    public func viewportPoint(x: Double, y: Double) -> PanZoom.Point {
        PanZoom.Point(x: x - viewport.x, y: y - viewport.y)
    }

    /// The middle of the viewport, in the viewport.
    public var viewportCentre: PanZoom.Point { PanZoom.Point(x: viewport.width / 2, y: viewport.height / 2) }

    /// Gives `page`, in view, its zoom at fit — once the pager rests on it
    /// (`pager` still, the pointer up) and its `picture`'s size is known (px);
    /// the page it had before loses its zoom.
    public mutating func adopt(page: Int, picture: (width: Double, height: Double)?, pager: ScrollAxis) {
        guard photo?.page != page, let picture, !pager.isMoving, !pager.isPointerDown, drag == nil else { return }
        var view = PanZoom(pictureWidth: picture.width, pictureHeight: picture.height, viewportWidth: viewport.width,
                           viewportHeight: viewport.height, maximumFitScale: maximumFitScale)
        view.animatesZooms = animatesZooms
        photo = Photo(page: page, view: view)
    }

    /// Forgets `page`'s zoom (the page is gone).
    public mutating func forget(page: Int) {
        if photo?.page == page { photo = nil }
    }

    /// The zooming events — a pinch, Ctrl+wheel, + −, 0 (fit) and 1 to 9 (that
    /// many screen px per picture px: 1 is the picture's own size) — for `page`, the
    /// page in view, whose `picture` is that size (px) once known: `.zoomed`
    /// when it was one (Ctrl+wheel and a pinch are taken even by a page without
    /// a picture: they never turn the page), else `.ignored`.
    public mutating func handleZoom(_ event: InputEvent, page: Int, picture: (width: Double, height: Double)?,
                                    pager: inout ScrollAxis) -> InputResult {
        adopt(page: page, picture: picture, pager: pager)
        guard photo?.page == page else {
            switch event {
            case .pointer(.wheel(let wheel)) where wheel.ctrl: return .zoomed
            case .pinch: return .zoomed
            default: return .ignored
            }
        }
        switch event {
        case .pinch(.began(let x, let y, let t)):
            // Two fingers: the picture point under their centroid stays under it as they pinch and pan.
            endDrag(time: t)
            let centroid = viewportPoint(x: x, y: y)
            photo?.view.beginPinch(centroid: centroid, time: t)
        case .pinch(.changed(let spread, let x, let y, let t)):
            let centroid = viewportPoint(x: x, y: y)
            photo?.view.pinch(spread: spread, centroid: centroid, time: t)
        case .pinch(.ended(let t)):
            photo?.view.endPinch(time: t)
        case .pointer(.wheel(let wheel)) where wheel.ctrl:
            // A notch zooms by `wheelZoomStep`; smooth deltas in proportion.
            let notches = wheel.source.isPixels ? wheel.dy / pixelsPerZoomNotch : wheel.dy
            endDrag(time: wheel.time)
            let (factor, anchor) = (pow(wheelZoomStep, notches), viewportPoint(x: wheel.x, y: wheel.y))
            photo?.view.zoom(by: factor, about: anchor, time: wheel.time)
        case .key(let press) where press.key == .plus || press.key == .minus:
            endDrag(time: press.time)
            guard let view = photo?.view else { return .zoomed }
            let step = press.key == .plus ? keyZoomStep : 1 / keyZoomStep, centre = viewportCentre
            // From where a zoom under way is heading, so presses in a row add up.
            photo?.view.animateZoom(toFactor: view.targetZoomFactor * step, about: centre, time: press.time)
        case .key(let press) where press.key == .digit(0):
            endDrag(time: press.time)
            let centre = viewportCentre
            photo?.view.animateZoom(toFactor: 1, about: centre, time: press.time)
        case .key(let press) where PageZoom.scale(of: press.key) != nil:
            // 1 to 9: that many screen px per picture px (1 = 100 %), as eog and Loupe do.
            endDrag(time: press.time)
            let centre = viewportCentre
            photo?.view.animateZoom(toScale: PageZoom.scale(of: press.key) ?? 1, about: centre, time: press.time)
        default:
            return .ignored
        }
        return .zoomed
    }

    /// The scale a digit key zooms to: 1 to 9 screen px per picture px; nil for other keys (0 is the fit).
    static func scale(of key: Key) -> Double? {
        guard case .digit(let n) = key, (1...9).contains(n) else { return nil }
        return Double(n)
    }

    /// The pointer for `page`, the page in view, whose `picture` is that size
    /// (px) once known: on a zoomed picture through its pan and the chain to
    /// `pager`, else `pager` alone; a double-click toggles the zoom about where
    /// it came down. Returns what it made of it (`.ignored` for hovering and the wheel).
    public mutating func handlePointer(_ event: PointerEvent, page: Int, picture: (width: Double, height: Double)?,
                                       pager: inout ScrollAxis) -> InputResult {
        if case .down(let x, let y, _, _) = event {
            adopt(page: page, picture: picture, pager: pager)
            arena.press(x: x, y: y, contenders: [.init(isZoomed(page: page) ? .picture : .pages, .atPress)])
            if !zoomedGesture { drag = nil }
        }
        let release = zoomedGesture ? zoomedPointer(event, pager: &pager) : pager.follow(event, along: .horizontal)
        guard let release else { return .ignored }
        switch event {
        case .up(let x, let y, let clicks, let t):
            _ = arena.release()
            // A double-click on a page the pager came to rest on during the press is adopted now.
            if release == .tap, clicks >= 2 { adopt(page: page, picture: picture, pager: pager) }
            if release == .tap, clicks >= 2, photo?.page == page {
                endDrag(time: t)
                let anchor = viewportPoint(x: x, y: y)
                photo?.view.toggleZoom(about: anchor, time: t)
                return .zoomed
            }
            return release == .tap ? .tap(x: x, y: y, clicks: clicks) : release == .stop ? .stopped : .scrolled
        case .lost:
            arena.reset()
        default:
            break
        }
        return .scrolled
    }

    /// The pointer on a zoomed picture: x through the chain (pan, then the
    /// pager), y to the vertical pan. The release's result for an up, nil for
    /// events that are not the pointer's.
    private mutating func zoomedPointer(_ event: PointerEvent, pager: inout ScrollAxis) -> ScrollAxis.Release? {
        switch event {
        case .down, .move, .up, .lost: break
        case .hover, .wheel: return nil
        }
        return withDrag(pager: &pager) { chain, pager, view in
            switch event {
            case .down(let x, let y, _, let t):
                chain.press(pointer: x, time: t, on: .inner, outer: &pager, inner: &view.x)
                view.y.press(pointer: y, time: t)
            case .move(let x, let y, let t):
                chain.move(pointer: x, time: t, outer: &pager, inner: &view.x)
                view.y.move(pointer: y, time: t)
            case .up(_, _, _, let t):
                let result = chain.release(time: t, outer: &pager, inner: &view.x)
                return view.y.release(time: t) == .scroll ? .scroll : result
            case .lost(let t):
                chain.cancel(time: t, outer: &pager, inner: &view.x)
                view.y.cancel(time: t)
            case .hover, .wheel: break
            }
            return .ignored
        }
    }

    /// Ends the gesture under way at `time` (the pager is hidden or taken):
    /// what it moved settles where it is.
    public mutating func cancel(time: Double, pager: inout ScrollAxis) {
        if zoomedGesture { _ = zoomedPointer(.lost(time: time), pager: &pager) } else { pager.cancel(time: time) }
        arena.reset()
    }

    /// Moves a drag's hand-off and the zoom on to `time` (before the pager's own `advance`).
    public mutating func advance(to time: Double, pager: inout ScrollAxis) {
        if drag != nil, withDrag(pager: &pager, { chain, pager, view in chain.advance(to: time, outer: &pager, inner: &view.x) })
            != nil, let chain = drag, let x = photo?.view.x, !chain.isMoving(outer: pager, inner: x), chain.pressed == nil {
            drag = nil
        }
        photo?.view.advance(to: time)
    }

    /// The pages changed size: the picture's viewport is now `viewport`; a
    /// drag under way is dropped.
    public mutating func resize(viewport: ViewFrame, time: Double) {
        self.viewport = viewport
        drag = nil
        arena.reset()
        photo?.view.resize(viewportWidth: viewport.width, viewportHeight: viewport.height, time: time)
    }

    /// Ends a drag's chain (a zoom takes over): what it moved stops where it is.
    private mutating func endDrag(time: Double) {
        guard drag != nil else { return }
        drag = nil
        photo?.view.x.cancel(time: time)
    }

    /// Runs `body` on the drag's chain (new for a new gesture), `pager` (its
    /// outer scroller) and the zoom (whose x pan is its inner one). Nil without a photo.
    @discardableResult
    private mutating func withDrag<R>(pager: inout ScrollAxis,
                                      _ body: (inout ScrollChain, inout ScrollAxis, inout PanZoom) -> R) -> R? {
        guard photo != nil else { return nil }
        var chain = drag ?? ScrollChain()
        defer { drag = chain }
        return body(&chain, &pager, &photo!.view)
    }
}
