import InfiniteScrolling
import ScrollPhysics
import Testing

/// Loops count their wraps as whole numbers: the logical offset after a
/// million wraps is as exact as after one (a running sum of wrap distances
/// drifted quadratically with the count).
@Suite struct LoopCountTests {
    @Test func manyWrapsOfAPagerWithFractionalPagesKeepTheLogicalOffsetExact() {
        let page = 427.3
        var pager = LoopingPager(itemCount: 2, pageExtent: page)
        var time = 0.0
        // Each step turns one page forward (its animation over by the next); every
        // second one ends on the copy of item 0, and the pager wraps back by two pages.
        // (200,000 wraps here; a million were run once by hand: exact too, 23 s in a debug build.)
        for _ in 0..<400_000 {
            pager.step(1, time: time)
            time += 5
            pager.advance(to: time)
        }
        pager.advance(to: time + 0.001)
        #expect(pager.wrapCount == 200_000)
        // 400,000 pages forward: the logical offset is 400,000 page extents, to the float.
        #expect(pager.logicalOffset == 400_000 * page, "\(pager.logicalOffset - 400_000 * page) px off")
        #expect(pager.currentItem == 0)
    }

    @Test func aStepOfAnyCountTurnsOnePage() {
        var pager = LoopingPager(itemCount: 5, pageExtent: 300)
        var time = 0.0
        for (direction, item) in [(Int.max, 1), (Int.min, 0), (-1, 4), (Int.max - 1, 0)] {
            pager.step(direction, time: time)
            pager.advance(to: time + 10)
            pager.advance(to: time + 10.001)
            time += 20
            #expect(pager.currentItem == item, "step \(direction)")
        }
    }
}
