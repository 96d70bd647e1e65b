import Testing
@testable import ScrollPhysics

/// Paging by projection (iOS): the page nearest to offset + v · 0.4995 s, among
/// the two pages the viewport lies between. Pages of 1000 px unless stated.
@Suite struct PagingTests {
    let paging = Paging(pageSize: 1000)

    @Test func theProjectionTimeIsTheFlingsWholeTravel() {
        #expect(abs(paging.projectionTime - 0.4995) < 0.0001, "d = 0.998")
        #expect(abs(Paging(pageSize: 1, rate: .fast).projectionTime - 0.0995) < 0.0001, "d = 0.99")
    }

    /// (release offset, velocity) → page, and which reference the row follows.
    static let scenarios: [(offset: Double, velocity: Double, page: Int, why: String)] = [
        (400, 0, 0, "at rest: the nearest page"),
        (600, 0, 1, "at rest: the nearest page"),
        (-600, 0, -1, "at rest, backwards: the nearest page"),
        (400, 300, 1, "slow, near half a page, moving on: projected 550 → forward (iOS, Flutter; not a 400 px/s threshold)"),
        (600, -300, 0, "slow, moving back: projected 450 → back"),
        (30, 900, 0, "a short weak flick: projected 480 → stays (iOS projection)"),
        (30, 1100, 1, "a short flick: projected 579 → next page"),
        (-30, -1100, -1, "the same backwards"),
        (700, -900, 0, "moving back from 0.7: projected 250 → back"),
        (7300, -50_000, 7, "far on, flung back: the lower of the two pages the content is between"),
        (7300, 0, 7, "far on, at rest: the nearest"),
        (7300, 50_000, 8, "far on, flung on: the upper of the two, never further"),
        (2000, 50_000, 2, "exactly on a page: that page, however fast"),
    ]

    @Test(arguments: 0..<PagingTests.scenarios.count)
    func releaseScenarios(index: Int) {
        let row = Self.scenarios[index]
        #expect(paging.targetPage(offset: row.offset, velocity: row.velocity, startPage: 0) == row.page, "\(row.why)")
    }

    @Test func neverPastThePagesTheContentIsBetween() {
        for offset in stride(from: -2375.0, through: 2375, by: 125) {
            for velocity in [-50_000.0, -1000, -100, 0, 100, 1000, 50_000] {
                // Relative to a drag that began on page 3.
                let page = paging.targetPage(offset: 3000 + offset, velocity: velocity, startPage: 3) - 3
                let relative = offset / 1000
                #expect(Double(page) >= relative.rounded(.down) && Double(page) <= relative.rounded(.up),
                        "at \(offset) moving \(velocity)")
            }
        }
    }

    @Test func aLongDragIsNeverPulledBack() {
        // Dragged 1.49 and 1.51 pages on and released moving forward: page 2 both times.
        for offset in [1490.0, 1510] {
            #expect(paging.targetPage(offset: offset, velocity: 200, startPage: 0) == 2)
        }
        #expect(paging.targetPage(offset: -1700, velocity: 0, startPage: 3) == -2)
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
