/// A view that scrolls across a `NestedScrollView` — a row of cards, a
/// recentering strip, a looping pager, a horizontal scroll view: the container
/// places it in its content, moves it with the content, and gives it the
/// gestures that start over it and leave the slop within 30° of its direction.
public protocol NestedChild: Sendable {
    /// Where it lies in the window (the container keeps it up to date).
    var frame: ViewFrame { get }
    /// Whether it takes drags now (a row whose cards all fit does not: every
    /// gesture over it is the container's).
    var takesDrags: Bool { get }
    /// Whether it moves or is held by the pointer.
    var isMoving: Bool { get }
    /// Takes `event` if it belongs to it; says what it made of it.
    mutating func handle(_ event: PointerEvent) -> InputResult
    /// Moves motion on to `time`; true when it came to rest in this step.
    mutating func advance(to time: Double) -> Bool
    /// When it next needs a frame with nothing else happening (nil: not until an event).
    func nextFrame(after now: Double) -> Double?
    /// It now lies in `frame`.
    mutating func resize(frame: ViewFrame, time: Double)
}

extension CardRowView: NestedChild {
    /// Whether its cards can scroll (two or more).
    public var takesDrags: Bool { row.isScrollable }
}

extension RecenteringStripView: NestedChild {
    /// Always: a strip is endless.
    public var takesDrags: Bool { true }
    /// Whether it moves, is held by the pointer or follows a touchpad's stream.
    public var isMoving: Bool { axis.isMoving || axis.isPointerDown || isStreaming }
    /// It now lies in `frame`: the place at its centre stays there.
    public mutating func resize(frame: ViewFrame, time: Double) {
        if frame != self.frame { resize(frame: frame) }
    }
}

extension LoopingPagerView: NestedChild {
    /// Whether it has pages to turn (two or more).
    public var takesDrags: Bool { pager.loop.isScrollable }
    /// Whether it moves or is held by the pointer.
    public var isMoving: Bool { pager.axis.isMoving || pager.axis.isPointerDown }
}

extension ScrollView: NestedChild {
    /// Whether its content is longer than its frame.
    public var takesDrags: Bool { (axis.configuration.bounds.map { $0.upperBound > $0.lowerBound }) ?? true }
    /// It now lies in `frame`; its content keeps its extent.
    public mutating func resize(frame: ViewFrame, time: Double) { resize(frame: frame, contentExtent: nil, time: time) }
}
