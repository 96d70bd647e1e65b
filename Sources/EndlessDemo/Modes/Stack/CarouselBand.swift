import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import PicturesSDL

/// The feed's carousel row as drawn: a card per visible slot at the row's
/// offset (copies drawn like the cards they copy), their pictures fading in,
/// and the band's background only where no card covers it. While every card
/// in and beside the view is settled, the cards are composed once into a band
/// (`ComposedLayer`) — those in view and one more on either side — which is
/// copied at the row's offset while it moves and rests, and composed again
/// when a card beyond it comes into view or a picture changes.
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

    /// What the band shows: its slots, the row's height, and each slot's card
    /// (its item and its picture's texture, 0 without one, 1 for an error card).
    struct Key: Equatable {
        var slots: Range<Int>
        var height: Int32
        var cards: [Int]
    }

    /// The cards composed side by side.
    let band = ComposedLayer<Key>()

    /// Draws `row`'s band at window y `top`, `bandHeight` tall and `width` wide.
    func draw(_ row: CardLoop, top: Double, height bandHeight: Double, width: Double, pictures: Pictures,
              canvas: Canvas) {
        let visible = row.visibleSlots
        guard row.itemCount > 0, !visible.isEmpty else {
            return drawCards(row, slots: visible, top: top, height: bandHeight, left: 0, width: width, pictures: pictures, canvas: canvas)
        }
        // The band's slots: its own while they hold those in view, else those in view and one more on either side.
        let slots = band.key.flatMap { $0.slots.lowerBound <= visible.lowerBound && visible.upperBound <= $0.slots.upperBound ? $0.slots : nil }
            ?? (visible.lowerBound - 1)..<(visible.upperBound + 1)
        let pitch = row.pitch, h = Int32(bandHeight)
        let bandX = (StackMode.inset + row.x(ofSlot: slots.lowerBound) - row.axis.offset).rounded(.down)
        guard let key = key(of: row, slots: slots, height: h, pictures: pictures),
              canvas.show(key, in: band, width: Int32(Double(slots.count) * pitch), height: h, {
                  drawCards(row, slots: slots, top: 0, height: bandHeight, left: StackMode.inset + row.x(ofSlot: slots.lowerBound),
                            width: Double(slots.count) * pitch, pictures: pictures, canvas: canvas)
              }) else {
            // One card more on the left: the row is drawn `StackMode.inset` px right of the slots in view.
            return drawCards(row, slots: (visible.lowerBound - 1)..<visible.upperBound, top: top, height: bandHeight,
                             left: row.axis.offset, width: width, pictures: pictures, canvas: canvas)
        }
        // The part of the band in the window, and the background beside it.
        let from = max(0, -bandX), to = min(Double(band.width), width - bandX)
        if to > from {
            band.copy(SDL_Rect(x: Int32(from), y: 0, w: Int32(to - from), h: h), toX: Int32(bandX + from), y: Int32(top.rounded()),
                      renderer: canvas.drawing)
        }
        canvas.fill(x: 0, y: top.rounded(), w: bandX + from, h: Double(h), StackMode.background)
        canvas.fill(x: bandX + to, y: top.rounded(), w: width - bandX - to, h: Double(h), StackMode.background)
    }

    /// What the band of `slots` shows, when it can be kept: nil while a
    /// picture in it is loading or fading in.
    private func key(of row: CardLoop, slots: Range<Int>, height: Int32, pictures: Pictures) -> Key? {
        var cards: [Int] = []
        for slot in slots {
            guard let item = row.item(atSlot: slot) else { cards += [-1, 0]; continue }
            var picture = 0
            if pictures.shown {
                let shown = pictures.shelf[pictures.key(item)]
                guard let shown, shown.isSettled(at: pictures.clock) else { return nil }
                picture = shown.texture.map { Int(bitPattern: $0) } ?? 1
            }
            cards += [item, picture]
        }
        return Key(slots: slots, height: height, cards: cards)
    }

    /// The cards of `slots` (copies drawn like the cards they copy), at whole
    /// pixels, and the row's background only where no card covers it (above,
    /// below, the gaps: the software renderer pays per pixel); `left` is the
    /// row's offset at the drawing's left edge, `width` how far it goes.
    private func drawCards(_ row: CardLoop, slots: Range<Int>, top: Double, height band: Double, left: Double, width: Double,
                           pictures: Pictures, canvas: Canvas) {
        // Whole rows, as the band is copied.
        let top = top.rounded()
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
        for slot in slots {
            guard let item = row.item(atSlot: slot) else { continue }
            let x = (StackMode.inset + row.x(ofSlot: slot) - left).rounded(.down)
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
