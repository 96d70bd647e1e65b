import ScrollViewsSDL
import Pictures

/// The textures of pages a mode dropped lately, kept to be shown again at once
/// (paging back) instead of decoded again, least recently dropped first out,
/// within a byte budget. The pages on show are the mode's own textures, so no
/// page's pixels are kept twice (a cache of composed copies beside the
/// textures held one copy more of every page on show).
@MainActor
package struct RetainedPages {
    /// What tells pages apart: the picture, the page's layout, and what the mode
    /// painted on it (the pager's page number).
    struct Key: Hashable {
        var path: FilePath
        var layout: String
        var tag: String
    }

    private var pages: [(key: Key, texture: Texture, source: PictureSize)] = []
    private(set) var bytes = 0
    /// The most bytes kept.
    var budget: Int

    init(budget: Int) { self.budget = budget }

    /// Takes out the page kept for `key` and its picture's size, or nil.
    mutating func take(_ key: Key) -> (texture: Texture, source: PictureSize)? {
        guard let index = pages.firstIndex(where: { $0.key == key }) else { return nil }
        let page = pages.remove(at: index)
        bytes -= Self.bytes(of: page.texture)
        return (page.texture, page.source)
    }

    /// Keeps `texture` for `key`, dropping the oldest pages over the budget.
    mutating func keep(_ texture: Texture, source: PictureSize, for key: Key) {
        let size = Self.bytes(of: texture)
        guard size <= budget else { return }
        _ = take(key)
        pages.append((key, texture, source))
        bytes += size
        while bytes > budget, !pages.isEmpty { bytes -= Self.bytes(of: pages.removeFirst().texture) }
    }

    /// How many pages are kept.
    var count: Int { pages.count }

    static func bytes(of texture: Texture) -> Int { Int(texture.width) * Int(texture.height) * 4 }
}
