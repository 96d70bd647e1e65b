/// A folder's names put in name order on a thread of their own, the first,
/// the second and the last known at once: a viewer shows a folder's first
/// picture, and has its neighbours, while 100,000 names are still being sorted.
final class FolderOrder: @unchecked Sendable {
    private let condition = Condition()
    /// The names as the folder gave them, until they are in order.
    private var read: NameList
    /// The names in order, once sorted.
    private var sorted: NameList?
    /// Positions in name order known before the sort, with their places in `read`.
    private let known: [(position: Int, index: Int)]
    /// How many names there are.
    let count: Int

    /// Folders of at most this many names are sorted at once (in under a millisecond).
    static let sortedAtOnce = 5_000

    /// Puts `names` (at least one) in name order.
    init(_ names: NameList) {
        read = names
        count = names.count
        let keys = NameList.SortKeys(of: names)
        guard names.count > FolderOrder.sortedAtOnce else {
            known = []
            sorted = names.reordered(keys.order())
            return
        }
        let ends = keys.ends()
        known = [(0, ends.first), (names.count - 1, ends.last)] + (ends.second.map { [(1, $0)] } ?? [])
        // Behind the first picture's decode and the first frame, which do not wait for it.
        let started = WorkerThread.start(name: "endless-order", priority: .background) { [self] in
            let order = names.reordered(keys.order())
            condition.lock()
            sorted = order
            read = NameList()
            condition.broadcast()
            condition.unlock()
        }
        if !started {
            sorted = names.reordered(keys.order())
            read = NameList()
        }
    }

    /// The name at `position` in name order: at once for the first, the second
    /// and the last, else once the names are in order (waits for them).
    subscript(position: Int) -> ArraySlice<UInt8> {
        condition.lock()
        defer { condition.unlock() }
        if sorted == nil, let place = known.first(where: { $0.position == position }) { return read[place.index] }
        while sorted == nil { condition.wait() }
        return sorted![position]
    }
}
