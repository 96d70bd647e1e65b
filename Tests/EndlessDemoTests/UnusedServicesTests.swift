import ScrollViews
import ScrollViewsSDL
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
}
