extension Key {
    /// The key SDL's keycode `code` stands for, or nil for one the library has
    /// no value for (modifiers, media keys, punctuation).
    public init?(keycode code: SDL_Keycode) {
        let value = Int(code)
        func sdl(_ key: SDL_KeyCode) -> Int { Int(key.rawValue) }
        switch value {
        case sdl(SDLK_LEFT): self = .left
        case sdl(SDLK_RIGHT): self = .right
        case sdl(SDLK_UP): self = .up
        case sdl(SDLK_DOWN): self = .down
        case sdl(SDLK_PAGEUP): self = .pageUp
        case sdl(SDLK_PAGEDOWN): self = .pageDown
        case sdl(SDLK_HOME): self = .home
        case sdl(SDLK_END): self = .end
        case sdl(SDLK_SPACE): self = .space
        case sdl(SDLK_TAB): self = .tab
        case sdl(SDLK_ESCAPE): self = .escape
        case sdl(SDLK_BACKSPACE): self = .backspace
        case sdl(SDLK_DELETE): self = .delete
        case sdl(SDLK_RETURN), sdl(SDLK_KP_ENTER), sdl(SDLK_RETURN2): self = .enter
        case sdl(SDLK_PLUS), sdl(SDLK_EQUALS), sdl(SDLK_KP_PLUS): self = .plus
        case sdl(SDLK_MINUS), sdl(SDLK_KP_MINUS): self = .minus
        case sdl(SDLK_SLASH), sdl(SDLK_QUESTION), sdl(SDLK_KP_DIVIDE): self = .slash
        case sdl(SDLK_COMMA): self = .comma
        case sdl(SDLK_PERIOD): self = .period
        case sdl(SDLK_LESS): self = .less
        case sdl(SDLK_0)...sdl(SDLK_9): self = .digit(value - sdl(SDLK_0))
        case sdl(SDLK_a)...sdl(SDLK_z):
            self = .letter(Character(Unicode.Scalar(UInt8(value - sdl(SDLK_a)) + UInt8(ascii: "a"))))
        case sdl(SDLK_F1)...sdl(SDLK_F12): self = .function(value - sdl(SDLK_F1) + 1)
        case sdl(SDLK_F13)...sdl(SDLK_F24): self = .function(value - sdl(SDLK_F13) + 13)
        default: return nil
        }
    }

    /// The key SDL calls `name`, in any case ("Right", "right", "PageDown",
    /// "Keypad +", "q", "F11"), or nil when SDL knows no such key or the
    /// library has no value for it.
    public init?(name: String) {
        let code = SDL_GetKeyFromName(name)
        guard code != SDLK_UNKNOWN.rawValue else { return nil }
        self.init(keycode: code)
    }
}
