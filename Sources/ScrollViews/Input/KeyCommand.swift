/// What a key asks of a scrolling view, as the platform's lists, scrolled
/// windows and pagers answer it: the arrows along the view's axis a line (a
/// page, in a pager), Page Up and Page Down, Space and Shift+Space a screen,
/// Home and End (with or without Ctrl) the start and the end. Arrows across
/// the axis, and arrows or Space with Ctrl held, are left to the program.
public enum KeyCommand: Sendable, Equatable {
    /// One line back (−1) or forward (+1).
    case line(Int)
    /// One screen back (−1) or forward (+1).
    case page(Int)
    /// To the content's start.
    case start
    /// To the content's end.
    case end

    /// What `press` asks of a view scrolling along `orientation`; nil when it asks nothing of it.
    public init?(_ press: KeyEvent, orientation: ScrollView.Orientation) {
        let vertical = orientation == .vertical
        switch press.key {
        case .home: self = .start
        case .end: self = .end
        case _ where press.ctrl: return nil
        case .up where vertical, .left where !vertical: self = .line(-1)
        case .down where vertical, .right where !vertical: self = .line(1)
        case .pageUp: self = .page(-1)
        case .pageDown: self = .page(1)
        case .space: self = .page(press.shift ? -1 : 1)
        default: return nil
        }
    }

    /// The step's direction: −1 back (toward the start), +1 forward.
    public var direction: Int {
        switch self {
        case .line(let d), .page(let d): d < 0 ? -1 : 1
        case .start: -1
        case .end: 1
        }
    }
}
