// A bare SDL program: opens a window like the demo's, presents one cleared
// frame and exits. The benchmarks compare the demo's time to first frame with it.
import CSDL

guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { fatalError(String(cString: SDL_GetError())) }
let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
guard let window = SDL_CreateWindow("bare", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(), 1280, 720, flags),
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fatalError(String(cString: SDL_GetError()))
}
var event = SDL_Event()
while SDL_PollEvent(&event) != 0 {}
SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
SDL_RenderClear(renderer)
SDL_RenderPresent(renderer)
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
