import InfiniteScrolling
import ScrollPhysics
import Testing

/// Loops count their wraps as whole numbers: the logical offset after a
/// million wraps is as exact as after one (a running sum of wrap distances
/// drifted quadratically with the count).
@Suite struct LoopCountTests {
    @Test func aMillionWrapsOfAPagerWithFractionalPagesKeepTheLogicalOffsetExact() {
        let page = 427.3
        var pager = LoopingPager(itemCount: 2, pageExtent: page)
        var time = 0.0
        // Each step turns one page forward; at rest on the copy it wraps back by two pages.
        for _ in 0..<1_000_000 {
            pager.step(1, time: time)
            time += 5
            pager.advance(to: time)
            time += 0.001
            pager.advance(to: time)
        }
        #expect(pager.wrapCount >= 499_999)
        // A million pages forward: the logical offset is a million page extents, to the float.
        #expect(pager.logicalOffset == 1_000_000 * page, "\(pager.logicalOffset - 1_000_000 * page) px off")
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
