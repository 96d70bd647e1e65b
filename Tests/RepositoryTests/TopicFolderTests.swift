import Foundation
import Testing

/// ScrollPhysics' folders are its documentation's topics: every public type of
/// a folder is listed under that folder's topic in the DocC catalog, so that a
/// reader of either finds the other.
@Suite struct TopicFolderTests {
    /// Each folder of Sources/ScrollPhysics and the heading of its topic.
    static let topics = ["Axis": "Essentials", "Motions": "Motions", "Rest": "Where motion comes to rest",
                         "Nesting": "Nested scrollers and zoom", "Input": "Input"]

    @Test func everyPublicTypeIsListedUnderItsFoldersTopic() throws {
        let root = ArchitectureTests.root.appendingPathComponent("Sources/ScrollPhysics")
        let catalog = try String(contentsOf: root.appendingPathComponent("ScrollPhysics.docc/ScrollPhysics.md"),
                                 encoding: .utf8)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasSuffix(".docc") && !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.topics.keys), "every file in a topic's folder, every folder a topic")
        var listed = 0
        for (folder, heading) in Self.topics {
            let section = try #require(catalog.components(separatedBy: "### \(heading)\n").dropFirst().first?
                .components(separatedBy: "\n### ").first, "the catalog has the topic \(heading)")
            for file in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) {
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file),
                                      encoding: .utf8)
                for line in text.split(separator: "\n") {  // top-level declarations only
                    let words = line.split(separator: " ")
                    guard line.hasPrefix("public "), words.count > 2,
                          ["struct", "enum", "protocol", "class"].contains(words[1]) || words[1] == "final" else { continue }
                    let name = (words[1] == "final" ? words[3] : words[2]).prefix { $0.isLetter || $0.isNumber }
                    listed += 1
                    #expect(section.contains("``\(name)``"), "\(folder)/\(file): \(name) is not under \"\(heading)\"")
                }
            }
        }
        #expect(listed > 20)
    }
}
