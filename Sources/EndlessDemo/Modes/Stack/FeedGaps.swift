import CSDL
import ScrollViewsSDL

/// What the feed's children leave uncovered — the spacing between them and
/// any space above or below the content while it is pulled past an edge —
/// painted in the feed's background, rather than clearing the whole window.
enum FeedGaps {
    /// Paints the gaps of the children of `changes`, placed by `layout`, the feed
    /// at `offset` in a window `width` × `height`.
    static func fill(_ changes: FeedChanges, layout: FeedContainer.Layout, offset: Double, width: Double,
                     height: Double, canvas: Canvas) {
        let color = StackMode.background, container = changes.container
        canvas.fill(x: 0, y: 0, w: width, h: max(0, -offset), color)
        var end = 0.0
        for (i, placement) in layout.placements.enumerated() {
            let top = changes.top(of: placement.id)
            if i > 0 { canvas.fill(x: 0, y: top - container.spacing - offset, w: width, h: container.spacing, color) }
            end = top + (changes.heights[placement.id] ?? container[placement.id].contentHeight)
        }
        canvas.fill(x: 0, y: end - offset, w: width, h: max(0, height - (end - offset)), color)
    }
}
