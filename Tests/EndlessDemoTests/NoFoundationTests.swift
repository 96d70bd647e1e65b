import Foundation
import Testing

/// The demo is built on the project's own libraries and the C library alone:
/// Foundation (and its internationalization data) would add ~28 MiB of mapped
/// files to every run and time to every start.
@Suite struct NoFoundationTests {
    @Test func theDemoBinaryLinksNoFoundation() throws {
        let demo = PictureBombTests.demo
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", demo]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.contains("libswiftCore"), "ldd \(demo): \(output)")
        let foundation = output.split(separator: "\n").filter { $0.contains("Foundation") || $0.contains("icu") }
        #expect(foundation.isEmpty, "\(demo) links \(foundation.joined(separator: ", "))")
    }
}
