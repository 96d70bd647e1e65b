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

/// What the release demo links and exports beyond its own code. Swift's
/// concurrency runtime: none — a closure made on the main actor checks at each
/// call that it runs there (`MainActor.assumeIsolated` likewise), which links
/// that runtime and the dispatch library, and the dispatch library starts at
/// launch (with the code around them, the grid held 0.3 to 0.9 MB more).
/// Symbols: only those the C library needs (run.sh links with
/// --no-export-dynamic; the toolchain exported all 4,660, 0.2 MB of names).
/// Fontconfig: not at launch.
struct LinkedRuntimeTests {
    static func symbols(_ arguments: [String]) throws -> [Substring] {
        try output(["nm"] + arguments).split(separator: "\n").compactMap { $0.split(separator: " ").last }
    }

    static func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments[0]) failed")
        return String(decoding: output, as: UTF8.self)
    }

    @Test func theDemoLinksNoConcurrencyRuntimeAndExportsNothingOfItsOwn() throws {
        let demo = CodeLayoutTests.root.appendingPathComponent(".build/release/endless-demo").path
        guard FileManager.default.isExecutableFile(atPath: demo) else { return }  // a debug-only run: nothing to look at
        let defined = Set(try Self.symbols(["--defined-only", demo]))
        #expect(defined.count > 1000)
        for runtime in ["swift_task_isCurrentExecutor", "swift_task_getMainExecutor", "libdispatch_init"] {
            let linked = defined.contains(Substring(runtime))
            #expect(!linked, "the demo links \(runtime)")
        }
        let exported = try Self.symbols(["-D", "--defined-only", demo])
        #expect(exported.count < 50, "the demo exports \(exported.count) symbols")
        // Fontconfig is opened at the first font asked of it (a character the bundled fonts lack), not at launch.
        let needed = try Self.output(["readelf", "-d", demo]).split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libSDL2") } && !needed.contains { $0.contains("fontconfig") })
    }
}
