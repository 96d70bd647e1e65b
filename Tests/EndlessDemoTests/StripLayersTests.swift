import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The strip's tiles and map drawn from layers (`ComposedLayer`): the same
    /// pixels as drawing everything each frame — at rest, mid-fling at a
    /// fraction of a pixel, after the strip moved back to its middle — and
    /// nothing composed again while nothing changes.
    @Suite @MainActor struct StripLayersTests {
        @Test(arguments: [false, true]) func layersDrawWhatDrawingWould(xray: Bool) throws {
            let session = try HeadlessSession(width: 1100, height: 720, settings: DemoSettings(mode: "strip", hud: false, xray: xray))
            let strip = try #require(session.currentMode as? StripMode)
            var t = 0.0
            for _ in 0..<10 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(try LayeredPixels.differences(session, at: t) == nil, "at rest")
            #expect(strip.mapLayer.byteCount > 0, "the map is a layer")
            let composed = strip.mapLayer.composeCount
            for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(strip.mapLayer.composeCount == composed, "nothing changed: the map was not composed again")
            // Flings to the left until the strip has moved back to its middle twice.
            var flings = 0
            while strip.strip.recenterCount < 2, flings < 40 {
                session.handle(.pointerDown(x: 900, y: 300, time: t))
                for i in 1...6 { session.handle(.pointerMove(x: 900 - Double(i) * 97.3, y: 300, time: t + Double(i) / 60)) }
                session.handle(.pointerUp(x: 900 - 6 * 97.3, y: 300, time: t + 7.0 / 60))
                t += 7.0 / 60
                for _ in 0..<6 { t += 1.0 / 60; _ = session.frame(at: t) }
                flings += 1
                if flings == 1 {
                    #expect(strip.axis.isMoving)
                    #expect(strip.axis.offset.rounded() != strip.axis.offset, "mid-fling at a fraction of a pixel")
                    if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("mid-fling: \(problem)") }
                }
            }
            #expect(strip.strip.recenterCount >= 2, "the strip moved back to its middle")
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("after \(strip.strip.recenterCount) recenters: \(problem)") }
            #expect(strip.mapLayer.composeCount > composed, "the tiles that came were drawn on the map")
        }
    }
}
