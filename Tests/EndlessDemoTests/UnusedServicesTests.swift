import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import PictureTestSupport

/// What SDL would prepare at start-up for the demo in vain: the session bus search is skipped only where it cannot succeed.
@Suite struct UnusedServicesTests {
    @Test func theLauncherIsFoundInAnyFolderOfThePathOnlyWhenItCanRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = folder.url.appendingPathComponent("empty"), bin = folder.url.appendingPathComponent("bin")
        for url in [empty, bin] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let launcher = bin.appendingPathComponent("dbus-launch")
        try Data("#!/bin/sh\n".utf8).write(to: launcher)
        #expect(!UnusedServices.launcherInstalled(path: "\(empty.path):\(bin.path)"), "not executable")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        #expect(UnusedServices.launcherInstalled(path: "\(empty.path):\(bin.path)"))
        #expect(!UnusedServices.launcherInstalled(path: empty.path))
        #expect(!UnusedServices.launcherInstalled(path: ""))
    }

    /// XCOMPOSEFILE=/dev/null only where SDL surely opens X11: on Wayland the
    /// variable reaches xkbcommon, which prints an error for an empty table.
    @Test func theComposeTableIsSkippedOnlyWhereSDLSurelyOpensX11() {
        func sure(_ values: [String: String]) -> Bool { DisplayEnvironment { values[$0] }.surelyX11 }
        #expect(sure(["DISPLAY": ":0"]))
        #expect(!sure(["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]), "SDL3 takes Wayland")
        #expect(!sure(["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(sure(["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]))
        #expect(!sure(["DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"]))
        #expect(!sure([:]))
        #expect(!UnusedServices.skipComposeTable { ["WAYLAND_DISPLAY": "wayland-0"][$0] })
    }

    /// No display is found from the environment as well as from SDL's
    /// fallback: SDL2 starts on a driver that shows nothing, SDL3 fails to start.
    @Test func noDisplayIsToldWhateverSDLDoesWithoutOne() {
        let none = DisplayEnvironment()
        #expect(!none.namesDisplay, "none, whatever this process's own DISPLAY")
        #expect(DemoApp.noDisplay(driver: "offscreen", environment: none) != nil, "SDL2's fallback")
        #expect(DemoApp.noDisplay(driver: nil, environment: none) != nil, "SDL3: SDL_Init failed")
        #expect(DemoApp.noDisplay(driver: nil, environment: .init(x11: "")) != nil, "an empty DISPLAY")
        #expect(DemoApp.noDisplay(driver: nil, environment: .init(x11: ":0"), unreachable: { _ in nil }) == nil,
                "a display that answers: SDL's own reason then")
        // On SDL3 (sdl2-compat) a DISPLAY that names no server fails SDL_Init as no DISPLAY does (it said
        // "SDL_Init failed: No available video device" and exited 1).
        let gone = DisplayEnvironment(x11: ":9", wayland: "wayland-9", runtimeDirectory: "/run/user/0")
        let reason = gone.unreachable(xServerAnswers: { _ in false }, isSocket: { _ in false })
        #expect(reason == "no X server answers on DISPLAY ':9'; no Wayland socket at '/run/user/0/wayland-9'")
        #expect(gone.unreachable(xServerAnswers: { _ in false }, isSocket: { $0 == "/run/user/0/wayland-9" }) == nil)
        #expect(gone.unreachable(xServerAnswers: { $0 == ":9" }, isSocket: { _ in false }) == nil)
        #expect(DisplayEnvironment(wayland: "/tmp/w-0").waylandSocket == "/tmp/w-0")
        let told = DemoApp.noDisplay(driver: nil, environment: gone, unreachable: { _ in reason }).map { "\($0)" } ?? ""
        #expect(told.contains("no display") && told.contains("DISPLAY ':9'"), "\(told)")
        // Asked of the system: a display number no server listens on here, a socket that is not there.
        let live = DisplayEnvironment(x11: ":8765", wayland: "endless-none-\(getpid())", runtimeDirectory: "/tmp")
        #expect(live.unreachable() == "no X server answers on DISPLAY ':8765'; no Wayland socket at '/tmp/endless-none-\(getpid())'")
        #expect(DemoApp.noDisplay(driver: "dummy", environment: .init(requestedDriver: "dummy")) == nil, "asked for by name")
        #expect(DemoApp.noDisplay(driver: "x11", environment: .init(x11: ":0")) == nil)
        #expect(DemoApp.noDisplay(driver: "wayland", environment: .init(wayland: "wayland-0")) == nil)
        let message = DemoApp.noDisplay(driver: nil, environment: none).map { "\($0)" } ?? ""
        #expect(message.contains("no display") && message.contains("WAYLAND_DISPLAY"), "\(message)")
    }
}
