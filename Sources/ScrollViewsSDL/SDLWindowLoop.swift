#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A window, its renderer, and the loop that drives scroll views in it the way
/// they must be driven: frame times on the clock of the events' own times
/// (`SDLClock`), every pointer event converted once (`SDLPointerAdapter`), and
/// a frame drawn only when one is due — while something moves, or when an event
/// came — so that a program at rest takes no CPU.
public final class SDLWindowLoop {
    /// The window.
    public let window: Window
    /// Its renderer.
    public let renderer: Renderer
    /// The clock of frame and event times.
    public let clock: SDLClock
    private var adapter = SDLPointerAdapter()
    private var touch = TouchGesture()
    private var heldKeys = SDLHeldKeys()
    private var running = false

    /// Initialises SDL's video and opens a `width` × `height` window titled
    /// `title`, with a renderer (`software`: SDL's software renderer, which
    /// needs no GPU). Throws SDL's reason when it cannot.
    public init(title: String, width: Int32, height: Int32, resizable: Bool = false,
                software: Bool = false) throws(SDLError) {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init") }
        let flags = resizable ? SDL_WINDOW_RESIZABLE.rawValue : 0
        guard let window = SDL_CreateWindow(title, CSDL_WindowPosCentered(), CSDL_WindowPosCentered(), width, height,
                                            flags) else { throw SDLError("SDL_CreateWindow") }
        self.window = Window(window)
        let kind = software ? SDL_RENDERER_SOFTWARE.rawValue : 0
        guard let renderer = SDL_CreateRenderer(window, -1, kind) ?? SDL_CreateRenderer(window, -1,
                                                                                          SDL_RENDERER_SOFTWARE.rawValue)
        else { throw SDLError("SDL_CreateRenderer") }
        self.renderer = Renderer(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        clock = SDLClock()
        SDLPointerAdapter.enableWindowSystemInput()
    }

    /// The loop of a program that has nothing to do without its window: opens
    /// it as `init` does, or prints SDL's reason to standard error and ends the
    /// program with status 1.
    public static func openOrExit(title: String, width: Int32, height: Int32, resizable: Bool = false,
                                  software: Bool = false) -> SDLWindowLoop {
        do {
            return try SDLWindowLoop(title: title, width: width, height: height, resizable: resizable,
                                     software: software)
        } catch {
            CSDL_PrintError("\(title): \(error)\n")
            exit(1)
        }
    }

    /// The window's drawable size, px.
    public var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer.pointer, &width, &height)
        return (width, height)
    }

    /// Runs until the window is closed, Esc is pressed or `stop()` is called.
    /// `frame(now)` draws a frame (present included) and returns when the next
    /// one is due (nil: not until an event); `pointer` gets every pointer and
    /// wheel event, and a touchscreen's one finger as the pointer
    /// (`TouchGesture`); `pinch` two fingers' pinch; `other` every other SDL
    /// event (keys, window resizes).
    public func run(frame: (Double) -> Double?, pointer: (PointerEvent) -> Void,
                    pinch: (PinchEvent) -> Void = { _ in }, other: (SDL_Event) -> Void = { _ in }) {
        running = true
        var event = SDL_Event()
        while running {
            let due = frame(clock.now())
            let waited: Int32
            if let due {
                waited = SDL_WaitEventTimeout(&event, Int32(min(max(1, (due - clock.now()) * 1000), 1000)))
            } else {
                waited = SDL_WaitEvent(&event)
            }
            guard waited != 0 else { continue }
            repeat {
                // A key already down when the window got the focus does nothing (an Esc held elsewhere).
                if !heldKeys.acts(event) { continue }
                if let converted = adapter.convert(event) {
                    pointer(converted)
                } else if let finger = SDLPointerAdapter.touch(event) {
                    for output in touch.handle(finger) {
                        switch output {
                        case .pointer(let event): pointer(event)
                        case .pinch(let event): pinch(event)
                        }
                    }
                } else if event.type == SDL_QUIT.rawValue
                            || (event.type == SDL_KEYDOWN.rawValue && event.key.keysym.sym == SDLK_ESCAPE.rawValue) {
                    running = false
                } else {
                    other(event)
                }
            } while running && SDL_PollEvent(&event) != 0
        }
    }

    /// Ends `run` after the events being handled.
    public func stop() { running = false }
}
