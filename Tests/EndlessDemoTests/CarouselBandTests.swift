import Testing
@testable import EndlessDemo
@testable import PicturesSDL

extension SDLSuites {
    /// The feed's carousel drawn from its band of cards while it moves and
    /// rests: the same pixels as drawing each card, and the band composed again
    /// only when a card beyond it comes into view.
    @Suite @MainActor struct CarouselBandTests {
        @Test func theBandDrawsWhatTheCardsWould() throws {
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "stack", hud: false))
            let feed = try #require(session.currentMode as? StackMode)
            var t = 0.0
            for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("at rest: \(problem)") }
            let composed = feed.cards.band.composeCount
            #expect(composed > 0, "the cards are a band")
            for _ in 0..<10 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(feed.cards.band.composeCount == composed, "nothing changed: not composed again")
            // A flick of the row to the left, looked at while it moves.
            session.handle(.pointerDown(x: 900, y: 260, time: t))
            for step in 1...7 {
                t += 1.0 / 60
                session.handle(.pointerMove(x: 900 - Double(step) * 60.3, y: 260, time: t))
                _ = session.frame(at: t)
            }
            session.handle(.pointerUp(x: 900 - 7 * 60.3, y: 260, time: t + 1.0 / 60))
            var moving = 0
            for _ in 0..<12 {
                t += 1.0 / 60
                _ = session.frame(at: t)
                guard feed.row.axis.isMoving else { break }
                moving += 1
                if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("moving, offset \(feed.row.axis.offset): \(problem)") }
            }
            #expect(moving > 3, "the row moved")
            #expect(feed.cards.band.composeCount > composed, "cards beyond the band came into view")
            #expect(feed.cards.band.composeCount < composed + 12, "not composed every frame")
        }
    }
}
