import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// What a renderer says it is, read once when it is taken.
    @MainActor @Suite struct RendererFlagsTests {
        @Test func softwareRendererDrawsInSoftwareAndNeverWaitsForTheDisplay() throws {
            let target = try #require(Surface(width: 4, height: 4, format: SDL_PIXELFORMAT_RGB888))
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(target.pointer)))
            #expect(renderer.flags & SDL_RENDERER_SOFTWARE.rawValue != 0)
            #expect(renderer.drawsInSoftware)
            #expect(!renderer.presentsWithVsync, "SDL's software renderer presents at once")
        }
    }
}
