import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures

/// The pager's zoom as the mode sees it (the zoom itself is the library's
/// `PhotoViewer`'s, `zoomReading` what it says of it): a pinch back to the
/// grid, and the HUD's lines.
extension PagerMode {
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
        guard let zoom = viewer.zoomReading else { return ["zoom      - (picture not in yet)"] }
        let level = viewer.zoomLevel(atScale: zoom.scale)
        return ["zoom      \(fixed(zoom.zoom, 2))× fit · \(fixed(zoom.scale, 3)) px per picture px",
                "focus     \(fixed(zoom.focus.x, 0)), \(fixed(zoom.focus.y, 0)) · \(level)"]
    }
}
