import ScrollViewsSDL
import Testing

/// Which SDL runs, and what the renderer choice makes of it: on SDL3 before
/// 3.4.6 (sdl2-compat over Debian 13's 3.2.30) the software renderer stops
/// reaching the window at the first resize or F11, so `.automatic` takes OpenGL.
@Suite struct RunningSDLTests {
    @Test func theSoftwareRendererIsAvoidedOnlyWhereItLosesResizes() {
        #expect(!RendererChoice.softwareRendererLosesResizes(sdl3Version: nil), "SDL2 itself")
        #expect(RendererChoice.softwareRendererLosesResizes(sdl3Version: 3_002_030), "3.2.30")
        #expect(RendererChoice.softwareRendererLosesResizes(sdl3Version: 3_000_000))
        #expect(RendererChoice.softwareRendererLosesResizes(sdl3Version: 3_004_004))
        #expect(!RendererChoice.softwareRendererLosesResizes(sdl3Version: 3_004_006), "fixed in 3.4.6")
        #expect(!RendererChoice.softwareRendererLosesResizes(sdl3Version: 3_004_014))
        #expect(!RendererChoice.softwareRendererLosesResizes(sdl3Version: 2_032_010))
    }

    /// The suite runs on SDL2 itself (Debian 12's 2.26): no SDL3 is looked for.
    @Test func sdl2ItselfIsNotTakenForSDL3() {
        let version = RunningSDL.sdl2Version
        #expect(version.major == 2)
        #expect(RunningSDL.isCompat == (version.minor == 32 && version.patch >= 50))
        if !RunningSDL.isCompat { #expect(RunningSDL.sdl3Version == nil) }
    }
}
