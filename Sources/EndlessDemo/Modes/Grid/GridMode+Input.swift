import ScrollViews
import ScrollPhysics

/// The grid's input: drags, flings and the wheel through its scroll view;
/// Ctrl+wheel and a pinch change the columns about the cell under the pointer;
/// the arrows move a focus ring through the cells and scroll it into view.
extension GridMode {
    func handle(_ event: InputEvent) {
        if case .key(let press) = event { return handleKey(press.key, time: press.time) }
        // A click opens the cell it came down on; a tap on a grid in motion only stops it
        // (Flutter's #133529 opens it). Ctrl+wheel and a pinch change the columns (the library's).
        if case .tap(let x, let y, _) = grid.handle(event), let item = grid.item(atX: x, y: y) { open(item) }
    }

    /// The middle of the grid's own frame.
    var wheelCentre: PanZoom.Point? {
        PanZoom.Point(x: width / 2, y: Layout.headerHeight + grid.scrollView.frame.height / 2)
    }

    /// Asks for `item`'s picture in the pager (`takeHandoff`).
    private func open(_ item: Int) {
        focus = item
        var opening: ModeHandoff.Opening?
        // Its thumbnail: its own texture, or cut from its row's band when that is its only copy.
        let thumbnail = banked[item].flatMap { kept in
            kept.place.flatMap { bands.cut(row: item / grid.columns, $0, renderer: canvas.drawing) }
        } ?? shelf[item]?.readyTexture
        if let texture = thumbnail, let size = sizes[item] {
            let cell = grid.frame(ofItem: item), place = GridMode.layout(side: grid.cellSide).pictureRect(for: size)
            opening = ModeHandoff.Opening(frame: ViewFrame(x: cell.x + Double(place.x), y: cell.y + Double(place.y),
                                                           width: Double(place.w), height: Double(place.h)),
                                          thumbnail: texture, source: size)
        }
        handoff = .open(picture: item, from: opening)
        logLines.append(LogLine([("mode", .text(name)), ("open", .int(item)), ("picture", .text(library.entries[item].caption))]))
    }

    func takeLogLines() -> [LogLine] {
        defer { logLines.removeAll() }
        return logLines
    }

    func takeHandoff() -> ModeHandoff? {
        defer { handoff = nil }
        return handoff
    }

    /// Back from the pager: the picture it showed focused, its cell brought into view at once.
    func receive(_ handoff: ModeHandoff, time: Double) -> Bool {
        guard case .back(let picture) = handoff, (0..<library.entries.count).contains(picture) else { return false }
        focus = picture
        grid.reveal(item: picture, time: time)
        return true
    }

    private func handleKey(_ key: Key, time: Double) {
        let count = library.entries.count
        guard count > 0 else { return }
        let page = max(grid.rowPitch, grid.scrollView.frame.height - grid.rowPitch)
        switch key {
        case .left: moveFocus(by: -1, time: time)
        case .right: moveFocus(by: 1, time: time)
        case .up: moveFocus(by: -grid.columns, time: time)
        case .down: moveFocus(by: grid.columns, time: time)
        case .pageUp: grid.scrollView.axis.scroll(by: -page, time: time)
        case .pageDown: grid.scrollView.axis.scroll(by: page, time: time)
        case .home:
            focus = focus.map { _ in 0 }
            grid.scrollView.axis.scroll(by: -grid.scrollView.axis.restingOffset, time: time)
        case .end:
            focus = focus.map { _ in count - 1 }
            grid.scroll(toItem: count - 1, time: time)
        case .enter:
            if let focus { open(focus) }
        default: break
        }
    }

    /// The focus ring `delta` items on, kept in the grid, its cell scrolled into
    /// view; the first press puts it on the first cell wholly in view.
    private func moveFocus(by delta: Int, time: Double) {
        let count = library.entries.count
        let to: Int
        if let focus {
            to = min(max(0, focus.addingReportingOverflow(delta).partialValue), count - 1)
        } else {
            let top = grid.scrollView.frame.y
            to = grid.visibleItems.first { grid.frame(ofItem: $0).y >= top } ?? grid.visibleItems.first ?? 0
        }
        focus = to
        grid.scroll(toItem: to, time: time)
    }
}

extension GridMode {
    /// The pointer over a cell shows its picture's name; true when that changed.
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool {
        let item = pointer.flatMap { grid.item(atX: $0.x, y: $0.y) }
        defer { hovered = item }
        return item != hovered
    }
}
