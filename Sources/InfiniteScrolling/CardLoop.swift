import ScrollPhysics

/// A row of cards, several in view at once, looping seamlessly both ways: the
/// sentinel technique (BannerView's copies) with more than one item per view.
///
/// The n cards are laid out as n + 2k slots: k copies of the last cards before
/// the first and k copies of the first cards after the last, k being one more
/// than the cards a viewport can show. The viewport always sees real cards or
/// copies, and whenever it comes within half a card of a copy's far side the
/// content moves by n cards (with the motion, so a fling or a drag goes on
/// unchanged): slot s shows item (s − k) mod n, so the frame before and the frame
/// after such a move are the same. Fewer cards than fit are repeated (3 cards in
/// a row of 5 show 1 2 3 1 2). One card or none does not scroll. The row runs
/// along one axis, either way: the pointer's x for a horizontal row, y for a
/// vertical one.
///
/// A fling goes as far as it carries and ends exactly on a card's edge
/// (`Paging` without a page limit, `Landing`); a slow release snaps to the
/// nearest card. A touchpad's stream of precise deltas moves the row as a drag
/// does and ends the same way once it goes quiet: the row always comes to rest
/// on a card.
///
/// Offsets: the *physical* offset is the axis's (slot 0 starts at 0); the
/// *logical* offset is continuous across wraps (0 with item 0 at the viewport's start).
public struct CardLoop: Sendable {
    /// How many cards.
    public let itemCount: Int
    /// A card's extent along the row (its width in a horizontal row), px.
    public let cardExtent: Double
    /// The gap after each card, px.
    public let spacing: Double
    /// The viewport's extent along the row, px.
    public private(set) var viewportExtent: Double
    /// The row's scroll axis (unbounded, snapping to cards).
    public private(set) var axis: ScrollAxis
    /// Net wraps so far: +1 each time the content moved back by n cards.
    public private(set) var wraps = 0
    /// Wraps in either direction, for the HUD and the trace.
    public private(set) var wrapCount = 0
    /// A touchpad's stream of precise deltas, driving the axis as a drag.
    private var stream = PreciseScrollStream()

    /// The card extents and gaps a row takes, px.
    public static let extentRange = 1.0...1e6

    /// A loop of `itemCount` cards `cardExtent` px long with `spacing` px after
    /// each, in a viewport `viewportExtent` px long; its axis with the feel of
    /// `physics`. Extents and gaps are held within `extentRange` (a gap may
    /// be 0; NaN: 1 px cards, no gap), the viewport within 1 px and
    /// `ScrollAxis.offsetLimit`, and the count within 0 and the cards whose
    /// slots fit in `ScrollAxis.offsetLimit` px.
    public init(itemCount: Int, cardExtent: Double, spacing: Double = 0, viewportExtent: Double,
                physics: ScrollAxis.Physics = .init()) {
        let cardExtent = cardExtent.clamped(to: Self.extentRange, nan: 1)
        let spacing = spacing.clamped(to: 0...Self.extentRange.upperBound, nan: 0)
        self.cardExtent = cardExtent
        self.spacing = spacing
        // Every slot, copies included (at most 1,001 on each side), within the offsets an axis takes.
        let most = Int(ScrollAxis.offsetLimit / (cardExtent + spacing)) - 2 * 1_001
        self.itemCount = min(max(itemCount, 0), most)
        let viewportExtent = viewportExtent.clamped(to: 1...ScrollAxis.offsetLimit, nan: 1)
        self.viewportExtent = viewportExtent
        // Flings go as far as they carry and end on a card's edge.
        let paging = Paging(pageSize: cardExtent + spacing, rate: physics.decelerationRate, maximumPagesPerFling: nil)
        axis = ScrollAxis(configuration: .init(viewportExtent: max(1, viewportExtent),
                                               bounds: itemCount >= 2 ? nil : 0...0, paging: paging, physics: physics))
        axis.jump(to: startOffset)
    }

    /// A card's extent plus the gap after it, px: the distance from one card's start to the next's.
    public var pitch: Double { cardExtent + spacing }

    /// Copies on each side: one more than the cards the viewport can show.
    public var copies: Int {
        itemCount >= 2 ? min(Int(saturating: (viewportExtent / pitch).rounded(.up)), 1_000) + 1 : 0
    }

    /// n + 2k slots (n for one card or none).
    public var slotCount: Int { itemCount + 2 * copies }

    /// Whether the row scrolls: two cards or more.
    public var isScrollable: Bool { itemCount >= 2 }

    /// Whether a touchpad's stream drives the row (until it goes quiet).
    public var isStreaming: Bool { stream.isStreaming }

    /// When to look whether the stream went quiet (a frame then), nil without one.
    public var nextCheck: Double? { stream.nextCheck }

    /// The physical offset with item 0 at the viewport's start.
    public var startOffset: Double { Double(copies) * pitch }

    /// The item slot `slot` shows (copies included), nil for an empty row.
    public func item(atSlot slot: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        let n = itemCount
        return ((slot - copies) % n + n) % n
    }

    /// Where `slot` starts, physical px.
    public func x(ofSlot slot: Int) -> Double { Double(slot) * pitch }

