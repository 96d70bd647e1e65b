import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures

/// What the feed reports: the trace's status, --log-state's rests and layout lines, the HUD.
extension StackMode {
    var status: ModeStatus {
        let top = layout.placements.last { $0.frameY <= axis.offset + 0.5 }?.index ?? 0
        var status = ModeStatus(state: activeState, offset: axis.offset, velocity: axis.velocity, position: top,
                          liveTiles: layout.placements.filter { isOnScreen($0) }.count,
                          textures: lists.textureCount + stripBand.tiles.textureCount + plainViews.textureCount + shelf.readyCount,
                          recenters: row.wrapCount + strip.recenterCount,
                          liveCells: lists.shownCells)
        status[Trace.rowOffset] = row.logicalOffset
        status[Trace.stripOffset] = stripLogicalOffset
        status[Trace.innerOffset] = boxAxis.offset
        return status
    }

    /// The state of the scroller at work: the feed's, else the box's, the
    /// carousel row's or the strip row's (idle when all rest).
    var activeState: ScrollAxis.State {
        [axis.state, boxAxis.state, row.axis.state, nested.stripRow.axis.state].first { $0 != .idle } ?? .idle
    }

    var stripLogicalOffset: Double { nested.stripRow.logicalOffset }

    var restReport: [(key: String, value: LogValue)] {
        [("child", .int(status.position)), ("rows_a", .int(rowCount(FeedChild.listA))),
         ("card", .int(row.leadingItem ?? -1)), (Trace.rowOffset.rawValue, .number(row.logicalOffset, digits: 3)),
         (Trace.stripOffset.rawValue, .number(stripLogicalOffset, digits: 3)),
         (Trace.innerOffset.rawValue, .number(boxAxis.offset, digits: 3))]
    }

    var hudLines: [String] {
        let a = cells[FeedChild.listA]!, b = cells[FeedChild.listB]!, inBox = cells[FeedChild.box]!
        return ["cells     A \(a.cells.count)  B \(b.cells.count)  box \(inBox.cells.count)  (made \(a.pool.created)+\(b.pool.created)+\(inBox.pool.created))",
                "rows A    \(rowCount(FeedChild.listA))\(changes.resizes[.listA] == nil ? "" : " (animating)")",
                "gesture   \(gestureDescription)",
                "row       card \(row.leadingItem.map { "\($0 + 1)" } ?? "-") of \(row.itemCount), \(row.wrapCount) wraps",
                "box       \(fixed(boxAxis.offset, 0)) of \(fixed(boxAxis.configuration.bounds?.upperBound ?? 0, 0)) px",
                "content   \(fixed(layout.contentHeight, 0)) px"]
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    /// Queues the layout line when it changed since last reported (or always, `force`).
    func reportLayout(force: Bool = false) {
        let line = changes.layoutLine(mode: StackMode.name, boxContent: Double(StackMode.boxRows) * StackMode.boxRowHeight)
        guard force || line != reportedLayout else { return }
        reportedLayout = line
        logLines.append(line)
    }

    func rowCount(_ child: FeedChild) -> Int { changes.rowCount(child) }

    func isOnScreen(_ placement: FeedContainer.Placement) -> Bool {
        placement.frameHeight > 0 && placement.frameY < axis.offset + height
            && placement.frameY + placement.frameHeight > axis.offset
    }

    /// Where child `index` starts on screen (window y).
    func screenTop(of child: FeedChild) -> Double { changes.top(of: child) - axis.offset }
}
