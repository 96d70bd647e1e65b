import Foundation
import Testing

/// The list of the functions that run (`Tools/hot-code.order`), which run.sh's
/// release builds give the linker to lay them out together: a list of symbols,
/// and one that still names the code of the program built from these sources.
struct CodeLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func listed() throws -> [Substring] {
        try String(contentsOf: root.appendingPathComponent("Tools/hot-code.order"), encoding: .utf8)
            .split(separator: "\n")
    }

    @Test func theListNamesEachFunctionOnceOneALine() throws {
        let names = try Self.listed()
        #expect(names.count > 1000)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) && !$0.contains("'") })
        // The program's own work per frame is on it, not only the runtime's.
        #expect(names.contains("$s11EndlessDemo0B4CoreC5frame2atySd_tF"))
    }

    /// A list gone stale costs memory, never correctness; once most of it names
    /// functions the program no longer has, `bash Tools/code-order.sh` writes it again.
    @Test func mostOfTheListIsDefinedInTheReleaseDemo() throws {
        let demo = Self.root.appendingPathComponent(".build/release/endless-demo").path
        guard FileManager.default.isExecutableFile(atPath: demo) else { return }  // a debug-only run: nothing to compare
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        nm.arguments = ["nm", "--defined-only", demo]
        let pipe = Pipe()
        nm.standardOutput = pipe
        try nm.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        nm.waitUntilExit()
        #expect(nm.terminationStatus == 0)
        let defined = Set(String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap {
            $0.split(separator: " ").last
        })
        let names = try Self.listed()
        let found = names.filter { defined.contains($0) }.count
        #expect(Double(found) >= 0.75 * Double(names.count), "\(found) of \(names.count) listed functions are in the demo")
    }
}
