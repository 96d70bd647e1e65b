import CSDL

/// Composed pages kept for reuse, least recently used first out, within a
/// byte budget: paging back to a picture copies its page instead of decoding
/// the file again. Not thread-safe: the loader's worker thread owns it.
struct PageCache {
    struct Key: Hashable {
        var path: FilePath
        /// The page layout's identity (`PageLayout.key`).
        var layout: String
    }

    private let budget: Int
    private var pages: [Key: Surface] = [:]
    /// Keys, least recently used first.
    private var order: [Key] = []
    private var bytes = 0

    init(budget: Int) { self.budget = budget }

    /// A copy of the page kept for `key`, or nil.
    mutating func page(for key: Key) -> Surface? {
        guard let page = pages[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return page.duplicate()
    }

    /// Keeps a copy of `page` for `key`, dropping the oldest pages over the budget.
    mutating func keep(_ page: Surface, for key: Key) {
        let size = page.byteCount
        guard size <= budget, pages[key] == nil, let copy = page.duplicate() else { return }
        pages[key] = copy
        order.append(key)
        bytes += size
        while bytes > budget, let oldest = order.first {
            order.removeFirst()
            if let dropped = pages.removeValue(forKey: oldest) { bytes -= dropped.byteCount }
        }
    }

    /// Frees every page.
    mutating func removeAll() {
        pages.removeAll()
        order.removeAll()
        bytes = 0
    }
}
