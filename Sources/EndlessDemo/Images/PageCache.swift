import CSDL
import ScrollViewsSDL

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
    private var sources: [Key: PictureSize] = [:]
    /// Keys, least recently used first.
    private var order: [Key] = []
    private var bytes = 0

    init(budget: Int) { self.budget = budget }

    /// A copy of the page kept for `key` and its picture's size, or nil.
    mutating func page(for key: Key) -> (Surface, PictureSize)? {
        guard let page = pages[key], let source = sources[key], let copy = page.duplicate() else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return (copy, source)
    }

    /// Keeps a copy of `page` for `key`, dropping the oldest pages over the budget.
    mutating func keep(_ page: Surface, source: PictureSize, for key: Key) {
        let size = page.byteCount
        guard size <= budget, pages[key] == nil, let copy = page.duplicate() else { return }
        pages[key] = copy
        sources[key] = source
        order.append(key)
        bytes += size
        while bytes > budget, let oldest = order.first {
            order.removeFirst()
            if let dropped = pages.removeValue(forKey: oldest) { bytes -= dropped.byteCount }
            sources[oldest] = nil
        }
    }

    /// Frees every page.
    mutating func removeAll() {
        pages.removeAll()
        sources.removeAll()
        order.removeAll()
        bytes = 0
    }
}
