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
        for offset in stride(from: -5000.0, through: 5000, by: 250) {
            for velocity in [-50_000.0, -1000, 0, 1000, 50_000] {
                let page = paging.targetPage(offset: offset, velocity: velocity, startPage: 3)
                #expect(abs(page - 3) <= 1)
            }
        }
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
