import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures

/// What the feed reports: the trace's status, --log-state's rests and layout lines, the HUD.
extension StackMode {
    var status: ModeStatus {
        var status = ModeStatus(state: activeState, offset: axis.offset, velocity: axis.velocity,
                          position: feed.topChild?.position ?? 0, liveTiles: feed.placementsInView.count,
                          textures: rows.textureCount + stripBand.tiles.textureCount + plainViews.textureCount + cards.textureCount,
                          recenters: row.wrapCount + strip.recenterCount,
                          liveCells: rows.shownCells)
        status[Trace.rowOffset] = row.logicalOffset
        status[Trace.stripOffset] = stripLogicalOffset
        status[Trace.innerOffset] = boxAxis.offset
        return status
    }

    /// The state of the scroller at work: the feed's, else the box's, the
    /// carousel row's or the strip row's (idle when all rest).
    var activeState: ScrollAxis.State {
        [axis.state, boxAxis.state, row.axis.state, stripRow.axis.state].first { $0 != .idle } ?? .idle
    }

    var stripLogicalOffset: Double { stripRow.logicalOffset }

    var restReport: [(key: String, value: LogValue)] {
        [("child", .int(status.position)), ("rows_a", .int(rowCount(FeedChild.listA))),
         ("card", .int(row.leadingItem ?? -1)), (Trace.rowOffset.rawValue, .number(row.logicalOffset, digits: 3)),
         (Trace.stripOffset.rawValue, .number(stripLogicalOffset, digits: 3)),
         (Trace.innerOffset.rawValue, .number(boxAxis.offset, digits: 3))]
    }

    var hudLines: [String] {
        let a = cells[.listA] ?? CellRecycler(), b = cells[.listB] ?? CellRecycler(), inBox = cells[.box] ?? CellRecycler()
        return ["cells     A \(a.cells.count)  B \(b.cells.count)  box \(inBox.cells.count)  (made \(a.pool.created)+\(b.pool.created)+\(inBox.pool.created))",
                "rows A    \(rowCount(FeedChild.listA))\(feed.isChanging(.listA) ? " (animating)" : "")",
                "gesture   \(gestureDescription)",
                "row       card \(row.leadingItem.map { "\($0 + 1)" } ?? "-") of \(row.itemCount), \(row.wrapCount) wraps",
                "box       \(fixed(boxAxis.offset, 0)) of \(fixed(boxAxis.configuration.bounds?.upperBound ?? 0, 0)) px",
                "content   \(fixed(feed.contentExtent - StackMode.bottomInset, 0)) px"]
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    /// Queues the layout line when it changed since last reported (or always, `force`).
    func reportLayout(force: Bool = false) {
        let line = layoutLine
        guard force || line != reportedLayout else { return }
        reportedLayout = line
        logLines.append(line)
    }

    /// The layout as --log-state prints it: each shown child's place and
    /// height in the feed's content (the box's with its content's height).
    var layoutLine: LogLine {
        let children: [LogValue] = feed.placements.map { placement in
            var fields: [(key: String, value: LogValue)] = [
                ("name", .text(placement.id.rawValue)), ("y", .number(feed.contentTop(of: placement.id), digits: 1)),
                ("height", .number(placement.height, digits: 1))]
            if placement.id == .box { fields.append(("content_height", .number(box.contentExtent, digits: 1))) }
            return .object(LogLine(fields))
        }
        return LogLine([("mode", .text(StackMode.name)), ("layout", .list(children))])
    }

    func rowCount(_ child: FeedChild) -> Int { feed.rowCount(of: child) }
}
