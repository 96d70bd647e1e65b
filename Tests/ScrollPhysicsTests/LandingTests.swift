import Testing
@testable import ScrollPhysics

@Suite struct LandingTests {
    @Test func aLandingKeepsTheReleaseVelocityAndEndsExactlyOnItsTarget() throws {
        let landing = try #require(Landing(position: 0, velocity: 2000, target: 1104))
        #expect(landing.velocity(at: 0) == 2000)
        #expect(landing.position(at: landing.duration) == 1104)
        #expect(abs(landing.position(at: landing.duration - 1e-6) - 1104) < 1e-3, "no jump at the end")
        #expect(abs(landing.velocity(at: landing.duration - 1e-6)) < 10.01)
        // The natural fling would rest at about 999 px: the friction is a little lighter.
        #expect(landing.deceleration.rate.perMillisecond > DecelerationRate.normal.perMillisecond)
    }

    @Test func noLandingBehindTheVelocityOrTooNearForAFling() {
        #expect(Landing(position: 0, velocity: 2000, target: -276) == nil)
        #expect(Landing(position: 0, velocity: 2000, target: 100) == nil, "a target a tenth of the way is a spring's")
        #expect(Landing(position: 0, velocity: 5, target: 276) == nil, "too slow to fling")
        #expect(Landing(position: 0, velocity: .nan, target: 276) == nil)
    }

    @Test func pagingWithoutALimitTakesThePageNearestTheProjection() {
        let cards = Paging(pageSize: 276, maximumPagesPerFling: nil)
        // 2000 px/s projects 999 px: 3.62 cards, so card 4.
        #expect(cards.targetPage(offset: 0, velocity: 2000, startPage: 0) == 4)
        #expect(cards.targetPage(offset: 0, velocity: -20_000, startPage: 0) == -36)
        let pager = Paging(pageSize: 276)
        #expect(pager.targetPage(offset: 0, velocity: 2000, startPage: 0) == 0, "floor and ceiling of 0 are 0")
        #expect(Paging(pageSize: 276, maximumPagesPerFling: 2).targetPage(offset: 10, velocity: 20_000, startPage: 0) == 2)
    }

    @Test func anAxisOverCardsFlingsAndStopsOnACardEdge() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280,
                                                   paging: Paging(pageSize: 276, maximumPagesPerFling: nil)))
        axis.press(pointer: 1000, time: 0)
        for i in 1...6 { axis.move(pointer: 1000 - Double(i) * 20, time: Double(i) * 0.008) }
        axis.release(time: 0.05)
        #expect(axis.state == .decelerating)
        let target = axis.restingOffset
        #expect(target.truncatingRemainder(dividingBy: 276) == 0 && target > 1000)
        axis.advance(to: 5)
        #expect(axis.offset == target && axis.state == .idle)
    }
}
