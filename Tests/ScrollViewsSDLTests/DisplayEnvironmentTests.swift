import ScrollViewsSDL
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A window that would show nothing is told, not opened: no display is found
/// from the environment as well as from SDL's fallback (SDL2 starts on a driver
/// that shows nothing, SDL3 fails to start).
@Suite struct DisplayEnvironmentTests {
    @Test func noDisplayIsToldWhateverSDLDoesWithoutOne() {
        let none = DisplayEnvironment()
        #expect(!none.namesDisplay, "none, whatever this process's own DISPLAY")
        #expect(none.whyNoWindow(driver: "offscreen") != nil, "SDL2's fallback")
        #expect(none.whyNoWindow(driver: nil) != nil, "SDL3: SDL_Init failed")
        #expect(DisplayEnvironment(x11: "").whyNoWindow(driver: nil) != nil, "an empty DISPLAY")
        #expect(DisplayEnvironment(x11: ":0").whyNoWindow(driver: nil, unreachable: { _ in nil }) == nil,
                "a display that answers: SDL's own reason then")
        // On SDL3 (sdl2-compat) a DISPLAY that names no server fails SDL_Init as no DISPLAY does (it said
        // "SDL_Init failed: No available video device" and exited 1).
        let gone = DisplayEnvironment(x11: ":9", wayland: "wayland-9", runtimeDirectory: "/run/user/0")
        let reason = gone.unreachable(xServerAnswers: { _ in false }, isSocket: { _ in false })
        #expect(reason == "no X server answers on DISPLAY ':9'; no Wayland socket at '/run/user/0/wayland-9'")
        #expect(gone.unreachable(xServerAnswers: { _ in false }, isSocket: { $0 == "/run/user/0/wayland-9" }) == nil)
        #expect(gone.unreachable(xServerAnswers: { $0 == ":9" }, isSocket: { _ in false }) == nil)
        #expect(DisplayEnvironment(wayland: "/tmp/w-0").waylandSocket == "/tmp/w-0")
        #expect(gone.whyNoWindow(driver: "dummy", unreachable: { _ in reason })
                == "no display to open a window on (\(reason ?? "")): set DISPLAY or WAYLAND_DISPLAY")
        // Asked of the system: a display number no server listens on here, a socket that is not there.
        let live = DisplayEnvironment(x11: ":8765", wayland: "endless-none-\(getpid())", runtimeDirectory: "/tmp")
        #expect(live.unreachable() == "no X server answers on DISPLAY ':8765'; no Wayland socket at '/tmp/endless-none-\(getpid())'")
        #expect(DisplayEnvironment(requestedDriver: "dummy").whyNoWindow(driver: "dummy") == nil, "asked for by name")
        #expect(DisplayEnvironment(x11: ":0").whyNoWindow(driver: "x11") == nil)
        #expect(DisplayEnvironment(wayland: "wayland-0").whyNoWindow(driver: "wayland") == nil)
        let message = none.whyNoWindow(driver: nil) ?? ""
        #expect(message.contains("no display") && message.contains("WAYLAND_DISPLAY"), "\(message)")
        #expect(DisplayEnvironment { ["DISPLAY": ":3", "SDL_VIDEODRIVER": ""][$0] }
                == DisplayEnvironment(x11: ":3"), "an empty value is none")
    }
}
