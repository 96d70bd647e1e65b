import ScrollPhysics

/// Josh Shaffer and Eliza Block's infinite scroller (WWDC 2011, "StreetScroller"):
/// finite but wide content whose viewport is moved back to the center, together
/// with every tile, whenever it drifts more than a quarter of the content extent
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
        /// The tile's number: tile n covers logical [n·extent, (n+1)·extent).
        public var index: Int
        /// The reused view holding it.
        public var slot: Int
    }

    /// A tile's extent along the strip (its width in a horizontal strip), px.
    public let tileExtent: Double
    /// The viewport's extent along the strip, px.
    public private(set) var viewportExtent: Double
    /// The physical content extent: at least 4 viewport extents and 5000 px.
    public private(set) var contentExtent: Double
    /// How far the tiles have been moved by recentering, in total.
    public private(set) var shift: Double = 0
    /// How many times the content was recentered.
    public private(set) var recenterCount = 0
    /// The tiles on screen, left to right.
    public private(set) var tiles: [Tile] = []
    /// The most tiles laid out at once (plus one at each end): far more than any screen shows.
    public static let maximumTiles = 4096
    /// The reused tile views.
    public private(set) var pool = ReusePool<Int> { $0 }

    /// The tile and viewport extents a strip takes, px.
    public static let extentRange = 1.0...1e9

    /// A strip of `tileExtent` px tiles in a viewport `viewportExtent` px wide,
    /// tile 0 at the left; each extent held within `extentRange` (NaN: 1 px).
    public init(tileExtent: Double, viewportExtent: Double) {
        self.tileExtent = tileExtent.clamped(to: Self.extentRange, nan: 1)
        self.viewportExtent = viewportExtent.clamped(to: Self.extentRange, nan: 1)
        contentExtent = RecenteringStrip.contentExtent(for: self.viewportExtent)
    }

    static func contentExtent(for viewport: Double) -> Double { max(5000, 4 * viewport) }

    /// The physical offset that puts the viewport in the middle of the content.
    public var centerOffset: Double { (contentExtent - viewportExtent) / 2 }

    /// The logical offset of a physical one.
    public func logicalOffset(ofPhysical physical: Double) -> Double { physical - shift }

    /// The physical offset of a logical one.
    public func physicalOffset(ofLogical logical: Double) -> Double { logical + shift }

    /// Where tile `index` starts, in physical content coordinates.
    public func physicalX(ofTile index: Int) -> Double { Double(index) * tileExtent + shift }

    /// The number of the tile at logical position `x`.
    public func tileIndex(atLogical x: Double) -> Int { Int(saturating: (x / tileExtent).rounded(.down)) }

    /// After each scroll step of `axis` (the strip's, in physical offsets): when
    /// the viewport has drifted more than a quarter of the content extent from
    /// the center, moves `axis` and every tile back to it by the same amount
    /// (the axis's motion goes on), then lays the tiles out over the viewport.
    /// Returns the distance the axis moved (0 when it did not recenter).
    @discardableResult
    public mutating func update(_ axis: inout ScrollAxis) -> Double {
        let delta = recenterIfNeeded(physicalOffset: axis.offset)
        if delta != 0 { axis.shift(by: delta) }
        tile(physicalOffset: axis.offset)
        return delta
    }

    /// The recentering step of `update(_:)` for an offset alone: returns the
    /// amount to add to the offset, 0 when none.
    mutating func recenterIfNeeded(physicalOffset offset: Double) -> Double {
        let delta = centerOffset - offset
        guard delta.isFinite, abs(delta) > contentExtent / 4 else { return 0 }
        shift += delta
        recenterCount += 1
        return delta
    }

    /// Lays tiles out over the viewport at physical `offset`: appends on the right
    /// while the right-most tile ends before the right edge, prepends on the left
    /// while the left-most starts after the left edge, and recycles tiles that
    /// left the viewport on either side.
    public mutating func tile(physicalOffset offset: Double) {
        let left = offset, right = offset + viewportExtent
        // Recycle what left the visible range.
        while let first = tiles.first, physicalX(ofTile: first.index) + tileExtent <= left {
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
        // (and never more than `maximumTiles`: a viewport of 10^9 px, or tiles of a
        // thousandth of a px, would otherwise lay out millions every step).
        let most = min(Int(saturating: (viewportExtent / tileExtent).rounded(.up)), RecenteringStrip.maximumTiles) + 2
        while tiles.count < most, let last = tiles.last, last.index < .max,
              physicalX(ofTile: last.index) + tileExtent < right {
            tiles.append(Tile(index: last.index + 1, slot: pool.dequeue()))
        }
        while tiles.count < most, let first = tiles.first, first.index > .min, physicalX(ofTile: first.index) > left {
            tiles.insert(Tile(index: first.index - 1, slot: pool.dequeue()), at: 0)
        }
    }

    /// A new viewport extent: the content grows to match, and the logical
    /// position is kept (returns the physical offset to scroll to, for the
    /// logical offset `logical`).
    public mutating func resize(viewportExtent width: Double, keepingLogical logical: Double) -> Double {
        viewportExtent = width.clamped(to: Self.extentRange, nan: viewportExtent)
        contentExtent = RecenteringStrip.contentExtent(for: viewportExtent)
        // Put the viewport back in the middle, keeping the logical position.
        shift = centerOffset - logical
        return centerOffset
    }

    /// A new viewport extent, for `axis` too: the content grows to match, the
    /// logical offset `logical` goes to the viewport's start, and `axis` (its
    /// viewport extent set to match) moves there with its motion; the tiles follow.
    public mutating func resize(viewportExtent extent: Double, keepingLogical logical: Double,
                                _ axis: inout ScrollAxis) {
        let physical = resize(viewportExtent: extent, keepingLogical: logical)
        axis.configuration.viewportExtent = viewportExtent
        axis.shift(by: physical - axis.offset)
        tile(physicalOffset: axis.offset)
    }
}
