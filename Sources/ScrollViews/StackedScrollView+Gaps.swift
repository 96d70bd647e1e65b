extension StackedScrollView {
    /// The parts of the feed's frame no child covers now, top to bottom: the
    /// spacing between children, the room above the first child while the feed
    /// is pulled past its top, and below the last (past the content, or pulled
    /// past its end) — to paint in the feed's background rather than clearing
    /// the whole frame before the children are drawn.
    public var gaps: [ViewFrame] {
        let frame = self.frame, bottom = frame.y + frame.height
        var gaps: [ViewFrame] = []
        func gap(from top: Double, to end: Double) {
            let top = max(top, frame.y), end = min(end, bottom)
            if end > top { gaps.append(ViewFrame(x: frame.x, y: top, width: frame.width, height: end - top)) }
        }
        var covered = frame.y - offset
        gap(from: frame.y, to: covered)
        for placement in placements {
            if placement.top > covered { gap(from: covered, to: placement.top) }
            covered = max(covered, placement.top + placement.height)
        }
        gap(from: covered, to: bottom)
        return gaps
    }
}
