// A list with a row of cards in it: drag the list up and down, the cards sideways
// (the first motion's angle decides which, for the whole gesture); the row
// loops both ways and comes to rest on a card. Esc closes it.
import ScrollViewsSDL

let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless card row", width: 480, height: 720) }
catch { StandardError.print("example-card-row: \(error)"); exit(1) }
let rowHeight = 60.0, rows = 40, cardsAt = 3.0 * rowHeight, cardsHeight = 180.0
var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720),
                            contentExtent: Double(rows) * rowHeight + cardsHeight)
feed.addRow(contentY: cardsAt, height: cardsHeight, itemCount: 8, cardExtent: 200, spacing: 16)

loop.run(frame: { now in
    feed.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 20, g: 22, b: 28, a: 255))
    // Plain rows above and below the cards, each its own grey.
    for row in 0..<rows {
        let top = Double(row) * rowHeight + (Double(row) * rowHeight >= cardsAt ? cardsHeight : 0)
        let y = feed.outer.windowPosition(ofContent: top)
        guard y < 720, y + rowHeight > 0 else { continue }
        let grey = UInt8(60 + row * 4)
        loop.renderer.fill(ViewFrame(x: 0, y: y, width: 480, height: rowHeight - 2), SDL_Color(r: grey, g: grey, b: grey, a: 255))
    }
    // The cards, each a colour of its own.
    loop.renderer.clip(to: feed.rows[0].view.frame)
    for card in feed.rows[0].view.visibleCards {
        var frame = card.frame
        frame.y += 10
        frame.height -= 20
        loop.renderer.fill(frame, SDL_Color(r: UInt8(40 + card.item * 25), g: 120, b: UInt8(230 - card.item * 20), a: 255))
    }
    loop.renderer.clip(to: nil)
    loop.renderer.drawIndicator(of: feed.outer, at: now)
    return feed.nextFrame(after: now)
}, input: { feed.handle($0) })
