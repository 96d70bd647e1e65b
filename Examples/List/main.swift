// A list of 10,000 rows with iOS scrolling: drag, fling, rubber band, the wheel,
// the scroll indicator, the keys (arrows, Page Up/Down, Space, Home, End); cells reused;
// it draws only while something moves. Esc closes it.
import ScrollViewsSDL

let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless list", width: 480, height: 720) }
catch { StandardError.print("example-list: \(error)"); exit(1) }
var list = ListView<SDL_Color>(frame: ViewFrame(x: 0, y: 0, width: 480, height: 720), rowCount: 10_000, rowExtent: 44)

loop.run(frame: { now in
    list.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 20, g: 22, b: 28, a: 255))
    // Each row's cell is its colour, made when the row scrolls in.
    let rows = list.visibleRows(make: { SDL_Color() }) { cell, row in
        cell = SDL_Color(r: UInt8(row * 37 % 256), g: UInt8(row * 91 % 256), b: 160, a: 255)
    }
    for row in rows {
        var frame = row.frame
        frame.height -= 2
        loop.renderer.fill(frame, row.cell)
    }
    loop.renderer.drawIndicator(of: list.scrollView, at: now)
    return list.nextFrame(after: now)
}, input: { list.handle($0) })
