import ScrollPhysics

/// A paged carousel that loops through its items with sentinel pages
/// (`SentinelLoop`), driven by a `ScrollAxis`: a banner that pages round and
/// round, and the base of `AutoplayCarousel`. It runs along one axis, either
/// way: give it the pointer's x for a horizontal pager, its y for a vertical one.
///
/// The axis works in physical offsets (page p starts at p·pageExtent); the
/// logical offset puts item 0 at 0 and is continuous across wraps.
public struct LoopingPager: Sendable {
    /// Its pages: the items and a copy at each end.
    public let loop: SentinelLoop
    /// The scroll axis, in physical offsets.
    public private(set) var axis: ScrollAxis
    /// A page's extent along the pager (its width in a horizontal pager), px.
    public private(set) var pageExtent: Double
    /// The feel of the pager's axis (slop, friction, spring, rubber band).
    public let physics: ScrollAxis.Physics
    /// How many times the content moved by n pages.
    public private(set) var wrapCount = 0
    /// The pages added by wraps, in total (counted whole, so the logical offset
    /// does not drift however many times the pager wraps).
    private var wrapPages = 0
    /// A press on a loop that does not scroll, waiting for its release (a click).
    private var stillPress = false
    /// Whether page turns by keys, Home and autoplay animate (false: reduced motion, jumps).
    public var animatesScrolls = true {
        didSet { axis.configuration.physics.animatesScrolls = animatesScrolls }
    }

    /// The page extents a pager takes, px (no screen is larger).
    public static let pageExtentRange = 1.0...100_000
    /// The most items a pager takes: every page, at the largest extent, within
    /// the offsets an axis takes (`ScrollAxis.offsetLimit`).
    public static let maximumItemCount = 9_999_998

    /// A pager over `itemCount` items (held within 0 and `maximumItemCount`),
    /// pages `pageExtent` px long (held within `pageExtentRange`; NaN: 1),
    /// showing item 0, its axis with the feel of `physics`.
    public init(itemCount: Int, pageExtent: Double, physics: ScrollAxis.Physics = .init()) {
        loop = SentinelLoop(itemCount: min(itemCount, LoopingPager.maximumItemCount))
        let pageExtent = pageExtent.clamped(to: LoopingPager.pageExtentRange, nan: 1)
        self.pageExtent = pageExtent
        self.physics = physics
        animatesScrolls = physics.animatesScrolls
        axis = ScrollAxis(configuration: LoopingPager.configuration(loop: loop, pageExtent: pageExtent, physics: physics),
                          offset: Double(loop.startPage) * pageExtent)
    }

    private static func configuration(loop: SentinelLoop, pageExtent: Double,
                                      physics: ScrollAxis.Physics) -> ScrollAxis.Configuration {
        let last = Double(max(loop.pageCount - 1, 0)) * pageExtent
        return .init(viewportExtent: pageExtent, bounds: 0...last,
                     paging: Paging(pageSize: pageExtent, rate: physics.decelerationRate), physics: physics)
    }

    /// Item 0 at 0, one page width per item, continuous across wraps.
    public var logicalOffset: Double {
        axis.offset - Double(loop.startPage) * pageExtent - Double(wrapPages) * pageExtent
    }

    /// The item nearest to the viewport (nil without items).
    public var currentItem: Int? { loop.item(atOffsetInPages: axis.offset / pageExtent) }

    /// The item the pager heads to: where its motion comes to rest, or the
    /// nearest one while the pointer holds it or nothing moves.
    public var headingItem: Int? {
        guard !axis.isPointerDown, axis.isMoving else { return currentItem }
        return loop.item(atOffsetInPages: Double(axis.targetPage))
    }

    /// The item under `position` px from the viewport's start (its left edge,
    /// or top in a vertical pager); nil without items.
    public func item(atViewportPosition position: Double) -> Int? {
        loop.item(onPage: Int(saturating: ((axis.offset + position) / pageExtent).rounded(.down)))
    }

    /// The pages a viewport `viewportExtent` px long shows, in order: the item
    /// each shows (a copy shows its item) and where it starts, px from the
    /// viewport's start.
    public func visiblePages(viewportExtent: Double) -> [(item: Int, start: Double)] {
        guard loop.pageCount > 0, axis.offset.isFinite else { return [] }
        var pages: [(item: Int, start: Double)] = []
        var page = max(0, Int(saturating: (axis.offset / pageExtent).rounded(.down)))
        let last = min(loop.pageCount, page.saturatingAdd(VisibleLimit.items))
        while page < last {
            let start = Double(page) * pageExtent - axis.offset
            if start >= viewportExtent { break }
            if let item = loop.item(onPage: page) { pages.append((item, start)) }
            page += 1
        }
        return pages
    }

    // MARK: Pointer

    /// The pointer went down at `pointer` (along the pager) at `time`.
    public mutating func press(pointer: Double, time: Double) {
        guard loop.isScrollable else { stillPress = true; return }
        axis.press(pointer: pointer, time: time)
        wrapWhileTouching()
    }

