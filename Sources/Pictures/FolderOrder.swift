/// A folder's names put in name order on a thread of their own, the first,
/// the second and the last known at once: a viewer shows a folder's first
/// picture, and has its neighbours, while 100,000 names are still being sorted.
final class FolderOrder: Sendable {
    /// The names in order: at once for small folders, else from a thread of lower priority.
    private let sorted: BackgroundResult<NameList>
    /// Names known before the sort, by their positions in name order.
    private let known: [(position: Int, name: ArraySlice<UInt8>)]
    /// How many names there are.
    let count: Int

    /// Folders of at most this many names are sorted at once (in under a millisecond).
    static let sortedAtOnce = 5_000

    /// Puts `names` (at least one) in name order.
    init(_ names: NameList) {
        count = names.count
        let keys = NameList.SortKeys(of: names)
        guard names.count > FolderOrder.sortedAtOnce else {
            known = []
            sorted = BackgroundResult(names.reordered(keys.order()))
            return
        }
        let ends = keys.ends()
        // Copies: the names as read are let go once sorted.
        known = [(0, ArraySlice(Array(names[ends.first]))), (names.count - 1, ArraySlice(Array(names[ends.last])))]
            + (ends.second.map { [(1, ArraySlice(Array(names[$0])))] } ?? [])
        // Behind the first picture's decode and the first frame, which do not wait for it.
        sorted = BackgroundResult(name: "endless-order", priority: .background) { names.reordered(keys.order()) }
    }

    /// The name at `position` in name order: at once for the first, the second
    /// and the last, else once the names are in order (waits for them).
    subscript(position: Int) -> ArraySlice<UInt8> {
        if let sorted = sorted.ready { return sorted[position] }
        if let known = known.first(where: { $0.position == position }) { return known.name }
        return sorted.value[position]
    }
}
