import Pictures
/// `text` as a message may quote it: control characters (C0, DEL, C1: escape,
/// bell, NUL, newlines…) shown as `\u001b` and so on, so that a string from a
/// script, a flag or a file name cannot clear the terminal or forge a line; cut
/// to `limit` characters with "…". (`escapedBytes` for bytes that may not be UTF-8.)
func escaped(_ text: String, limit: Int = 120) -> String { escapedBytes(Array(text.utf8), limit: limit) }
