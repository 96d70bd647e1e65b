import Pictures
/// `text` as the inside of a JSON string: quotes, backslashes and control
/// characters escaped.
func jsonEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// A value in a --log-state line.
enum LogValue: Equatable {
    case int(Int)
    case text(String)
    /// A number written with `digits` decimals.
    case number(Double, digits: Int)
    /// A JSON array.
    indirect case list([LogValue])
    /// A JSON object.
    case object(LogLine)

    var json: String {
        switch self {
        case .int(let value): String(value)
        case .text(let text): "\"\(jsonEscaped(text))\""
        case .number(let value, let digits): value.isFinite ? fixed(value, digits) : "null"
        case .list(let values): "[" + values.map(\.json).joined(separator: ",") + "]"
        case .object(let line): line.json
        }
    }
}

/// One --log-state line: named values in order, encoded as a JSON object in
/// one place (`json`).
struct LogLine: Equatable {
    var fields: [(key: String, value: LogValue)]

    init(_ fields: [(key: String, value: LogValue)]) { self.fields = fields }

    var json: String { "{" + fields.map { "\"\(jsonEscaped($0.key))\":\($0.value.json)" }.joined(separator: ",") + "}" }

    static func == (a: LogLine, b: LogLine) -> Bool { a.json == b.json }
}
