// A feed of rows of different heights, one of them a row of cards: drag the
// feed up and down, the cards sideways (the first motion's angle decides which,
// for the whole gesture). + adds a row under the cards, - takes it away,
// animated, what is on screen staying where it is. Esc closes it.
import ScrollViewsSDL

let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless feed", width: 480, height: 720) }
catch { StandardError.print("example-feed: \(error)"); exit(1) }
let cards = CardRowView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 200), itemCount: 10, cardExtent: 160, spacing: 12)
// Rows of 44, 88 and 132 px in turn, known by their numbers; row 3 holds the cards.
var feed = StackedScrollView<Int>(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), children: (0..<60).map { row in
    .init(id: row, content: row == 3 ? .scroller(cards, height: 200) : .view(height: [44.0, 88, 132][row % 3]))
})

loop.run(frame: { now in
    feed.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 20, g: 22, b: 28, a: 255))
    for placement in feed.placementsInView where placement.id != 3 {
        // Each plain row a grey of its own, 2 px apart (a new one light).
        var frame = placement.frame
        frame.height -= 2
        let grey = UInt8(placement.id < 60 ? 50 + placement.id % 3 * 40 : 200)
        loop.renderer.fill(frame, SDL_Color(r: grey, g: grey, b: grey + 20, a: 255))
    }
    // The cards, each a colour of its own.
    if let row = feed.placement(of: 3), let cards = feed.child(3, as: CardRowView.self) {
        loop.renderer.clip(to: row.frame)
        for card in cards.visibleCards {
            var frame = card.frame
            frame.y += 12
            frame.height -= 24
            loop.renderer.fill(frame, SDL_Color(r: UInt8(200 - card.item * 15), g: UInt8(60 + card.item * 15), b: 90, a: 255))
        }
        loop.renderer.clip(to: nil)
    }
    loop.renderer.drawIndicator(of: feed.outer, at: now)
    return feed.nextFrame(after: now)
}, input: { event in
    guard case .key(let press) = event, press.key == .plus || press.key == .minus else {
        feed.handle(event)
        return
    }
    if press.key == .plus { feed.insert(.init(id: 60, content: .view(height: 100)), after: 3, time: press.time) }
    if press.key == .minus { feed.remove(60, time: press.time) }
})
