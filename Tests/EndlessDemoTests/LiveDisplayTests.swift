import CXProbe
import ScrollViewsSDL
import Foundation
import Testing
@testable import EndlessDemo

/// The display checks against a live X server (Xvfb) and window manager
/// (openbox): a display that answers is reachable, and a window manager that
/// ended is not taken to run, although it leaves the root window's
/// _NET_SUPPORTING_WM_CHECK behind (the demo then mapped its window before
/// drawing into it).
@Suite(.serialized) struct LiveDisplayTests {
    /// Runs `program` with `arguments` on display `display`, its output discarded.
    static func start(_ program: String, _ arguments: [String], display: String, log: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        if let log {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// Ends `process` with SIGKILL (a child of a test thread may start with
    /// SIGTERM blocked: the thread's signal mask) and waits for it.
    static func end(_ process: Process) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits up to `seconds` for `condition`.
    static func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func aWindowManagerThatEndedIsNotTakenToRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/openbox") else {
            Issue.record("Xvfb and openbox are needed (./run.sh test installs them)")
            return
        }
        // A display number no server has (nor had: a killed server leaves its lock file).
        var number = 140 + Int(getpid() % 200)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
        let display = ":\(number)"
        // -noreset: the server keeps its state when its last client leaves, as a desktop's does (else
        // openbox's end would clear the root window's properties, and nothing would be left to mislead).
        let server = try Self.start("Xvfb", [display, "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"],
                                    display: display)
        defer {
            Self.end(server)
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        }
        #expect(Self.eventually(10) { endless_x11_display_window_manager(display) >= 0 }, "Xvfb answers")
        #expect(endless_x11_display_window_manager(display) == 0, "no window manager yet")
        #expect(DisplayEnvironment(x11: display).unreachable() == nil, "a display that answers is reachable")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("openbox-\(number).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let manager = try Self.start("openbox", [], display: display, log: log)
        #expect(Self.eventually(10) { endless_x11_display_window_manager(display) == 1 },
                "openbox runs: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        Self.end(manager)
        #expect(Self.eventually(10) { endless_x11_display_window_manager(display) == 0 },
                "openbox is gone: its property left on the root names a window that is gone")
        Self.end(server)
        #expect(DisplayEnvironment(x11: display).unreachable() == "no X server answers on DISPLAY '\(display)'")
    }
}
