import Foundation
import Testing

/// The physics and the models must stay usable without SDL: no file of theirs imports it.
@Suite struct IndependenceTests {
    @Test(arguments: ["ScrollPhysics", "InfiniteScrolling"])
    func moduleImportsNoSDL(module: String) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.allSatisfy { !$0.contains("SDL") }, "\(file) imports \(imports)")
        }
    }
}
