import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollViews

/// The feed's x-ray (`FeedXray`).
extension StackMode {
    func drawXray(_ canvas: Canvas) {
        FeedXray(feed: feed, rows: rows, row: row, strip: strip, width: width, height: height, captions: headerLines)
            .draw(canvas)
    }

    /// The feed header's lines, where they are in the window (while it is in
    /// view): the x-ray's tags keep off them. (Not `captionFrames`: the HUD,
    /// at the top right, covers the feed as it scrolls, its header included.)
    var headerLines: [ViewFrame] {
        guard let header = feed.placement(of: .header), header.height > 0 else { return [] }
        let lines = FeedPlainViews.headerLines(rows: rowCount(FeedChild.listA), width: width, text: canvas.text).count
        let top = header.top + FeedPlainViews.headerTextTop
        guard top < height, top + Double(lines) * 26 > 0 else { return [] }
        return [ViewFrame(x: 40, y: top - 2, width: max(1, width - 80), height: Double(lines) * 26 + 2)]
    }
}
