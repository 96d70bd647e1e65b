import Foundation
import Testing

/// ARCHITECTURE.md's map of the package ("Where things live") against the tree:
/// every folder it names exists, and every folder a newcomer would look for is named.
@Suite struct ArchitectureTests {
    static let root = ConsumerPackageTests.root

    /// The folders the map names, as paths from the package's root.
    static func namedFolders() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let map = try #require(text.components(separatedBy: "## Where things live").dropFirst().first)
        let block = map.components(separatedBy: "```")[1]
        var folders: [String] = [], parent = ""
        for line in block.split(separator: "\n") {
            let indented = line.hasPrefix("  ") && !line.hasPrefix("   ")
            guard let word = line.split(separator: " ").first, word.hasSuffix("/"),
                  line.hasPrefix(String(word)) || indented else { continue }
            if indented {
                folders.append(parent + word)
            } else {
                parent = String(word)
                folders.append(parent)
            }
        }
        return folders
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &folder)
            && folder.boolValue
    }

    /// The folders directly inside `path`, as paths from the root, ending in "/".
    static func children(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".docc") && isFolder(path + $0) }
            .map { path + $0 + "/" }
    }

    @Test func everyFolderTheMapNamesExists() throws {
        let named = try Self.namedFolders()
        #expect(named.count > 30, "the map was read")
        for folder in named { #expect(Self.isFolder(folder), "ARCHITECTURE.md names \(folder), which does not exist") }
    }

    @Test func everyFolderOfTheSourcesTheDemoTheExamplesAndTheTestsIsNamed() throws {
        let named = Set(try Self.namedFolders())
        var expected = try Self.children(of: "Sources/") + Self.children(of: "Sources/EndlessDemo/")
            + Self.children(of: "Examples/") + Self.children(of: "Sources/ScrollViews/")
            + Self.children(of: "Sources/ScrollPhysics/")
        // A test target per module is named once, as "one Swift Testing target per module".
        expected += try Self.children(of: "Tests/").filter { !$0.hasSuffix("Tests/") }
        for folder in expected { #expect(named.contains(folder), "ARCHITECTURE.md does not name \(folder)") }
    }

    @Test func everyLinkInTheDocumentationLeadsToAFileOfThePackage() throws {
        let pages = ["README.md", "ARCHITECTURE.md"] + (try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 })
        var links = 0
        for page in pages {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for piece in text.components(separatedBy: "](").dropFirst() {
                guard let end = piece.firstIndex(of: ")") else { continue }
                let target = String(piece[..<end]).components(separatedBy: "#")[0]
                guard !target.isEmpty, !target.hasPrefix("http") else { continue }
                links += 1
                let path = folder.appendingPathComponent(target).standardized.path
                #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which does not exist")
            }
        }
        #expect(links > 40, "the links were read")
    }
}
