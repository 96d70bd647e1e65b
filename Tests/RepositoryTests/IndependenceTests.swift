import Foundation
import Testing

/// The layers as the architecture draws them: the pure modules import neither
/// SDL nor Foundation, the SDL binding no Foundation, and each imports only the
/// layers under it — every Swift file of each, in every folder.
@Suite struct IndependenceTests {
    static let root = ConsumerPackageTests.root

    /// Each library module and the modules its files may import (the system's
    /// C library and `Synchronization` are allowed everywhere).
    static let layers: [(module: String, may: Set<String>)] = [
        ("ScrollPhysics", []),
        ("InfiniteScrolling", ["ScrollPhysics"]),
        ("ScrollViews", ["ScrollPhysics", "InfiniteScrolling"]),
        ("ScrollViewsSDL", ["ScrollPhysics", "InfiniteScrolling", "ScrollViews", "CSDL", "CX11EventTime", "CFontconfig"]),
    ]
    static let system: Set<String> = ["Glibc", "Musl", "Darwin", "ucrt", "Synchronization"]

    /// The Swift files under `Sources/<module>`, every folder walked: (path in the module, text).
    static func files(of module: String) throws -> [(String, String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test(arguments: layers.map(\.module))
    func moduleImportsOnlyTheLayersUnderIt(module: String) throws {
        let allowed = Self.layers.first { $0.module == module }!.may.union(Self.system)
        let files = try Self.files(of: module)
        #expect(files.count >= 5)
        for (path, text) in files {
            for line in text.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                guard code.hasPrefix("import ") || code.hasPrefix("@_exported import ") else { continue }
                let name = String(code.split(separator: " ").last ?? "")
                #expect(allowed.contains(name), "\(module)/\(path) imports \(name)")
            }
        }
    }

    @Test func subfoldersAreWalked() throws {
        #expect(try Self.files(of: "ScrollViews").contains { $0.0.hasPrefix("Input/") })
    }
}
