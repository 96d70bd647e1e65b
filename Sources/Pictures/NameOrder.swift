#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// folder compares bytes instead of folding strings at every step.
public struct NameOrderKey: Comparable, Sendable {
    /// The name's sort key (`NameOrderKey.appendKey`), then the name as it is
    /// in UTF-8 (whose byte order is the code points' order), in one buffer: a
    /// big folder's keys cost one small allocation each.
    private let bytes: [UInt8]
    /// Where the name as it is begins in `bytes`.
    private let split: Int

    /// The key of file name `name`.
    public init(_ name: String) {
        var bytes: [UInt8] = []
        Array(name.utf8).withUnsafeBufferPointer { NameOrderKey.appendKey(of: $0, to: &bytes) }
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
                let order = NameOrderKey.compare(UnsafeBufferPointer(rebasing: x[..<a.split]), UnsafeBufferPointer(rebasing: y[..<b.split]))
                return order != 0 ? order < 0
                    : NameOrderKey.compare(UnsafeBufferPointer(rebasing: x[a.split...]), UnsafeBufferPointer(rebasing: y[b.split...])) < 0
            }
        }
    }

    /// Appends the sort key of file name `name` (UTF-8) to `key`: keys in the
    /// order of their bytes are the names in name order. The name is folded to
    /// lower case (`String.lowercased()`; ASCII letters directly), and each run
    /// of digits is written as "0", how many digits it has without its leading
    /// zeros, and those digits ("b10": `b 0 2 1 0`), so that runs compare by
    /// value and a run against any other character as a digit does.
    package static func appendKey(of name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        withFolded(name) { folded in
            key.append(contentsOf: [UInt8](unsafeUninitializedCapacity: longestKey(folded.count)) { buffer, count in
                count = writeKey(ofFolded: folded, to: buffer.baseAddress!)
            })
        }
    }

    /// Calls `body` with `name` folded to lower case where ASCII folding is not
    /// enough (a name with other characters, `String.lowercased()`), else `name`.
    package static func withFolded<Result>(_ name: UnsafeBufferPointer<UInt8>,
                                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard name.contains(where: { $0 >= 0x80 }) else { return body(name) }
        return Array(String(decoding: name, as: UTF8.self).lowercased().utf8).withUnsafeBufferPointer(body)
    }

    /// The most bytes the key of a folded name of `count` bytes takes (a digit alone takes three).
    package static func longestKey(_ count: Int) -> Int { max(1, 3 * count) }

    /// Writes the key of `name` (`withFolded`'s) at `out`, at most
    /// `longestKey(name.count)` bytes; returns how many it wrote.
    package static func writeKey(ofFolded name: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
        var i = 0, written = 0
        while i < name.count {
            let c = name[i]
            guard isDigit(c) else {
                out[written] = c &- 0x41 < 26 ? c | 0x20 : c
                written += 1
                i += 1
                continue
            }
            var end = i
            while end < name.count, isDigit(name[end]) { end += 1 }
            var first = i
            while first < end, name[first] == 0x30 { first += 1 }
            // A run longer than 255 digits (a path's, not a name's) keeps its last 255.
            first = max(first, end - 255)
            out[written] = 0x30
            out[written + 1] = UInt8(end - first)
            written += 2
            for digit in first..<end {
                out[written] = name[digit]
                written += 1
            }
            i = end
        }
        return written
    }

    /// The order of byte strings `x` and `y`: negative when `x` comes first, 0 when equal.
    package static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(x.count, y.count)
        if common > 0, let a = x.baseAddress, let b = y.baseAddress {
            let order = memcmp(a, b, common)
            if order != 0 { return Int(order) }
        }
        return x.count - y.count
    }
}
