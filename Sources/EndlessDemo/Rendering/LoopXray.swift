import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import Pictures

@MainActor
extension LoopingPager {
    /// The sentinel loop's x-ray (banner and carousel): each page in view with
    /// its place among the n + 2 pages (copies in pink), and a map of all the
    /// pages — the copy at each end, the viewport, the wraps — laid over the
    /// bottom of the cards.
    func drawXray(_ canvas: Canvas, cardTop: Double, cardHeight: Double, viewportExtent width: Double,
                  above captionTop: Double = .infinity) {
        let n = loop.itemCount
        guard n > 0 else { return }
        forEachVisiblePage(viewportExtent: width) { item, x in
            let page = Int(saturating: ((x + axis.offset) / pageExtent).rounded())
            let isCopy = n >= 2 && (page == 0 || page == n + 1)
            let color = isCopy ? Xray.copy : Xray.live
            canvas.outline(x: x + 10, y: cardTop, w: pageExtent - 20, h: cardHeight, color, thickness: 3)
            let text = isCopy ? "page \(page + 1) of \(loop.pageCount) · copy of item \(item + 1)"
                              : "page \(page + 1) of \(loop.pageCount) · item \(item + 1)"
            canvas.tag(text, x: max(8, x + 18), y: cardTop + 8, color)
        }
        // The map at the card's foot, above its caption.
        let mapHeight = 84.0, mapTop = min(cardTop + cardHeight - mapHeight - 10, captionTop - mapHeight - 6)
        guard mapTop >= cardTop + 36, width > 200 else { return }
        let left = 30.0, span = width - 60
        canvas.fill(x: left - 8, y: mapTop, w: span + 16, h: mapHeight, Xray.panel)
        let pages = loop.pageCount, pitch = span / Double(pages)
        let barTop = mapTop + 26, barHeight = 24.0
        for page in 0..<pages {
            let isCopy = n >= 2 && (page == 0 || page == n + 1)
            // Many pages: the copies stay at least 6 px wide so that they show.
            let w = max(isCopy ? 6 : 1, pitch - (pitch > 6 ? 2 : 0))
            let x = page == pages - 1 && isCopy ? left + span - w : left + Double(page) * pitch
            canvas.fill(x: x, y: barTop, w: w, h: barHeight, isCopy ? Xray.copy : SDL_Color(60, 70, 90))
            if pitch >= 30, let item = loop.item(onPage: page) {
                canvas.text.drawMono("\(item + 1)\(isCopy ? "'" : "")", x: Int32(x + 4), y: Int32(barTop + 5), size: 12,
                                     color: isCopy ? Xray.tagInk : Xray.ink)
            }
        }
        let viewX = left + axis.offset / pageExtent * pitch
        canvas.outline(x: viewX - 2, y: barTop - 4, w: max(4, pitch + 4), h: barHeight + 8, Xray.live, thickness: 2)
        if n >= 2 {
            // Where a rest on a copy jumps to: the last copy to item 1, the first to item n.
            canvas.dashes(fromX: left + pitch / 2, toX: left + Double(n) * pitch + pitch / 2, y: barTop + barHeight + 6, Xray.copy)
        }
        canvas.xrayLines(["\(n) items as \(pages) pages (a copy at each end, pink) · view at page \(fixed(axis.offset / pageExtent + 1, 2)) · wraps \(wrapCount)"],
                         x: left, y: mapTop + 6, size: 12)
        canvas.xrayLines(["at rest on a copy the view jumps n pages to the real page (dashes); a drag wraps the same way"],
                         x: left, y: barTop + barHeight + 12, size: 12)
    }
}
