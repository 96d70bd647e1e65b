// A bare SDL program: opens a window like the demo's, presents one cleared
// frame and exits. The benchmarks compare the demo's time to first frame with
// it. With --follow it stays open and draws a bar under the pointer on each
// motion event, the moment it comes (what the benchmarks compare the demo's
// input-to-screen time with), until it is closed or stopped.
import CSDL

guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { fatalError(String(cString: SDL_GetError())) }
let follow = CommandLine.arguments.contains("--follow")
// SDL's software renderer drawing into the window itself, as the demo's under Xvfb.
if follow { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
guard let window = SDL_CreateWindow(follow ? "bare follow" : "bare", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(),
                                    1280, 720, flags),
      let renderer = SDL_CreateRenderer(window, -1, follow ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fatalError(String(cString: SDL_GetError()))
}
var event = SDL_Event()
while SDL_PollEvent(&event) != 0 {}
SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
SDL_RenderClear(renderer)
SDL_RenderPresent(renderer)
while follow, SDL_WaitEvent(&event) != 0, event.type != SDL_QUIT.rawValue {
    guard event.type == SDL_MOUSEMOTION.rawValue else { continue }
    SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 240, 200, 80, 255)
    var bar = SDL_Rect(x: event.motion.x - 20, y: 0, w: 40, h: 720)
    SDL_RenderFillRect(renderer, &bar)
    SDL_RenderPresent(renderer)
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
