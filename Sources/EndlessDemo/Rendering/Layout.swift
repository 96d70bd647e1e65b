/// The demo's layout numbers, named once: every mode and the help bar read
/// them from here.
enum Layout {
    /// The help line's bar along the bottom of the window.
    static let helpBarHeight = 30.0
    /// The header bar along the top: the mode's title and its technique in a line.
    static let headerHeight = 54.0

    /// Paged cards (banner, carousel): where a card starts in a window
    /// `windowHeight` tall — 36 px under the header from 500 px tall, less in
    /// a shorter window (6 px at 240 px).
    static func cardTop(windowHeight: Double) -> Double {
        headerHeight + min(36, max(6, (windowHeight - 240) / 260 * 30 + 6))
    }
    /// The room kept below a card for its page dots, its status line and the
    /// help bar: 160 px from 500 px tall, a third of a shorter window.
    static func cardBottomRoom(windowHeight: Double) -> Double { min(160, max(64, windowHeight * 0.32)) }
    /// The least a card is tall.
    static let cardMinimumHeight = 40.0

    /// A card's height in a window `windowHeight` tall.
    static func cardHeight(windowHeight: Double) -> Double {
        max(cardMinimumHeight, windowHeight - cardTop(windowHeight: windowHeight) - cardBottomRoom(windowHeight: windowHeight))
    }

    /// How much a card's contents are scaled in a card `cardHeight` tall: 1
    /// from 250 px, less in a shorter card (its text, the room for its caption).
    static func cardScale(cardHeight: Double) -> Double { min(1, max(0.2, cardHeight / 250)) }

    /// A paged card's page: the window above the help bar.
    static func pageHeight(windowHeight: Double) -> Double { max(1, windowHeight - helpBarHeight) }

    /// The pager's pages: the picture's box from the top and the room below it,
    /// and the caption and page number lines, from the page's bottom.
    static let pictureTop = 66.0
    /// The pager's gutter at each side of the picture's box: 4 % of the window, at least 16 px.
    static func pictureGutter(windowWidth: Double) -> Double { max(16, windowWidth * 0.04) }
    /// The pager's picture box (x, y, width, height) in a page `width` × `height`.
    static func pictureBox(width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let gutter = pictureGutter(windowWidth: width)
        return (gutter, pictureTop, max(1, width - 2 * gutter), max(1, height - pictureBottomRoom))
    }
    static let pictureBottomRoom = 190.0
    static let captionFromBottom = 114.0
    static let pageNumberFromBottom = 66.0
}
