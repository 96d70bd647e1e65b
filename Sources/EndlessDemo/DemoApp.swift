import CSDL
import Foundation
import ScrollPhysics

/// The demo window: SDL setup, the frame loop, input dispatch.
public final class DemoApp {
    private let options: DemoOptions
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var canvas: Canvas!
    private var strip: FlingStrip!
    private var input = SDLInput()
    private var running = true
    private var minimized = false
    private var lastRestCount = 0
    /// Ticks-based seconds at `perfBase`, to give frames sub-millisecond times
    /// on the same clock as SDL's event timestamps.
    private var ticksBase = 0.0
    private var perfBase: UInt64 = 0

    public init(options: DemoOptions) {
        self.options = options
    }

    deinit {
        // Fonts and textures go before the renderer and TTF_Quit.
        canvas = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }

    /// Runs the command line; returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            if let message = error.message {
                FileHandle.standardError.write(Data("endless-demo: \(message)\n\(DemoOptions.usage)\n".utf8))
                return 2
            }
            print(DemoOptions.usage)
            return 0
        }
        do {
            try DemoApp(options: options).run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("endless-demo: \(error)\n".utf8))
            return 1
        }
    }

    /// Opens the window and runs until it is closed.
    public func run() throws {
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(strip?.title ?? "Endless", CSDL_WindowPosCentered(),
                                            CSDL_WindowPosCentered(), Int32(options.width),
                                            Int32(options.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        self.window = window
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError("SDL_CreateRenderer")
        }
        self.renderer = renderer
        canvas = try Canvas(renderer: renderer, width: Double(options.width), height: Double(options.height))
        strip = FlingStrip(width: Double(options.width), height: Double(options.height))
        SDL_SetWindowTitle(window, strip.title)
        updateScale()
        perfBase = SDL_GetPerformanceCounter()
        ticksBase = Double(SDL_GetTicks64()) / 1000

        var frames = 0
        let frameInterval = 1.0 / 60
        while running {
            var event = SDL_Event()
            if minimized {
                // Nothing to draw: sleep until something happens.
                if SDL_WaitEvent(&event) != 0 { dispatch(event) }
            }
            while SDL_PollEvent(&event) != 0 { dispatch(event) }
            if minimized { continue }
            let start = now()
            strip.update(to: start)
            logRestIfSettled()
            strip.render(canvas)
            canvas.text.endFrame()
            SDL_RenderPresent(renderer)
            frames += 1
            if let limit = options.frameLimit, frames >= limit { break }
            // Where vsync does not pace the loop, sleep out the rest of the frame.
            let spent = now() - start
            if spent < frameInterval * 0.5 { SDL_Delay(UInt32((frameInterval - spent) * 1000)) }
        }
    }

    /// Seconds on SDL's tick clock, with the performance counter's resolution.
    private func now() -> Double {
        ticksBase + Double(SDL_GetPerformanceCounter() - perfBase) / Double(SDL_GetPerformanceFrequency())
    }

    private func dispatch(_ sdlEvent: SDL_Event) {
        if sdlEvent.type == SDL_WINDOWEVENT.rawValue {
            switch SDL_WindowEventID(rawValue: UInt32(sdlEvent.window.event)) {
            case SDL_WINDOWEVENT_MINIMIZED: minimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED: minimized = false
            default: break
            }
        }
        guard let event = input.convert(sdlEvent) else { return }
        switch event {
        case .quit:
            running = false
        case .key(let name, _, _) where name == "Escape" || name == "Q":
            running = false
        case .resize(let width, let height, let time):
            canvas.width = Double(width)
            canvas.height = Double(height)
            updateScale()
            strip.resize(width: Double(width), height: Double(height), time: time)
        default:
            strip.handle(event)
        }
    }

    /// Draws in window points on high-DPI displays.
    private func updateScale() {
        guard let window, let renderer else { return }
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        if w > 0, h > 0 { SDL_RenderSetScale(renderer, Float(pw) / Float(w), Float(ph) / Float(h)) }
    }

    private func logRestIfSettled() {
        guard options.logState, strip.axis.restCount != lastRestCount else { return }
        lastRestCount = strip.axis.restCount
        FileHandle.standardOutput.write(Data("{\"mode\":\"strip\",\"offset\":\(strip.axis.offset)}\n".utf8))
    }
}
