import CSDL
import ScrollViewsSDL

extension PictureCards {
    /// Draws the cards as `draw(_:in:on:words:)` does, with their words in
    /// `text`: a number on each card of a row without pictures, "loading…" on a
    /// card whose picture takes a while, why a picture cannot be shown.
    public func draw(_ view: CardRowView, in strip: ViewFrame, on renderer: Renderer, text: some TextDrawing) {
        draw(view, in: strip, on: renderer) { words in
            switch words {
            case .number(let item, let card): PictureCards.label("card \(item + 1)", on: card, text: text)
            case .loading(let card): PictureCards.label("loading…", on: card, text: text)
            case .cannotShow(let reason, let card):
                text.draw(text.fitted(reason, width: card.width - 20, size: 13, bold: false), x: (card.x + 10).rounded(.towardZero),
                          y: (card.y + 14).rounded(.towardZero), size: 13, bold: false,
                          color: SDL_Color(r: 255, g: 200, b: 190, a: 255), over: nil, in: card)
            }
        }
    }

    /// A card's label, bold, at its top left.
    private static func label(_ label: String, on card: ViewFrame, text: some TextDrawing) {
        text.draw(text.fitted(label, width: card.width - 32, size: 20, bold: true), x: (card.x + 16).rounded(.towardZero),
                  y: (card.y + 14).rounded(.towardZero), size: 20, bold: true,
                  color: SDL_Color(r: 235, g: 235, b: 240, a: 255), over: nil, in: card)
    }
}
