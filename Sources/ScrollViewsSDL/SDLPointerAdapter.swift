import CX11EventTime

/// Turns SDL's mouse, wheel and window events into `PointerEvent`s: event times
/// on `SDLClock`'s clock — on X11 the time the server gave each event (with
/// `enableServerTimes()`), not the time SDL read it — the mouse captured while
/// the button is down (a drag may leave the window), a release or focus loss the
/// window did not see turned into `.lost`, wheel deltas with the direction flip
/// undone and told apart by their source (`SDLWheelReading`).
public struct SDLPointerAdapter: Sendable {
    /// Whether the left button is down on the window.
    public private(set) var buttonDown = false
    /// The X server's clock on SDL's.
    public private(set) var serverTimes = ServerTimeMapping()
    /// The server's time of the X event SDL sent just before its own event of it.
    private var pending: (kind: Int32, time: Double)?

    /// How the video driver's wheel deltas are read (nil until the first wheel event).
    public private(set) var wheelReading: SDLWheelReading?

    /// An adapter with the button up, reading wheel deltas as `videoDriver`
    /// gives them (nil: the driver SDL runs on).
    public init(videoDriver: SDLWheelReading.Driver? = nil) {
        wheelReading = videoDriver.map(SDLWheelReading.init(driver:))
    }

    /// Asks SDL for the window system's own events (SDL_SYSWMEVENT), from
    /// which the adapter takes the X server's time of each pointer event. Call
    /// once after `SDL_Init`; without it (or off X11) events keep SDL's times.
    public static func enableServerTimes() {
        _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, Int32(SDL_ENABLE))
    }

    /// The server's time for an SDL event of `kind` when the X event before it
    /// was one, else `sdlTime`.
    private mutating func time(_ kind: Int32, else sdlTime: Double) -> Double {
        defer { pending = nil }
        guard let pending, pending.kind == kind else { return sdlTime }
        return pending.time
    }

    /// The pointer event `event` stands for, or nil for any other event.
    public mutating func convert(_ event: SDL_Event) -> PointerEvent? {
        var time = SDLClock.time(of: event)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_SYSWMEVENT:
            var server: UInt32 = 0
            let kind = withUnsafePointer(to: event) { endless_x11_pointer_time($0, &server) }
            pending = kind == Int32(ENDLESS_X11_NONE.rawValue)
                ? nil : (kind, serverTimes.time(ofServer: server, sdlTime: time))
            return nil
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            time = self.time(Int32(ENDLESS_X11_BUTTON_PRESS.rawValue), else: time)
            buttonDown = true
            SDL_CaptureMouse(SDL_TRUE)
            return .down(x: Double(event.button.x), y: Double(event.button.y), clicks: Int(event.button.clicks), time: time)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            time = self.time(Int32(ENDLESS_X11_BUTTON_RELEASE.rawValue), else: time)
            guard buttonDown else { return nil }
            buttonDown = false
            SDL_CaptureMouse(SDL_FALSE)
            return .up(x: Double(event.button.x), y: Double(event.button.y), clicks: Int(event.button.clicks), time: time)
        case SDL_MOUSEMOTION:
            time = self.time(Int32(ENDLESS_X11_MOTION.rawValue), else: time)
            guard buttonDown else { return .hover(x: Double(event.motion.x), y: Double(event.motion.y), time: time) }
            if event.motion.state & CSDL_ButtonLeftMask() == 0 {
                // The release happened where we did not see it.
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .lost(time: time)
            }
            return .move(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEWHEEL:
            let flipped: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let (x, y) = (Double(event.wheel.preciseX) * flipped, Double(event.wheel.preciseY) * flipped)
            let held = UInt32(SDL_GetModState().rawValue)
            let shift = held & UInt32(KMOD_SHIFT.rawValue) != 0, ctrl = held & UInt32(KMOD_CTRL.rawValue) != 0
            let at = (Double(event.wheel.mouseX), Double(event.wheel.mouseY))
            if wheelReading == nil {
                wheelReading = SDLWheelReading(driver: .init(name: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""))
            }
            let read = wheelReading!.read(x: x, y: y, time: time)
            return .wheel(dx: read.dx, dy: read.dy, source: read.source, shift: shift, ctrl: ctrl, x: at.0, y: at.1,
                          time: time)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST where buttonDown:
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .lost(time: time)
            case SDL_WINDOWEVENT_LEAVE where !buttonDown:
                return .hover(x: nil, y: nil, time: time)
            default:
                return nil
            }
        default:
            pending = nil
            return nil
        }
    }
}
