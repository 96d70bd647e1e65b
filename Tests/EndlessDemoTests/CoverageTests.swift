import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The modes do not clear the window under content that covers it; these tests
    /// check that every frame still paints every pixel: a frame drawn over noise
    /// is the same as the same frame drawn over itself.
    @Suite @MainActor struct CoverageTests {
        /// Every mode with a drag along its axis (down past the top edge for a
        /// vertical one), and the banner backwards onto its copy page, empty and alone.
        nonisolated static let cases: [(mode: String, items: Int, drag: Double)] =
            ModeRegistry.traits.map { ($0.name, 5, $0.scrollsVertically ? 400 : -300) }
            + [("banner", 5, 300), ("banner", 0, 0), ("banner", 1, 0), ("autoplay", 3, -300)]

        @Test(arguments: cases)
        func everyPixelIsPaintedEachFrame(mode: String, items: Int, drag: Double) throws {
            for hud in [false] {  // the HUD's own figures change from one frame to the next
                let session = try HeadlessSession(width: 1000, height: 640,
                                                  settings: DemoSettings(mode: mode, seed: 3, hud: hud, items: items))
                let vertical = DemoModes.traits(of: mode)?.scrollsVertically ?? false
                // At rest, then in the middle of a drag (past the top edge for the stack).
                for (step, t) in [0.0, 0.5].enumerated() {
                    if step == 1 {
                        let from = 300.0
                        session.handle(vertical ? .pointerDown(x: 500, y: from, time: 0.40)
                                                : .pointerDown(x: from + 400, y: 300, time: 0.40))
                        for i in 1...5 {
                            let along = (vertical ? from : from + 400) + drag * Double(i) / 5
                            session.handle(vertical ? .pointerMove(x: 500, y: along, time: 0.40 + Double(i) * 0.016)
                                                    : .pointerMove(x: along, y: 300, time: 0.40 + Double(i) * 0.016))
                        }
                    }
                    session.frame(at: t)
                    let clean = try session.pixels()
                    _ = session.floorFrame()  // noise everywhere
                    session.frame(at: t)
                    let overNoise = try session.pixels()
                    let differing = zip(clean, overNoise).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(mode) (\(items) items, HUD \(hud)) step \(step): \(differing) pixels kept the noise")
                }
            }
        }
    }
}
