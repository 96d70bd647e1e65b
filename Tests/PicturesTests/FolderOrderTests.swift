import Foundation
import Glibc
@testable import Pictures
import PictureTestSupport
import Testing

/// A folder's names in order: the sort keys compared as bytes give the order the
/// names compared character by character gave, and a big folder's first, second
/// and last pictures, known before its names are sorted, are those of the order.
@Suite struct FolderOrderTests {
    /// The order compared character by character (the library's before its sort
    /// keys): folded to lower case, runs of digits by value, then the names' code points.
    static func reference(_ a: String, _ b: String) -> Bool {
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        let x = Array(a.lowercased().utf8), y = Array(b.lowercased().utf8)
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
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }

    /// Names of letters in both cases, digit runs with leading zeros, punctuation and other scripts.
    static func randomNames(_ count: Int, seed: UInt64) -> [String] {
        var random = seed
        func next(_ below: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(below))
        }
        let pieces = ["a", "B", "b", "Z", "0", "00", "007", "1", "9", "10", "099", "_", "-", ".", " ", "é", "É", "ß", "日本", "Ω",
                      "img", "IMG", "12345678901234567890"]
        return (0..<count).map { _ in (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test func theSortKeysGiveTheOrderOfComparingCharacters() {
        let names = FolderOrderTests.randomNames(3000, seed: 11)
        for (a, b) in zip(names, names.dropFirst().reversed()) {
            #expect(namesInOrder(a, b) == FolderOrderTests.reference(a, b), "\(a) against \(b)")
        }
        #expect(namesInOrder("b2", "b10") && namesInOrder("a", "a0") && namesInOrder("a0", "a00") && !namesInOrder("x", "x"))
    }

    /// A folder of `names` (files named as JPEGs, empty: a folder lists them by name).
    func folder(_ names: [String]) throws -> (TemporaryFolder, PictureFolder) {
        let folder = try TemporaryFolder()
        for name in Set(names) {
            let fd = open(folder.url.appendingPathComponent(name + ".jpg").path, O_WRONLY | O_CREAT, 0o600)
            #expect(fd >= 0)
            close(fd)
        }
        return (folder, try PictureFolder(FilePath(folder.url.path)))
    }

    @Test func aBigFolderGivesItsEndsAtOnceAndTheRestInOrder() throws {
        // Not hidden: none begins with a dot.
        let names = FolderOrderTests.randomNames(8000, seed: 3).map { "n" + $0 }
        let expected = Set(names).map { $0 + ".jpg" }.sorted(by: FolderOrderTests.reference)
        #expect(expected.count > FolderOrder.sortedAtOnce, "a folder sorted on a thread of its own")
        let (made, pictures) = try folder(names)
        defer { made.remove() }
        // The ends first, as a viewer asks for them while the rest are sorted, then all of them.
        #expect(pictures.entries[0].caption == expected[0])
        #expect(pictures.entries[1].caption == expected[1])
        #expect(pictures.entries[expected.count - 1].caption == expected[expected.count - 1])
        #expect(pictures.entries.map(\.caption) == expected)
        #expect(pictures.entries[5].path == FilePath(made.url.path).appending(Array(expected[5].utf8)))
    }

    @Test func aSmallFolderIsInOrderAtOnce() throws {
        let (made, pictures) = try folder(["b10", "B2", "a", "b02", "été", "Été", "x1y01", "x1y1"])
        defer { made.remove() }
        #expect(pictures.entries.map(\.caption) == ["a.jpg", "B2.jpg", "b02.jpg", "b10.jpg", "x1y01.jpg", "x1y1.jpg", "Été.jpg", "été.jpg"])
    }
}
