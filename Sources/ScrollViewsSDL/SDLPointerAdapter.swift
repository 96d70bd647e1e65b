#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Turns SDL's mouse, wheel and window events into `PointerEvent`s: event times
/// on `SDLClock`'s clock — on X11 the time the server gave each event (with
/// `enableWindowSystemInput()`), not the time SDL read it — the mouse captured
/// while the button is down (a drag may leave the window), a release or focus
/// loss the window did not see turned into `.lost`, wheel deltas with the
/// direction flip undone and told apart by their source (`SDLWheelReading`),
/// clicks counted by the adapter's own rule.
///
/// On X11 with `enableWindowSystemInput()`, a touchpad's or a mouse's smooth
/// scrolling is read from XInput 2's scroll valuators (SDL2 gives only the
/// wheel clicks the server emulates from them, one per 15 px of finger
/// travel): a touchpad's as px (`x11TouchpadPixelsPerIncrement` per
/// increment: its own distance at libinput's default), a mouse's as notches,
/// and the emulated clicks dropped — as are the wheel events SDL3 (and
/// sdl2-compat, SDL2 on SDL3) makes of the same valuators. The server's times
/// and scrolls are read whichever SDL queues first, its own event or the
/// window system's, and from core or XInput 2 button events.
public struct SDLPointerAdapter: Sendable {
    /// The px of a touchpad's scroll of one increment on X11 (the travel the
    /// server emulates one wheel click for): 15, libinput's default distance,
    /// so that the content follows the fingers; a user's own setting of that
    /// distance still changes the speed, as it does in GTK and Chromium.
    public static let x11TouchpadPixelsPerIncrement = 15.0

    /// Whether the left button is down on the window.
    public private(set) var buttonDown = false
    /// The X server's clock on SDL's.
    public private(set) var serverTimes = ServerTimeMapping()
    /// The server's time of the X event SDL sent just before its own event of it.
    private var pending: (kind: WindowSystemInput.Kind, time: Double, server: UInt32, place: (x: Double, y: Double)?)?

    /// How the video driver's wheel deltas are read (nil until the first wheel event).
    public private(set) var wheelReading: SDLWheelReading?
    /// Whether the wheel click SDL sends next was emulated by the X server
    /// from smooth scrolling the adapter reads itself.
    private var emulatedClick = false
    /// Whether a smooth scroll was read from the window system since SDL's
    /// last event: a wheel event SDL sends next was made from the same
    /// valuators (SDL3 and sdl2-compat read them too) and is not added.
    private var readSmoothScroll = false
    /// The left button's last press the program saw: when, where, its click
    /// count, and its stamp (the server's ms where known, else SDL's).
    private var lastPress: (time: Double, x: Double, y: Double, clicks: Int, stamp: PressStamp)?
    /// Whether SDL's next release belongs to a press that was a copy (dropped).
    private var dropNextRelease = false
    /// What the window system says beyond SDL's events (X11's server times and smooth scrolling).
    private let windowSystem: WindowSystemInput

    /// What tells a press from its copy: the same server time, or (without
    /// one) the same SDL stamp.
    private enum PressStamp: Equatable {
        case server(UInt32)
        case sdl(UInt32)
    }

    /// The longest time between two presses of a double-click, s (SDL2's and
    /// Windows' default).
    public static let doubleClickInterval = 0.5
    /// The farthest two presses of a double-click may be apart, px.
    public static let doubleClickDistance = 8.0

    /// An adapter with the button up, reading wheel deltas as `videoDriver`
    /// gives them (nil: the driver SDL runs on).
    public init(videoDriver: SDLWheelReading.Driver? = nil) {
        wheelReading = videoDriver.map(SDLWheelReading.init(driver:))
        windowSystem = WindowSystemInput()
    }

    #if canImport(CX11EventTime)
    /// For tests: an adapter reading XInput 2 from `x11Input` (events given
    /// to it with `endless_x11_observe`).
    package init(videoDriver: SDLWheelReading.Driver?, x11Input: OpaquePointer) {
        wheelReading = videoDriver.map(SDLWheelReading.init(driver:))
        windowSystem = WindowSystemInput(decodedInto: x11Input)
    }
    #endif

