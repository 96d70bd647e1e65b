import CSDL
import ScrollViewsSDL

/// What a grid cell says in words: the picture's file name over the bottom of
/// the cell under the pointer or the focus, and on a cell whose picture cannot
/// be shown, its name and why.
enum CellCaption {
    static let size: Int32 = 12
    static let band = SDL_Color(12, 14, 20, 200), ink = SDL_Color(235, 238, 245)
    static let failureInk = SDL_Color(230, 140, 140)

    /// The file name `name` on a band across the bottom of `cell`.
    static func drawName(_ name: String, in cell: ViewFrame, canvas: Canvas) {
        let height = 20.0
        guard cell.width > 24, cell.height > height * 2 else { return }
        canvas.fill(x: cell.x, y: cell.y + cell.height - height, w: cell.width, h: height, band)
        canvas.inBox(cell) {
            canvas.text.draw(canvas.text.fitted(name, width: cell.width - 8, size: size), x: Int32(cell.x + cell.width / 2),
                             y: Int32(cell.y + cell.height - height + 3), size: size, color: ink, centered: true)
        }
    }

    /// A cell whose picture `name` cannot be shown, for `reason`: a "!", the name, the reason.
    static func drawFailure(name: String, reason: String, in cell: ViewFrame, background: SDL_Color, canvas: Canvas) {
        let middle = Int32(cell.x + cell.width / 2), top = cell.y + cell.height / 2
        canvas.inBox(cell) {
            guard cell.width > 40, cell.height > 90 else {
                // Too small for words: the "!" alone, in the middle.
                guard cell.width > 24, cell.height > 34 else { return }
                return canvas.text.draw("!", x: middle, y: Int32(top - 15), size: 24, bold: true, color: failureInk,
                                        centered: true, background: background)
            }
            canvas.text.draw("!", x: middle, y: Int32(top - 34), size: 24, bold: true, color: failureInk, centered: true,
                             background: background)
            canvas.text.draw(canvas.text.fitted(name, width: cell.width - 10, size: size, bold: true), x: middle, y: Int32(top),
                             size: size, bold: true, color: ink, centered: true, background: background)
            canvas.text.draw(canvas.text.fitted(reason, width: cell.width - 10, size: size), x: middle, y: Int32(top + 16),
                             size: size, color: failureInk, centered: true, background: background)
        }
    }
}
