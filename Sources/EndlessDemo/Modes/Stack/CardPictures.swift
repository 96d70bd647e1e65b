import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import PicturesSDL

/// The carousel row's pictures: random animals, or the folder's pictures in
/// order, at most 64 (cards share a picture when the row has more cards);
/// asked for as cards come into view, decoded off the render thread, each
/// card's caption painted once into its composed card.
final class CardPictures {
    /// The pictures, by key.
    let entries: [ImageLibrary.Entry]
    /// Their composed cards, by key.
    let shelf = PictureShelf(interrupted: { Interruption.signal != nil })
    private let canvas: Canvas

    /// The pictures of `cards` cards from `library`, chosen by `seed`, composed with `canvas`.
    init(library: ImageLibrary, cards: Int, seed: UInt64, canvas: Canvas) {
        entries = library.picks(count: min(cards, 64), seed: seed ^ 0x5EED)
        self.canvas = canvas
    }

    /// Card `item`'s picture key.
    func key(_ item: Int) -> Int { entries.isEmpty ? item : item % entries.count }

    /// A card's colour behind its picture, by key.
    static func color(_ key: Int) -> SDL_Color { .hsv(Double(key * 47 % 360), 0.3, 0.38) }

    /// The keys of the cards in `row`'s view.
    func keys(inView row: CardLoop) -> [Int] {
        row.visibleSlots.compactMap { row.item(atSlot: $0).map(key) }
    }

    /// Asks for the pictures of the cards in `row`'s view not yet asked for, at `clock`.
    func request(_ row: CardLoop, clock: Double) {
        guard !entries.isEmpty else { return }
        for key in keys(inView: row) where shelf[key] == nil {
            let w = Int32(StackMode.cardWidth), h = Int32(StackMode.cardHeight)
            let layout = PageLayout(width: w, height: h, background: StackMode.background,
                                    card: (0, 0, w, h, CardPictures.color(key)),
                                    boxX: 10, boxY: 10, boxWidth: StackMode.cardWidth - 20,
                                    boxHeight: StackMode.cardHeight - 56, maxScale: PageLayout.largestScale)
            shelf.request(key, path: entries[key].path, layout: layout, at: clock)
        }
    }

    /// Turns finished decodes into textures at `clock` (fading in when the row is `inView`).
    func collect(clock: Double, inView: Bool) {
        shelf.collect(renderer: canvas.renderer, at: clock, finish: paintCaption, inView: { _ in inView })
    }

    /// The card's caption, painted once into its composed page.
    private func paintCaption(key: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        let caption = canvas.text.fitted(entries[key].caption, width: Double(surface.pointee.w) - 16, size: 20, bold: true)
        let size = canvas.text.size(of: caption, size: 20, bold: true)
        canvas.paint([TextRun(caption, size: 20, bold: true, x: surface.pointee.w / 2 - size.w / 2,
                              y: surface.pointee.h - 38)], ink: SDL_Color(245, 245, 250), onto: surface)
    }

    /// Whether the cards in `row`'s view show their pictures in full at `clock`.
    func areShown(_ row: CardLoop, clock: Double) -> Bool {
        entries.isEmpty || shelf.areSettled(keys(inView: row), at: clock)
    }

    /// What the band draws the cards with at `clock`.
    func band(clock: Double) -> CarouselBand.Pictures {
        CarouselBand.Pictures(shelf: shelf, shown: !entries.isEmpty, clock: clock, key: key, color: CardPictures.color)
    }
}
