import CSDL

/// Text as the library's views draw their words (a caption, why a picture
/// cannot be shown, a panel of lines): measured, fitted and drawn by the
/// program's own text — a `TextCache`, or one of the program's.
@MainActor
public protocol TextDrawing: AnyObject {
    /// The width and height `text` takes at `size` points, bold or not, px.
    func size(of text: String, size: Double, bold: Bool) -> (width: Double, height: Double)
    /// `text` as it fits in `width` px at `size` points: whole, or cut with "…".
    func fitted(_ text: String, width: Double, size: Double, bold: Bool) -> String
    /// Draws `text` with its top left at (`x`, `y`), `size` points, in `color`
    /// (its alpha the text's opacity); `background`, when given, is the
    /// opaque colour behind it (the text may be drawn onto it, unblended);
    /// `box` is where it belongs (a card, a cell, a panel), when it belongs in one.
    func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool, color: SDL_Color, over background: SDL_Color?,
              in box: ViewFrame?)
}

extension TextCache: TextDrawing {
    /// Draws `text` as `draw(_:x:y:size:color:bold:width:)` does (the
    /// background and the box are not needed to draw it).
    public func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool, color: SDL_Color,
                     over background: SDL_Color?, in box: ViewFrame?) {
        draw(text, x: x, y: y, size: size, color: color, bold: bold)
    }
}
