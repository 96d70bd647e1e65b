import CSDL
import ScrollPhysics

/// Converts SDL events to `InputEvent`s, carrying SDL's timestamps.
struct SDLInput {
    /// Mouse coordinates from SDL are in window points, as the modes draw.
    private(set) var buttonDown = false
    /// Pixels per notch of a precise (smooth-scrolling) wheel delta.
    static let pixelsPerPreciseNotch = 40.0

    mutating func convert(_ event: SDL_Event) -> InputEvent? {
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            buttonDown = true
            SDL_CaptureMouse(SDL_TRUE)
            return .pointerDown(x: Double(event.button.x), y: Double(event.button.y), clicks: Int(event.button.clicks),
                                time: time)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            guard buttonDown else { return nil }
            buttonDown = false
            SDL_CaptureMouse(SDL_FALSE)
            return .pointerUp(x: Double(event.button.x), y: Double(event.button.y), clicks: Int(event.button.clicks),
                              time: time)
        case SDL_MOUSEMOTION:
            guard buttonDown else {
                return .hover(pointer: Point(x: Double(event.motion.x), y: Double(event.motion.y)), time: time)
            }
            if event.motion.state & CSDL_ButtonLeftMask() == 0 {
                // The release happened where we did not see it.
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .pointerLost(time: time)
            }
            return .pointerMove(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEWHEEL:
            let flipped: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let (x, y) = (Double(event.wheel.preciseX) * flipped, Double(event.wheel.preciseY) * flipped)
            let held = UInt32(SDL_GetModState().rawValue)
            var modifiers: Modifiers = []
            if held & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
            if held & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.ctrl) }
            let pointer = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            // Fractional deltas come from smooth-scrolling devices (trackpads); SDL gives
            // them in notches, which become pixels here and then scroll 1:1.
            if x != x.rounded() || y != y.rounded() {
                return .wheel(dx: x * SDLInput.pixelsPerPreciseNotch, dy: y * SDLInput.pixelsPerPreciseNotch,
                              precise: true, modifiers: modifiers, pointer: pointer, time: time)
            }
            return .wheel(dx: x, dy: y, precise: false, modifiers: modifiers, pointer: pointer, time: time)
        case SDL_KEYDOWN:
            guard let key = Key(keycode: event.key.keysym.sym) else { return nil }
            let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return .key(key, shift: shift, time: time)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST where buttonDown:
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .pointerLost(time: time)
            case SDL_WINDOWEVENT_LEAVE where !buttonDown:
                return .hover(pointer: nil, time: time)
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resize(width: Int(event.window.data1), height: Int(event.window.data2), time: time)
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
