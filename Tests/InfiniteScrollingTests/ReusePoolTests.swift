import Testing
@testable import InfiniteScrolling

@Suite struct ReusePoolTests {
    @Test func reusesBeforeCreating() {
        var pool = ReusePool<Int> { $0 * 10 }
        let a = pool.dequeue(), b = pool.dequeue()
        #expect(a == 0 && b == 10)
        #expect(pool.created == 2 && pool.inUse == 2)
        pool.enqueue(a)
        #expect(pool.idle == 1 && pool.inUse == 1)
        #expect(pool.dequeue() == 0)
        #expect(pool.created == 2)
    }
}
