/// `text` as a message may quote it: control characters (C0, DEL, C1: escape,
/// bell, NUL, newlines…) shown as `\u001b` and so on, so that a string from a
/// script, a flag or a file name cannot clear the terminal or forge a line; cut
/// to `limit` characters with "…".
func escaped(_ text: String, limit: Int = 120) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit { return out + "…" }
        count += 1
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) {
            let hex = String(value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
