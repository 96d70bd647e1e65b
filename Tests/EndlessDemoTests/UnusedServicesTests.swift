import Foundation
import Testing
@testable import EndlessDemo

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
}
