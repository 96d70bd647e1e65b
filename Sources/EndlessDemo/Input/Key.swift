import CSDL
import ScrollViewsSDL

/// The keys the demo reacts to. SDL's keycodes (the window) and SDL's key names
/// (scripts, in any case: "right", "Keypad +") are mapped to these once, in the
/// input layer; the modes switch on them.
public enum Key: Hashable, Sendable {
    case left, right, up, down, pageUp, pageDown, home, end
    case space, tab, escape, f11
    /// Return or the keypad's Enter (the grid opens the focused picture).
    case enter
    /// Letters the demo uses: Q quits, H toggles the HUD, X the x-ray overlay,
    /// B the stack's banner.
    case q, h, x, b
    /// `+` or `=` (the same key without Shift), main keyboard or keypad.
    case plus
    /// `-`, main keyboard or keypad.
    case minus
    /// A digit key 0–9 (modes by number).
    case digit(Int)

    /// The key SDL's keycode `code` stands for, or nil when the demo has no use for it.
    init?(keycode code: SDL_Keycode) {
        switch Int(code) {
        case Int(SDLK_LEFT.rawValue): self = .left
        case Int(SDLK_RIGHT.rawValue): self = .right
        case Int(SDLK_UP.rawValue): self = .up
        case Int(SDLK_DOWN.rawValue): self = .down
        case Int(SDLK_PAGEUP.rawValue): self = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): self = .pageDown
        case Int(SDLK_HOME.rawValue): self = .home
        case Int(SDLK_END.rawValue): self = .end
        case Int(SDLK_SPACE.rawValue): self = .space
        case Int(SDLK_TAB.rawValue): self = .tab
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_F11.rawValue): self = .f11
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): self = .enter
        case Int(SDLK_q.rawValue): self = .q
        case Int(SDLK_h.rawValue): self = .h
        case Int(SDLK_x.rawValue): self = .x
        case Int(SDLK_b.rawValue): self = .b
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): self = .plus
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): self = .minus
        case Int(SDLK_0.rawValue)...Int(SDLK_9.rawValue): self = .digit(Int(code) - Int(SDLK_0.rawValue))
        default: return nil
        }
    }

    /// Whether holding the key repeats what it does: the steps (arrows, pages,
    /// + and −) do; toggles, jumps and commands (Space, Tab, H, X, B, Home, End,
    /// F11, digits, Esc, Q) act once per press, whatever the key repeat sends.
    public var repeats: Bool {
        switch self {
        case .left, .right, .up, .down, .pageUp, .pageDown, .plus, .minus: true
        default: false
        }
    }

    /// The key SDL calls `name` ("Right", "right", "PageDown", "Keypad +", "2"),
    /// or nil when SDL knows no such key or the demo has no use for it.
    public init?(name: String) {
        let code = SDL_GetKeyFromName(name)
        guard code != SDLK_UNKNOWN.rawValue else { return nil }
        self.init(keycode: code)
    }

    /// SDL's name of the key, as scripts and messages write it.
    public var name: String {
        switch self {
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .home: "Home"
        case .end: "End"
        case .space: "Space"
        case .tab: "Tab"
        case .escape: "Escape"
        case .f11: "F11"
        case .enter: "Return"
        case .q: "Q"
        case .h: "H"
        case .x: "X"
        case .b: "B"
        case .plus: "+"
        case .minus: "-"
        case .digit(let n): String(n)
        }
    }

    /// Every key, for messages.
    static let all: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .space, .tab, .escape,
                             .f11, .enter, .q, .h, .x, .b, .plus, .minus] + (0...9).map { .digit($0) }
}
