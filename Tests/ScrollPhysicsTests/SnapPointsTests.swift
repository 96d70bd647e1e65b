import Testing
import ScrollPhysics
import TestSupport

/// Snap points of different sizes behave as pages do: a slow release rests on
/// the nearest, a flick moves one, a fling over cards lands on one.
@Suite struct SnapPointsTests {
    /// Sections 300, 500, 200 and 400 px long, 20 px apart: points at 0, 320, 840, 1060.
    let sections = SnapOffsets(extents: [300, 500, 200, 400], spacing: 20)

    func settled(_ axis: inout ScrollAxis, from start: Double) {
        var t = start
        while axis.isMoving, t < start + 10 { t += 1.0 / 60; axis.advance(to: t) }
    }

    @Test func pointsAreFoundByOffset() {
        #expect(sections.offsets == [0, 320, 840, 1060])
        #expect(sections.point(atOrBefore: -50) == 0 && sections.point(atOrBefore: 839) == 1)
        #expect(sections.point(atOrBefore: 840) == 2 && sections.point(atOrBefore: 5000) == 3)
        #expect(sections.nearestPoint(to: 560) == 1 && sections.nearestPoint(to: 600) == 2)
        #expect(sections.offset(ofPoint: 9) == 1060 && sections.offset(ofPoint: -3) == 0)
        #expect(SnapOffsets(offsets: [.nan, 5, -1]).offsets == [-1, 5])
        #expect(SnapOffsets(offsets: []).offsets == [0])
    }

    @Test func aSlowReleaseRestsOnTheNearestPoint() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 400, bounds: 0...1060,
                                                   paging: Paging(snapPoints: sections)))
        Gesture.drag(at: 0, from: 500, distance: -604, duration: 0.6, releaseDelay: 0.3).apply(to: &axis)
        settled(&axis, from: 0.9)
        #expect(axis.offset == 840, "600 px in: nearer to 840 than to 320")
        #expect(axis.targetPage == 2)
    }

    @Test func aFlickMovesOnePointWhateverItsSize() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 400, bounds: 0...1060,
                                                   paging: Paging(snapPoints: sections)))
        Gesture.drag(at: 0, from: 500, distance: -80, duration: 0.05, releaseDelay: 0).apply(to: &axis)
        settled(&axis, from: 0.05)
        #expect(axis.offset == 320)
        axis.scroll(toPage: axis.targetPage + 1, time: 2)
        settled(&axis, from: 2)
        #expect(axis.offset == 840, "a key's page turn goes to the next point")
    }

    @Test func aFlingOverCardsOfDifferentWidthsLandsOnOne() {
        let cards = SnapOffsets(extents: Array(repeating: [180.0, 260, 120], count: 20).flatMap { $0 }, spacing: 12)
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: 0...cards.offsets.last!,
                                                   paging: Paging(snapPoints: cards, maximumPagesPerFling: nil)))
        Gesture.drag(at: 0, from: 700, distance: -240, duration: 0.05, releaseDelay: 0).apply(to: &axis)
        #expect(axis.state == .decelerating, "a fling, ending on a card")
        settled(&axis, from: 0.05)
        #expect(cards.offsets.contains(axis.offset), "at rest on a card's start: \(axis.offset)")
        #expect(axis.offset > 1000, "carried past several cards")
    }

    @Test func pagingsCompareByTheirPoints() {
        #expect(Paging(snapPoints: sections) == Paging(snapPoints: SnapOffsets(offsets: [0, 320, 840, 1060])))
        #expect(Paging(snapPoints: sections) != Paging(snapPoints: SnapOffsets(offsets: [0, 320])))
        #expect(Paging(snapPoints: sections) != Paging(pageSize: Paging(snapPoints: sections).pageSize))
    }
}
