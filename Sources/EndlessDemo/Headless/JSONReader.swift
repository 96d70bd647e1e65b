/// A JSON value as the replay script's reader gives it: objects keep their
/// members in order.
enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }
}

/// A strict JSON reader (RFC 8259) over bytes, for scripts of any size: the
/// elements of a chosen array can be handed out one at a time instead of kept,
/// so memory stays a small multiple of the text; nesting is limited so that no
/// input exhausts the stack. Errors name the line and column.
struct JSONReader {
    /// Not JSON, with where and why.
    struct Malformed: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// Deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the whole text as one value.
    static func parse(_ bytes: [UInt8]) throws(Malformed) -> JSONValue {
        var reader = JSONReader(bytes)
        do {
            let value = try reader.value()
            try reader.end()
            return value
        } catch let error as Malformed {
            throw error
        } catch {
            throw Malformed(description: "\(error)")  // (only Malformed is thrown here)
        }
    }

    /// Reads a text whose root is an object. Each element of the array under
    /// `streamed` (a member of the root) goes to `element` with its index as
    /// soon as it is read, and is not kept (the member is returned as an empty
    /// array); the other members are returned in order. Nil when the root is
    /// valid JSON but not an object. Throws `Malformed`, or what `element` throws.
    static func parseObject(_ bytes: [UInt8], streaming streamed: String,
                            element: (Int, JSONValue) throws -> Void) throws -> [(key: String, value: JSONValue)]? {
        var reader = JSONReader(bytes)
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{") else {
            _ = try reader.value()
            try reader.end()
            return nil
        }
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        try reader.readMembers { key, reader in
            guard keys.insert(key).inserted else { throw reader.failure("duplicate key '\(escaped(key))'") }
            if key == streamed, reader.peekAfterSpace == UInt8(ascii: "[") {
                var count = 0
                try reader.readElements { reader in
                    try element(count, try reader.value())
                    count += 1
                }
                members.append((key, .array([])))
            } else {
                members.append((key, try reader.value()))
            }
        }
        try reader.end()
        return members
    }

    // MARK: Values

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var peekAfterSpace: UInt8? {
        mutating get {
            skipSpace()
            return peek
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func end() throws {
        skipSpace()
        if index < bytes.count { throw failure("unexpected text after the end of the value") }
    }

    mutating func value() throws -> JSONValue {
        skipSpace()
        guard let byte = peek else { throw failure("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONValue)] = []
            var keys = Set<String>()
            try readMembers { key, reader in
                guard keys.insert(key).inserted else { throw reader.failure("duplicate key '\(escaped(key))'") }
                members.append((key, try reader.value()))
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try readElements { reader in elements.append(try reader.value()) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character \(describe(byte))")
        }
    }

    /// Calls `member(key, &reader)` for each member of the object at the cursor;
    /// `member` must read the value.
    private mutating func readMembers(_ member: (String, inout JSONReader) throws -> Void) throws {
        try open()
        defer { depth -= 1 }
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after key '\(escaped(key))'") }
            index += 1
            try member(key, &self)
            skipSpace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            if peek == UInt8(ascii: "}") { index += 1; return }
            throw failure("expected ',' or '}' in an object")
        }
    }

    /// Calls `element(&reader)` for each element of the array at the cursor;
    /// `element` must read the value.
    private mutating func readElements(_ element: (inout JSONReader) throws -> Void) throws {
        try open()
        defer { depth -= 1 }
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "]") { index += 1; return }
        while true {
            try element(&self)
            skipSpace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            if peek == UInt8(ascii: "]") { index += 1; return }
            throw failure("expected ',' or ']' in an array")
        }
    }

    private mutating func open() throws(Malformed) {
        guard depth < JSONReader.maximumDepth else {
            throw failure("nested more than \(JSONReader.maximumDepth) levels deep")
        }
        depth += 1
    }

    private mutating func literal(_ word: String) throws(Malformed) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected character \(describe(bytes[index]))")
        }
        index += expected.count
    }

    private mutating func number() throws(Malformed) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw failure("a number needs digits")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw failure("'\(escaped(text))' is not a number") }
        guard value.isFinite else {
            index = start
            throw failure("'\(escaped(text))' is out of range")
        }
        return value
    }

    private mutating func string() throws(Malformed) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) throws(Malformed) {
            guard run < end else { return }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
                throw failure("a string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(index)
                index += 1
                guard let escape = peek else { throw failure("a string is not closed") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw failure("unknown escape \\\(describe(escape))")
                }
                run = index
            case 0..<0x20:
                throw failure("a control character in a string")
            default:
                index += 1
            }
        }
    }

    /// The scalar of `\uXXXX` (after the `u`), joining surrogate pairs.
    private mutating func unicodeEscape() throws(Malformed) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a lone surrogate in \\u escape") }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in \\u escape") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate in \\u escape") }
        return scalar
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw failure("\\u needs four hex digits") }
        index += 4
        return value
    }

    // MARK: Errors

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// An error at the cursor, with its line and column.
    fileprivate func failure(_ what: String) -> Malformed {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return Malformed(description: "\(what) at line \(line), column \(column)")
    }
}
