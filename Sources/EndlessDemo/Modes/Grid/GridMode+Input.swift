import ScrollViews
import ScrollPhysics

/// The grid's input: drags, flings and the wheel through its scroll view;
/// Ctrl+wheel and a pinch change the columns about the cell under the pointer,
/// and the arrows move a focus ring through the cells (the library's `GridView`).
extension GridMode {
    func handle(_ event: InputEvent) {
        // A click opens the cell it came down on; a tap on a grid in motion only stops it
        // (Flutter's #133529 opens it); Enter opens the focused one. Ctrl+wheel and a pinch change
        // the columns, the arrows move the focus (the library's).
        switch photos.handle(event) {
        case .tap(let x, let y, _): if let item = grid.item(atX: x, y: y) { open(item) }
        case .activated(let item): open(item)
        default: break
        }
    }

    /// The middle of the grid's own frame.
    var wheelCentre: PanZoom.Point? {
        PanZoom.Point(x: width / 2, y: Layout.headerHeight + grid.scrollView.frame.height / 2)
    }

    /// Asks for `item`'s picture in the pager (`takeHandoff`).
    private func open(_ item: Int) {
        photos.focusedItem = item
        handoff = .open(picture: item, from: photos.thumbnail(of: item, renderer: canvas.drawing))
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
        photos.reveal(item: picture, time: time)
        return true
    }
}

extension GridMode {
    /// The pointer over a cell shows its picture's name; true when that changed.
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool { photos.hover(x: pointer?.x, y: pointer?.y) }
}
