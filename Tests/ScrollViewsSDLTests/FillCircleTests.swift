import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// `Renderer.fillCircle` with any diameter and centre: bounded by the
    /// target (a diameter of 10¹² trapped converting to Int32, ∞ never returned).
    @MainActor @Suite struct FillCircleTests {
        @Test func anyCircleDrawsWithinTheTargetAndReturns() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let pointer = try #require(SDL_CreateSoftwareRenderer(surface))
            let renderer = Renderer(pointer)
            let clock = ContinuousClock()
            for (x, y, diameter) in [(32.0, 24.0, 1e12), (32, 24, .infinity), (32, 24, .nan), (.nan, 24, 10), (1e300, -1e300, 1e305),
                                     (-1e12, 24, 2e12 + 64), (32, 24, -5), (32, 24, 0), (32, 24, 1e308)] {
                let took = clock.measure { renderer.fillCircle(x: x, y: y, diameter: diameter, SDL_Color(r: 255, g: 0, b: 0, a: 255)) }
                #expect(took < .milliseconds(500), "\(x), \(y), \(diameter): \(took)")
            }
            // A huge circle around the target covers all of it; an ordinary one draws where it should.
            SDL_SetRenderDrawColor(pointer, 0, 0, 0, 255)
            SDL_RenderClear(pointer)
            renderer.fillCircle(x: 32, y: 24, diameter: 1e12, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            SDL_RenderPresent(pointer)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            let pitch = Int(surface.pointee.pitch) / 4
            #expect((0..<48).allSatisfy { row in (0..<64).allSatisfy { pixels[row * pitch + $0] & 0xFFFFFF == 0xFFFFFF } })
            SDL_SetRenderDrawColor(pointer, 0, 0, 0, 255)
            SDL_RenderClear(pointer)
            renderer.fillCircle(x: 32, y: 24, diameter: 10, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            SDL_RenderPresent(pointer)
            #expect(pixels[24 * pitch + 32] & 0xFFFFFF == 0xFFFFFF && pixels[0] & 0xFFFFFF == 0)
        }
    }
}
