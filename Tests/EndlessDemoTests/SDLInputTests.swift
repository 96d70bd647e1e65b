import CSDL
import ScrollPhysics
import ScrollViews
import ScrollViewsSDL
import Testing
@testable import EndlessDemo

@Suite struct SDLInputTests {
    func wheel(_ x: Float, _ y: Float, flipped: Bool = false, timestamp: UInt32 = 1500) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = timestamp
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.x = Int32(x)
        event.wheel.y = Int32(y)
        event.wheel.mouseX = 300
        event.wheel.mouseY = 200
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    @Test func notchesStayNotchesWithTheirTimestamp() {
        var input = SDLInput(videoDriver: .x11)
        #expect(input.convert(wheel(0, -2)) == .wheel(dx: 0, dy: -2, source: .wheel, pointer: PanZoom.Point(x: 300, y: 200), time: 1.5))
        #expect(input.convert(wheel(0, 1, flipped: true)) == .wheel(dx: 0, dy: -1, source: .wheel, pointer: PanZoom.Point(x: 300, y: 200), time: 1.5))
    }

    @Test func fractionalDeltasOffWaylandAndCocoaArePartsOfANotch() {
        var input = SDLInput(videoDriver: .x11)
        #expect(input.convert(wheel(0.25, -0.5)) == .wheel(dx: 0.25, dy: -0.5, source: .wheel, pointer: PanZoom.Point(x: 300, y: 200), time: 1.5))
    }

    @Test func theMouseSDLMakesOfAFingerIsIgnoredAndTheFingerComesAsItself() throws {
        var input = SDLInput(videoDriver: .x11)
        var press = SDL_Event()
        press.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.which = CSDL_TouchMouseID()
        #expect(input.convert(press) == nil && !input.buttonDown)
        var finger = SDL_Event()
        finger.type = SDL_FINGERDOWN.rawValue
        finger.tfinger.timestamp = 250
        finger.tfinger.fingerId = 4
        (finger.tfinger.x, finger.tfinger.y) = (0.5, 0.25)
        // No window of that id here: the place is 0 px (a real window's size scales it).
        #expect(input.convert(finger) == .finger(TouchEvent(.down, finger: 4, x: 0, y: 0, time: 0.25)))
        finger.type = SDL_FINGERUP.rawValue
        let converted = input.convert(finger)
        guard case .finger(let up) = try #require(converted) else { Issue.record("not a finger"); return }
        #expect(up.phase == .up)
    }

    @Test func motionWithoutAPressIsAHoverNotADrag() {
        var input = SDLInput(videoDriver: .x11)
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 10
        #expect(input.convert(event) == .pointer(.hover(x: 10, y: 0, time: 0)))
        var leave = SDL_Event()
        leave.type = SDL_WINDOWEVENT.rawValue
        leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        #expect(input.convert(leave) == .pointer(.hover(x: nil, y: nil, time: 0)))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(input.convert(quit) == .quit)
    }
}

/// A held key: steps repeat, toggles act once.
@Suite struct KeyRepeatTests {
    func key(_ code: SDL_KeyCode, repeat held: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        event.key.`repeat` = held ? 1 : 0
        return event
    }

    @Test func theRepeatIsMarkedAndOnlyStepsAreMeantToRepeat() {
        var input = SDLInput(videoDriver: .x11)
        for code in [SDLK_b, SDLK_x, SDLK_h, SDLK_TAB, SDLK_SPACE, SDLK_HOME, SDLK_END, SDLK_F11] {
            guard case .key(let press)? = input.convert(key(code, repeat: true)) else { Issue.record("no key"); continue }
            #expect(press.repeated && !press.key.repeats, "\(press.key.name): the repeat is marked, the key does not repeat")
        }
        for code in [SDLK_LEFT, SDLK_DOWN, SDLK_PAGEDOWN, SDLK_PLUS] {
            guard case .key(let press)? = input.convert(key(code, repeat: true)) else { Issue.record("no key"); continue }
            #expect(press.repeated && press.key.repeats, "\(press.key.name): a held step goes on")
        }
    }
}

/// A key down when the window gets the focus — held or stuck in another
/// window — does not act in this one (SDL reports it as a fresh press).
@Suite struct HeldKeysTests {
    static func key(_ type: SDL_EventType, _ sym: SDL_KeyCode, ms: UInt32, repeats: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.timestamp = ms
        event.key.keysym.sym = Int32(sym.rawValue)
        event.key.`repeat` = repeats ? 1 : 0
        return event
    }

    @Test func aKeyDownAtTheFocusIsIgnoredUntilItsReleaseAndLaterPressesAct() {
        var input = SDLInput(videoDriver: .x11)
        var focus = SDL_Event()
        focus.type = SDL_WINDOWEVENT.rawValue
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
        focus.window.timestamp = 56
        _ = input.convert(focus)
        #expect(input.convert(Self.key(SDL_KEYDOWN, SDLK_q, ms: 56)) == nil, "the Q left down elsewhere does not quit")
        #expect(input.convert(Self.key(SDL_KEYDOWN, SDLK_q, ms: 90, repeats: true)) == nil)
        #expect(input.convert(Self.key(SDL_KEYUP, SDLK_q, ms: 120)) == nil)
        #expect(input.convert(Self.key(SDL_KEYDOWN, SDLK_q, ms: 400)) == .key(.letter("q"), time: 0.4), "pressed here: it acts")
        #expect(input.convert(Self.key(SDL_KEYDOWN, SDLK_RIGHT, ms: 500)) == .key(.right, time: 0.5))
    }
}
