import Testing
import ScrollPhysics
@testable import InfiniteScrolling

@Suite struct PageRingTests {
    func makeRing() -> PageRing<Int> {
        PageRing(page: 0, pageExtent: 1000) { n, _ in n }
    }

    @Test func startsWithThreePagesAroundTheMiddle() {
        let ring = makeRing()
        #expect(ring.pages == [-1, 0, 1])
        #expect(ring.middleOffset == 1000)
        #expect(ring.logicalOffset(ofPhysical: 1000) == 0)
    }

    @Test func shiftsByExactlyOnePageAtTheThresholds() {
        var ring = makeRing()
        var dropped: [Int] = []
        #expect(ring.adjust(physicalOffset: 1500, make: { n, _ in n }, drop: { dropped.append($0) }) == 0)
        #expect(ring.adjust(physicalOffset: 1500.5, make: { n, _ in n }, drop: { dropped.append($0) }) == -1000)
        #expect(ring.pages == [0, 1, 2] && ring.middlePage == 1 && dropped == [-1])
        #expect(ring.adjust(physicalOffset: 499, make: { n, _ in n }, drop: { dropped.append($0) }) == 1000)
        #expect(ring.pages == [-1, 0, 1] && dropped == [-1, 2])
        // Logical offset is continuous across the shift.
        #expect(ring.logicalOffset(ofPhysical: 1499) == 499)
    }

    @Test func pagedFlicksLandOnBoundariesAndKeepLogicalOffsetContinuous() {
        var ring = makeRing()
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1000, paging: Paging(pageSize: 1000)),
                              offset: ring.middleOffset)
        var t = 0.0
        var previous = ring.logicalOffset(ofPhysical: axis.offset)
        for flick in 0..<25 {
            let direction: Double = flick % 7 == 6 ? -1 : 1
            axis.press(pointer: 500, time: t)
            for i in 1...4 { axis.move(pointer: 500 - direction * Double(i) * 20, time: t + Double(i) * 0.008) }
            axis.release(time: t + 0.034)
            t += 0.034
            let start = t
            while axis.state != .idle && t < start + 5 {
                t += 1.0 / 60
                axis.advance(to: t)
                let delta = ring.adjust(physicalOffset: axis.offset, make: { n, _ in n })
                if delta != 0 { axis.shift(by: delta) }
                let logical = ring.logicalOffset(ofPhysical: axis.offset)
                #expect(abs(logical - previous) < 200, "no jump")
                previous = logical
                #expect(axis.offset >= 500 && axis.offset <= 1500)
            }
            #expect(axis.offset == 1000, "rest on the middle page boundary")
            #expect(ring.pages == [ring.middlePage - 1, ring.middlePage, ring.middlePage + 1])
        }
        #expect(ring.middlePage == 25 - 2 * 3)
    }

    @Test func neighbourIsOfferedToTheMaker() {
        var ring = PageRing<String>(page: 0, pageExtent: 100) { n, neighbour in "\(n)<\(neighbour ?? "-")" }
        #expect(ring.pages == ["-1<0<-", "0<-", "1<0<-"])
        _ = ring.adjust(physicalOffset: 160, make: { n, neighbour in "\(n) next to \(neighbour)" })
        #expect(ring.pages.last == "2 next to 1<0<-")
    }

    @Test func resizeKeepsTheShareOfAPage() {
        var ring = makeRing()
        #expect(ring.resize(pageExtent: 500, physicalOffset: 1250) == 625)
        #expect(ring.pageExtent == 500)
    }

    @Test func resetRebuildsAroundAPage() {
        var ring = makeRing()
        var dropped: [Int] = []
        let offset = ring.reset(toPage: 40, make: { n, _ in n }, drop: { dropped.append($0) })
        #expect(offset == 1000 && ring.pages == [39, 40, 41] && dropped == [-1, 0, 1])
    }
}

@Suite struct PageRingJumpTests {
    @Test func aMoveOfManyPagesIsOneJumpThatMakesThreePages() {
        var ring = PageRing(page: 0, pageExtent: 1000) { n, _ in n }
        var made: [Int] = [], dropped: [Int] = []
        let delta = ring.adjust(physicalOffset: 1e12, make: { n, _ in made.append(n); return n },
                                drop: { dropped.append($0) })
        #expect(made.count == 3)
        #expect(dropped == [-1, 0, 1])
        #expect(ring.pages == [ring.middlePage - 1, ring.middlePage, ring.middlePage + 1])
        let physical = 1e12 + delta
        #expect(physical >= 500 && physical <= 1500)
        // The logical offset is what it was before the jump.
        #expect(ring.logicalOffset(ofPhysical: physical) == 1e12 - 1000)
        #expect(ring.adjust(physicalOffset: physical, make: { n, _ in n }) == 0)
        // And back, as far the other way.
        let back = ring.adjust(physicalOffset: -3e9, make: { n, _ in n })
        #expect((-3e9 + back) >= 500 && (-3e9 + back) <= 1500)
    }

    @Test func twoPagesStillShiftOneByOne() {
        var ring = PageRing(page: 0, pageExtent: 1000) { n, _ in n }
        var made: [Int] = []
        #expect(ring.adjust(physicalOffset: 3400, make: { n, _ in made.append(n); return n }) == -2000)
        #expect(made == [2, 3])
        #expect(ring.pages == [1, 2, 3])
        #expect(ring.adjust(physicalOffset: .nan, make: { n, _ in n }) == 0)
    }
}
