import Foundation
import Testing

/// Every library module's documentation lists every public type it has, so
/// that a reader of the catalog meets the whole of the module.
@Suite struct CatalogTests {
    static let modules = ["ScrollPhysics", "InfiniteScrolling", "ScrollViews", "ScrollViewsSDL"]

    /// The public types declared at the top level of the files under `folder`, walked recursively.
    static func publicTypes(under folder: URL) throws -> [(name: String, file: String)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let file as URL in walker where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard line.hasPrefix("public "), words.count > 2,
                      ["struct", "enum", "protocol", "class", "final"].contains(words[1]) else { continue }
                let word = words[1] == "final" ? words[3] : words[2]
                found.append((String(word.prefix { $0.isLetter || $0.isNumber }), file.lastPathComponent))
            }
        }
        return found
    }

    @Test(arguments: CatalogTests.modules)
    func everyPublicTypeIsInTheCatalog(module: String) throws {
        let root = ArchitectureTests.root.appendingPathComponent("Sources/\(module)")
        let catalogFolder = root.appendingPathComponent("\(module).docc")
        let catalog = try FileManager.default.contentsOfDirectory(atPath: catalogFolder.path)
            .filter { $0.hasSuffix(".md") }
            .map { try String(contentsOf: catalogFolder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        let types = try Self.publicTypes(under: root)
        #expect(types.count > 5)
        for (name, file) in types {
            #expect(catalog.contains("``\(name)``"), "\(module)/\(file): \(name) is in no page of \(module).docc")
        }
    }
}
