import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

extension LoopingPager {
    /// Calls `draw(item, x)` for each page in view, left to right, with x its
    /// left edge in window coordinates. Copies draw exactly like their items.
    func forEachVisiblePage(viewportWidth: Double, _ draw: (Int, Double) -> Void) {
        guard loop.pageCount > 0 else { return }
        let first = max(0, Int(saturating: (axis.offset / pageWidth).rounded(.down)))
        var page = first
        while page < loop.pageCount {
            let x = Double(page) * pageWidth - axis.offset
            if x >= viewportWidth { break }
            if let item = loop.item(onPage: page) { draw(item, x) }
            page += 1
        }
    }

    /// The mode status of a looping pager shown `viewportWidth` wide.
    func modeStatus(viewportWidth: Double, textures: Int) -> ModeStatus {
        ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity, page: currentItem ?? 0,
                   liveTiles: visiblePageCount(viewportWidth: viewportWidth), textures: textures,
                   recenters: wrapCount)
    }

    /// How many pages are in view.
    func visiblePageCount(viewportWidth: Double) -> Int {
        var count = 0
        forEachVisiblePage(viewportWidth: viewportWidth) { _, _ in count += 1 }
        return count
    }
}

extension LoopingPager {
    /// The loop's page dots, centred on `centerX` at `centerY`, following the
    /// logical offset (the drag included).
    func pageDots(centerX: Double, centerY: Double) -> PageDots {
        PageDots(count: loop.itemCount, position: logicalOffset / pageWidth, centerX: centerX, centerY: centerY)
    }
}
