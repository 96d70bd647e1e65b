import CSDL
import ScrollViewsSDL

extension PictureCards {
    /// What the band shows: its slots, the row's height, and each slot's card
    /// (its item and its picture's texture, 0 without one, 1 for an error card).
    struct BandKey: Equatable {
        var slots: Range<Int>
        var height: Int32
        var cards: [Int]
    }

    /// Draws `view`'s cards across `strip` (window coordinates: the row's band,
    /// the cards starting at the row's own left edge) on `renderer`: a card per
    /// visible slot at the row's offset (copies drawn like the cards they
    /// copy), their pictures fading in, the background only where no card is;
    /// what a card says to `words`, to draw where it says on the renderer's
    /// target (the band's, while the cards are composed into it).
    public func draw(_ view: CardRowView, in strip: ViewFrame, on renderer: Renderer, words: (Words) -> Void = { _ in }) {
        shelf.lastRender = clock
        let strip = strip.held
        let row = view.row, inset = view.frame.x - strip.x, width = strip.width
        let clip = NarrowedClip(renderer: renderer, frame: strip)
        defer { clip.restore() }
        let visible = row.visibleSlots
        let top = strip.y, bandHeight = strip.height
        guard row.itemCount > 0, !visible.isEmpty else {
            return drawCards(row, slots: visible, top: top, height: bandHeight, inset: inset, left: 0, strip: strip,
                             renderer: renderer, words: words)
        }
        // The band's slots: its own while they hold those in view, else those in view and one more on either side.
        let slots = band.key.flatMap { $0.slots.lowerBound <= visible.lowerBound && visible.upperBound <= $0.slots.upperBound ? $0.slots : nil }
            ?? (visible.lowerBound - 1)..<(visible.upperBound + 1)
        let pitch = row.pitch, h = Int32(bandHeight)
        let bandX = (inset + row.x(ofSlot: slots.lowerBound) - row.axis.offset).rounded(.down)
        let bandFrame = ViewFrame(x: 0, y: 0, width: Double(slots.count) * pitch, height: bandHeight)
        guard composesBand, renderer.drawsInSoftware, let key = key(of: row, slots: slots, height: h),
              band.show(key, width: Int32(bandFrame.width), height: h, renderer: renderer, compose: {
                  drawCards(row, slots: slots, top: 0, height: bandHeight, inset: inset,
                            left: inset + row.x(ofSlot: slots.lowerBound), strip: bandFrame, renderer: renderer, words: words)
              }) else {
            // One card more on the left: the row is drawn `inset` px right of the slots in view.
            return drawCards(row, slots: (visible.lowerBound - 1)..<visible.upperBound, top: top, height: bandHeight,
                             inset: inset, left: row.axis.offset, strip: strip, renderer: renderer, words: words)
        }
        // The part of the band in the strip, and the background beside it.
        let from = max(0, -bandX), to = min(Double(band.width), width - bandX)
        if to > from {
            band.copy(SDL_Rect(x: Int32(from), y: 0, w: Int32(to - from), h: h), toX: Int32(strip.x + bandX + from),
                      y: Int32(top.rounded()), renderer: renderer)
        }
        renderer.fill(x: strip.x, y: top.rounded(), w: bandX + from, h: Double(h), look.background, within: strip.wholePixels)
        renderer.fill(x: strip.x + bandX + to, y: top.rounded(), w: width - bandX - to, h: Double(h), look.background,
                      within: strip.wholePixels)
    }

    /// What the band of `slots` shows, when it can be kept: nil while a
    /// picture in it is loading or fading in.
    private func key(of row: CardLoop, slots: Range<Int>, height: Int32) -> BandKey? {
        var cards: [Int] = []
        for slot in slots {
            guard let item = row.item(atSlot: slot) else { cards += [-1, 0]; continue }
            var picture = 0
            if count > 0 {
                guard let shown = shelf[self.picture(ofItem: item)], shown.isSettled(at: clock) else { return nil }
                picture = shown.texture.map { Int(bitPattern: $0) } ?? 1
            }
            cards += [item, picture]
        }
        return BandKey(slots: slots, height: height, cards: cards)
    }

    /// The cards of `slots` (copies drawn like the cards they copy), at whole
    /// pixels, and the background only where no card covers it (above, below,
    /// the gaps: the software renderer pays per pixel); `left` is the row's
    /// offset at `strip`'s left edge, `inset` where the row's cards start in it.
    private func drawCards(_ row: CardLoop, slots: Range<Int>, top: Double, height band: Double, inset: Double, left: Double,
                           strip: ViewFrame, renderer: Renderer, words: (Words) -> Void) {
        // Whole rows, as the band is copied.
        let top = top.rounded(), x0 = strip.x, width = strip.width
        let background = look.background, cardWidth = row.cardExtent, cardHeight = look.cardHeight
        let cardTop = (top + look.cardTop).rounded(), cardBottom = cardTop + cardHeight
        renderer.fill(x: x0, y: top, w: width, h: cardTop - top, background, within: strip.wholePixels)
        renderer.fill(x: x0, y: cardBottom, w: width, h: top + band - cardBottom, background, within: strip.wholePixels)
        guard row.itemCount > 0 else {
            renderer.fill(x: x0, y: cardTop, w: width, h: cardHeight, background, within: strip.wholePixels)
            return
        }
        var covered = 0.0
        for slot in slots {
            guard let item = row.item(atSlot: slot) else { continue }
            let x = (inset + row.x(ofSlot: slot) - left).rounded(.down)
            if x > covered { renderer.fill(x: x0 + covered, y: cardTop, w: x - covered, h: cardHeight, background, within: strip.wholePixels) }
            covered = max(covered, x + cardWidth)
            let card = ViewFrame(x: x0 + x, y: cardTop, width: cardWidth, height: cardHeight)
            let key = picture(ofItem: item)
            let shown = count > 0 ? shelf[key] : nil
            if shown?.isReady != true || shown?.opacity(at: clock) ?? 0 < 1 {
                renderer.fill(x: card.x, y: card.y, w: card.width, h: card.height, look.cardColor(key), within: strip.wholePixels)
            }
            shown?.draw(on: renderer.pointer, rect: SDL_FRect(x: Float(card.x), y: Float(card.y), w: Float(card.width),
                                                              h: Float(card.height)), at: clock)
            if count == 0 {
                words(.number(item: item, card: card))
            } else if case .failed(let reason)? = shown {
                words(.cannotShow(reason: reason, card: card))
            } else if shown?.isReady != true, shown?.showsLoadingNotice(at: clock) == true {
                words(.loading(card: card))
            }
        }
        if covered < width { renderer.fill(x: x0 + covered, y: cardTop, w: width - covered, h: cardHeight, background, within: strip.wholePixels) }
    }
}
