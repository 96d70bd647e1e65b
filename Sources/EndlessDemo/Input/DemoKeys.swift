import ScrollViews

extension Key {
    /// The keys the demo reacts to, for scripts and messages: the arrows,
    /// pages, Home, End, Space, Backspace, Tab, Esc, F11 and F (fullscreen), Return, Q (quit), H
    /// (HUD), X (x-ray), B (the feed's banner), N, P and G (the pager's next,
    /// previous, first and last), S and F5 (its slideshow), I (its information), ? and F1 (its keys), < > and R (its rotation), + and −, and the
    /// digits (modes by number; the viewer's zoom).
    static let all: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .space, .tab, .escape,
                             .function(11), .enter, .letter("q"), .letter("h"), .letter("x"), .letter("b"), .plus,
                             .minus, .backspace, .letter("n"), .letter("p"), .letter("g"), .letter("f"), .letter("s"), .function(5), .letter("i"), .slash, .function(1), .comma, .period, .less,
                             .letter("r")] + (0...9).map { .digit($0) }

    /// Whether the demo reacts to the key.
    var isDemoKey: Bool { Key.all.contains(self) }
}
