import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// PhotoScroller in the pager: the page in view zooms and pans (`PanZoom`);
/// dragging a zoomed picture pans it, and at the picture's edge the rest of the
/// drag and its fling go to the pager (`ScrollChain`, the feed's box and feed
/// rules). A page the pager leaves is back at fit when it comes to rest elsewhere.
extension PagerMode {
    /// The photo's viewport in the page: the box the picture is fitted into.
    var photoViewport: (x: Double, y: Double, width: Double, height: Double) {
        Layout.pictureBox(width: width, height: height)
    }

    /// The most the fit enlarges a picture: never past its own pixels, as the composed page.
    var maximumFitScale: Double { PageLayout.largestScale }

    /// The ring slot nearest the viewport, and its page.
    var pageInView: Page {
        let slot = min(max(Int(saturating: (axis.offset / ring.pageExtent).rounded()), 0), ring.pages.count - 1)
        return ring.pages[slot]
    }

    /// Whether the page in view is zoomed (or zooming).
    var isPhotoZoomed: Bool { photo.map { $0.page == pageInView.id && ($0.view.isZoomed || $0.view.isMoving) } ?? false }

    /// Gives the page in view its photo, at fit, once the pager rests on it and
    /// its picture's size is known; a page left behind loses its zoom.
    func adoptPageInView() {
        let page = pageInView
        guard photo?.page != page.id else { return }
        guard !axis.isMoving, !axis.isPointerDown, drag == nil, let size = sizes[page.id] else { return }
        let viewport = photoViewport
        var view = PanZoom(pictureWidth: Double(size.width), pictureHeight: Double(size.height),
                           viewportWidth: viewport.width, viewportHeight: viewport.height, maximumFitScale: maximumFitScale)
        // Reduced motion: zooms by keys, double-clicks and the wheel's spring-back are jumps.
        view.animatesZooms = axis.configuration.animatesScrolls
        photo = (page.id, view)
    }

    /// A window point in the photo's viewport.
    func photoPoint(x: Double, y: Double) -> PanZoom.Point {
        let viewport = photoViewport
        return PanZoom.Point(x: x - viewport.x, y: y - viewport.y)
    }

    // MARK: Zoom input

    /// Ctrl+wheel, two fingers' pinch, + - 0: true when the event was a zoom.
    func handleZoom(_ event: InputEvent) -> Bool {
        adoptPageInView()
        noteBackPinch(event)
        guard photo?.page == pageInView.id else {
            // Ctrl+wheel zooms or does nothing (a page with no picture yet, or an error
            // card): it never turns the page.
            if case .pointer(.wheel(_, _, _, _, true, _, _, _)) = event { return true }
            if case .pinch = event { return true }
            return false
        }
        switch event {
        case .pinch(.began(let x, let y, let t)):
            // Two fingers: the picture point under their centroid stays under it as they pinch and pan.
            endDrag(time: t)
            photo?.view.beginPinch(centroid: photoPoint(x: x, y: y), time: t)
            return true
        case .pinch(.changed(let spread, let x, let y, let t)):
            photo?.view.pinch(spread: spread, centroid: photoPoint(x: x, y: y), time: t)
            return true
        case .pinch(.ended(let t)):
            photo?.view.endPinch(time: t)
            return true
        case .pointer(.wheel(_, let dy, let source, _, true, let x, let y, let t)):
            let at = photoPoint(x: x, y: y)
            // A notch zooms by 1.25; smooth deltas in proportion (40 px a notch).
            let notches = source.isPixels ? dy / PagerMode.pixelsPerZoomNotch : dy
            endDrag(time: t)
            photo?.view.zoom(by: pow(PagerMode.wheelZoomStep, notches), about: at, time: t)
            return true
        case .key(let press) where press.key == .plus || press.key == .minus:
            let (key, t) = (press.key, press.time)
            endDrag(time: t)
            guard let view = photo?.view else { return true }
            let step = key == .plus ? PagerMode.keyZoomStep : 1 / PagerMode.keyZoomStep
            // From where a zoom under way is heading, so presses in a row add up.
            photo?.view.animateZoom(toFactor: exp2(view.zoom.restingOffset) * step, about: photoCenter, time: t)
            return true
        case .key(let press) where press.key == .digit(0):
            let t = press.time
            endDrag(time: t)
            photo?.view.animateZoom(toFactor: 1, about: photoCenter, time: t)
            return true
        default:
            return false
        }
    }

