import ScrollViews
import CSDL
import PicturesSDL
import ScrollViewsSDL

/// The feed's layout step: the cells of the rows in view, the cards' pictures.
extension StackMode {
    /// Cells for the lists' and the box's rows in view; the carousel's pictures asked for.
    func relayout() {
        rows.show(feed.placements)
        if isChildOnScreen(.carousel) { cards.request(carousel, time: clock) }
    }

    /// Whether the cards in view show their pictures in full.
    var picturesShown: Bool { !isChildOnScreen(.carousel) || cards.areShown(carousel) }

    func waitForPictures(timeout seconds: Double) { cards.waitForPictures(timeout: seconds) }

    /// Whether `child` is (partly) in the viewport.
    func isChildOnScreen(_ child: FeedChild) -> Bool {
        feed.placementsInView.contains { $0.id == child }
    }
}

extension StackMode {
    /// The carousel's cards over `library`: `count` cards of at most 64 of its
    /// pictures chosen by `seed`, each card's caption painted once with `canvas`.
    static func cards(of library: ImageLibrary, count: Int, seed: UInt64, canvas: Canvas) -> PictureCards {
        let entries = library.picks(count: min(count, 64), seed: seed ^ 0x5EED)
        let look = PictureCards.Look(background: StackMode.background, cardHeight: StackMode.cardHeight, cardTop: 10,
                                     pictureBox: ViewFrame(x: 10, y: 10, width: StackMode.cardWidth - 20,
                                                           height: StackMode.cardHeight - 56),
                                     cardColor: { .hsv(Double($0 * 47 % 360), 0.3, 0.38) })
        return PictureCards(count: entries.count, path: { entries[$0].path }, look: look, caption: { picture, surface in
            let caption = canvas.text.fitted(entries[picture].caption, width: Double(surface.pointee.w) - 16, size: 20, bold: true)
            let size = canvas.text.size(of: caption, size: 20, bold: true)
            canvas.paint([TextRun(caption, size: 20, bold: true, x: surface.pointee.w / 2 - size.w / 2, y: surface.pointee.h - 38)],
                         ink: SDL_Color(245, 245, 250), onto: surface)
        }, interrupted: { Interruption.signal != nil })
    }
}
