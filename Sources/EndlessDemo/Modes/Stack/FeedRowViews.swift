import CSDL
import ScrollViewsSDL

/// How the rows of the feed's lists and of its box are painted for the
/// library's `StackedRows`: each stamped from a prepared template (a copy and
/// a few digits) into a full-width row, margins and the box's side borders
/// included — full-width copies are the cheapest in the software renderer
/// (measured: narrower rows cost 1.5×).
@MainActor
final class FeedRowViews {
    /// Each list's and the box's templates, striped rows in turn.
    private var stamps: [FeedChild: [RowStamp]] = [:]

    /// The templates for a window `width` wide.
    func make(width: Double, canvas: Canvas) {
        let rowWidth = Int32(max(1, width)), margin = StackMode.background
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, rowWidth - 40), h: 72)
        stamps[.listA] = [SDL_Color(236, 239, 244), SDL_Color(226, 230, 237)].map { color in
            RowStamp(canvas: canvas, width: rowWidth, height: 44, prefix: "A · row ", x: 36, y: 11, size: 17,
                     bold: false, ink: SDL_Color(40, 44, 56)) { surface in
                canvas.paintFill(surface, margin)
                canvas.paintFill(surface, color, SDL_Rect(x: inner.x, y: 0, w: inner.w, h: 44))
            }
        }
        stamps[.listB] = [RowStamp(canvas: canvas, width: rowWidth, height: 72, prefix: "B · row ", x: 94, y: 10, size: 20,
                                   bold: true, ink: SDL_Color(50, 44, 36)) { surface in
            canvas.paintFill(surface, margin)
            canvas.paintFill(surface, SDL_Color(250, 246, 238), inner)
            canvas.paintFill(surface, SDL_Color(225, 218, 205), SDL_Rect(x: inner.x, y: 71, w: inner.w, h: 1))
            canvas.paint([TextRun("a taller row of list B", size: 15, x: 94, y: 40)], ink: SDL_Color(50, 44, 36), onto: surface)
        }]
        // The box's rows are full-width too: the margins and the box's side borders are part of each row.
        let side = Int32(StackMode.inset), rowHeight = Int32(StackMode.boxRowHeight)
        stamps[.box] = [SDL_Color(214, 236, 226), SDL_Color(200, 226, 214)].map { color in
            RowStamp(canvas: canvas, width: rowWidth, height: rowHeight, prefix: "box · row ",
                     x: side + 18, y: 11, size: 17, bold: false, ink: SDL_Color(24, 60, 44)) { surface in
                canvas.paintFill(surface, margin)
                canvas.paintFill(surface, StackMode.boxBorder, SDL_Rect(x: side, y: 0, w: max(1, rowWidth - 2 * side), h: rowHeight))
                canvas.paintFill(surface, color, SDL_Rect(x: side + 2, y: 0, w: max(1, rowWidth - 2 * side - 4), h: rowHeight))
            }
        }
    }

    /// Paints row `row` of `child` onto `surface` (list B's with its coloured square).
    func paint(_ child: FeedChild, row: Int, onto surface: UnsafeMutablePointer<SDL_Surface>, canvas: Canvas) {
        guard let stamps = stamps[child], !stamps.isEmpty else { return }
        stamps[row % stamps.count].stamp(row: row + 1, onto: surface)
        if child == .listB { canvas.paintFill(surface, .hsv(Double(row * 37 % 360), 0.5, 0.8), SDL_Rect(x: 34, y: 14, w: 44, h: 44)) }
    }
}
