import CSDL
import ScrollViewsSDL
import ScrollViews
import InfiniteScrolling

/// The feed's box as drawn at window y `top`, `frame` px tall, in a window
/// `width` × `windowHeight`, its content scrolled by `offset`: a border, its
/// visible rows clipped to its inside and to the window, its own background
/// where no row is, and its indicator, dark on its light rows.
@MainActor
struct FeedBoxDrawing {
    let top: Double
    let frame: Double
    let width: Double
    let windowHeight: Double
    let offset: Double

    /// Draws the box `placement` places with its `rows` in view and its `indicator` at `clock`.
    func draw(_ placement: Feed.Placement, rows: StackedRows<FeedChild>, indicator: ScrollIndicator, at clock: Double,
              canvas: Canvas) {
        let x = StackMode.inset, w = max(1, width - 2 * StackMode.inset)
        // The top and bottom borders with their margins; the rows bring the sides.
        for y in [top, top + frame - 2] {
            canvas.fill(x: 0, y: y, w: x, h: 2, StackMode.background)
            canvas.fill(x: x, y: y, w: w, h: 2, StackMode.boxBorder)
            canvas.fill(x: x + w, y: y, w: max(0, width - x - w), h: 2, StackMode.background)
        }
        let rowsEnd = top + 2 + Double(StackMode.boxRows) * StackMode.boxRowHeight - offset
        if rows.cells[.box]?.cells.isEmpty ?? true || rowsEnd < top + frame - 2 {
            // Where no row is (rows not made yet, or past the last): the box's own background.
            canvas.fill(x: 0, y: top + 2, w: x, h: frame - 4, StackMode.background)
            canvas.fill(x: x, y: top + 2, w: w, h: frame - 4, StackMode.boxBorder)
            canvas.fill(x: x + 2, y: top + 2, w: w - 4, h: frame - 4, SDL_Color(60, 110, 86))
            canvas.fill(x: x + w, y: top + 2, w: max(0, width - x - w), h: frame - 4, StackMode.background)
        }
        rows.draw(placement, inset: 2, clipBottom: windowHeight)
        // Its own indicator, dark on its light rows, inside its frame.
        let track = (start: max(top + 6, Layout.headerHeight), end: min(top + frame - 6, windowHeight))
        guard track.end > track.start + 20 else { return }
        canvas.drawing.drawIndicator(indicator, at: clock, orientation: .vertical, trackStart: top + 6, trackLength: frame - 12,
                          edge: x + w - ScrollIndicator.thickness - 5, offset: offset,
                          content: Double(StackMode.boxRows) * StackMode.boxRowHeight, viewport: frame,
                          color: SDL_Color(20, 50, 36, 170))
    }
}
