import CSDL
import ScrollViewsSDL
import InfiniteScrolling

/// The feed's x-ray (`FeedXray`).
extension StackMode {
    func drawXray(_ canvas: Canvas) {
        FeedXray(changes: changes, layout: layout, lists: lists, row: row, strip: strip, boxOffset: boxAxis.offset,
                 boxRows: boxVisibleRows, offset: axis.offset, width: width, height: height).draw(canvas)
    }
}
