/// How a text is cut to fit a width: after the most words that fit with "…",
/// else inside the first word, else "…" alone, else nothing — measured by the
/// caller's font (`TextCache.fitted` measures with its own).
public enum TextFitting {
    /// `text` whole when `measure` finds it within `width`, else cut as above.
    public static func fitted(_ text: String, within width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        func fits(_ candidate: String) -> Bool { measure(candidate) <= width }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let most = longestPrefix(count: words.count - 1) { fits(words[0..<$0].joined(separator: " ") + "…") }
        if most > 0 { return words[0..<most].joined(separator: " ") + "…" }
        let characters = Array(text)
        let kept = longestPrefix(count: characters.count - 1) { fits(String(characters[0..<$0]) + "…") }
        if kept > 0 { return String(characters[0..<kept]) + "…" }
        return fits("…") ? "…" : ""
    }

    /// The largest n in 0...count for which `fits(n)` holds, when fitting is
    /// monotonic (a longer prefix is never narrower): a binary search.
    public static func longestPrefix(count: Int, fits: (Int) -> Bool) -> Int {
        var low = 0, high = max(0, count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
