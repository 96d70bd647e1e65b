import CSDL
import ScrollViewsSDL

/// The cards of a row of cards (`CardRowView`) as pictures: each card's
/// picture asked for as the card comes into view, decoded off the render
/// thread and composed onto its card — its colour, the picture fitted into
/// its box, a caption painted once by the caller — fading in over the card's
/// colour. While every card in and beside the view is settled, in SDL's
/// software renderer the cards are composed once into a band, copied while
/// the row moves and rests. Cards share a picture when there are more cards
/// than pictures. What a card says in words comes back to the caller to draw.
@MainActor
public final class PictureCards {
    /// How cards look.
    public struct Look: Sendable {
        /// Around the cards.
        public var background: SDL_Color
        /// A card's height, 1 to 16,384 px (its width is the row's card extent).
        public var cardHeight: Double
        /// How far below the row's top the cards start.
        public var cardTop: Double
        /// The box a picture is fitted into, from its card's top left.
        public var pictureBox: ViewFrame
        /// The colour of the card of picture `picture`, under its picture.
        public var cardColor: @Sendable (_ picture: Int) -> SDL_Color
        /// A look of these.
        public init(background: SDL_Color, cardHeight: Double, cardTop: Double, pictureBox: ViewFrame,
                    cardColor: @escaping @Sendable (Int) -> SDL_Color) {
            (self.background, self.cardTop, self.pictureBox, self.cardColor) = (background, cardTop.isFinite ? cardTop : 0,
                                                                               pictureBox, cardColor)
            self.cardHeight = cardHeight.isNaN ? 1 : min(max(1, cardHeight), 16_384)
        }
    }

    /// What a card says in words, for the caller to draw in `card` (window coordinates).
    public enum Words {
        /// A row without pictures: card `item` is numbered.
        case number(item: Int, card: ViewFrame)
        /// Its picture takes a while.
        case loading(card: ViewFrame)
        /// Its picture cannot be shown, for `reason`.
        case cannotShow(reason: String, card: ViewFrame)
    }

    /// How the cards look.
    public let look: Look
    /// How many pictures there are (0: numbered cards).
    public let count: Int
    let path: (Int) -> FilePath
    /// Paints picture `picture`'s caption onto its composed card, once, off screen.
    let caption: ((Int, UnsafeMutablePointer<SDL_Surface>) -> Void)?
    let shelf: PictureShelf
    /// The cards composed side by side.
    let band = ComposedLayer<BandKey>()
    private(set) var clock = 0.0
    /// Whether the cards may be composed once into a band (SDL's software renderer only).
    public var composesBand = true
    /// Whether each frame waits for the pictures asked for (headless replay).
    public var waitsForPictures: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }

    /// Cards showing `count` pictures, picture `i` read from `path(i)`, looking
    /// as `look` says; `caption` paints a picture's caption onto its card once
    /// when given; decodes stop waiting when `interrupted` says so.
    public init(count: Int, path: @escaping (Int) -> FilePath, look: Look,
                caption: ((Int, UnsafeMutablePointer<SDL_Surface>) -> Void)? = nil,
                interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.count = max(0, count)
        self.path = path
        self.look = look
        self.caption = caption
        shelf = PictureShelf(interrupted: interrupted)
    }

    /// The picture card `item` shows.
    public func picture(ofItem item: Int) -> Int { count == 0 ? item : item % count }

    /// The pictures of the cards in `row`'s view.
    func pictures(inView row: CardLoop) -> [Int] {
        row.visibleSlots.compactMap { row.item(atSlot: $0).map(picture(ofItem:)) }
    }

    /// Asks for the pictures of the cards in `row`'s view not yet asked for, at `time`.
    public func request(_ row: CardRowView, time: Double) {
        clock = max(clock, time)
        guard count > 0 else { return }
        let w = Int32(min(row.row.cardExtent, 16_384)), h = Int32(look.cardHeight), box = look.pictureBox
        for picture in pictures(inView: row.row) where shelf[picture] == nil {
            let layout = PageLayout(width: w, height: h, background: look.background, card: (0, 0, w, h, look.cardColor(picture)),
                                    boxX: box.x, boxY: box.y, boxWidth: box.width, boxHeight: box.height,
                                    maxScale: PageLayout.largestScale)
            shelf.request(picture, path: path(picture), layout: layout, at: clock)
        }
    }

    /// Moves to `time` and turns finished decodes into textures of `renderer`
    /// (fading in when the row is `inView`).
    public func advance(to time: Double, renderer: Renderer, inView: Bool) {
        clock = max(clock, time)
        shelf.collect(renderer: renderer.pointer, at: clock, finish: { picture, surface in self.caption?(picture, surface) },
                      inView: { _ in inView })
    }

    /// Whether the cards in `row`'s view show their pictures in full (or why they cannot).
    public func areShown(_ row: CardRowView) -> Bool { count == 0 || shelf.areSettled(pictures(inView: row.row), at: clock) }

    /// When the cards next need a frame after `now` (fades, decodes under way), `row` showing.
    public func nextFrame(after now: Double, row: CardRowView) -> Double? {
        shelf.nextFrame(after: now, showing: pictures(inView: row.row))
    }

    /// Waits up to `seconds` for every decode asked for to end.
    public func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }

    /// Shown again after a while away: pictures still loading count their wait from `time`.
    public func resume(at time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
    }

    /// The textures the cards hold.
    public var textureCount: Int { shelf.readyCount }
}
