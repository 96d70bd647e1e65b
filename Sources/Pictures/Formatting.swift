/// `value` with `digits` decimals, without Foundation's formatter.
/// Magnitudes of 10^15 and more, past a double's whole-number precision, are
/// written in Swift's own notation (1e+18).
package func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    let whole = Int(scaled / factor)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(Int(scaled.truncatingRemainder(dividingBy: factor)))
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}
