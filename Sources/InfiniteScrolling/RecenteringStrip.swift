import ScrollPhysics

/// Josh Shaffer and Eliza Block's infinite scroller (WWDC 2011, "StreetScroller"):
/// finite but wide content whose viewport is moved back to the center, together
/// with every tile, whenever it drifts more than a quarter of the content width
/// away; tiles are laid out on both sides as the viewport moves and recycled
/// through a reuse pool.
///
/// Offsets come in two kinds. The *physical* offset is the scroll view's: it stays
/// within the finite content. The *logical* offset is where the user really is on
/// the endless strip: physical − shift, continuous across recenters.
public struct RecenteringStrip: Sendable {
    /// A tile on screen: its number on the endless strip and the reusable view
    /// (slot) that shows it.
    public struct Tile: Sendable, Equatable {
        /// The tile's number: tile n covers logical [n·width, (n+1)·width).
        public var index: Int
        /// The reused view holding it.
        public var slot: Int
    }

    /// A tile's width, px.
    public let tileWidth: Double
    /// The viewport's width, px.
    public private(set) var viewportWidth: Double
    /// The physical content width: at least 4 viewport widths and 5000 px.
    public private(set) var contentWidth: Double
    /// How far the tiles have been moved by recentering, in total.
    public private(set) var shift: Double = 0
    /// How many times the content was recentered.
    public private(set) var recenterCount = 0
    /// The tiles on screen, left to right.
    public private(set) var tiles: [Tile] = []
    /// The reused tile views.
    public private(set) var pool = ReusePool<Int> { $0 }

    /// A strip of `tileWidth` px tiles in a viewport `viewportWidth` px wide, tile 0 at the left.
    public init(tileWidth: Double, viewportWidth: Double) {
        precondition(tileWidth > 0, "tiles have a positive width")
        self.tileWidth = tileWidth
        self.viewportWidth = max(1, viewportWidth)
        contentWidth = RecenteringStrip.contentWidth(for: max(1, viewportWidth))
    }

    static func contentWidth(for viewport: Double) -> Double { max(5000, 4 * viewport) }

    /// The physical offset that puts the viewport in the middle of the content.
    public var centerOffset: Double { (contentWidth - viewportWidth) / 2 }

    /// The logical offset of a physical one.
    public func logicalOffset(ofPhysical physical: Double) -> Double { physical - shift }

    /// The physical offset of a logical one.
    public func physicalOffset(ofLogical logical: Double) -> Double { logical + shift }

    /// Where tile `index` starts, in physical content coordinates.
    public func physicalX(ofTile index: Int) -> Double { Double(index) * tileWidth + shift }

    /// The number of the tile at logical position `x`.
    public func tileIndex(atLogical x: Double) -> Int { Int(saturating: (x / tileWidth).rounded(.down)) }

    /// After a scroll step: if the viewport at physical `offset` has drifted more
    /// than a quarter of the content width from the center, moves it and every
    /// tile back by the same amount and returns that amount (add it to the scroll
    /// offset, motion included); else returns 0.
    public mutating func recenterIfNeeded(physicalOffset offset: Double) -> Double {
        let delta = centerOffset - offset
        guard delta.isFinite, abs(delta) > contentWidth / 4 else { return 0 }
        shift += delta
        recenterCount += 1
        return delta
    }

    /// Lays tiles out over the viewport at physical `offset`: appends on the right
    /// while the right-most tile ends before the right edge, prepends on the left
    /// while the left-most starts after the left edge, and recycles tiles that
    /// left the viewport on either side.
    public mutating func tile(physicalOffset offset: Double) {
        let left = offset, right = offset + viewportWidth
        // Recycle what left the visible range.
        while let first = tiles.first, physicalX(ofTile: first.index) + tileWidth <= left {
            pool.enqueue(tiles.removeFirst().slot)
        }
        while let last = tiles.last, physicalX(ofTile: last.index) >= right {
            pool.enqueue(tiles.removeLast().slot)
        }
        if tiles.isEmpty {
            let index = tileIndex(atLogical: logicalOffset(ofPhysical: left))
            tiles.append(Tile(index: index, slot: pool.dequeue()))
        }
        // At most the tiles that fit, plus one at each end: far beyond any offset a
        // scroll axis gives, rounding could otherwise keep the loops going.
        let most = Int(saturating: (viewportWidth / tileWidth).rounded(.up)) + 2
        while tiles.count < most, let last = tiles.last, last.index < .max,
              physicalX(ofTile: last.index) + tileWidth < right {
            tiles.append(Tile(index: last.index + 1, slot: pool.dequeue()))
        }
        while tiles.count < most, let first = tiles.first, first.index > .min, physicalX(ofTile: first.index) > left {
            tiles.insert(Tile(index: first.index - 1, slot: pool.dequeue()), at: 0)
        }
    }

    /// A new viewport width: the content grows to match, and the logical
    /// position is kept (returns the physical offset to scroll to, for the
    /// logical offset `logical`).
    public mutating func resize(viewportWidth width: Double, keepingLogical logical: Double) -> Double {
        viewportWidth = max(1, width)
        contentWidth = RecenteringStrip.contentWidth(for: viewportWidth)
        // Put the viewport back in the middle, keeping the logical position.
        shift = centerOffset - logical
        return centerOffset
    }
}
