import ScrollPhysics

/// The pointer, the wheel, the keys and time: each to the feed's scrollers
/// (`NestedScrollView` decides who takes a gesture); the placements follow.
extension StackedScrollView {
    /// Takes `event` if it belongs to the feed, a box or a scroller across it:
    /// the pointer and the wheel, and the keys, which scroll the feed (↑ and ↓
    /// a line, Page Up, Page Down and Space a screen less a line, Home and End
    /// the ends) while no gesture is under way. Says what the one that took it made of it.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult {
        defer { place() }
        return nested.handle(event)
    }

    /// Takes `event` if it belongs to the feed, a box or a scroller across it.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        defer { place() }
        return nested.handle(event)
    }

    /// Moves the scrollers and the children's changes on to `time`; true when
    /// every scroller is at rest and one came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let rested = nested.advance(to: time)
        if stack.isChanging {
            advanceChanges(to: time)
        } else {
            endedChanges = []
            place()
        }
        return rested
    }

    /// When the feed next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earlier(nested.nextFrame(after: now), stack.isChanging ? now : nil)
    }

    /// The rests (of the whole feed: the last of its scrollers) not yet taken.
    public mutating func takeChanges() -> [ViewChange] { nested.takeChanges() }

    /// The feed now lies in `frame`: its content keeps its offset (within the
    /// new bounds), and the children follow.
    public mutating func resize(frame: ViewFrame, time: Double) {
        nested.resize(frame: frame, time: time)
        updateContent(time: time)
    }

    // MARK: Programmatic

    /// Scrolls the feed by `distance` px (positive: further down), animated as
    /// a key's step is, unless a gesture is under way.
    public mutating func scroll(by distance: Double, time: Double) {
        nested.scroll(by: distance, time: time)
        place()
    }

    /// Scrolls the feed so that its content's `contentY` is at the top of the
    /// view (within its bounds), animated: −∞ is the start, +∞ the end; NaN does nothing.
    public mutating func scroll(toContent contentY: Double, time: Double) {
        nested.scroll(toContent: contentY, time: time)
        place()
    }

    /// Moves the feed at once so that its content's `contentY` is at the top
    /// of the view (within its bounds), ending any motion or stream: −∞ is the
    /// start, +∞ the end; NaN does nothing; nothing while a gesture is under way.
    public mutating func jump(toContent contentY: Double, time: Double) {
        guard !contentY.isNaN, !nested.arena.isActive else { return }
        nested.endStreams(at: time)
        let end = nested.outer.axis.configuration.bounds?.upperBound ?? 0
        nested.outer.axis.jump(to: min(max(contentY, 0), end))
        place()
    }

    /// Scrolls the feed so that child `id` starts at the top of the view (as far as the bounds let it).
    public mutating func scroll(toChild id: ID, time: Double) {
        guard stack.contains(id) else { return }
        scroll(toContent: stack.top(of: id), time: time)
    }

    /// Scrolls the feed to its end, animated.
    public mutating func scrollToEnd(time: Double) { scroll(toContent: .infinity, time: time) }

    /// Ends any touchpad stream over the feed or a box at `time`: what a key
    /// or the program does before it moves anything itself.
    public mutating func endStreams(at time: Double) { nested.endStreams(at: time) }

    /// Ends the gesture under way as the pointer's loss would (a mode left, a window hidden).
    public mutating func cancelGesture(time: Double) {
        nested.endStreams(at: time)
        handle(.lost(time: time))
    }
}
