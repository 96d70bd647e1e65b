// Five pictures to page through and zoom, as in iOS's Photos: drag or flick
// between them; double-click, Ctrl+wheel, a pinch or + − 0 to zoom; drag a
// zoomed picture to pan it, and on past its edge to the next. Esc closes it.
import ScrollViewsSDL

let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless photo pager", width: 800, height: 600) }
catch { StandardError.print("example-photo-pager: \(error)"); exit(1) }
let sizes = [(1600, 1200), (900, 1400), (2400, 800), (1200, 1200), (640, 480)]
var pager = PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: 800, height: 600),
                           pictures: sizes.map { (Double($0.0), Double($0.1)) }, inset: 20)

// Each picture a checkerboard of its own colour, squares of 40 px, and a white border.
let pictures = sizes.enumerated().map { index, size -> Texture in
    let surface = Surface(width: Int32(size.0), height: Int32(size.1), format: SDL_PIXELFORMAT_RGB888)!
    let colour = [0xC84040, 0x40A050, 0x4060C8, 0xC8A040, 0x9050C0][index] as UInt32
    SDL_FillRect(surface.pointer, nil, 0xFFFFFF)
    for row in 0..<(size.1 / 40) {
        for column in 0..<(size.0 / 40) {
            var square = SDL_Rect(x: Int32(column * 40 + 4), y: Int32(row * 40 + 4), w: 40, h: 40)
            if square.x + 44 <= size.0, square.y + 44 <= size.1 {
                SDL_FillRect(surface.pointer, &square, (row + column) % 2 == 0 ? colour : colour / 2 & 0x7F7F7F)
            }
        }
    }
    return Texture(renderer: loop.renderer.pointer, surface: surface.pointer)!
}

loop.run(frame: { now in
    pager.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 16, g: 16, b: 18, a: 255))
    for page in pager.visiblePages {
        guard let picture = page.picture else { continue }
        loop.renderer.clip(to: page.frame)
        loop.renderer.copy(pictures[page.page], to: picture)
    }
    loop.renderer.clip(to: nil)
    return pager.nextFrame(after: now)
}, input: { pager.handle($0) })