    /// Asks SDL for the window system's own events (SDL_SYSWMEVENT) and, on
    /// X11, watches them as SDL queues them: from them the adapter takes the X
    /// server's time of each pointer event and XInput 2's smooth scrolling.
    /// Call once after `SDL_Init`; without it (or off X11) events keep SDL's
    /// times and wheels their clicks.
    public static func enableWindowSystemInput() { WindowSystemInput.enable() }

    /// The server's time for an SDL event of `kind` when the X event before it
    /// was one, else `sdlTime`.
    private mutating func time(_ kind: WindowSystemInput.Kind, else sdlTime: Double) -> Double {
        defer { pending = nil }
        guard let pending, pending.kind == kind else { return sdlTime }
        return pending.time
    }

    /// Whether Shift and Ctrl are held now.
    private static func heldModifiers() -> (shift: Bool, ctrl: Bool) {
        let held = UInt32(SDL_GetModState().rawValue)
        return (held & UInt32(KMOD_SHIFT.rawValue) != 0, held & UInt32(KMOD_CTRL.rawValue) != 0)
    }

    /// The click count of a left press at (`x`, `y`) at `time`, by the
    /// program's own rule (`doubleClickInterval`, `doubleClickDistance`:
    /// SDL's own count can lie — sdl2-compat makes one click two); nil for a
    /// copy of the last press (the same place and `stamp`: SDL3 sends a
    /// device's press and release once for it and once more for the pointer
    /// it drives, the X server's same event).
    private mutating func press(x: Double, y: Double, time: Double, stamp: PressStamp) -> Int? {
        if let last = lastPress, last.stamp == stamp, last.x == x, last.y == y {
            // The copy's release goes too, unless the copy came while the press is still down.
            if !buttonDown { dropNextRelease = true }
            return nil
        }
        var clicks = 1
        if let last = lastPress, time - last.time <= Self.doubleClickInterval, time >= last.time,
           hypot(x - last.x, y - last.y) <= Self.doubleClickDistance {
            clicks = last.clicks + 1
        }
        lastPress = (time, x, y, clicks, stamp)
        dropNextRelease = false
        return clicks
    }

    /// The smooth scroll XInput 2 motion `event` carried, as a wheel event.
    private mutating func smoothScroll(_ event: SDL_Event, sdlTime: Double) -> PointerEvent? {
        guard let scroll = windowSystem.scroll(in: event) else { return nil }
        let time = serverTimes.time(ofServer: scroll.time, sdlTime: sdlTime)
        let (shift, ctrl) = Self.heldModifiers()
        let touchpad = scroll.touchpad
        let scale = touchpad ? SDLPointerAdapter.x11TouchpadPixelsPerIncrement : 1
        return .wheel(dx: scroll.dx * scale, dy: scroll.dy * scale, source: touchpad ? .touchpad : .wheel,
                      shift: shift, ctrl: ctrl, x: scroll.x, y: scroll.y, time: time)
    }

