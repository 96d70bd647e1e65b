import CSDL
import ScrollViewsSDL

extension PhotoGrid {
    /// The caption's band and ink, and a failure's.
    static let captionBand = SDL_Color(r: 12, g: 14, b: 20, a: 200), captionInk = SDL_Color(r: 235, g: 238, b: 245, a: 255)
    static let failureInk = SDL_Color(r: 230, g: 140, b: 140, a: 255)
    static let captionSize = 12.0

    /// Draws the grid as `draw(on:)` does, with its words in `text`: on each
    /// cell whose picture cannot be shown a "!", its name (`name(item)`) and
    /// why; the names of the picture under the pointer (`hoveredItem`) and of
    /// the focused one over the bottom of their cells.
    public func draw(on renderer: Renderer, text: some TextDrawing, name: (Int) -> String) {
        draw(on: renderer)
        let clip = NarrowedClip(renderer: renderer, frame: view.scrollView.frame)
        defer { clip.restore() }
        drawable = view.scrollView.frame
        for item in view.visibleItems {
            guard let reason = failure(of: item) else { continue }
            drawFailure(name: name(item), reason: reason, in: cellFrame(ofItem: item), text: text)
        }
        for item in Set([hoveredItem, focusedItem].compactMap { $0 }) where view.visibleItems.contains(item) {
            drawName(name(item), in: cellFrame(ofItem: item), text: text, renderer: renderer)
        }
    }

    /// The item under (`x`, `y`), the pointer there (nil: it left); true when that changed what is drawn.
    public func hover(x: Double?, y: Double?) -> Bool {
        let item = x.flatMap { x in y.flatMap { view.item(atX: x, y: $0) } }
        defer { hoveredItem = item }
        return item != hoveredItem
    }

    /// The file name `name` on a band across the bottom of `cell`.
    private func drawName(_ name: String, in cell: ViewFrame, text: some TextDrawing, renderer: Renderer) {
        let height = 20.0, size = PhotoGrid.captionSize
        guard cell.width > 24, cell.height > height * 2 else { return }
        fill(x: cell.x, y: cell.y + cell.height - height, w: cell.width, h: height, PhotoGrid.captionBand, renderer)
        let shown = text.fitted(name, width: cell.width - 8, size: size, bold: false)
        text.draw(shown, x: PhotoViewer.centred(cell.x + cell.width / 2, text.size(of: shown, size: size, bold: false).width),
                  y: (cell.y + cell.height - height + 3).rounded(.towardZero), size: size, bold: false,
                  color: PhotoGrid.captionInk, over: nil, in: cell)
    }

    /// A cell whose picture `name` cannot be shown, for `reason`: a "!", the name, the reason.
    private func drawFailure(name: String, reason: String, in cell: ViewFrame, text: some TextDrawing) {
        let middle = cell.x + cell.width / 2, top = cell.y + cell.height / 2, size = PhotoGrid.captionSize
        func line(_ words: String, y: Double, size: Double, bold: Bool, color: SDL_Color) {
            text.draw(words, x: PhotoViewer.centred(middle, text.size(of: words, size: size, bold: bold).width),
                      y: y.rounded(.towardZero), size: size, bold: bold, color: color, over: look.tile, in: cell)
        }
        guard cell.width > 40, cell.height > 90 else {
            // Too small for words: the "!" alone, in the middle.
            guard cell.width > 24, cell.height > 34 else { return }
            return line("!", y: top - 15, size: 24, bold: true, color: PhotoGrid.failureInk)
        }
        line("!", y: top - 34, size: 24, bold: true, color: PhotoGrid.failureInk)
        line(text.fitted(name, width: cell.width - 10, size: size, bold: true), y: top, size: size, bold: true,
             color: PhotoGrid.captionInk)
        line(text.fitted(reason, width: cell.width - 10, size: size, bold: false), y: top + 16, size: size, bold: false,
             color: PhotoGrid.failureInk)
    }
}
