/// File name `name` without its extension ("cat.jpg": "cat"; ".hidden" keeps its dot).
package func withoutExtension(_ name: String) -> Substring {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name[...] }
    return name[..<dot]
}

/// Whether file name `a` comes before `b`: case-insensitive, with runs of digits
/// compared by value ("b2" before "b10"), like a file browser — without ICU,
/// whose collation data costs start-up time. Names that fold the same are
/// ordered by their characters' code points.
public func namesInOrder(_ a: String, _ b: String) -> Bool { NameOrderKey(a) < NameOrderKey(b) }

/// A file name prepared once for `namesInOrder`'s order, so that sorting a big
/// folder compares arrays of numbers instead of folding strings at every step.
public struct NameOrderKey: Comparable, Sendable {
    /// The name folded to lower case, then the name as it is, both as UTF-8
    /// (whose byte order is the code points' order), in one buffer: a big
    /// folder's keys cost one small allocation each.
    private let bytes: [UInt8]
    /// Where the name as it is begins in `bytes`.
    private let split: Int

    /// The key of file name `name`.
    public init(_ name: String) {
        var bytes = Array(name.lowercased().utf8)
        split = bytes.count
        bytes.append(contentsOf: name.utf8)
        self.bytes = bytes
    }

    /// Whether `a` and `b` are the same name.
    public static func == (a: NameOrderKey, b: NameOrderKey) -> Bool {
        a.bytes[a.split...].elementsEqual(b.bytes[b.split...])
    }

    /// Whether `a` comes before `b`.
    public static func < (a: NameOrderKey, b: NameOrderKey) -> Bool {
        a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                switch NameOrderKey.compare(UnsafeBufferPointer(rebasing: x[..<a.split]),
                                            UnsafeBufferPointer(rebasing: y[..<b.split])) {
                case .some(let before): before
                case .none: x[a.split...].lexicographicallyPrecedes(y[b.split...])
                }
            }
        }
    }

    /// Whether folded name `x` comes before `y` (runs of digits by value), nil when they fold the same.
    private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var m = i, n = j
                while m < x.count, isDigit(x[m]) { m += 1 }
                while n < y.count, isDigit(y[n]) { n += 1 }
                var p = i, q = j
                while p < m, x[p] == 0x30 { p += 1 }
                while q < n, y[q] == 0x30 { q += 1 }
                if m - p != n - q { return m - p < n - q }
                for k in 0..<(m - p) where x[p + k] != y[q + k] { return x[p + k] < y[q + k] }
                i = m
                j = n
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if i < x.count || j < y.count { return i == x.count }
        return nil
    }
}