    /// Follows a pinch that began with the picture fitted (or with no picture to
    /// zoom): closed by a quarter or more when it ends, it asks to go back to
    /// where the picture was opened from (the grid), as Esc does.
    private func noteBackPinch(_ event: InputEvent) {
        guard case .pinch(let pinch) = event else { return }
        switch pinch {
        case .began:
            let fitted = photo.map { $0.page != pageInView.id || $0.view.zoom.restingOffset <= 0.01 } ?? true
            pinchInSpread = fitted ? 1 : nil
        case .changed(let spread, _, _, _):
            pinchInSpread = pinchInSpread.map { min($0, spread) }
        case .ended:
            if let spread = pinchInSpread, spread < PagerMode.pinchBackSpread, let picture = shownPicture {
                handoff = .back(picture: picture)
            }
            pinchInSpread = nil
        }
    }

    static let wheelZoomStep = 1.25
    /// The px of a touchpad's or high-resolution wheel's delta that zoom as one notch.
    static let pixelsPerZoomNotch = 40.0
    static let keyZoomStep = 1.5

    var photoCenter: PanZoom.Point {
        let viewport = photoViewport
        return PanZoom.Point(x: viewport.width / 2, y: viewport.height / 2)
    }

    /// A double-click (the release of the second click, without a drag) at (x, y).
    func doubleClick(x: Double, y: Double, time: Double) {
        adoptPageInView()
        guard photo?.page == pageInView.id else { return }
        endDrag(time: time)
        photo?.view.toggleZoom(about: photoPoint(x: x, y: y), time: time)
    }

    // MARK: Dragging a zoomed photo

    /// The pointer on a zoomed photo: x through the chain (pan, then the pager),
    /// y to the vertical pan. Returns the release's result for an up, nil for
    /// events that are not the pointer's.
    func handleZoomedPointer(_ event: PointerEvent) -> ScrollAxis.Release? {
        switch event {
        case .down, .move, .up, .lost: break
        default: return nil
        }
        return withDrag { chain, view in
            switch event {
            case .down(let x, let y, _, let t):
                chain.press(pointer: x, time: t, on: .inner)
                view.y.press(pointer: y, time: t)
            case .move(let x, let y, let t):
                chain.move(pointer: x, time: t)
                view.y.move(pointer: y, time: t)
            case .up(_, _, _, let t):
                let result = chain.release(time: t)
                return view.y.release(time: t) == .scroll ? .scroll : result
            case .lost(let t):
                chain.cancel(time: t)
                view.y.cancel(time: t)
            default: break
            }
            return .ignored
        }
    }

    /// Moves the drag's chain and the photo on to `time`.
    func advancePhoto(to time: Double) {
        if drag != nil, withDrag({ chain, _ in chain.advance(to: time) }) != nil, let chain = drag,
           !chain.isMoving, chain.pressed == nil {
            drag = nil
        }
        photo?.view.advance(to: time)
    }

    /// Runs `body` on the drag's chain (made for a new gesture) with the pager's
    /// axis as its outer and the photo's x pan as its inner scroller, and the
    /// photo: the one place where the two copies are brought together and
    /// written back. Nil without a photo.
    @discardableResult
    private func withDrag<R>(_ body: (inout ScrollChain, inout PanZoom) -> R) -> R? {
        guard var view = photo?.view else { return nil }
        var chain = drag ?? ScrollChain(outer: axis, inner: view.x)
        chain.outer = axis
        chain.inner = view.x
        let result = body(&chain, &view)
        axis = chain.outer
        view.x = chain.inner
        photo?.view = view
        drag = chain
        return result
    }

