import Foundation
import Testing

/// The pure products' public API as a consumer reads it: every public symbol has
/// a doc comment, and no comment points to what a consumer cannot see (the
/// project's issues, its internal notes, the articles it was built from).
@Suite struct DocumentationTests {
    static let products = ["ScrollPhysics", "InfiniteScrolling", "ScrollViews", "ScrollViewsSDL"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each product's Swift files: (path, lines).
    static var files: [(String, [Substring])] {
        products.flatMap { product -> [(String, [Substring])] in
            let folder = root.appendingPathComponent("Sources/\(product)")
            // Every folder of the product, walked.
            let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
                guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
                return ("\(product)/\(name)", text.split(separator: "\n", omittingEmptySubsequences: false))
            }
        }
    }

    @Test func everyPublicSymbolHasADocComment() {
        let files = Self.files
        #expect(files.count > 30, "the sources were found")
        var undocumented: [String] = [], checked = 0
        for (path, lines) in files {
            for (index, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                var declaration = code
                while declaration.hasPrefix("@"), let space = declaration.firstIndex(of: " ") {
                    declaration = declaration[space...].drop { $0 == " " }
                }
                guard declaration.hasPrefix("public ") else { continue }
                checked += 1
                // The line above, past attributes on lines of their own.
                var above = index - 1
                while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") { above -= 1 }
                let comment = above >= 0 ? lines[above].drop { $0 == " " } : ""
                if !comment.hasPrefix("///") { undocumented.append("\(path):\(index + 1): \(code)") }
            }
        }
        #expect(checked > 400)
        #expect(undocumented.isEmpty, "\(undocumented.count) undocumented:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test func commentsReferOnlyToWhatAConsumerCanSee() {
        let hidden = ["TECHNIQUES", "seed 0", "seeds 0", "issue 1", "issue 2", "§", "DEVELOPERS", "the demo's"]
        var found: [String] = []
        for (path, lines) in Self.files {
            for (index, line) in lines.enumerated() where line.contains("//") {
                for word in hidden where line.contains(word) { found.append("\(path):\(index + 1): \(line)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
