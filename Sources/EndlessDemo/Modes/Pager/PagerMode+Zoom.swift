import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures

/// The pager's zoom as the mode sees it (the zoom itself is the library's
/// `PhotoPagerView`'s): where pictures are fitted, a pinch back to the grid,
/// the zoomed photo's sharper pixels, and what the HUD and the trace say of it.
extension PagerMode {
    /// The photo's viewport in the page: the box the picture is fitted into.
    var photoViewport: ViewFrame { pager.zoom.viewport }

    /// The page in view (its number the pager's `currentPage`).
    var pageInView: Page { viewer.pageInView ?? Page(id: -1, picture: 0) }

    // MARK: Zoom input

    /// A pinch in from the fitted picture goes back to the grid (the viewer's close request).
    func noteBackPinch() {
        if viewer.takeCloseRequest(), let picture = shownPicture { handoff = .back(picture: picture) }
    }

    // MARK: Reporting

    /// The HUD's zoom lines.
    var hudLines: [String] {
        guard let zoom = zoomStatus else { return ["zoom      - (picture not in yet)"] }
        let level = viewer.zoomLevel(atScale: zoom.scale)
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
