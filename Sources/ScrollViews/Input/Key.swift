/// A key on the keyboard, by what it means rather than where it sits: the keys
/// scroll views and programs react to (moving, paging, zooming, commands).
public enum Key: Hashable, Sendable {
    /// ←.
    case left
    /// →.
    case right
    /// ↑.
    case up
    /// ↓.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// The space bar.
    case space
    /// Tab.
    case tab
    /// Esc.
    case escape
    /// Backspace.
    case backspace
    /// Delete (Del).
    case delete
    /// Return, or the keypad's Enter.
    case enter
    /// `+` or `=` (the same key without Shift), on the main keyboard or the keypad.
    case plus
    /// `-`, on the main keyboard or the keypad.
    case minus
    /// `/`, and with Shift `?`.
    case slash
    /// `,`, and with Shift `<` (on a US keyboard).
    case comma
    /// `.`, and with Shift `>` (on a US keyboard).
    case period
    /// The `<` key of ISO keyboards, and with Shift `>`.
    case less
    /// A digit key, 0–9.
    case digit(Int)
    /// A letter key, a–z, always lower case (Shift is in `KeyEvent.shift`).
    case letter(Character)
    /// A function key, F1–F24.
    case function(Int)

    /// Whether holding the key is meant to repeat what it does: the steps
    /// (arrows, pages, + and −) are; toggles, jumps and commands act once per press.
    public var repeats: Bool {
        switch self {
        case .left, .right, .up, .down, .pageUp, .pageDown, .plus, .minus: true
        default: false
        }
    }

    /// The key's name as SDL writes it ("Left", "PageDown", "Return", "Q", "F11", "+").
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
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .enter: "Return"
        case .plus: "+"
        case .minus: "-"
        case .slash: "/"
        case .comma: ","
        case .period: "."
        case .less: "<"
        case .digit(let n): String(n)
        case .letter(let c): c.uppercased()
        case .function(let n): "F\(n)"
        }
    }
}
