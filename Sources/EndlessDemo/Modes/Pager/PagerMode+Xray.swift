import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import Pictures

/// The pager's x-ray: the ring's three slots where they are, which one is
/// shown, and a map of the ring — the viewport in its three pages, the band
/// it may move in before the ring shifts, the shifts so far.
extension PagerMode {
    func drawXray(_ canvas: Canvas) {
        let pageExtent = width, numbers = pager.livePages
        let shown = Int(saturating: (axis.offset / pageExtent + 0.5).rounded(.down))
        let top = Layout.headerHeight + 6
        for (number, page, x) in pagesOnScreen {
            let slot = numbers.firstIndex(of: number) ?? 1
            let color = slot == shown ? Xray.live : Xray.pooled
            canvas.outline(x: x + 3, y: top, w: pageExtent - 6, h: height - top - Layout.helpBarHeight - 4, color, thickness: 3)
            let entry = library.entries[page.picture].caption
            let role = slot == 1 ? "middle slot" : slot == 0 ? "slot before" : "slot after"
            canvas.tag("\(role) · page \(ordinal(numbers[slot])) · \(entry)\(slot == shown ? " · shown" : "")",
                       x: max(8, x + 12), y: top + 8, color)
        }
        // The ring's map, at the bottom left above the caption (the HUD takes the top right).
        let mapWidth = min(420, width - 32), mapHeight = 104.0
        let captionTop = captionFrames.map(\.y).min() ?? height
        let left = 16.0, mapTop = min(height - Layout.helpBarHeight - mapHeight - 12, captionTop - mapHeight - 6)
        guard mapWidth > 120, mapTop > top + 40 else { return }
        canvas.fill(x: left, y: mapTop, w: mapWidth, h: mapHeight, Xray.panel)
        let slotWidth = (mapWidth - 24) / 3, barTop = mapTop + 26, barHeight = 26.0
        let scale = slotWidth / pageExtent
        // The offsets the view may take without a shift: 0.5 to 1.5 pages.
        canvas.fill(x: left + 12 + 0.5 * slotWidth, y: barTop + barHeight + 2, w: slotWidth * 2, h: 3, SDL_Color(80, 90, 110))
        for slot in 0..<3 {
            let x = left + 12 + Double(slot) * slotWidth
            canvas.fill(x: x + 2, y: barTop, w: slotWidth - 4, h: barHeight, slot == shown ? SDL_Color(40, 70, 90) : SDL_Color(50, 44, 36))
            canvas.text.drawMono("p\(ordinal(numbers[slot]))", x: Int32(x + 8), y: Int32(barTop + 5), size: 12,
                                 color: Xray.ink)
        }
        canvas.outline(x: left + 12 + axis.offset * scale, y: barTop - 4, w: pageExtent * scale, h: barHeight + 8, Xray.live, thickness: 2)
        canvas.xrayLines(["ring of 3 pages · view at \(fixed(axis.offset / pageExtent, 2)) pages"],
                         x: left + 12, y: mapTop + 6, size: 12)
        canvas.xrayLines(["shifts \(pager.ring?.shiftCount ?? 0): past 1.5 or under 0.5 pages the ring",
                          "drops a page, makes one, moves the view a page"],
                         x: left + 12, y: barTop + barHeight + 10, size: 12, lineHeight: 16)
    }
}
