import ScrollPhysics

/// What a view made of an input event it was given.
public enum InputResult: Sendable, Equatable {
    /// Not the view's: outside its frame, or no gesture of its own.
    case ignored
    /// The view took it and scrolls by it: a press, a drag's move, a release
    /// that flings or settles, a wheel's turn, a lost pointer.
    case scrolled
    /// A click or a tap: the press came down at (`x`, `y`) and was released
    /// within the slop without stopping anything; `clicks` 2 ends a double-click.
    case tap(x: Double, y: Double, clicks: Int)
    /// A press and release that only stopped a motion: not a click (a tap on a
    /// moving list stops it, as on iOS).
    case stopped
    /// The view's content zoomed (a zoomable view's Ctrl+wheel, pinch or keys).
    case zoomed
    /// A pager took it and now shows or heads to page (item) `to`, another than
    /// before: a key, a dot clicked, a flick or a wheel's turn. (While a drag
    /// goes on, a pager shows the page nearest; its release gives where it lands.)
    case pageChanged(to: Int)
    /// The keyboard's focus moved to item `item` (a grid's arrow keys, `GridView.focusesItems`).
    case focused(item: Int)
    /// Item `item` was chosen from the keyboard: Enter on the focused one.
    case activated(item: Int)
    /// The view took it for something of its own that neither scrolls nor
    /// turns a page: a key that shows or hides a panel, starts or stops a
    /// slideshow, turns a picture.
    case handled

    /// Whether the view took the event (anything but `ignored`).
    public var isTaken: Bool { self != .ignored }

    /// What a view that routes the pointer through `PointerCapture` made of
    /// `event`, which the capture routed as `outcome`.
    public init(_ outcome: PointerCapture.Outcome, of event: PointerEvent) {
        switch outcome {
        case .ignored: self = .ignored
        case .driven, .wheel: self = .scrolled
        case .released(.tap, let x, let y):
            if case .up(_, _, let clicks, _) = event { self = .tap(x: x, y: y, clicks: clicks) } else { self = .scrolled }
        case .released(.stop, _, _): self = .stopped
        case .released: self = .scrolled
        }
    }
}
