import CSDL
import Testing
import ScrollViews
import ScrollViewsSDL
@testable import EndlessDemo

@Suite @MainActor struct KeyTests {
    func keyDown(_ code: SDL_KeyCode, shift: Bool = false, ctrl: Bool = false, repeated: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.timestamp = 2000
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        event.key.keysym.mod = UInt16((shift ? KMOD_LSHIFT.rawValue : 0) | (ctrl ? KMOD_LCTRL.rawValue : 0))
        event.key.`repeat` = repeated ? 1 : 0
        return event
    }

    @Test func sdlKeycodesBecomeTheLibrarysKeysOnce() {
        var input = SDLInput(videoDriver: .x11)
        #expect(input.convert(keyDown(SDLK_RIGHT)) == .key(KeyEvent(.right, time: 2)))
        #expect(input.convert(keyDown(SDLK_TAB, shift: true)) == .key(KeyEvent(.tab, shift: true, time: 2)))
        #expect(input.convert(keyDown(SDLK_KP_PLUS, ctrl: true)) == .key(KeyEvent(.plus, ctrl: true, time: 2)))
        #expect(input.convert(keyDown(SDLK_EQUALS)) == .key(KeyEvent(.plus, time: 2)))
        #expect(input.convert(keyDown(SDLK_KP_MINUS)) == .key(KeyEvent(.minus, time: 2)))
        #expect(input.convert(keyDown(SDLK_3)) == .key(KeyEvent(.digit(3), time: 2)))
        #expect(input.convert(keyDown(SDLK_a)) == .key(KeyEvent(.letter("a"), time: 2)))
        #expect(input.convert(keyDown(SDLK_F11)) == .key(KeyEvent(.function(11), time: 2)))
        #expect(input.convert(keyDown(SDLK_RIGHT, repeated: true)) == .key(KeyEvent(.right, repeated: true, time: 2)))
        #expect(input.convert(keyDown(SDLK_LSHIFT)) == nil, "a modifier alone is no key")
    }

    @Test func theDemoActsOnItsOwnKeysAndRepeatsOnlySteps() throws {
        let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "banner"))
        session.frame(at: 0)
        #expect(session.handle(.key(KeyEvent(.letter("a"), time: 0.1))) == false, "a key the demo has no use for draws nothing")
        #expect(session.handle(.key(KeyEvent(.letter("h"), repeated: true, time: 0.2))) == false,
                "a held toggle's repeat does nothing")
        #expect(session.handle(.key(KeyEvent(.right, repeated: true, time: 0.3))) == true, "a held step repeats")
    }

    @Test func scriptNamesAreSDLsInAnyCase() {
        #expect(Key(name: "right") == .right)
        #expect(Key(name: "Keypad +") == .plus)
        #expect(Key(name: "=") == .plus)
        #expect(Key(name: "q") == .letter("q"))
        #expect(Key(name: "5") == .digit(5))
        #expect(Key(name: "F11") == .function(11))
        #expect(Key(name: "Rihgt") == nil)
        #expect(Key(name: "A")?.isDemoKey == false, "the library knows A; the demo has no use for it")
        for key in Key.all { #expect(Key(name: key.name) == key, "\(key.name) names itself") }
    }
}
