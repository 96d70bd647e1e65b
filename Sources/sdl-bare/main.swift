// A bare SDL program: opens a window like the demo's, presents one cleared
// frame and exits. The benchmarks compare the demo's time to first frame with
// it. With --follow it stays open and draws a bar under the pointer on each
// motion event, the moment it comes (what the benchmarks compare the demo's
// input-to-screen time with), until it is closed or stopped. With --pace N LOG
// it draws N frames of a moving bar, one each 1/60 s on a steady grid, sleeping
// in between as the demo's loop does, and writes the demo's frame log to LOG
// (what the benchmarks compare the demo's frame pacing with); --refresh HZ
// paces it for another display rate. With --screen FONT (and --follow) it also
// holds what any program showing the demo grid's screen of pictures must: a
// texture of the grid's view (1280×636) holding pixels, and a line of text
// drawn with SDL_ttf in FONT, both copied on every frame (what the benchmarks
// compare the grid's memory with).
import CSDL
import Glibc
import ScrollViewsSDL

guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { fatalError(String(cString: SDL_GetError())) }
// As the system keeps them (ProgramArguments): sdl2-compat's setenv cannot lose them.
let arguments = ProgramArguments.all().map { String(decoding: $0, as: UTF8.self) }
let follow = arguments.contains("--follow")
let paceAt = arguments.firstIndex(of: "--pace")
let pace = paceAt.flatMap { arguments.count > $0 + 2 ? Int(arguments[$0 + 1]) : nil }
    .map { (frames: max(1, min($0, 100_000)), log: arguments[paceAt! + 2]) }
/// Says what is wrong with the command line and exits 2.
func refuse(_ problem: String) -> Never {
    let line = "sdl-bare: \(problem)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
let screenAt = arguments.firstIndex(of: "--screen")
let screenFont = screenAt.flatMap { arguments.count > $0 + 1 ? arguments[$0 + 1] : nil }
if screenAt != nil, screenFont == nil || !follow { refuse("usage: sdl-bare --follow --screen FONT") }
if paceAt != nil, pace == nil { refuse("usage: sdl-bare --pace FRAMES LOG [--refresh HZ]") }
// --refresh HZ: the grid of --pace for another display rate (as the demo's --refresh), 24 to 500 Hz.
let refreshAt = arguments.firstIndex(of: "--refresh")
let rate = refreshAt.flatMap { arguments.count > $0 + 1 ? Double(arguments[$0 + 1]) : nil }.flatMap { (24...500).contains($0) ? $0 : nil }
if refreshAt != nil, rate == nil { refuse("--refresh wants a rate in Hz from 24 to 500") }
let paceRefresh = 1 / (rate ?? 60)
// SDL's software renderer drawing into the window itself, as the demo's under Xvfb
// (the renderer SDL_RENDER_DRIVER names when set, as the demo's).
let software = (follow || pace != nil) && getenv("SDL_RENDER_DRIVER") == nil
if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
guard let window = SDL_CreateWindow(follow ? "bare follow" : "bare", CSDL_WindowPosCentered(), CSDL_WindowPosCentered(),
                                    1280, 720, flags),
      let renderer = SDL_CreateRenderer(window, -1, software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fatalError(String(cString: SDL_GetError()))
}
/// The grid's view between the demo's bars (54 px above, 30 below), and its pixels and line of text.
let view = SDL_Rect(x: 0, y: 54, w: 1280, h: 636)
var screen: (pixels: OpaquePointer, text: OpaquePointer, size: SDL_Rect)?
if let screenFont {
    guard TTF_Init() == 0, let font = TTF_OpenFont(screenFont, 15),
          let line = TTF_RenderUTF8_Blended(font, "Photo grid (two-dimensional reuse)", SDL_Color(r: 236, g: 239, b: 244, a: 255)),
          let text = SDL_CreateTextureFromSurface(renderer, line),
          let pixels = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                         view.w, view.h) else {
        refuse("--screen: \(String(cString: SDL_GetError()))")
    }
    let size = SDL_Rect(x: 16, y: 12, w: line.pointee.w, h: line.pointee.h)
    SDL_FreeSurface(line)
    var bytes: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(pixels, nil, &bytes, &pitch) == 0, let bytes else { refuse("--screen: \(String(cString: SDL_GetError()))") }
    // Every pixel written, each different, as a screen of thumbnails has them.
    for y in 0..<Int(view.h) {
        let row = (bytes + y * Int(pitch)).assumingMemoryBound(to: UInt32.self)
        for x in 0..<Int(view.w) { row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 2_654_435_761 &+ y &* 40_503) & 0xFF_FFFF }
    }
    SDL_UnlockTexture(pixels)
    screen = (pixels, text, size)
}
/// Copies the screen's pixels and its line of text, when it holds them.
@MainActor func drawScreen() {
    guard let screen else { return }
    var place = view, line = screen.size
    SDL_RenderCopy(renderer, screen.pixels, nil, &place)
    SDL_RenderCopy(renderer, screen.text, nil, &line)
}
var event = SDL_Event()
while SDL_PollEvent(&event) != 0 {}
SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
SDL_RenderClear(renderer)
drawScreen()
SDL_RenderPresent(renderer)
while follow, SDL_WaitEvent(&event) != 0, event.type != SDL_QUIT.rawValue {
    guard event.type == SDL_MOUSEMOTION.rawValue else { continue }
    SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
    SDL_RenderClear(renderer)
    drawScreen()
    SDL_SetRenderDrawColor(renderer, 240, 200, 80, 255)
    var bar = SDL_Rect(x: event.motion.x - 20, y: 0, w: 40, h: 720)
    SDL_RenderFillRect(renderer, &bar)
    SDL_RenderPresent(renderer)
}
if let pace {
    func now() -> Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }
    let refresh = paceRefresh
    var info = SDL_RendererInfo()
    let name = SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil ? String(cString: info.name) : "unknown"
    var lines = ["refresh \(refresh) renderer \(name)"]
    var planned = now()
    for frame in 0..<pace.frames {
        planned += refresh
        // Whole milliseconds with SDL's wait, the rest slept, as the demo's loop waits.
        while case let left = planned - now(), left > 0 {
            if left >= 0.001 {
                _ = SDL_WaitEventTimeout(&event, Int32((left * 1000).rounded(.down)))
            } else {
                usleep(UInt32(left * 1e6))
            }
        }
        while SDL_PollEvent(&event) != 0 {}
        let start = now()
        var cpu = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
        let startCPU = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9
        SDL_SetRenderDrawColor(renderer, 22, 24, 30, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 240, 200, 80, 255)
        var bar = SDL_Rect(x: Int32(frame * 8 % 1280), y: 0, w: 40, h: 720)
        SDL_RenderFillRect(renderer, &bar)
        SDL_RenderFlush(renderer)
        let rendered = now()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
        let drawingCPU = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9 - startCPU
        SDL_RenderPresent(renderer)
        lines.append("\(now()) \(start) \(rendered) \(planned) \(drawingCPU)")
        // Fallen behind: the grid goes on from here.
        planned = max(planned, now() - refresh)
    }
    guard let file = fopen(pace.log, "w") else { fatalError("cannot write \(pace.log)") }
    fputs(lines.joined(separator: "\n") + "\n", file)
    fclose(file)
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
