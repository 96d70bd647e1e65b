/// File names (or paths from a folder) kept as their bytes one after another
/// in one buffer: a folder of 100,000 pictures holds its names in two
/// allocations, about 20 bytes a name, instead of one or two allocations each.
package struct NameList: Sendable, Equatable {
    /// The names' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes`.
    private var ends: [UInt32] = []

    package init() {}

    /// How many names there are.
    package var count: Int { ends.count }

    /// Name `index`'s bytes.
    package subscript(index: Int) -> ArraySlice<UInt8> { bytes[range(index)] }

    private func range(_ index: Int) -> Range<Int> { (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index]) }

    /// Adds `prefix`, a slash when `prefix` is not empty, and `name`.
    package mutating func append(_ name: UnsafeBufferPointer<UInt8>, after prefix: [UInt8]) {
        if !prefix.isEmpty {
            bytes.append(contentsOf: prefix)
            bytes.append(UInt8(ascii: "/"))
        }
        bytes.append(contentsOf: name)
        ends.append(UInt32(bytes.count))
    }

    /// The names in the order of `order` (places in this list).
    package func reordered(_ order: [UInt32]) -> NameList {
        var sorted = NameList()
        sorted.ends = [UInt32](unsafeUninitializedCapacity: order.count) { ends, made in
            sorted.bytes = [UInt8](unsafeUninitializedCapacity: bytes.count) { out, written in
                bytes.withUnsafeBufferPointer { all in
                    for index in order {
                        let name = range(Int(index))
                        if !name.isEmpty { (out.baseAddress! + written).update(from: all.baseAddress! + name.lowerBound, count: name.count) }
                        written += name.count
                        ends[made] = UInt32(written)
                        made += 1
                    }
                }
            }
        }
        return sorted
    }

    /// The names' sort keys (`NameOrderKey.writeKey`), one after another in one
    /// buffer, and each name's place with the first 16 bytes of its key after
    /// what all keys begin with (a camera's "img_0"), as two numbers: most
    /// comparisons are of numbers; equal ones compare the keys in full, then the
    /// names. One thread at a time uses it (`order()` sorts in place).
    package final class SortKeys: @unchecked Sendable {
        let names: NameList
        /// The keys, one after another (made in place, not copied).
        private let keyBytes: KeyBytes
        private var keyEnds: [UInt32] = []
        /// Each name's item, in the names' order.
        private var items: [Item] = []

        /// Bytes allocated once, freed with the last copy of the keys.
        final class KeyBytes: @unchecked Sendable {
            var pointer: UnsafeMutablePointer<UInt8>
            var capacity: Int
            var count = 0
            init(capacity: Int) {
                self.capacity = capacity
                pointer = .allocate(capacity: capacity)
            }
            deinit { pointer.deallocate() }

            /// Makes room for `more` bytes after `count`.
            func reserve(_ more: Int) {
                guard count + more > capacity else { return }
                capacity = 2 * (count + more)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                larger.update(from: pointer, count: count)
                pointer.deallocate()
                pointer = larger
            }

            var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: pointer, count: count) }
        }

        /// A name's place and 16 bytes of its key.
        struct Item {
            var high: UInt64
            var low: UInt64
            var index: UInt32
        }

        /// The keys of `names` (at least one).
        package init(of names: NameList) {
            self.names = names
            // A name's key is at most three times its bytes; a folded name may be longer than the name.
            let keyBytes = KeyBytes(capacity: 3 * names.bytes.count + 64)
            self.keyBytes = keyBytes
            keyEnds.reserveCapacity(names.count)
            names.bytes.withUnsafeBufferPointer { all in
                for index in 0..<names.count {
                    NameOrderKey.withFolded(UnsafeBufferPointer(rebasing: all[names.range(index)])) { folded in
                        keyBytes.reserve(NameOrderKey.longestKey(folded.count))
                        keyBytes.count += NameOrderKey.writeKey(ofFolded: folded, to: keyBytes.pointer + keyBytes.count)
                    }
                    keyEnds.append(UInt32(keyBytes.count))
                }
            }
            items = items(keyBytes.buffer)
        }

        private func keyRange(_ index: Int) -> Range<Int> {
            (index == 0 ? 0 : Int(keyEnds[index - 1]))..<Int(keyEnds[index])
        }

        /// The places of the first, the second and the last name in name order
        /// (the second nil when there is one name), found without sorting.
        package func ends() -> (first: Int, second: Int?, last: Int) {
            let keys = keyBytes.buffer
            return names.bytes.withUnsafeBufferPointer { all in
                var first = 0, second: Int?, last = 0
                for index in items.indices.dropFirst() {
                    if before(items[index], items[first], keys, all) {
                        second = first
                        first = index
                    } else if second.map({ before(items[index], items[$0], keys, all) }) ?? true {
                        second = index
                    }
                    if before(items[last], items[index], keys, all) { last = index }
                }
                return (first, second, last)
            }
        }

        /// The names' places in name order (the items sorted in place).
        package func order() -> [UInt32] {
            var items: [Item] = []
            swap(&items, &self.items)
            let keys = keyBytes.buffer
            names.bytes.withUnsafeBufferPointer { all in
                items.withUnsafeMutableBufferPointer { items in items.sort { before($0, $1, keys, all) } }
            }
            return items.map(\.index)
        }

        /// Each name's item, its numbers taken after the bytes all keys begin with.
        private func items(_ keys: UnsafeBufferPointer<UInt8>) -> [Item] {
            var common = Int(keyEnds[0])
            for index in 1..<keyEnds.count where common > 0 {
                let key = keyRange(index)
                var same = 0
                while same < min(common, key.count), keys[same] == keys[key.lowerBound + same] { same += 1 }
                common = same
            }
            func number(_ key: Range<Int>, from start: Int) -> UInt64 {
                var value: UInt64 = 0
                for offset in start..<(start + 8) {
                    value = value << 8 | UInt64(key.lowerBound + offset < key.upperBound ? keys[key.lowerBound + offset] : 0)
                }
                return value
            }
            return (0..<keyEnds.count).map { index in
                let key = keyRange(index)
                return Item(high: number(key, from: common), low: number(key, from: common + 8), index: UInt32(index))
            }
        }

        /// Whether `a`'s name comes before `b`'s.
        private func before(_ a: Item, _ b: Item, _ keys: UnsafeBufferPointer<UInt8>, _ all: UnsafeBufferPointer<UInt8>) -> Bool {
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            let byKey = NameOrderKey.compare(UnsafeBufferPointer(rebasing: keys[keyRange(Int(a.index))]),
                                             UnsafeBufferPointer(rebasing: keys[keyRange(Int(b.index))]))
            return byKey != 0 ? byKey < 0
                : NameOrderKey.compare(UnsafeBufferPointer(rebasing: all[names.range(Int(a.index))]),
                                       UnsafeBufferPointer(rebasing: all[names.range(Int(b.index))])) < 0
        }
    }
}
