import CSDL
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Two headless sessions in one process: the end of one leaves the other's
    /// SDL, renderer and fonts working (its SDL_Quit and TTF_Quit ended both,
    /// and the survivor crashed drawing its next text).
    @Suite @MainActor struct TwoSessionsTests {
        @Test func oneSessionsEndLeavesTheOtherDrawing() throws {
            var first: HeadlessSession? = try HeadlessSession(width: 480, height: 320, settings: DemoSettings(mode: "pager"))
            let second = try HeadlessSession(width: 480, height: 320, settings: DemoSettings(mode: "banner", hud: true))
            _ = first?.frame(at: 0)
            first = nil
            #expect(SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, "the second session's video is still up")
            second.canvas.text.drawn = []
            _ = second.frame(at: 0.5)
            let drawn = second.canvas.text.drawn ?? []
            #expect(drawn.contains { $0.layer == "hud" }, "the HUD's text drawn after the first session ended")
            #expect(try second.pixels().contains { $0 & 0xFF_FFFF != 0 })
        }
    }
}
