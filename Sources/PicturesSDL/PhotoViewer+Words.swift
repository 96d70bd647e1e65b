import CSDL
import ScrollViewsSDL

extension PhotoViewer {
    /// Draws the pages as `draw(on:words:)` does, with their words in `text`:
    /// "loading…" in a loading page's square; on the card of a picture that
    /// cannot be shown, "Cannot show" and its name (`name(picture)`) where it
    /// fits, and why.
    /// Then its `chrome`, if any (`drawChrome(on:text:name:)`).
    public func draw(on renderer: Renderer, text: some TextDrawing, name: (Int) -> String) {
        draw(on: renderer) { PhotoViewer.draw($0, text: text, name: name) }
        drawChrome(on: renderer, text: text, name: name)
    }

    /// Draws its `chrome` over the pages, in `text`: the band with the name
    /// (`name(picture)`) and place ("3 / 141") of the picture in view, the panels.
    public func drawChrome(on renderer: Renderer, text: some TextDrawing, name: (Int) -> String) {
        guard let chrome else { return }
        let frame = view.frame, page = pageInView, path = path
        let line = page.map { bandLine(picture: $0.picture, name: name) } ?? ""
        chrome.draw(on: renderer, in: frame, at: clock, line: line, info: {
            page.map { chrome.infoLines(ofPicture: $0.picture, path: path($0.picture), name: name($0.picture)) } ?? []
        }, text: text)
    }

    /// Where the chrome's band with the name of the picture in view is, in
    /// `text` (nil: no chrome, or it shows no name).
    public func nameBand(text: some TextDrawing, name: (Int) -> String) -> ViewFrame? {
        guard let chrome, chrome.showsName, let page = pageInView else { return nil }
        let line = text.fitted(bandLine(picture: page.picture, name: name), width: view.frame.width - 56,
                               size: ViewerChrome.textSize, bold: false)
        return chrome.nameBand(line, in: view.frame, text: text)
    }

    /// What the chrome's band says of `picture`: its name and place, "beach.jpg   3 / 141".
    private func bandLine(picture: Int, name: (Int) -> String) -> String { "\(name(picture))   \(picture + 1) / \(count)" }

    /// Draws `words` in `text`, as `draw(on:text:name:)` does.
    public static func draw(_ words: Words, text: some TextDrawing, name: (Int) -> String) {
        switch words {
        case .loading(let box):
            let line = "loading…", width = text.size(of: line, size: 20, bold: false).width
            text.draw(line, x: centred(box.x + box.width / 2, width), y: (box.y + box.height / 2 - 12).rounded(.towardZero),
                      size: 20, bold: false, color: SDL_Color(r: 200, g: 200, b: 210, a: 255), over: nil, in: box)
        case .cannotShow(let picture, let reason, let card):
            // Its two lines spread evenly in the card; the name where it fits whole.
            let small = card.height < 72, gap = max(2, (card.height - (small ? 38 : 56)) / 3), center = card.x + card.width / 2
            let titleSize: Double = small ? 16 : 24, reasonSize: Double = small ? 13 : 17, room = card.width - 32
            let named = "Cannot show \(name(picture))"
            let title = text.fitted(text.size(of: named, size: titleSize, bold: true).width <= room.rounded(.towardZero)
                                        ? named : "Cannot show this file", width: room, size: titleSize, bold: true)
            text.draw(title, x: centred(center, text.size(of: title, size: titleSize, bold: true).width),
                      y: (card.y + gap).rounded(.towardZero), size: titleSize, bold: true,
                      color: SDL_Color(r: 255, g: 255, b: 255, a: 255), over: nil, in: card)
            let why = text.fitted(reason, width: room, size: reasonSize, bold: false)
            text.draw(why, x: centred(center, text.size(of: why, size: reasonSize, bold: false).width),
                      y: (card.y + 2 * gap + (small ? 21 : 33)).rounded(.towardZero), size: reasonSize, bold: false,
                      color: SDL_Color(r: 255, g: 220, b: 220, a: 255), over: nil, in: card)
        }
    }

    /// The left edge of a line `width` px wide centred on `center`, in whole px.
    static func centred(_ center: Double, _ width: Double) -> Double {
        center.rounded(.towardZero) - (width / 2).rounded(.towardZero)
    }
}
