// A list whose rows are of different heights, one of them a row of cards:
// drag the list up and down, the cards sideways (the first motion's angle
// decides which, for the whole gesture). Esc closes it.
import ScrollViewsSDL

let loop = SDLWindowLoop.openOrExit(title: "Endless feed", width: 480, height: 720)
// Rows of 44, 88 and 132 px in turn; row 3 holds the cards.
var heights = (0..<60).map { [44.0, 88, 132][$0 % 3] }
heights[3] = 200
var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), rowExtents: heights)
feed.addRow(atRow: 3, itemCount: 10, cardExtent: 160, spacing: 12)

loop.run(frame: { now in
    feed.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 20, g: 22, b: 28, a: 255))
    // Each plain row a grey of its own, 2 px apart.
    for row in feed.visibleRowRange where row != 3 {
        var frame = feed.frame(ofRow: row)
        frame.height -= 2
        let grey = UInt8(50 + row % 3 * 40)
        loop.renderer.fill(frame, SDL_Color(r: grey, g: grey, b: grey + 20, a: 255))
    }
    // The cards, each a colour of its own.
    loop.renderer.clip(to: feed.rows[0].view.frame)
    for card in feed.rows[0].view.visibleCards {
        var frame = card.frame
        frame.y += 12
        frame.height -= 24
        loop.renderer.fill(frame, SDL_Color(r: UInt8(200 - card.item * 15), g: UInt8(60 + card.item * 15), b: 90, a: 255))
    }
    loop.renderer.clip(to: nil)
    loop.renderer.drawIndicator(of: feed.outer, at: now)
    return feed.nextFrame(after: now)
}, input: { feed.handle($0) })
