/// The cells of a reusing view: one per item in the range it shows, kept while
/// the item stays in it; an item that leaves gives its cell to one that comes
/// (prepared for it then, and only then), and a cell is made only when none is free.
@usableFromInline
struct CellReuse<Cell> {
    /// How many cells were ever made.
    @usableFromInline private(set) var made = 0
    @usableFromInline var live: [Int: Cell] = [:]
    @usableFromInline var free: [Cell] = []

    @usableFromInline init() {}

    /// The cells given to items now.
    var liveCount: Int { live.count }
    /// The cells waiting for an item.
    var freeCount: Int { free.count }

    /// The items of `range` in order, each with its cell: kept, reused (then
    /// `prepare`d) or made.
    @inlinable
    mutating func cells(for range: Range<Int>, make: () -> Cell, prepare: (inout Cell, Int) -> Void) -> [(item: Int, cell: Cell)] {
        for item in live.keys where !range.contains(item) {
            if let cell = live.removeValue(forKey: item) { free.append(cell) }
        }
        return range.map { item in
            if let kept = live[item] { return (item, kept) }
            var fresh: Cell
            if let reused = free.popLast() { fresh = reused } else { fresh = make(); made += 1 }
            prepare(&fresh, item)
            live[item] = fresh
            return (item, fresh)
        }
    }

    /// Every cell freed: each item is prepared anew when it comes back.
    mutating func releaseAll() {
        free.append(contentsOf: live.values)
        live.removeAll()
    }
}

extension CellReuse: Sendable where Cell: Sendable {}
