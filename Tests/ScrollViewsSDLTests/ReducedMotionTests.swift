import Foundation
import ScrollViewsSDL
import Testing

/// The desktop's reduced motion, read as GTK writes it; the environment wins.
@Suite struct ReducedMotionTests {
    @Test func gtkSettingsTurnAnimationsOffOrOn() {
        #expect(ReducedMotion.animationsOff(settings: "[Settings]\ngtk-enable-animations = false\n") == true)
        #expect(ReducedMotion.animationsOff(settings: "[Settings]\ngtk-enable-animations=0") == true)
        #expect(ReducedMotion.animationsOff(settings: "[Settings]\ngtk-enable-animations=true") == false)
        #expect(ReducedMotion.animationsOff(settings: "[Settings]\ngtk-theme-name=Adwaita") == nil)
        #expect(ReducedMotion.animationsOff(settings: "gtk-enable-animations=maybe") == nil)
    }

    @Test func theEnvironmentWinsOverTheDesktop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-rm-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("gtk-3.0"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "[Settings]\ngtk-enable-animations=false\n".write(to: folder.appendingPathComponent("gtk-3.0/settings.ini"),
                                                             atomically: true, encoding: .utf8)
        #expect(ReducedMotion.desktopAsks { ["XDG_CONFIG_HOME": folder.path][$0].map { Array($0.utf8) } })
        #expect(!ReducedMotion.desktopAsks { ["XDG_CONFIG_HOME": folder.path, "ENDLESS_REDUCE_MOTION": "0"][$0].map { Array($0.utf8) } })
        #expect(ReducedMotion.desktopAsks { ["XDG_CONFIG_HOME": "/nonexistent", "ENDLESS_REDUCE_MOTION": "1"][$0].map { Array($0.utf8) } })
        #expect(!ReducedMotion.desktopAsks { ["XDG_CONFIG_HOME": "/nonexistent", "HOME": "/nonexistent"][$0].map { Array($0.utf8) } })
    }

    /// Without XDG_CONFIG_HOME, HOME's .config; GTK 4's file before GTK 3's; a file past 64 KiB is no settings file.
    @Test func theDesktopIsReadWhereGTKWritesIt() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("endless-rm-home-\(getpid())")
        let config = home.appendingPathComponent(".config")
        for version in ["gtk-3.0", "gtk-4.0"] {
            try FileManager.default.createDirectory(at: config.appendingPathComponent(version), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: home) }
        func asks() -> Bool { ReducedMotion.desktopAsks { ["HOME": home.path][$0].map { Array($0.utf8) } } }
        try "gtk-enable-animations=0\n".write(to: config.appendingPathComponent("gtk-3.0/settings.ini"), atomically: true, encoding: .utf8)
        #expect(asks())
        try "gtk-enable-animations=1\n".write(to: config.appendingPathComponent("gtk-4.0/settings.ini"), atomically: true, encoding: .utf8)
        #expect(!asks(), "GTK 4's says on")
        try (String(repeating: "# padding\n", count: 7_000) + "gtk-enable-animations=1\n")
            .write(to: config.appendingPathComponent("gtk-4.0/settings.ini"), atomically: true, encoding: .utf8)
        #expect(asks(), "GTK 4's is too large to be read: GTK 3's says off")
    }
}
