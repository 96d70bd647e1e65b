import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// The carousel row's pictures: asked for as cards come into view, decoded off
/// the render thread, captions painted into their composed cards.
extension StackMode {
    /// Cards share a picture when the row has more cards than pictures.
    func pictureKey(_ item: Int) -> Int { entries.isEmpty ? item : item % entries.count }

    /// The pictures of the cards in the row's view.
    var visiblePictureKeys: [Int] {
        let row = self.row
        return row.visibleSlots.compactMap { row.item(atSlot: $0).map(pictureKey) }
    }

    func requestVisibleCards() {
        guard !entries.isEmpty, isChildOnScreen(FeedChild.carousel) else { return }
        let row = self.row
        for slot in row.visibleSlots {
            guard let item = row.item(atSlot: slot) else { continue }
            let key = pictureKey(item)
            guard shelf[key] == nil else { continue }
            let w = Int32(StackMode.cardWidth), h = Int32(StackMode.cardHeight)
            let layout = PageLayout(width: w, height: h, background: StackMode.background,
                                    card: (0, 0, w, h, cardColor(key)),
                                    boxX: 10, boxY: 10, boxWidth: StackMode.cardWidth - 20,
                                    boxHeight: StackMode.cardHeight - 56, maxScale: PageLayout.largestScale)
            shelf.request(key, path: entries[key].path, layout: layout, at: clock)
        }
    }

    func cardColor(_ key: Int) -> SDL_Color { .hsv(Double(key * 47 % 360), 0.3, 0.38) }

    func collectPictures() {
        let inView = isChildOnScreen(.carousel)
        shelf.collect(renderer: canvas.renderer, at: clock, finish: paintCaption, inView: { _ in inView })
    }

    /// The card's caption, painted once into its composed page.
    func paintCaption(key: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        let caption = canvas.text.fitted(entries[key].caption, width: Double(surface.pointee.w) - 16, size: 20, bold: true)
        let size = canvas.text.size(of: caption, size: 20, bold: true)
        canvas.paint([TextRun(caption, size: 20, bold: true, x: surface.pointee.w / 2 - size.w / 2,
                              y: surface.pointee.h - 38)], ink: SDL_Color(245, 245, 250), onto: surface)
    }

    var picturesShown: Bool {
        guard !entries.isEmpty, isChildOnScreen(FeedChild.carousel) else { return true }
        return shelf.areSettled(visiblePictureKeys, at: clock)
    }

    func waitForPictures(timeout seconds: Double) { shelf.waitUntilIdle(timeout: seconds) }
}
