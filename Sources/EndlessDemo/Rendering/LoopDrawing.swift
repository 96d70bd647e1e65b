import CSDL
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

extension Canvas {
    /// A row of `count` page dots centred on `centerX`, the `current` one lit.
    func drawPageDots(count: Int, current: Int?, centerX: Double, y: Double) {
        guard count > 1 else { return }
        let gap = 22.0, size = 10.0
        let left = centerX - Double(count - 1) * gap / 2
        for i in 0..<count {
            let color = i == current ? SDL_Color(245, 245, 250) : SDL_Color(255, 255, 255, 80)
            fill(x: left + Double(i) * gap - size / 2, y: y, w: size, h: size, color)
        }
    }
}
