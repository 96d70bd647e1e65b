import CSDL
import Testing
@testable import EndlessDemo

@Suite struct KeyTests {
    func keyDown(_ code: SDL_KeyCode, shift: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.timestamp = 2000
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        event.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
        return event
    }

    @Test func sdlKeycodesBecomeKeysOnce() {
        var input = SDLInput()
        #expect(input.convert(keyDown(SDLK_RIGHT)) == .key(.right, shift: false, time: 2))
        #expect(input.convert(keyDown(SDLK_TAB, shift: true)) == .key(.tab, shift: true, time: 2))
        #expect(input.convert(keyDown(SDLK_KP_PLUS)) == .key(.plus, shift: false, time: 2))
        #expect(input.convert(keyDown(SDLK_EQUALS)) == .key(.plus, shift: false, time: 2))
        #expect(input.convert(keyDown(SDLK_KP_MINUS)) == .key(.minus, shift: false, time: 2))
        #expect(input.convert(keyDown(SDLK_3)) == .key(.digit(3), shift: false, time: 2))
        #expect(input.convert(keyDown(SDLK_a)) == nil, "keys the demo has no use for make no event")
    }

    @Test func scriptNamesAreSDLsInAnyCase() {
        #expect(Key(name: "right") == .right)
        #expect(Key(name: "Keypad +") == .plus)
        #expect(Key(name: "=") == .plus)
        #expect(Key(name: "q") == .q)
        #expect(Key(name: "5") == .digit(5))
        #expect(Key(name: "Rihgt") == nil)
        #expect(Key(name: "A") == nil)
        for key in Key.all { #expect(Key(name: key.name) == key, "\(key.name) names itself") }
    }
}
