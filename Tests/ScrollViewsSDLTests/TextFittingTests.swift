import ScrollViewsSDL
import Testing

/// How text is cut to a width, measured here by characters (one px each).
@Suite struct TextFittingTests {
    static func width(_ text: String) -> Double { Double(text.count) }

    @Test func theLongestPrefixIsFoundForEveryCount() {
        for count in 0...40 {
            for limit in 0...count {
                var asked = 0
                let found = TextFitting.longestPrefix(count: count) { asked += 1; return $0 <= limit }
                #expect(found == limit)
                #expect(asked <= 7, "a binary search: \(asked) measures for \(count)")
            }
        }
    }

    @Test func textIsCutAfterAWordInsideOneOrNotAtAll() {
        let sentence = "one two three four"
        #expect(TextFitting.fitted(sentence, within: 18, measure: Self.width) == sentence)
        #expect(TextFitting.fitted(sentence, within: 14, measure: Self.width) == "one two three…")
        #expect(TextFitting.fitted(sentence, within: 13, measure: Self.width) == "one two…")
        #expect(TextFitting.fitted("Antidisestablishmentarianism", within: 8, measure: Self.width) == "Antidis…")
        #expect(TextFitting.fitted("word", within: 1, measure: Self.width) == "…")
        #expect(TextFitting.fitted("word", within: 0, measure: Self.width) == "")
    }
}
