import Testing
import ScrollPhysics
import InfiniteScrolling
import TestSupport

/// The models take the axis's feel and run along either axis; the recentering
/// models move their axis themselves.
@Suite struct ConfigurableModelTests {
    /// A vertical pager: pages 600 px tall, driven by the pointer's y; an upward
    /// flick turns one page, and past the last item it loops to the first.
    @Test func aVerticalLoopingPagerPagesAndLoops() {
        var pager = LoopingPager(itemCount: 3, pageExtent: 600)
        var t = 0.0
        for _ in 0..<3 {
            Gesture.drag(at: t, from: 500, distance: -120, duration: 0.048, releaseDelay: 0).apply(to: &pager)
            t += 0.048
            while pager.nextFrame(after: t) != nil { t += 1.0 / 60; pager.advance(to: t) }
        }
        #expect(pager.currentItem == 0, "three pages down from item 0 is item 0 again")
        #expect(abs(pager.logicalOffset - 1800) < 1e-6)
        #expect(pager.item(atViewportPosition: 599) == 0 && pager.item(atViewportPosition: 601) == 1)
    }

    /// The pager's physics reach its axis and its paging's projection.
    @Test func aLoopingPagerTakesItsPhysics() {
        let physics = ScrollAxis.Physics(slop: 18, decelerationRate: .fast, bounces: false, animatesScrolls: false)
        let pager = LoopingPager(itemCount: 4, pageExtent: 800, physics: physics)
        #expect(pager.axis.configuration.physics == physics)
        #expect(pager.axis.configuration.paging?.rate == .fast)
        #expect(!pager.animatesScrolls)
        var resized = pager
        resized.resize(pageExtent: 500, time: 0)
        #expect(resized.axis.configuration.physics == physics, "a resize keeps the feel")
    }

    /// A slop of 18 px (a touchscreen's): a 10 px wobble is a tap, not a drag.
    @Test func theSlopDecidesWhatATapIs() {
        var pager = LoopingPager(itemCount: 3, pageExtent: 800, physics: .init(slop: 18))
        pager.press(pointer: 400, time: 0)
        pager.move(pointer: 390, time: 0.05)
        #expect(pager.release(time: 0.1) == .tap)
        var plain = LoopingPager(itemCount: 3, pageExtent: 800)
        plain.press(pointer: 400, time: 0)
        plain.move(pointer: 390, time: 0.05)
        #expect(plain.release(time: 0.1) != .tap)
    }

    /// Cards with spacing: the pitch is card plus gap, and a fling ends on a card's start.
    @Test func cardsWithSpacingLandOnACardsStart() {
        var row = CardLoop(itemCount: 6, cardExtent: 200, spacing: 24, viewportExtent: 700)
        #expect(row.pitch == 224)
        var t = 0.0
        Gesture.drag(at: t, from: 600, distance: -300, duration: 0.06, releaseDelay: 0).apply(to: &row)
        t += 0.06
        while row.axis.isMoving { t += 1.0 / 60; row.advance(to: t) }
        let cards = row.logicalOffset / 224
        #expect(cards > 1 && abs(cards - cards.rounded()) < 1e-6, "at rest on a card: \(cards)")
    }

    /// A row of cards with a high friction flings less far than with iOS's.
    @Test func aCardRowTakesItsFriction() {
        func travel(_ physics: ScrollAxis.Physics) -> Double {
            var row = CardLoop(itemCount: 20, cardExtent: 100, viewportExtent: 700, physics: physics)
            Gesture.drag(at: 0, from: 600, distance: -200, duration: 0.05, releaseDelay: 0).apply(to: &row)
            var t = 0.05
            while row.axis.isMoving { t += 1.0 / 60; row.advance(to: t) }
            return row.logicalOffset
        }
        #expect(travel(.init(decelerationRate: .fast)) < travel(.init()) / 2)
    }

    /// The strip moves its axis itself: after update, the axis is near the
    /// center and the logical offset is what it was.
    @Test func theStripMovesItsAxisWhenItRecenters() {
        var strip = RecenteringStrip(tileExtent: 500, viewportExtent: 1280)
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280), offset: strip.centerOffset + 2000)
        let logical = strip.logicalOffset(ofPhysical: axis.offset)
        let moved = strip.update(&axis)
        #expect(moved == -2000 && axis.offset == strip.centerOffset)
        #expect(strip.logicalOffset(ofPhysical: axis.offset) == logical)
        #expect(!strip.tiles.isEmpty, "and it laid the tiles out")
        #expect(strip.update(&axis) == 0, "at the center nothing moves")
    }

    /// The ring moves its axis itself by whole pages.
    @Test func theRingMovesItsAxisByWholePages() {
        var ring = PageRing(page: 0, pageExtent: 1000) { n, _ in n }
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1000), offset: 1900)
        let logical = ring.logicalOffset(ofPhysical: axis.offset)
        #expect(ring.adjust(&axis, make: { n, _ in n }))
        #expect(axis.offset == 900 && ring.middlePage == 1)
        #expect(ring.logicalOffset(ofPhysical: axis.offset) == logical)
        #expect(!ring.adjust(&axis, make: { n, _ in n }))
    }
}
