import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import Pictures

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
        // Timed on this machine in one run and compared as a ratio, never
        // against a fixed figure: the best of three parses for each size.
        var times: [Double] = []
        for count in [20_000, 320_000] {
            let bytes = Self.manyKeys(count)
            var best = Double.infinity
            for _ in 0..<(count < 100_000 ? 3 : 2) {
                let start = Date()
                #expect(throws: ReplayScript.Invalid.self) { try ReplayScript.parse(bytes) }
                best = min(best, Date().timeIntervalSince(start))
            }
            times.append(best)
        }
        // 16 times the keys: linear work takes ~16 times as long, a quadratic
        // check 256 times (it took 83 s for 320,000 keys).
        #expect(times[1] < max(0.02, times[0]) * 64, "20,000 and 320,000 keys: \(times) s")
        print("duplicate keys: 20,000 in \(fixed(times[0], 3)) s, 320,000 in \(fixed(times[1], 3)) s")
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
