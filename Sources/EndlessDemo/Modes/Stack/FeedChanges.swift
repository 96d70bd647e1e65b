import InfiniteScrolling
import ScrollPhysics

/// The feed's children and their changes of height: list A growing or
/// shrinking by rows (+ and −) and the banner folding away or back (B), over
/// 0.3 s or at once with reduced motion. What follows a changing child moves
/// with it, so a viewport that starts below it keeps what it shows.
struct FeedChanges {
    /// The children, top to bottom (the stacked container).
    var container: FeedContainer
    /// Children changing height now.
    var resizes: [FeedChild: FeedResize] = [:]

    /// The shown heights of the children changing height.
    var heights: [FeedChild: Double] { resizes.isEmpty ? [:] : resizes.mapValues(\.shown) }

    /// Whether a child is changing height.
    var isAnimating: Bool { !resizes.isEmpty }

    /// The rows list `child` has, or is going to.
    func rowCount(_ child: FeedChild) -> Int {
        if case .rows(let rows)? = resizes[child]?.outcome { return rows }
        if case .list(let rows, _) = container[child].content { return rows }
        return 0
    }

    /// Where `child` starts in the feed, as the children are shown now.
    func top(of child: FeedChild) -> Double { container.top(of: child, heights: heights) }

    /// The layout as --log-state prints it for mode `mode`: each child's frame
    /// in content coordinates (the box's with its content's height, `boxContent`).
    func layoutLine(mode: String, boxContent: Double) -> LogLine {
        let children: [LogValue] = container.children.filter { !$0.isHidden }.map { child in
            var fields: [(key: String, value: LogValue)] = [
                ("name", .text(child.id.rawValue)), ("y", .number(top(of: child.id), digits: 1)),
                ("height", .number(heights[child.id] ?? child.contentHeight, digits: 1))]
            if child.id == .box { fields.append(("content_height", .number(boxContent, digits: 1))) }
            return .object(LogLine(fields))
        }
        return LogLine([("mode", .text(mode)), ("layout", .list(children))])
    }

    /// Starts list A growing or shrinking by `delta` rows at `time`; the row count it goes to.
    mutating func changeRows(by delta: Int, time: Double) -> Int {
        guard case .list(let current, let rowHeight) = container[FeedChild.listA].content else { return 0 }
        let target = max(0, rowCount(.listA) + delta)
        let from = resizes[.listA]?.shown ?? Double(current) * rowHeight
        // While it animates, the list keeps the larger count so no row vanishes early.
        container[FeedChild.listA].content = .list(rowCount: max(current, target), rowHeight: rowHeight)
        resizes[.listA] = FeedResize(from: from, to: Double(target) * rowHeight, start: time, outcome: .rows(target))
        return target
    }

    /// B at `time`: the banner folds away or back, `animated` or at once (the
    /// feed's `axis` shifted when it shows what follows). True when it folds away.
    mutating func toggleBanner(time: Double, animated: Bool, feed axis: inout ScrollAxis) -> Bool {
        guard animated else {
            let before = top(of: .stripRow)
            container[FeedChild.banner].isHidden.toggle()
            let after = top(of: .stripRow)
            // Below the banner, what is on screen stays where it is.
            if axis.offset >= before - container.spacing { axis.shift(by: after - before) }
            return container[FeedChild.banner].isHidden
        }
        let content = container[FeedChild.banner].contentHeight, folded = -container.spacing
        let hidden = container[FeedChild.banner].isHidden
        let running = resizes[.banner]
        // A second B while it folds turns it back.
        let hides = running.map { $0.outcome != .hidden(true) } ?? !hidden
        let from = running?.shown ?? (hidden ? folded : content)
        // Back in the layout at no height (its spacing taken back), then unfolding.
        if hidden { container[FeedChild.banner].isHidden = false }
        resizes[.banner] = FeedResize(from: from, to: hides ? folded : content, start: time, outcome: .hidden(hides))
        return hides
    }

    /// Moves the changes on to `time`, in the feed's order so that one's shift
    /// of the feed's `axis` is seen by the next; true when one ended (its child
    /// has its new row count, or is hidden).
    mutating func advance(to time: Double, feed axis: inout ScrollAxis) -> Bool {
        var ended = false
        for child in FeedChild.allCases {
            guard let resize = resizes[child] else { continue }
            let h = resize.height(at: time)
            // What follows the child moves with it.
            if axis.offset >= top(of: child) + resize.shown { axis.shift(by: h - resize.shown) }
            resizes[child]?.shown = h
            guard resize.isDone(at: time) else { continue }
            resizes[child] = nil
            ended = true
            switch resize.outcome {
            case .rows(let rows):
                if case .list(_, let rowHeight) = container[child].content {
                    container[child].content = .list(rowCount: rows, rowHeight: rowHeight)
                }
            case .hidden(let hidden):
                if hidden { container[child].isHidden = true }
            }
        }
        return ended
    }
}
