import Testing
@testable import ScrollPhysics

@Suite struct EasedMotionTests {
    @Test func easeOutMovesFromTheFirstFrameAndEndsOnTime() {
        let turn = EasedMotion(from: 0, to: 1280, duration: 0.25, easing: .out)
        let inOut = EasedMotion(from: 0, to: 1280, duration: 0.25)
        // One frame in: a fifth of the way (240 px), where the in-out curve has moved 4 px.
        #expect(abs(turn.position(at: 1.0 / 60) - 1280 * (1 - pow3(1 - 1.0 / 15))) < 1e-9)
        #expect(turn.position(at: 1.0 / 60) > 200 && inOut.position(at: 1.0 / 60) < 5)
        #expect(turn.velocity(at: 1e-9) > 15_000 && abs(turn.velocity(at: 0.25 - 1e-9)) < 1)
        #expect(turn.position(at: 0.25) == 1280 && turn.finalPosition == 1280)
    }

    @Test func aKeysPageTurnSettlesInAQuarterSecond() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 1280, paging: Paging(pageSize: 1280)))
        axis.scroll(toPage: 1, duration: 0.25, easing: .out, time: 0)
        axis.advance(to: 1.0 / 60)
        #expect(axis.offset > 200)
        axis.advance(to: 0.25)
        #expect(axis.offset == 1280 && axis.state == .idle)
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
