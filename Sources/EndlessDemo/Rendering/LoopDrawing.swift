import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

extension LoopingPager {
    /// Calls `draw(item, x)` for each page in view, left to right, with x its
    /// left edge in window coordinates. Copies draw exactly like their items.
    func forEachVisiblePage(viewportExtent: Double, _ draw: (Int, Double) -> Void) {
        for page in visiblePages(viewportExtent: viewportExtent) { draw(page.item, page.start) }
    }

    /// The items whose pages a viewport `viewportExtent` wide shows, in order.
    func visibleItems(viewportExtent: Double) -> [Int] { visiblePages(viewportExtent: viewportExtent).map(\.item) }

    /// The mode status of a looping pager shown `viewportExtent` wide.
    func modeStatus(viewportExtent: Double, textures: Int) -> ModeStatus {
        ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity, position: currentItem ?? 0,
                   liveTiles: visiblePageCount(viewportExtent: viewportExtent), textures: textures,
                   recenters: wrapCount)
    }

    /// How many pages are in view.
    func visiblePageCount(viewportExtent: Double) -> Int { visiblePages(viewportExtent: viewportExtent).count }
}