    /// The slots the viewport at the current offset overlaps, in order.
    public var visibleSlots: Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        let first = Int(saturating: (axis.offset / pitch).rounded(.down))
        let end = Int(saturating: ((axis.offset + viewportExtent) / pitch).rounded(.up))
        let most = min(Int(saturating: (viewportExtent / pitch).rounded(.up)), VisibleLimit.items) + 2
        return first..<max(first, min(end, first.saturatingAdd(most)))
    }

    /// The logical offset: continuous across wraps.
    public var logicalOffset: Double {
        axis.offset - startOffset + Double(wraps) * Double(itemCount) * pitch
    }

    /// The item nearest the viewport's start.
    public var leadingItem: Int? { item(atSlot: Int(saturating: (axis.offset / pitch).rounded())) }

    /// The physical offsets the viewport stays within between wraps: from half a
    /// card before item 0 to half a card before its copy after the last card.
    public var wrapRange: Range<Double> {
        (Double(copies) - 0.5) * pitch..<(Double(itemCount + copies) - 0.5) * pitch
    }

    /// Moves the content by n cards when the viewport has left `wrapRange`.
    /// Returns the number of wraps made (usually 0).
    @discardableResult
    public mutating func wrapIfNeeded() -> Int {
        guard isScrollable else { return 0 }
        let span = Double(itemCount) * pitch
        let range = wrapRange
        var made = 0
        // A fling covers at most a few cards between steps; far jumps wrap in one go.
        if !range.contains(axis.offset), axis.offset.isFinite {
            let turns = ((axis.offset - range.lowerBound) / span).rounded(.down)
            let whole = Int(saturating: turns)
            axis.shift(by: -turns * span)
            if !range.contains(axis.offset) {
                // Rounding at the boundary: one more turn settles it.
                let fix: Double = axis.offset < range.lowerBound ? -1 : 1
                axis.shift(by: -fix * span)
                made = whole.saturatingAdd(Int(fix))
            } else {
                made = whole
            }
            wraps = wraps.saturatingAdd(made)
            wrapCount = wrapCount.saturatingAdd(abs(made))
        }
        return made
    }

    // MARK: Driving

    /// Moves motion on to `time`, wrapping by n cards when the content nears a
    /// copy's end. Returns true when the row came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        // A stream gone quiet is released: a fling or a snap that ends on a card.
        stream.endIfQuiet(at: time, axis: &axis)
        let rested = axis.advance(to: time)
        wrapIfNeeded()
        return rested
    }

    /// Scrolls by whole cards, animated (keys, wheel notches).
    public mutating func scroll(byCards cards: Int, time: Double) {
        guard isScrollable else { return }
        stream.end(at: time, axis: &axis)
        let base = axis.restingOffset
        let target = ((base / pitch).rounded() + Double(cards)) * pitch
        axis.scroll(by: target - base, time: time)
    }

    /// A wheel's turn of `forward` at `time`: px (a touchpad, a high-resolution
    /// wheel) followed at once as a drag is, the row settling on a card once they
    /// stop coming (`PreciseScrollStream`); else a card per notch, at least one.
    public mutating func scroll(wheel forward: Double, pixels: Bool, time: Double) {
        if pixels {
            guard isScrollable else { return }
            stream.scroll(by: forward, time: time, axis: &axis)
            wrapIfNeeded()
            return
        }
        let cards = Int(saturating: forward.rounded())
        scroll(byCards: forward > 0 ? max(1, cards) : min(-1, cards), time: time)
    }

    /// Scrolls by `distance` px at once, leaving the row where it lands.
    public mutating func scrollImmediately(by distance: Double, time: Double) {
        guard isScrollable else { return }
        stream.end(at: time, axis: &axis)
        axis.scrollImmediately(by: distance, time: time)
        wrapIfNeeded()
    }

    /// Moves the content back by `turns` × n cards at once (forwards for
    /// negative turns), keeping the logical offset: what is seen must not change
    /// (the seam). For tests and the x-ray.
    public mutating func wrap(turns: Int) {
        guard isScrollable, turns != 0 else { return }
        axis.shift(by: -Double(turns) * Double(itemCount) * pitch)
        wraps = wraps.saturatingAdd(turns)
        wrapCount = wrapCount.saturatingAdd(abs(turns))
    }

    /// Whether scrolls by keys animate (false: reduced motion, jumps).
    public var animatesScrolls: Bool {
        get { axis.configuration.physics.animatesScrolls }
        set { axis.configuration.physics.animatesScrolls = newValue }
    }

    /// A new viewport extent: the copies follow, the logical offset is kept.
    public mutating func resize(viewportExtent width: Double, time: Double) {
        let logical = logicalOffset
        viewportExtent = width.clamped(to: 1...ScrollAxis.offsetLimit, nan: viewportExtent)
        axis.configuration.viewportExtent = viewportExtent
        let physical = logical + startOffset - Double(wraps) * Double(itemCount) * pitch
        axis.shift(by: physical - axis.offset)
        wrapIfNeeded()
    }
}

extension CardLoop: PointerDriven {
    /// The pointer went down at `pointer` (along the row) at `time`.
    public mutating func press(pointer: Double, time: Double) {
        guard isScrollable else { return }
        stream.end(at: time, axis: &axis)
        axis.press(pointer: pointer, time: time)
    }

    /// The pointer moved.
    public mutating func move(pointer: Double, time: Double) {
        guard isScrollable else { return }
        axis.move(pointer: pointer, time: time)
        wrapIfNeeded()
    }

    /// The pointer went up: a fling that ends on a card's edge, or a snap to the nearest.
    @discardableResult
    public mutating func release(time: Double) -> ScrollAxis.Release {
        guard isScrollable else { return .ignored }
        defer { wrapIfNeeded() }
        return axis.release(time: time)
    }

    /// The pointer was lost: the row settles on a card.
    public mutating func cancel(time: Double) {
        guard isScrollable else { return }
        axis.cancel(time: time)
    }
}
