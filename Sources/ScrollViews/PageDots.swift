import ScrollPhysics

/// Page dots as people know them from iOS: round, the light moving from dot to
/// dot as the page is dragged, a click on a dot going to its page; with more
/// pages than fit (`maximumShown`), a window of dots that slides with the current
/// page, which is always in it, its end dots smaller to say there are more. This
/// is their model: which dots, where, how lit; the drawing is the caller's.
public struct PageDots: Sendable, Equatable {
    /// How many pages.
    public var count: Int
    /// Where the view is, in pages (continuous; wraps modulo `count`).
    public var position: Double
    /// The horizontal centre of the row (or column) of dots, px.
    public var centerX: Double
    /// The vertical centre of the row (or column) of dots, px.
    public var centerY: Double
    /// Whether the dots lie in a row (`.horizontal`, the default) or a column
    /// (`.vertical`: a pager that pages up and down), first page first.
    public var orientation: ScrollView.Orientation = .horizontal

    /// The distance between two dots' centres, px.
    public static let pitch = 20.0
    /// A full-size dot's diameter, px.
    public static let diameter = 9.0
    /// The most dots shown at once.
    public static let maximumShown = 9

    /// One dot: the page it stands for, its centre (px) and its size (1, or
    /// smaller at a window's end with more pages beyond).
    public struct Dot: Sendable, Equatable {
        /// The page the dot stands for, 0..<count.
        public var page: Int
        /// The dot's centre x, px.
        public var x: Double
        /// The dot's centre y, px.
        public var y: Double
        /// Its size as a share of `PageDots.diameter`: 1, 0.75 or 0.5.
        public var scale: Double
    }

    /// The dots of `count` pages with the view at `position` pages, centred on
    /// (`centerX`, `centerY`), in a row or (`orientation` `.vertical`) a column.
    public init(count: Int, position: Double, centerX: Double, centerY: Double,
                orientation: ScrollView.Orientation = .horizontal) {
        self.count = count
        self.position = position
        self.centerX = centerX
        self.centerY = centerY
        self.orientation = orientation
    }

    /// The page nearest to `position`, in 0..<count.
    public var current: Int {
        guard count > 0, position.isFinite else { return 0 }
        let page = Int(saturating: position.rounded()) % count
        return page < 0 ? page + count : page
    }

    /// The first page whose dot is shown: the window keeps the current page
    /// away from its ends while it can.
    public var firstShown: Int {
        let shown = min(count, PageDots.maximumShown)
        return min(max(0, current - shown / 2), count - shown)
    }

    /// The dots shown, left to right or top to bottom (none for a single page).
    public var dots: [Dot] {
        guard count > 1 else { return [] }
        let shown = min(count, PageDots.maximumShown), first = firstShown
        let vertical = orientation == .vertical
        let start = (vertical ? centerY : centerX) - Double(shown - 1) * PageDots.pitch / 2
        return (0..<shown).map { i in
            let page = first + i
            var scale = 1.0
            if count > shown {
                let fromLeft = i, fromRight = shown - 1 - i
                if first > 0 && fromLeft < 2 { scale = fromLeft == 0 ? 0.5 : 0.75 }
                if first + shown < count && fromRight < 2 { scale = fromRight == 0 ? 0.5 : 0.75 }
            }
            let along = start + Double(i) * PageDots.pitch
            return Dot(page: page, x: vertical ? centerX : along, y: vertical ? along : centerY, scale: scale)
        }
    }

    /// How lit the dot of `page` is, 0…1: 1 on the page in view, shared between
    /// the two pages the view is between while it moves.
    public func light(ofPage page: Int) -> Double {
        guard count > 0, position.isFinite else { return 0 }
        // Within [0, count) even where a huge position loses its fraction.
        let wrapped = min(max(position - (position / Double(count)).rounded(.down) * Double(count), 0), Double(count) - 1e-9)
        let below = Int(saturating: wrapped.rounded(.down)) % count, share = wrapped - wrapped.rounded(.down)
        if page == below { return 1 - share }
        if page == (below + 1) % count { return share }
        return 0
    }

    /// The page whose dot is at (x, y), within half a pitch along the dots
    /// and 14 px across them.
    public func page(atX x: Double, y: Double) -> Int? {
        let vertical = orientation == .vertical
        guard abs((vertical ? x - centerX : y - centerY)) <= 14 else { return nil }
        return dots.first { abs((vertical ? $0.y - y : $0.x - x)) <= PageDots.pitch / 2 }?.page
    }
}
