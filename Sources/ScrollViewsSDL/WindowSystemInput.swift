#if canImport(CX11EventTime)
import CX11EventTime
#endif

/// What the window system says of pointer events beyond SDL's own events: on
/// X11 (Linux), the X server's time of each event and XInput 2's smooth
/// scrolling, decoded by a watch of SDL's queue as SDL queues them; nothing
/// elsewhere (macOS, Windows, Wayland), where SDL's own times and wheel stay.
struct WindowSystemInput: @unchecked Sendable {
    /// What kind of pointer event a window-system event was.
    enum Kind: Equatable { case motion, press, release }

    /// A smooth scroll, in the device's increments (positive dy: away from the user).
    struct Scroll {
        var dx: Double, dy: Double
        /// The pointer, window px.
        var x: Double, y: Double
        /// The server's time, ms (wrapping at 2^32).
        var time: UInt32
        var touchpad: Bool
    }

    #if canImport(CX11EventTime)
    /// The decoded input (nil: the one `enable()` installs, if any).
    private let own: OpaquePointer?
    private var input: OpaquePointer? { own ?? endless_x11_watched_input() }

    init(decodedInto input: OpaquePointer? = nil) { own = input }
    #else
    init() {}
    #endif

    /// Asks SDL for the window system's own events (SDL_SYSWMEVENT) and, on
    /// X11, watches them as SDL queues them.
    static func enable() {
        _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, Int32(SDL_ENABLE))
        #if canImport(CX11EventTime)
        if RunningSDL.videoDriver == "x11" { endless_x11_watch_events() }
        #endif
    }

    /// The smooth scroll the window-system `event` carried (once), or nil.
    func scroll(in event: SDL_Event) -> Scroll? {
        #if canImport(CX11EventTime)
        var scroll = endless_x11_scroll()
        let taken = withUnsafePointer(to: event) { endless_x11_take_scroll(input, $0, &scroll) }
        guard taken == 1, scroll.dx.isFinite, scroll.dy.isFinite else { return nil }
        return Scroll(dx: scroll.dx, dy: scroll.dy, x: scroll.x, y: scroll.y, time: scroll.time,
                      touchpad: scroll.device_kind == Int32(ENDLESS_X11_DEVICE_TOUCHPAD.rawValue))
        #else
        return nil
        #endif
    }

    /// The pointer event the window-system `event` was: its kind, the
    /// server's time, whether it was a wheel click the server emulated from
    /// smooth scrolling already read, and a button's place in the window as
    /// the server gave it (nil for a motion); nil for any other event.
    func pointer(in event: SDL_Event) -> (kind: Kind, time: UInt32, emulatedWheel: Bool, place: (x: Double, y: Double)?)? {
        #if canImport(CX11EventTime)
        var server: UInt32 = 0
        var emulated: Int32 = 0
        var (x, y) = (Double.nan, Double.nan)
        let kind = withUnsafePointer(to: event) { endless_x11_pointer_time(input, $0, &server, &emulated, &x, &y) }
        let place = x.isFinite && y.isFinite ? (x, y) : nil
        switch kind {
        case Int32(ENDLESS_X11_MOTION.rawValue): return (.motion, server, emulated == 1, nil)
        case Int32(ENDLESS_X11_BUTTON_PRESS.rawValue): return (.press, server, emulated == 1, place)
        case Int32(ENDLESS_X11_BUTTON_RELEASE.rawValue): return (.release, server, emulated == 1, place)
        default: return nil
        }
        #else
        return nil
        #endif
    }

    /// The server's time of the motion SDL reported in `motion` (matched
    /// whichever came first, SDL's event or the window system's), or nil.
    func time(ofMotion motion: SDL_MouseMotionEvent) -> UInt32? {
        #if canImport(CX11EventTime)
        var server: UInt32 = 0
        return endless_x11_motion_time(input, motion.timestamp, motion.x, motion.y, &server) == 1 ? server : nil
        #else
        return nil
        #endif
    }
}
