import ScrollPhysics

/// The paged infinite viewer ("random animals"): three pages — previous, current,
/// next — with the viewport on the middle one. When a neighbour fills most of
/// the viewport, the far page is dropped, a new one is made at the other end,
/// and the viewport moves back by exactly one page, so paging still lands on
/// page boundaries.
///
/// Physical offsets run over [0, 2·pageExtent] (the middle page starts at one page
/// extent); logical offsets are continuous: page n starts at n·pageExtent.
public struct PageRing<Page: Sendable>: Sendable {
    /// The three pages, left to right.
    public private(set) var pages: [Page]
    /// The logical number of the middle page.
    public private(set) var middlePage: Int
    /// The page extents a ring takes, px.
    public static var pageExtentRange: ClosedRange<Double> { 1...1e9 }
    /// A page's extent along the ring's axis (its width in a horizontal pager), px.
    public private(set) var pageExtent: Double
    /// How many times the ring moved by a page (a jump of several pages counts once).
    public private(set) var shiftCount = 0

    /// A ring around logical page `page`; `make(n, neighbour)` makes page n, given
    /// the page that will stand next to it (nil for the first one made).
    ///
    /// `pageExtent` is held within `pageExtentRange` (NaN: 1 px); page numbers
    /// saturate at Int's bounds.
    public init(page: Int = 0, pageExtent: Double, make: (Int, Page?) -> Page) {
        self.pageExtent = pageExtent.clamped(to: Self.pageExtentRange, nan: 1)
        middlePage = page
        let middle = make(page, nil)
        let next = make(page.saturatingAdd(1), middle)
        let previous = make(page.saturatingAdd(-1), middle)
        pages = [previous, middle, next]
    }

    /// The physical offset at which the middle page fills the viewport.
    public var middleOffset: Double { pageExtent }

    /// The logical offset of a physical one.
    public func logicalOffset(ofPhysical physical: Double) -> Double {
        physical + (Double(middlePage) - 1) * pageExtent
    }

    /// The logical page number of slot 0, 1 or 2.
    public func pageNumber(ofSlot slot: Int) -> Int { middlePage.saturatingAdd(-1).saturatingAdd(slot) }

    /// After each scroll step of `axis` (the pager's, in physical offsets):
    /// past 1.5 page extents, drops the first page and appends page middle+2;
    /// under 0.5, drops the last and prepends page middle−2 — as often as
    /// needed — and moves `axis` back by the pages moved, its motion included, so
    /// that paging still lands on page boundaries. A move of three pages or more
    /// is one jump: the three pages are made anew around the new middle (work
    /// does not grow with the distance). `make(n, neighbour)` makes page n next
    /// to `neighbour`; `drop` receives each page that leaves. Returns whether the
    /// ring moved.
    @discardableResult
    public mutating func adjust(_ axis: inout ScrollAxis, make: (Int, Page) -> Page,
                                drop: (Page) -> Void = { _ in }) -> Bool {
        let delta = adjust(physicalOffset: axis.offset, make: make, drop: drop)
        if delta != 0 { axis.shift(by: delta) }
        return delta != 0
    }

    /// `adjust(_:make:drop:)` for an offset alone: returns the distance the
    /// offset must move by (a whole number of pages).
    mutating func adjust(physicalOffset offset: Double, make: (Int, Page) -> Page,
                                drop: (Page) -> Void = { _ in }) -> Double {
        guard offset.isFinite else { return 0 }
        // Whole pages that bring the offset back within [0.5, 1.5] page extents.
        let distance = offset > 1.5 * pageExtent ? ((offset - 1.5 * pageExtent) / pageExtent).rounded(.up)
            : offset < 0.5 * pageExtent ? -((0.5 * pageExtent - offset) / pageExtent).rounded(.up) : 0
        let steps = Int(saturating: distance)
        if steps.magnitude >= 3 {
            let old = pages
            middlePage = middlePage.saturatingAdd(steps)
            let far = steps > 0 ? old[2] : old[0]
            let previous = make(middlePage.saturatingAdd(-1), far)
            let middle = make(middlePage, previous)
            self.pages = [previous, middle, make(middlePage.saturatingAdd(1), middle)]
            old.forEach(drop)
            shiftCount = shiftCount.saturatingAdd(1)
            return -Double(steps) * pageExtent
        }
        for _ in 0..<steps.magnitude {
            if steps > 0 {
                drop(self.pages.removeFirst())
                self.pages.append(make(middlePage.saturatingAdd(2), self.pages[1]))
                middlePage = middlePage.saturatingAdd(1)
            } else {
                drop(self.pages.removeLast())
                self.pages.insert(make(middlePage.saturatingAdd(-2), self.pages[0]), at: 0)
                middlePage = middlePage.saturatingAdd(-1)
            }
            shiftCount = shiftCount.saturatingAdd(1)
        }
        return -Double(steps) * pageExtent
    }

    /// A new page extent (window resize): returns the physical offset that shows
    /// the same place, as a share of a page, as `offset` did.
    /// `width` is held within `pageExtentRange` (NaN keeps the extent).
    public mutating func resize(pageExtent width: Double, physicalOffset offset: Double) -> Double {
        let pages = offset / pageExtent
        pageExtent = width.clamped(to: Self.pageExtentRange, nan: pageExtent)
        return pages * pageExtent
    }
}

extension PageRing {
    /// Rebuilds the ring around logical page `page` (a jump, no animation),
    /// dropping the current pages. Returns the physical offset of that page.
    public mutating func reset(toPage page: Int, make: (Int, Page?) -> Page, drop: (Page) -> Void = { _ in }) -> Double {
        pages.forEach(drop)
        self = PageRing(page: page, pageExtent: pageExtent, make: make)
        return middleOffset
    }
}
