// Three pages that loop — after the last comes the first, both ways — with page
// dots (click one to go to its page), the wheel and the arrow keys. Esc closes it.
import ScrollViewsSDL

let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless looping pager", width: 640, height: 400) }
catch { StandardError.print("example-looping-pager: \(error)"); exit(1) }
var pager = LoopingPagerView(frame: ViewFrame(x: 0, y: 0, width: 640, height: 400), itemCount: 3)
let colours = [SDL_Color(r: 200, g: 60, b: 60, a: 255), SDL_Color(r: 60, g: 170, b: 80, a: 255),
               SDL_Color(r: 60, g: 90, b: 200, a: 255)]

loop.run(frame: { now in
    pager.advance(to: now)
    for page in pager.visiblePages {
        loop.renderer.fill(page.frame, colours[page.item])
        // Page n shows n + 1 white squares.
        for square in 0...page.item {
            let x = page.frame.x + page.frame.width / 2 - Double(page.item) * 40 + Double(square) * 80 - 25
            loop.renderer.fill(ViewFrame(x: x, y: 160, width: 50, height: 50), SDL_Color(r: 255, g: 255, b: 255, a: 255))
        }
    }
    loop.renderer.drawDots(pager.dots)
    return pager.nextFrame(after: now)
}, input: { pager.handle($0) })
