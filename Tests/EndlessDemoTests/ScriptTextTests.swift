import Foundation
import Testing
@testable import EndlessDemo

/// Scripts made to be slow or to reach the terminal: refused quickly, with
/// every string from the script escaped in the message.
@Suite struct ScriptTextTests {
    /// One event with `count` extra keys, then a duplicate of the first.
    static func manyKeys(_ count: Int) -> [UInt8] {
        var text = #"{"size": "320x240", "fps": 60, "mode": "strip", "seed": 1, "duration_ms": 100, "events": [{"t": 0"#
        for i in 0..<count { text += ",\"k\(i)\": 0" }
        text += #", "k0": 1}]}"#
        return Array(text.utf8)
    }

    @Test func duplicateKeysAreFoundInLinearTime() throws {
        var times: [Double] = []
        for count in [20_000, 320_000] {
            let bytes = Self.manyKeys(count)
            let start = Date()
            #expect(throws: ReplayScript.Invalid.self) { try ReplayScript.parse(bytes) }
            times.append(Date().timeIntervalSince(start))
        }
        // 16 times the keys: a quadratic check took 256 times as long (83 s for 320,000).
        #expect(times[1] < 3, "320,000 keys: \(times[1]) s")
        #expect(times[1] < max(0.05, times[0]) * 40, "\(times)")
        do {
            _ = try ReplayScript.parse(Self.manyKeys(3))
        } catch {
            #expect(error.description.contains("duplicate key 'k0'"), "\(error.description)")
        }
    }

    @Test func controlCharactersFromAScriptAreShownEscaped() throws {
        let text = #"{"size": "320x240", "fps": 60, "mode": "strip", "seed": 1, "duration_ms": 100, "#
            + #""events": [{"t": 0, "type": "\u001b[2J\u0007\u009b"}]}"#
        do {
            _ = try ReplayScript.parse(Array(text.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(#"'\u001b[2J\u0007\u009b'"#), "\(error.description)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
        }
        #expect(escaped("a\u{1B}b\u{9B}c\nd") == #"a\u001bb\u009bc\u000ad"#)
        #expect(escaped(String(repeating: "x", count: 500)).count == 121)
    }
}
