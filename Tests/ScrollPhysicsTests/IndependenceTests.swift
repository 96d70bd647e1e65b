import Foundation
import Testing

/// The physics must stay usable without SDL: no file of the module imports it.
@Suite struct IndependenceTests {
    @Test func scrollPhysicsImportsNoSDL() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ScrollPhysics")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.allSatisfy { !$0.contains("SDL") }, "\(file) imports \(imports)")
        }
    }
}
