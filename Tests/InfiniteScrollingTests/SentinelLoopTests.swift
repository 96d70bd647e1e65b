import Testing
import ScrollPhysics
@testable import InfiniteScrolling

@Suite struct SentinelLoopTests {
    @Test func pagesAndItemsForEachCount() {
        let none = SentinelLoop(itemCount: 0)
        #expect(none.pageCount == 0 && !none.isScrollable && none.item(onPage: 0) == nil)
        let one = SentinelLoop(itemCount: 1)
        #expect(one.pageCount == 1 && !one.isScrollable && one.startPage == 0 && one.item(onPage: 0) == 0)
        #expect(one.wrapAtRest(page: 0) == 0 && one.wrapWhileTouching(offsetInPages: 0) == 0)
        let two = SentinelLoop(itemCount: 2)
        #expect((0..<4).map { two.item(onPage: $0) } == [1, 0, 1, 0])
        let five = SentinelLoop(itemCount: 5)
        #expect((0..<7).map { five.item(onPage: $0) } == [4, 0, 1, 2, 3, 4, 0])
        #expect(five.startPage == 1 && five.page(ofItem: 4) == 5)
    }

    @Test func wrapsFromCopiesToRealPages() {
        let five = SentinelLoop(itemCount: 5)
        #expect(five.wrapAtRest(page: 0) == 5)
        #expect(five.wrapAtRest(page: 6) == -5)
        #expect(five.wrapAtRest(page: 3) == 0)
        #expect(five.wrapWhileTouching(offsetInPages: 0.49) == 5)
        #expect(five.wrapWhileTouching(offsetInPages: 0.5) == 0)
        #expect(five.wrapWhileTouching(offsetInPages: 5.49) == 0)
        #expect(five.wrapWhileTouching(offsetInPages: 5.5) == -5)
    }
}