    /// The pointer moved; the content wraps by n pages before it reaches an end.
    public mutating func move(pointer: Double, time: Double) {
        guard loop.isScrollable else { return }
        axis.move(pointer: pointer, time: time)
        wrapWhileTouching()
    }

    /// The pointer went up: a snap to the page the release projects to (`.tap` when it never moved).
    @discardableResult
    public mutating func release(time: Double) -> ScrollAxis.Release {
        guard loop.isScrollable else {
            defer { stillPress = false }
            return stillPress ? .tap : .ignored
        }
        return axis.release(time: time)
    }

    /// The pointer was lost: the pager settles on the nearest page.
    public mutating func cancel(time: Double) {
        stillPress = false
        axis.cancel(time: time)
    }

    // MARK: Time and commands

    /// Moves motion on to `time`. A content that came to rest on a copy during
    /// the previous step jumps to the real page first, so the frame before the
    /// jump (at rest on the copy) and the one after it look the same. Returns
    /// true when the axis came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let pages = pendingWrap
        if pages != 0 { wrap(by: pages) }
        return axis.advance(to: time)
    }

    /// When the pager needs a frame with nothing else happening: `now` while it
    /// moves, and once more after it comes to rest on a copy (the frame that
    /// jumps to the real page); nil when it is at rest on a real page. A program
    /// that draws only when something changes draws at these times.
    public func nextFrame(after now: Double) -> Double? {
        axis.isMoving || pendingWrap != 0 ? now : nil
    }

    /// The pages the content jumps by on the next advance: at rest exactly on a
    /// copy, the distance to its real page; else 0.
    private var pendingWrap: Int {
        guard axis.state == .idle else { return 0 }
        let page = axis.targetPage
        return axis.offset == Double(page) * pageExtent ? loop.wrapAtRest(page: page) : 0
    }

    /// Turns one page forward or back, animated by the axis's spring.
    public mutating func step(_ direction: Int, time: Double) {
        guard loop.isScrollable, !axis.isPointerDown else { return }
        axis.scroll(toPage: pageForStep(direction), time: time)
    }

    /// Turns one page forward in exactly `duration` seconds (a carousel's advance).
    public mutating func advancePage(duration: Double, time: Double) {
        guard loop.isScrollable, !axis.isPointerDown else { return }
        axis.scroll(toPage: pageForStep(1), duration: duration, time: time)
    }

    /// Animates to item 0 in one go, the short way: back to its page, or forward
    /// to the copy of it after the last item (which wraps at rest).
    public mutating func goToFirstItem(time: Double) {
        guard loop.isScrollable, !axis.isPointerDown, let item = currentItem else { return }
        // The page shown, whose item `item` is (a copy's page included): 1 + item, n + 1, or 0.
        let page = min(max(Int(saturating: (axis.offset / pageExtent).rounded()), 0), loop.pageCount - 1)
        let back = item, forward = loop.itemCount - item
        axis.scroll(toPage: back <= forward ? page - back : page + forward, time: time)
    }

    /// Animates to `item`'s real page (a click on its page dot).
    public mutating func goToItem(_ item: Int, time: Double) {
        guard loop.isScrollable, !axis.isPointerDown, (0..<loop.itemCount).contains(item) else { return }
        axis.scroll(toPage: loop.page(ofItem: item), time: time)
    }

    /// A new page extent: keeps the item (and the share of a page) in view.
    public mutating func resize(pageExtent width: Double, time: Double) {
        let heading = axis.isPointerDown || axis.state == .idle ? nil : axis.targetPage
        let pages = axis.offset / pageExtent
        pageExtent = width.clamped(to: LoopingPager.pageExtentRange, nan: pageExtent)
        axis.configuration = LoopingPager.configuration(loop: loop, pageExtent: pageExtent, physics: physics)
        axis.configuration.physics.animatesScrolls = animatesScrolls
        axis.jump(to: pages * pageExtent)
        if let heading { axis.scroll(toPage: heading, time: time) } else { axis.settle(time: time) }
    }

    // MARK: Private

    /// The physical page `direction` pages from where the motion is heading —
    /// chained presses run at most one page ahead of the page in view — wrapping
    /// first when that page would lie past a copy.
    private mutating func pageForStep(_ direction: Int) -> Int {
        let nearest = axis.configuration.paging?.nearestPage(to: axis.offset) ?? axis.targetPage
        var target = min(max(axis.targetPage.saturatingAdd(direction), nearest.saturatingAdd(-1)), nearest.saturatingAdd(1))
        if target < 0 || target > loop.itemCount + 1 {
            let pages = target < 0 ? loop.itemCount : -loop.itemCount
            wrap(by: pages)
            target += pages
        }
        return target
    }

    private mutating func wrapWhileTouching() {
        let pages = loop.wrapWhileTouching(offsetInPages: axis.offset / pageExtent)
        if pages != 0 { wrap(by: pages) }
    }

    private mutating func wrap(by pages: Int) {
        axis.shift(by: Double(pages) * pageExtent)
        wrapPages = wrapPages.saturatingAdd(pages)
        wrapCount = wrapCount.saturatingAdd(1)
    }
}

extension LoopingPager: PointerDriven {}
