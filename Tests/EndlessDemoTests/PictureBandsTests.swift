import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The pager's settled pages drawn from their layers (`PictureBands`): the
    /// same pixels as drawing them — at rest, mid-swipe at a fraction of a
    /// pixel — and nothing composed again while nothing changes.
    @Suite struct PictureBandsTests {
        @Test func bandsDrawWhatThePagesWould() throws {
            let session = try HeadlessSession(width: 1000, height: 640, settings: DemoSettings(mode: "pager", hud: false))
            let pager = try #require(session.currentMode as? PagerMode)
            var t = 0.0
            for _ in 0..<40 { t += 1.0 / 60; _ = session.frame(at: t) }
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("at rest: \(problem)") }
            #expect(pager.pictureBands.byteCount > 0, "the page in view is a layer")
            let composed = pager.pictureBands.composed
            for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(pager.pictureBands.composed == composed, "nothing changed: nothing composed again")
            // A slow drag: two pages in view, at fractions of a pixel.
            session.handle(.pointerDown(x: 800, y: 300, time: t))
            for i in 1...5 {
                t += 1.0 / 60
                session.handle(.pointerMove(x: 800 - Double(i) * 41.37, y: 300, time: t))
                _ = session.frame(at: t)
            }
            #expect(pager.pagesOnScreen.count == 2, "two pages in view")
            #expect(pager.axis.offset.rounded() != pager.axis.offset, "at a fraction of a pixel")
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("mid-swipe: \(problem)") }
            #expect(pager.pictureBands.composed > composed, "the page coming in was composed")
        }
    }
}
