import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

extension LoopingPager {
    /// Calls `draw(item, x)` for each page in view, left to right, with x its
    /// left edge in window coordinates. Copies draw exactly like their items.
    func forEachVisiblePage(viewportExtent: Double, _ draw: (Int, Double) -> Void) {
        guard loop.pageCount > 0 else { return }
        let first = max(0, Int(saturating: (axis.offset / pageExtent).rounded(.down)))
        var page = first
        while page < loop.pageCount {
            let x = Double(page) * pageExtent - axis.offset
            if x >= viewportExtent { break }
            if let item = loop.item(onPage: page) { draw(item, x) }
            page += 1
        }
    }

    /// The items whose pages a viewport `viewportExtent` wide shows, in order.
    func visibleItems(viewportExtent: Double) -> [Int] {
        var items: [Int] = []
        forEachVisiblePage(viewportExtent: viewportExtent) { item, _ in items.append(item) }
        return items
    }

    /// The mode status of a looping pager shown `viewportExtent` wide.
    func modeStatus(viewportExtent: Double, textures: Int) -> ModeStatus {
        ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity, page: currentItem ?? 0,
                   liveTiles: visiblePageCount(viewportExtent: viewportExtent), textures: textures,
                   recenters: wrapCount)
    }

    /// How many pages are in view.
    func visiblePageCount(viewportExtent: Double) -> Int {
        var count = 0
        forEachVisiblePage(viewportExtent: viewportExtent) { _, _ in count += 1 }
        return count
    }
}

extension LoopingPager {
    /// The loop's page dots, centred on `centerX` at `centerY`, following the
    /// logical offset (the drag included).
    func pageDots(centerX: Double, centerY: Double) -> PageDots {
        PageDots(count: loop.itemCount, position: logicalOffset / pageExtent, centerX: centerX, centerY: centerY)
    }
}
