/// Finding one string in another by their UTF-8 bytes: what the demo needs of
/// text search, without the standard library's string-processing module (its
/// regex engine and collation tables would otherwise be linked into the demo
/// and paged in at start).
extension String {
    /// Whether `part` occurs in this string (an empty `part` always does).
    func includes(_ part: String) -> Bool {
        part.isEmpty || firstByteRange(of: part, from: utf8.startIndex) != nil
    }

    /// The pieces between the occurrences of `separator` (not empty), in order,
    /// empty pieces kept: "a · b" split at " · " is ["a", "b"].
    func pieces(separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [self] }
        var pieces: [String] = []
        var start = utf8.startIndex
        while let found = firstByteRange(of: separator, from: start) {
            pieces.append(String(unicodeScalars[start..<found.lowerBound]))
            start = found.upperBound
        }
        pieces.append(String(unicodeScalars[start...]))
        return pieces
    }

    /// Where `part` (not empty) first occurs at or after `start`, by bytes.
    private func firstByteRange(of part: String, from start: String.Index) -> Range<String.Index>? {
        let bytes = utf8, needle = Array(part.utf8)
        var index = start
        while let first = bytes[index...].firstIndex(of: needle[0]) {
            var end = first, matched = 0
            while matched < needle.count, end != bytes.endIndex, bytes[end] == needle[matched] {
                matched += 1
                bytes.formIndex(after: &end)
            }
            if matched == needle.count { return first..<end }
            index = bytes.index(after: first)
        }
        return nil
    }
}
