import CSDL
import ScrollViews
import ScrollViewsSDL

/// What the feed's children leave uncovered — the spacing between them and
/// any space above or below the content while it is pulled past an edge —
/// painted in the feed's background, rather than clearing the whole window.
@MainActor
enum FeedGaps {
    /// Paints the gaps between the children of `feed` in a window `width` × `height`.
    static func fill(_ feed: Feed, width: Double, height: Double, canvas: Canvas) {
        let color = StackMode.background
        var end = feed.frame.y - feed.offset
        canvas.fill(x: 0, y: 0, w: width, h: max(0, end), color)
        for placement in feed.placements {
            if placement.top > end { canvas.fill(x: 0, y: end, w: width, h: placement.top - end, color) }
            end = max(end, placement.top + placement.height)
        }
        canvas.fill(x: 0, y: end, w: width, h: max(0, height - end), color)
    }
}
