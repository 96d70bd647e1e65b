import ScrollViews
import Foundation
import Testing

/// The demo is built on the project's own libraries and the C library alone:
/// Foundation (and its internationalization data) would add ~28 MiB of mapped
/// files to every run and time to every start — linked as a library or, with
/// the Swift runtime linked in (`./run.sh` builds so), inside the binary.
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
        #expect(process.terminationStatus == 0 && output.contains("libc.so"), "ldd \(demo): \(output)")
        let foundation = output.split(separator: "\n").filter { $0.contains("Foundation") || $0.contains("icu") }
        #expect(foundation.isEmpty, "\(demo) links \(foundation.joined(separator: ", "))")
        // Linked in: Foundation's symbols and type names carry its mangled module name.
        let binary = try Data(contentsOf: URL(fileURLWithPath: demo))
        #expect(binary.range(of: Data("swift_retain".utf8)) != nil, "\(demo) holds no Swift runtime: not the demo?")
        for module in ["10Foundation", "20FoundationEssentials"] {
            #expect(binary.range(of: Data(module.utf8)) == nil, "\(demo) has Foundation linked in (\(module))")
        }
    }
}
