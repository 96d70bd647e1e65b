// A settings screen: sections of text rows of different heights and a row of
// wallpaper cards. Drag, fling, the wheel and the keys (↑ ↓, Page Up/Down, Space,
// Home, End) scroll it; the cards go sideways. Text in the system's font, names in
// any script. Esc closes it.
import ScrollViewsSDL

enum Row { case section(String), setting(String, String), note(String, String), cards }
let rows: [Row] = [
    .section("Display"), .setting("Brightness", "80 %"), .setting("Night light", "Off"), .setting("Scale", "100 %"),
    .section("Wallpaper"), .cards,
    .section("Sound"), .setting("Volume", "65 %"), .note("Alerts", "A sound for new messages, calls and reminders"),
    .section("Photos"), .setting("Album", "日本 旅行 東京"), .setting("Ελληνικά", "Αθήνα"), .setting("Backup", "Daily"),
    .section("About"), .note("Endless", "iOS-grade scrolling for SDL programs"), .setting("Version", "1.0"),
] + (1...12).map { .setting("Option \($0)", $0 % 2 == 0 ? "On" : "Off") }
let heights = rows.map { row -> Double in
    switch row { case .section: 40; case .setting: 52; case .note: 72; case .cards: 170 }
}
let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless settings", width: 480, height: 720) }
catch { StandardError.print("example-settings: \(error)"); exit(1) }
let text: TextCache
do { text = try TextCache(renderer: loop.renderer) } catch { StandardError.print("example-settings: \(error)"); exit(2) }
var list = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), rowExtents: heights)
list.addRow(atRow: 5, itemCount: 8, cardExtent: 200, spacing: 12)
let white = SDL_Color(r: 240, g: 240, b: 245, a: 255), grey = SDL_Color(r: 150, g: 150, b: 160, a: 255)

loop.run(frame: { now in
    list.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 18, g: 18, b: 22, a: 255))
    for index in list.visibleRowRange {
        let frame = list.frame(ofRow: index), x = frame.x + 16, width = frame.width - 32
        switch rows[index] {
        case .section(let title): text.draw(title.uppercased(), x: x, y: frame.y + 14, size: 13, color: grey, bold: true)
        case .setting(let title, let value):
            loop.renderer.fill(ViewFrame(x: 0, y: frame.y + frame.height - 1, width: frame.width, height: 1), grey)
            let shown = text.draw(value, x: frame.x + frame.width - 16 - text.size(of: value, size: 16).width,
                                  y: frame.y + 15, size: 16, color: grey)
            text.draw(title, x: x, y: frame.y + 15, size: 16, color: white, width: shown.x - x - 12)
        case .note(let title, let detail):
            text.draw(title, x: x, y: frame.y + 12, size: 16, color: white, width: width)
            text.draw(detail, x: x, y: frame.y + 38, size: 13, color: grey, width: width)
        case .cards:
            loop.renderer.clip(to: frame)
            for card in list.rows[0].view.visibleCards {
                let colour = SDL_Color(r: UInt8(60 + card.item * 20), g: 90, b: UInt8(200 - card.item * 15), a: 255)
                loop.renderer.fill(ViewFrame(x: card.frame.x, y: frame.y + 10, width: card.frame.width, height: 150), colour)
                text.draw("Wallpaper \(card.item + 1)", x: card.frame.x + 12, y: frame.y + 124, size: 15, color: white)
            }
            loop.renderer.clip(to: nil)
        }
    }
    loop.renderer.drawIndicator(of: list.outer, at: now)
    return list.nextFrame(after: now)
}, input: { list.handle($0) })
