/// The demo's layout numbers, named once: every mode and the help bar read
/// them from here.
enum Layout {
    /// The help line's bar along the bottom of the window.
    static let helpBarHeight = 30.0
    /// The header bar along the top: the mode's title and its technique in a line.
    static let headerHeight = 54.0

    /// Paged cards (banner, carousel): where a card starts, the room kept
    /// below it for the page dots and the status line, and the least it is tall.
    static let cardTop = 90.0
    static let cardBottomRoom = 250.0
    static let cardMinimumHeight = 40.0

    /// A card's height in a window `windowHeight` tall.
    static func cardHeight(windowHeight: Double) -> Double { max(cardMinimumHeight, windowHeight - cardBottomRoom) }

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
    static let captionFromBottom = 110.0
    static let pageNumberFromBottom = 66.0
}
