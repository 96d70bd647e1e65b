import ScrollPhysics

/// The sentinel-page loop of BannerView-style carousels: n items laid out as
/// n + 2 pages, page 0 a copy of item n − 1 and page n + 1 a copy of item 0, so
/// that moving by n pages between a copy and its original is invisible.
///
/// Unlike the original code, the wrap holds in every case: at rest on a copy the
/// content jumps to the real page, and while the pointer is down (a new drag or a
/// flick caught before the motion settled) the content is moved by n pages as
/// soon as it comes within half a page of a copy's far side, so it never reaches
/// an edge. Page numbers here are physical (0 … n + 1); items are 0 … n − 1.
public struct SentinelLoop: Sendable, Equatable {
    /// How many items (n).
    public let itemCount: Int

    /// A loop over `itemCount` items (n + 2 pages when n > 1); a negative
    /// count is 0, and the count is held where n + 2 pages can be counted.
    public init(itemCount: Int) {
        self.itemCount = min(max(itemCount, 0), Int.max - 2)
    }

    /// n + 2 pages for two items or more; one page for one item; none for none.
    public var pageCount: Int { itemCount >= 2 ? itemCount + 2 : itemCount }

    /// Only two items or more scroll: a single page neither scrolls nor bounces.
    public var isScrollable: Bool { itemCount >= 2 }

    /// The page the loop starts on: item 0.
    public var startPage: Int { itemCount >= 2 ? 1 : 0 }

    /// The item shown on physical `page`, or nil off the pages.
    public func item(onPage page: Int) -> Int? {
        guard page >= 0, page < pageCount else { return nil }
        guard itemCount >= 2 else { return page }
        if page == 0 { return itemCount - 1 }
        if page == itemCount + 1 { return 0 }
        return page - 1
    }

    /// The physical page that shows `item` (the real one, not a copy).
    public func page(ofItem item: Int) -> Int { itemCount >= 2 ? item + 1 : 0 }

    /// The item whose page is nearest to `offsetInPages` (physical), wrapping copies.
    public func item(atOffsetInPages offset: Double) -> Int? {
        guard pageCount > 0 else { return nil }
        let page = min(max(Int(saturating: offset.rounded()), 0), pageCount - 1)
        return item(onPage: page)
    }

    /// At rest on a copy: the number of pages to move (n from page 0, −n from page
    /// n + 1), else 0.
    public func wrapAtRest(page: Int) -> Int {
        guard itemCount >= 2 else { return 0 }
        if page == 0 { return itemCount }
        if page == itemCount + 1 { return -itemCount }
        return 0
    }

    /// While the pointer is down at physical `offsetInPages`: the pages to move so
    /// that the content stays within half a page of the real pages (n below 0.5,
    /// −n at n + 0.5 or more), else 0. The page a drag starts on is then always a
    /// real one, so a snap of one page never passes a copy.
    public func wrapWhileTouching(offsetInPages offset: Double) -> Int {
        guard itemCount >= 2 else { return 0 }
        if offset < 0.5 { return itemCount }
        if offset >= Double(itemCount) + 0.5 { return -itemCount }
        return 0
    }
}
