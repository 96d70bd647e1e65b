import CSDL
import ScrollViewsSDL
import ScrollPhysics

/// Converts SDL events to `InputEvent`s, carrying SDL's timestamps: pointer and
/// wheel events through the library's `SDLPointerAdapter`, keys, resizes and
/// quitting here.
struct SDLInput {
    private var pointer = SDLPointerAdapter()
    private var heldKeys = SDLHeldKeys()
    /// Whether the left button is down on the window.
    var buttonDown: Bool { pointer.buttonDown }

    mutating func convert(_ event: SDL_Event) -> InputEvent? {
        // A key already down when the window got the focus (held, or stuck, elsewhere) does nothing.
        guard heldKeys.acts(event) else { return nil }
        if let pointerEvent = pointer.convert(event) { return InputEvent(pointerEvent) }
        if let touch = SDLPointerAdapter.touch(event) { return .finger(touch) }
        let time = SDLClock.time(of: event)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            guard let key = Key(keycode: event.key.keysym.sym) else { return nil }
            // The key repeat of a held toggle would flip it on and off at its rate.
            guard event.key.`repeat` == 0 || key.repeats else { return nil }
            let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return .key(key, shift: shift, time: time)
        case SDL_WINDOWEVENT where SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED:
            return .resize(width: Int(event.window.data1), height: Int(event.window.data2), time: time)
        default:
            return nil
        }
    }
}

extension InputEvent {
    /// The demo's form of a pointer event.
    init(_ event: PointerEvent) {
        switch event {
        case .down(let x, let y, let clicks, let t): self = .pointerDown(x: x, y: y, clicks: clicks, time: t)
        case .move(let x, let y, let t): self = .pointerMove(x: x, y: y, time: t)
        case .up(let x, let y, let clicks, let t): self = .pointerUp(x: x, y: y, clicks: clicks, time: t)
        case .lost(let t): self = .pointerLost(time: t)
        case .hover(let x, let y, let t):
            self = .hover(pointer: x.flatMap { x in y.map { PanZoom.Point(x: x, y: $0) } }, time: t)
        case .wheel(let dx, let dy, let source, let shift, let ctrl, let x, let y, let t):
            var modifiers: Modifiers = []
            if shift { modifiers.insert(.shift) }
            if ctrl { modifiers.insert(.ctrl) }
            self = .wheel(dx: dx, dy: dy, source: source, modifiers: modifiers, pointer: PanZoom.Point(x: x, y: y), time: t)
        }
    }
}
