import CSDL

/// Converts SDL events to `InputEvent`s, carrying SDL's timestamps.
struct SDLInput {
    /// Window points per renderer pixel is handled by the renderer scale; mouse
    /// coordinates from SDL are already in window points.
    private(set) var buttonDown = false

    mutating func convert(_ event: SDL_Event) -> InputEvent? {
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            buttonDown = true
            SDL_CaptureMouse(SDL_TRUE)
            return .pointerDown(x: Double(event.button.x), y: Double(event.button.y), time: time)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            guard buttonDown else { return nil }
            buttonDown = false
            SDL_CaptureMouse(SDL_FALSE)
            return .pointerUp(x: Double(event.button.x), y: Double(event.button.y), time: time)
        case SDL_MOUSEMOTION:
            guard buttonDown else { return nil }
            if event.motion.state & CSDL_ButtonLeftMask() == 0 {
                // The release happened where we did not see it.
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .pointerLost(time: time)
            }
            return .pointerMove(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEWHEEL:
            let flipped: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let precise = event.wheel.preciseX != Float(event.wheel.x) || event.wheel.preciseY != Float(event.wheel.y)
            return .wheel(dx: Double(event.wheel.preciseX) * flipped, dy: Double(event.wheel.preciseY) * flipped,
                          precise: precise, time: time)
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return .key(name: name, shift: shift, time: time)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST where buttonDown:
                buttonDown = false
                SDL_CaptureMouse(SDL_FALSE)
                return .pointerLost(time: time)
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
