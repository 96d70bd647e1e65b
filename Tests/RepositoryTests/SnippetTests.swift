import Foundation
import Testing

/// The code a consumer copies from the documentation compiles as written, in
/// Swift 6 language mode: every ```swift block of the DocC catalogs and the
/// README is type-checked as a program's main.swift against the built products.
/// A block that names the reader's own things (their drawing, their events)
/// has them declared in an HTML comment on the line right above it — `<!--
/// compiled with: … -->`, hidden from the reader, on one line (DocC takes an `@`
/// that starts a line for a directive) — and a block that is a manifest's part
/// (`// Package.swift`) is not Swift to compile alone.
@Suite struct SnippetTests {
    /// One block: where it is, its code, and what the comment above declares.
    struct Snippet {
        var place: String
        var code: String
        var declarations: String
    }

    /// Every ```swift block of `text` (the file `name`).
    static func snippets(in text: String, name: String) -> [Snippet] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Snippet] = [], index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```swift") else { index += 1; continue }
            let start = index
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let code = lines[(start + 1)..<min(end, lines.count)].joined(separator: "\n")
            // The comment right above the fence, over one line or several.
            var declarations = ""
            if start > 0, lines[start - 1].hasSuffix("-->") {
                var top = start - 1
                while top > 0, !lines[top].contains("<!--") { top -= 1 }
                let comment = lines[top..<start].joined(separator: "\n")
                if let range = comment.range(of: "<!-- compiled with:") {
                    declarations = String(comment[range.upperBound...].dropLast(3))
                }
            }
            found.append(Snippet(place: "\(name):\(start + 1)", code: code, declarations: declarations))
            index = end + 1
        }
        return found
    }

    /// The documentation's files: each catalog's articles and the README.
    static var documents: [URL] {
        let root = ConsumerPackageTests.root
        let sources = root.appendingPathComponent("Sources")
        let names = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted()
            .map { sources.appendingPathComponent($0) } + [root.appendingPathComponent("README.md")]
    }

    @Test func theBlocksAreFoundWithWhatTheirCommentsDeclare() {
        let text = """
            Some prose.
            <!-- compiled with: func draw(_ x: Double) {} -->
            ```swift
            draw(1)
            ```
            ```swift
            // Package.swift
            ```
            """
        let found = Self.snippets(in: text, name: "t.md")
        #expect(found.count == 2)
        #expect(found.first?.code == "draw(1)" && found.first?.declarations == " func draw(_ x: Double) {} ")
        #expect(found.first?.place == "t.md:3" && found.last?.declarations == "")
    }

    @Test func everySnippetCompilesInSwift6() throws {
        // The products' modules beside this test program (.build/debug/Modules).
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let modules = bin.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("ScrollViewsSDL.swiftmodule").path),
                     "the products are built beside the tests (\(modules.path))")
        let root = ConsumerPackageTests.root
        let snippets = try Self.documents.flatMap { url in
            Self.snippets(in: try String(contentsOf: url, encoding: .utf8),
                          name: url.path.replacingOccurrences(of: root.path + "/", with: ""))
        }.filter { !$0.code.hasPrefix("// Package.swift") }
        #expect(snippets.count >= 12, "the documentation's snippets were found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-snippets-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [String] = []
        for snippet in snippets {
            let main = folder.appendingPathComponent("main.swift"), own = folder.appendingPathComponent("Own.swift")
            try snippet.code.write(to: main, atomically: true, encoding: .utf8)
            let imports = "import ScrollPhysics\nimport InfiniteScrolling\nimport ScrollViews\nimport ScrollViewsSDL\nimport Pictures\n"
                + "import PicturesSDL\n"
            try (imports + snippet.declarations).write(to: own, atomically: true, encoding: .utf8)
            let result = try ConsumerPackageTests.run([
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path,
                "-Xcc", "-fmodule-map-file=\(root.path)/Sources/CSDL/module.modulemap",
                "-Xcc", "-fmodule-map-file=\(bin.path)/CX11EventTime.build/module.modulemap",
                "-Xcc", "-fmodule-map-file=\(bin.path)/CFontconfig.build/module.modulemap",
                "-Xcc", "-fmodule-map-file=\(bin.path)/CRegionDecoder.build/module.modulemap",
                main.path, own.path,
            ], in: folder)
            if result.status != 0 { failures.append("\(snippet.place):\n\(result.output)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(snippets.count) do not compile:\n\(failures.joined(separator: "\n"))")
    }
}
