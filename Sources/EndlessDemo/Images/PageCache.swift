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
    private var pages: [Key: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Keys, least recently used first.
    private var order: [Key] = []
    private var bytes = 0

    init(budget: Int) { self.budget = budget }

    /// A copy of the page kept for `key` (the caller frees it), or nil.
    mutating func page(for key: Key) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let page = pages[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return SDL_DuplicateSurface(page)
    }

    /// Keeps a copy of `page` for `key`, dropping the oldest pages over the budget.
    mutating func keep(_ page: UnsafeMutablePointer<SDL_Surface>, for key: Key) {
        let size = Int(page.pointee.pitch) * Int(page.pointee.h)
        guard size <= budget, pages[key] == nil, let copy = SDL_DuplicateSurface(page) else { return }
        pages[key] = copy
        order.append(key)
        bytes += size
        while bytes > budget, let oldest = order.first {
            order.removeFirst()
            if let dropped = pages.removeValue(forKey: oldest) {
                bytes -= Int(dropped.pointee.pitch) * Int(dropped.pointee.h)
                SDL_FreeSurface(dropped)
            }
        }
    }

    /// Frees every page.
    mutating func removeAll() {
        pages.values.forEach { SDL_FreeSurface($0) }
        pages.removeAll()
        order.removeAll()
        bytes = 0
    }
}