    /// The pointer event `event` stands for, or nil for any other event (and
    /// for the mouse events SDL makes from a touchscreen's finger: see
    /// `touch(_:)`).
    public mutating func convert(_ event: SDL_Event) -> PointerEvent? {
        var time = SDLClock.time(of: event)
        if event.type != SDL_SYSWMEVENT.rawValue && event.type != SDL_MOUSEWHEEL.rawValue { readSmoothScroll = false }
        switch SDL_EventType(rawValue: event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.which == CSDL_TouchMouseID(),
             SDL_MOUSEBUTTONUP where event.button.which == CSDL_TouchMouseID(),
             SDL_MOUSEMOTION where event.motion.which == CSDL_TouchMouseID(),
             SDL_MOUSEWHEEL where event.wheel.which == CSDL_TouchMouseID():
            // The fingers come as themselves (SDL_FINGER*).
            return nil
        case SDL_SYSWMEVENT:
            if let scroll = smoothScroll(event, sdlTime: time) {
                readSmoothScroll = true
                return scroll
            }
            let said = windowSystem.pointer(in: event)
            pending = said.map { ($0.kind, serverTimes.time(ofServer: $0.time, sdlTime: time), $0.time, $0.place) }
            emulatedClick = said?.emulatedWheel ?? false
            return nil
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            let stamp = pending.flatMap { $0.kind == .press ? PressStamp.server($0.server) : nil }
                ?? .sdl(event.button.timestamp)
            // The server's place of the press when it came just before (SDL3's order): SDL3 can report a press
            // at the place the pointer left before a leave (after fullscreen and a lost focus), a click then
            // taken for a drag from there. Whole px, as SDL gives them.
            let place = pending.flatMap { $0.kind == .press ? $0.place : nil }
            time = self.time(.press, else: time)
            let (x, y) = place.map { ($0.x.rounded(.down), $0.y.rounded(.down)) }
                ?? (Double(event.button.x), Double(event.button.y))
            guard let clicks = press(x: x, y: y, time: time, stamp: stamp) else { return nil }
            buttonDown = true
            SDL_CaptureMouse(SDL_TRUE)
            return .down(x: x, y: y, clicks: clicks, time: time)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            time = self.time(.release, else: time)
            if dropNextRelease {
                dropNextRelease = false
                return nil
            }
            guard buttonDown else { return nil }
            buttonDown = false
            SDL_CaptureMouse(SDL_FALSE)
            return .up(x: Double(event.button.x), y: Double(event.button.y), clicks: lastPress?.clicks ?? 1, time: time)
        case SDL_MOUSEMOTION:
            if pending == nil, let server = windowSystem.time(ofMotion: event.motion) {
                // XInput 2's motion, before or after SDL's event of it.
                time = serverTimes.time(ofServer: server, sdlTime: time)
            }
            time = self.time(.motion, else: time)
            guard buttonDown else { return .hover(x: Double(event.motion.x), y: Double(event.motion.y), time: time) }
            if event.motion.state & CSDL_ButtonLeftMask() == 0 {
                // The release happened where we did not see it.
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .lost(time: time)
            }
            return .move(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEWHEEL:
            defer { (pending, emulatedClick, readSmoothScroll) = (nil, false, false) }
            // The server's click made from smooth scrolling already read, or SDL's own reading of it.
            guard !emulatedClick, !readSmoothScroll else { return nil }
            let flipped: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let (x, y) = (Double(event.wheel.preciseX) * flipped, Double(event.wheel.preciseY) * flipped)
            let (shift, ctrl) = Self.heldModifiers()
            let at = (Double(event.wheel.mouseX), Double(event.wheel.mouseY))
            if wheelReading == nil {
                wheelReading = SDLWheelReading(driver: .init(name: RunningSDL.videoDriver ?? ""))
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

extension SDLPointerAdapter {
    /// The finger `event` (SDL_FINGERDOWN, _MOTION, _UP) stands for, in the
    /// px of its window, or nil for any other event.
    public static func touch(_ event: SDL_Event) -> TouchEvent? {
        let phase: TouchEvent.Phase
        switch SDL_EventType(rawValue: event.type) {
        case SDL_FINGERDOWN: phase = .down
        case SDL_FINGERMOTION: phase = .move
        case SDL_FINGERUP: phase = .up
        default: return nil
        }
        // SDL gives the finger's place as a fraction of its window.
        var (width, height): (Int32, Int32) = (0, 0)
        if let window = SDL_GetWindowFromID(event.tfinger.windowID) { SDL_GetWindowSize(window, &width, &height) }
        let finger = Int(truncatingIfNeeded: event.tfinger.fingerId)
        return TouchEvent(phase, finger: finger, x: Double(event.tfinger.x) * Double(width),
                          y: Double(event.tfinger.y) * Double(height), time: SDLClock.time(of: event))
    }
}
