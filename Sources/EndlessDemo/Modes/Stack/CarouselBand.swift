import CSDL
import ScrollViewsSDL
import InfiniteScrolling

/// The feed's carousel row as drawn: a card per visible slot at the row's
/// offset (copies drawn like the cards they copy), their pictures fading in,
/// and the band's background only where no card covers it. At rest, with every
/// card in view settled, the band is drawn once into a full-width texture and
/// copied from there — one contiguous copy, as cheap as the floor's — until the
/// row moves or a picture changes.
final class CarouselBand {
    /// What the cards show: the pictures, whether there are any (else numbered
    /// cards), the clock they fade in on, a card's picture key and colour.
    struct Pictures {
        let shelf: PictureShelf
        let shown: Bool
        let clock: Double
        let key: (Int) -> Int
        let color: (Int) -> SDL_Color
    }

    /// The band as last drawn at rest, and what it showed.
    private let band = ComposedLayer<[Int]>()

    /// Draws `row`'s band at window y `top`, `bandHeight` tall and `width` wide.
    func draw(_ row: CardLoop, top: Double, height bandHeight: Double, width: Double, pictures: Pictures,
              canvas: Canvas) {
        guard canvas.composesLayers, let key = key(of: row, width: width, pictures: pictures) else {
            band.invalidate()  // out of date; the texture is kept for the next rest
            return drawCards(row, top: top, height: bandHeight, width: width, pictures: pictures, canvas: canvas)
        }
        let shown = canvas.show(key, in: band, width: Int32(max(1, width)), height: Int32(bandHeight)) {
            drawCards(row, top: 0, height: bandHeight, width: width, pictures: pictures, canvas: canvas)
        }
        guard shown else { return drawCards(row, top: top, height: bandHeight, width: width, pictures: pictures, canvas: canvas) }
        band.copy(toX: 0, y: Int32(top.rounded()), renderer: canvas.drawing)
    }

    /// What the band shows, when it can be kept: the window width, the row's
    /// offset in whole pixels and the cards in view; nil while anything in it changes.
    private func key(of row: CardLoop, width: Double, pictures: Pictures) -> [Int]? {
        guard !row.axis.isMoving, !row.axis.isPointerDown else { return nil }
        var key = [Int(width.rounded()), Int(saturating: row.axis.offset.rounded())]
        for slot in row.visibleSlots {
            guard let item = row.item(atSlot: slot) else { continue }
            if pictures.shown {
                guard let picture = pictures.shelf[pictures.key(item)], picture.isSettled(at: pictures.clock) else {
                    return nil
                }
            }
            key.append(item)
        }
        return key
    }

    /// The carousel row: a card per visible slot (copies drawn like the cards
    /// they copy), at whole pixels, and the band's background only where no card
    /// covers it (above, below, the gaps: the software renderer pays per pixel).
    private func drawCards(_ row: CardLoop, top: Double, height band: Double, width: Double, pictures: Pictures,
                           canvas: Canvas) {
        let clock = pictures.clock
        let background = StackMode.background
        let cardTop = (top + 10).rounded(), cardBottom = cardTop + StackMode.cardHeight
        canvas.fill(x: 0, y: top, w: width, h: cardTop - top, background)
        canvas.fill(x: 0, y: cardBottom, w: width, h: top + band - cardBottom, background)
        if row.itemCount == 0 {
            canvas.fill(x: 0, y: cardTop, w: width, h: StackMode.cardHeight, background)
            canvas.text.draw("no cards (--items 0)", x: Int32(StackMode.inset), y: Int32(top + band / 2 - 10), size: 18,
                             color: SDL_Color(200, 205, 220))
            return
        }
        var covered = 0.0
        for slot in row.visibleSlots {
            guard let item = row.item(atSlot: slot) else { continue }
            let x = (StackMode.inset + row.x(ofSlot: slot) - row.axis.offset).rounded()
            if x > covered { canvas.fill(x: covered, y: cardTop, w: x - covered, h: StackMode.cardHeight, background) }
            covered = max(covered, x + StackMode.cardWidth)
            let rect = SDL_FRect(x: Float(x), y: Float((top + 10).rounded()), w: Float(StackMode.cardWidth),
                                 h: Float(StackMode.cardHeight))
            let key = pictures.key(item)
            let picture = pictures.shelf[key]
            if picture?.isReady != true || picture?.opacity(at: clock) ?? 0 < 1 {
                canvas.fill(x: x, y: (top + 10).rounded(), w: StackMode.cardWidth, h: StackMode.cardHeight, pictures.color(key))
            }
            picture?.draw(on: canvas.renderer, rect: rect, at: clock)
            canvas.inBox(ViewFrame(x: x, y: (top + 10).rounded(), width: StackMode.cardWidth, height: StackMode.cardHeight)) {
                if !pictures.shown || picture?.isReady != true {
                    let label = !pictures.shown ? "card \(item + 1)" : picture?.showsLoadingNotice(at: clock) == true ? "loading…" : ""
                    if !label.isEmpty {
                        canvas.text.draw(canvas.text.fitted(label, width: StackMode.cardWidth - 32, size: 20, bold: true),
                                         x: Int32(x + 16), y: Int32(top + 24), size: 20, bold: true,
                                         color: SDL_Color(235, 235, 240))
                    }
                }
                if case .failed(let reason)? = picture {
                    canvas.text.draw(canvas.text.fitted(reason, width: StackMode.cardWidth - 20, size: 13), x: Int32(x + 10),
                                     y: Int32(top + 24), size: 13, color: SDL_Color(255, 200, 190))
                }
            }
        }
        if covered < width { canvas.fill(x: covered, y: cardTop, w: width - covered, h: StackMode.cardHeight, background) }
    }
}
