import ScrollViews
import PicturesSDL

/// Which picture each new page of the pager shows: a random animal unlike its
/// neighbour, or — a folder's pages, and the animals' once a picture was
/// opened from the grid (the grid's order is the order) — picture n on page n,
/// round the library.
final class PageChoice {
    /// Whether page n shows picture n (round the library); else the animals are random.
    var inOrder: Bool
    let count: Int
    private var picker: RandomPicker

    init(library: ImageLibrary, seed: UInt64) {
        inOrder = library.kind == .folder
        count = max(1, library.entries.count)
        picker = RandomPicker(seed: seed)
    }

    /// The picture page `number` shows, made beside a page showing `neighbour`.
    func picture(ofPage number: Int, beside neighbour: Int?) -> Int {
        inOrder ? ((number % count) + count) % count : picker.pick(count: count, avoiding: neighbour)
    }

    /// The picture the first page shows: the folder's first picture, or the seed's first animal.
    static func firstEntry(of library: ImageLibrary, seed: UInt64) -> Int {
        switch library.kind {
        case .animals:
            var picker = RandomPicker(seed: seed)
            return picker.pick(count: library.entries.count, avoiding: nil)
        case .folder: return library.start
        }
    }

    /// Page `number` showing `picture` as a person counts it, 1 to the
    /// library's count: the picture's place in the folder (or the grid's
    /// order), or for random animals the page's place round a loop of as many
    /// pages as there are animals.
    func shownNumber(ofPage number: Int, picture: Int?) -> Int {
        if inOrder, let picture { return picture + 1 }
        return (number % count + count) % count + 1
    }
}
