// A list of 10,000 rows with iOS scrolling: drag, fling, rubber band, the wheel,
// the scroll indicator; it draws only while something moves. Esc closes it.
import ScrollPhysics
import ScrollViews
import ScrollViewsSDL

let rows = 10_000, rowHeight = 44.0, width: Int32 = 480, height: Int32 = 720
guard SDL_Init(SDL_INIT_VIDEO) == 0,
      let window = SDL_CreateWindow("Endless list", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(), width, height, 0)
        .map(Window.init),
      let renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue).map(Renderer.init) else {
    fatalError(SDLError("SDL").description)
}
let clock = SDLClock()
var pointer = SDLPointerAdapter()
var axis = ScrollAxis(configuration: .init(viewportExtent: Double(height), contentExtent: Double(rows) * rowHeight))
var indicator = ScrollIndicator()
var event = SDL_Event()
var running = true

while running {
    // Draw: the rows in view, each its own colour, and the indicator.
    let now = clock.now()
    axis.advance(to: now)
    indicator.note(active: axis.isMoving || axis.isPointerDown, at: now)
    SDL_SetRenderDrawColor(renderer.pointer, 20, 22, 28, 255)
    SDL_RenderClear(renderer.pointer)
    let first = max(0, Int(axis.offset / rowHeight))
    for row in first..<min(rows, first + Int(Double(height) / rowHeight) + 2) {
        var rect = SDL_Rect(x: 0, y: Int32((Double(row) * rowHeight - axis.offset).rounded()), w: width, h: Int32(rowHeight) - 2)
        SDL_SetRenderDrawColor(renderer.pointer, UInt8(row * 37 % 256), UInt8(row * 91 % 256), 160, 255)
        SDL_RenderFillRect(renderer.pointer, &rect)
    }
    let thumb = ScrollIndicator.thumb(offset: axis.offset, content: Double(rows) * rowHeight, viewport: Double(height),
                                      track: Double(height) - 6)
    var bar = SDL_Rect(x: width - 8, y: Int32(3 + thumb.start), w: 5, h: Int32(thumb.length))
    SDL_SetRenderDrawColor(renderer.pointer, 235, 238, 245, UInt8(170 * indicator.opacity(at: now)))
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
    SDL_RenderFillRect(renderer.pointer, &bar)
    SDL_RenderPresent(renderer.pointer)

    // Wait for an event, or until the next frame is due (for ever at rest).
    let due = FrameSchedule.earliest(axis.isMoving ? now + 1.0 / 60 : nil, indicator.nextFrame(after: now))
    let waited = due.map { SDL_WaitEventTimeout(&event, Int32(max(1, ($0 - clock.now()) * 1000))) } ?? SDL_WaitEvent(&event)
    guard waited != 0 else { continue }
    repeat {
        switch pointer.convert(event) {
        case .down(_, let y, _, let t): axis.press(pointer: y, time: t)
        case .move(_, let y, let t): axis.move(pointer: y, time: t)
        case .up(_, _, _, let t): axis.release(time: t)
        case .lost(let t): axis.cancel(time: t)
        case .wheel(_, let dy, let precise, _, _, _, _, let t):
            if precise { axis.scrollImmediately(by: -dy, time: t) } else { axis.scroll(by: -dy * 3 * rowHeight, time: t) }
        default:
            let escape = event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDLK_ESCAPE.rawValue
            if event.type == SDL_QUIT.rawValue || escape { running = false }
        }
    } while SDL_PollEvent(&event) != 0
}
SDL_Quit()
