import Foundation
import Testing

/// A consumer's view of the pure products: a package of its own that depends on
/// this one by path and imports only ScrollPhysics, InfiniteScrolling and
/// ScrollViews builds
/// with no warnings, runs, and links no Foundation.
@Suite struct ConsumerPackageTests {
    /// This package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(name: "Endless", path: "\(root.path)")],
            targets: [
                .executableTarget(name: "consumer", dependencies: [
                    .product(name: "ScrollPhysics", package: "Endless"),
                    .product(name: "InfiniteScrolling", package: "Endless"),
                    .product(name: "ScrollViews", package: "Endless"),
                ]),
            ]
        )
        """

    static let program = """
        import InfiniteScrolling
        import ScrollPhysics
        import ScrollViews

        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...9000))
        axis.press(pointer: 600, time: 0.000)
        for step in 1...6 { axis.move(pointer: 600 - 40 * Double(step), time: 0.008 * Double(step)) }
        _ = axis.release(time: 0.052)
        var time = 0.052
        var indicator = ScrollIndicator()
        while axis.advance(to: time) || axis.isMoving {
            indicator.note(active: axis.isMoving, at: time)
            time = FrameSchedule.earliest(time + 1.0 / 60, indicator.nextFrame(after: time)) ?? time
        }
        print("rest \\(Int(axis.offset.rounded())) after \\(Int((time * 1000).rounded())) ms")
        """

    /// Runs `arguments` in `folder`; exit status and everything printed.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func thePureProductsBuildWithoutWarningsAndWithoutFoundation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-consumer-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/consumer"),
                                                withIntermediateDirectories: true)
        try Self.manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.program.write(to: folder.appendingPathComponent("Sources/consumer/main.swift"), atomically: true,
                               encoding: .utf8)
        let build = try Self.run(["swift", "build", "--disable-sandbox"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        let binary = folder.appendingPathComponent(".build/debug/consumer").path
        let ran = try Self.run([binary], in: folder)
        #expect(ran.status == 0 && ran.output.hasPrefix("rest "), "\(ran.output)")
        let linked = try Self.run(["ldd", binary], in: folder)
        #expect(linked.status == 0)
        #expect(!linked.output.contains("Foundation") && !linked.output.contains("icu"), "\(linked.output)")
        #expect(linked.output.contains("libswiftCore"), "a Swift program: \(linked.output)")
    }

    /// The SDL product the same way: the list example (Examples/List) as a
    /// consumer's own program, with no module map of its own.
    @Test func theSDLProductBuildsForAConsumerWithoutWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-sdl-consumer-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/consumer"),
                                                withIntermediateDirectories: true)
        let manifest = Self.manifest.replacingOccurrences(of: #".product(name: "InfiniteScrolling", package: "Endless")"#,
                                                          with: #".product(name: "ScrollViewsSDL", package: "Endless")"#)
        #expect(manifest.contains("ScrollViewsSDL"))
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Examples/List/main.swift"), encoding: .utf8)
        try example.write(to: folder.appendingPathComponent("Sources/consumer/main.swift"), atomically: true, encoding: .utf8)
        let build = try Self.run(["swift", "build", "--disable-sandbox"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        let linked = try Self.run(["ldd", folder.appendingPathComponent(".build/debug/consumer").path], in: folder)
        #expect(linked.output.contains("libSDL2") && !linked.output.contains("Foundation"), "\(linked.output)")
    }
}