    /// Ends the chain (a zoom takes over): what it moved stops where it is.
    func endDrag(time: Double) {
        guard drag != nil else { return }
        drag = nil
        photo?.view.x.cancel(time: time)
    }

    // MARK: Detail

    /// Asks for the photo's picture at its own resolution once the zoom shows it
    /// larger than the composed page does (and it is at most `Limits.detailPixels`);
    /// frees it when the page is back at fit or another page is in view.
    func updateDetail() {
        guard let photo, photo.page == pageInView.id, photo.view.isZoomed || photo.view.isMoving,
              let size = sizes[photo.page], let page = ring.pages.first(where: { $0.id == photo.page }) else {
            if detail != nil, !(photo?.view.isMoving ?? false) { dropDetail() }
            if tiles != nil, !(photo?.view.isMoving ?? false) { tiles = nil }
            return
        }
        let path = library.entries[page.entry].path
        let pixels = Int(size.width) * Int(size.height)
        if pixels > Limits.detailPixels {
            updateTiles(photo: photo.view, page: photo.page, path: path, size: size)
            return
        }
        guard detail?.page != photo.page else { return }
        dropDetail()
        guard photo.view.maximumScale > photo.view.fitScale * 1.01 else { return }
        detail = (photo.page, .loading(since: clock))
        shelf.loader.request(id: -photo.page, path: path)
    }

    /// A picture too large to decode whole: the tiles in view at the level the
    /// zoom needs, once that level is finer than the page composed at fit.
    private func updateTiles(photo view: PanZoom, page: Int, path: FilePath, size: PictureSize) {
        if tiles?.page != page { tiles = PictureTiles(page: page, path: path, size: size) }
        guard let tiles else { return }
        let level = PictureTiles.level(forScale: view.scale)
        let keys = 1 / Double(level) > view.fitScale * 1.01 ? visibleTiles(tiles, view: view, level: level) : []
        tiles.want(keys)
        tiles.collect(renderer: canvas.renderer, waiting: waitsForImages)
    }

    /// The tiles of `level` the photo's viewport shows.
    func visibleTiles(_ tiles: PictureTiles, view: PanZoom, level: Int) -> [PictureTiles.Key] {
        let viewport = photoViewport
        let from = view.picturePoint(at: PanZoom.Point(x: 0, y: 0)), to = view.picturePoint(at: PanZoom.Point(x: viewport.width, y: viewport.height))
        let w = Double(tiles.size.width), h = Double(tiles.size.height)
        return tiles.keys(level: level, visible: (min(max(from.x, 0), w), min(max(from.y, 0), h),
                                                  min(max(to.x, 0), w - 1e-9), min(max(to.y, 0), h - 1e-9)))
    }

    func dropDetail() {
        if let detail { shelf.loader.cancel(id: -detail.page) }
        detail = nil
    }

    // MARK: Reporting

    /// The HUD's zoom lines.
    var hudLines: [String] {
        guard let zoom = zoomStatus else { return ["zoom      - (picture not in yet)"] }
        let level = tiles.map { _ in "tiles at 1/\(PictureTiles.level(forScale: zoom.scale))" }
            ?? (detail?.slot.isReady == true ? "the picture's own pixels" : "page pixels")
        return ["zoom      \(fixed(zoom.zoom, 2))× fit · \(fixed(zoom.scale, 3)) px per picture px",
                "focus     \(fixed(zoom.focus.x, 0)), \(fixed(zoom.focus.y, 0)) · \(level)"]
    }

    /// The trace's zoom columns: the zoom (1 = fit), screen px per picture px, and
    /// the picture point under the window's centre; nil until the picture is known.
    var zoomStatus: (zoom: Double, scale: Double, focus: PanZoom.Point)? {
        guard let photo, photo.page == pageInView.id else { return nil }
        let viewport = photoViewport
        let center = PanZoom.Point(x: width / 2 - viewport.x, y: height / 2 - viewport.y)
        return (photo.view.zoomFactor, photo.view.scale, photo.view.picturePoint(at: center))
    }
}
