import Testing
@testable import ScrollPhysics

@Suite struct PagingTests {
    let paging = Paging(pageSize: 1000)

    @Test func slowReleaseDecidesByDistance() {
        #expect(paging.targetPage(offset: 400, velocity: 100, startPage: 0) == 0)
        #expect(paging.targetPage(offset: 600, velocity: -100, startPage: 0) == 1)
        #expect(paging.targetPage(offset: -600, velocity: 0, startPage: 0) == -1)
    }

    @Test func flickAddsHalfAPageInItsDirection() {
        #expect(paging.targetPage(offset: 30, velocity: 900, startPage: 0) == 1)
        #expect(paging.targetPage(offset: -30, velocity: -900, startPage: 0) == -1)
        #expect(paging.targetPage(offset: 700, velocity: -900, startPage: 0) == 0)
    }

    @Test func neverMoreThanOnePagePerFlick() {
        let start = paging.offset(ofPage: 3)
        for offset in stride(from: start - 1375, through: start + 1375, by: 125) {  // drags under 1.5 pages
            for velocity in [-50_000.0, -1000, 0, 1000, 50_000] {
                let page = paging.targetPage(offset: offset, velocity: velocity, startPage: 3)
                #expect(abs(page - 3) <= 1, "at \(offset) moving \(velocity)")
            }
        }
    }

    @Test func aLongDragIsNotPulledBack() {
        // Dragged 4.3 pages on from page 3: the nearest page, whatever the flick.
        for velocity in [-50_000.0, 0, 50_000] {
            #expect(paging.targetPage(offset: 7300, velocity: velocity, startPage: 3) == 7)
        }
        #expect(paging.targetPage(offset: -1700, velocity: 0, startPage: 3) == -2)
        // A flick still adds up to half a page in its own direction.
        #expect(paging.targetPage(offset: -1700, velocity: 9000, startPage: 3) == -1)
    }

    @Test func hugePageIndicesKeepPrecision() {
        let start = 1 << 40
        let paging = Paging(pageSize: 1280)
        let base = paging.offset(ofPage: start)
        #expect(paging.targetPage(offset: base + 40, velocity: 2000, startPage: start) == start + 1)
        #expect(paging.targetPage(offset: base + 600, velocity: 0, startPage: start) == start)
        #expect(paging.targetPage(offset: base + 700, velocity: 0, startPage: start) == start + 1)
    }
}
