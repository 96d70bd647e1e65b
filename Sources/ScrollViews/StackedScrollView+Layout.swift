import InfiniteScrolling
import ScrollPhysics

/// Where the feed's children lie: the bounds, the scrollers' places and the
/// placements the program reads, after every event, frame and change.
extension StackedScrollView {
    /// Adds the scroller a box or a scroller child needs, placed where the child lies.
    mutating func addScroller(for child: Child) {
        let top = stack.top(of: child.id), height = stack.shownHeight(of: child.id)
        switch child.content {
        case .view, .list: return
        case .box(_, let rows, let rowHeight):
            let rowHeight = rowHeight.clamped(to: ScrollAxis.extentRange, nan: 0)
            boxRows[child.id] = (max(0, rows), rowHeight)
            let (physics, animates) = (nested.outer.axis.configuration.physics, animates)
            let index = nested.addBox(contentY: top, height: height, contentExtent: Double(max(0, rows)) * rowHeight,
                                      physics: physics)
            nested.updateBox(index) { $0.axis.configuration.animatesScrolls = animates }
            parts[child.id] = .box(index)
        case .scroller(let view, _, let x, let width):
            parts[child.id] = .child(nested.addChild(view, contentY: top, height: height, x: x, width: width))
        }
    }

    /// The bounds, the scrollers' places and the placements follow the children as shown now.
    mutating func updateContent(time: Double) {
        let offset = nested.outer.offset, heights = stack.heights
        let layout = stack.container.layout(offset: offset, viewportHeight: nested.outer.frame.height, heights: heights)
        nested.outer.setContentExtent(layout.contentHeight + bottomInset, time: time)
        // Laid out once: again only when the new bounds moved the offset.
        place(nested.outer.offset == offset ? (layout, heights) : nil)
    }

    /// The scrollers lie where their children do; the placements are those of
    /// the offset now (`laidOut`: the layout at that offset, when already made).
    mutating func place(_ laidOut: (StackedContainer<ID>.Layout, heights: [ID: Double])? = nil) {
        let heights = laidOut?.heights ?? stack.heights
        let layout = laidOut?.0 ?? stack.container.layout(offset: nested.outer.offset,
                                                          viewportHeight: nested.outer.frame.height, heights: heights)
        var placed = 0
        for child in layout.placements {
            guard let part = parts[child.id] else { continue }
            nested.setPlace(of: part, contentY: child.frameY, height: child.frameHeight)
            placed += 1
        }
        // Hidden children's scrollers take no room and no gesture.
        if placed < parts.count {
            let shown = Set(layout.placements.map(\.id))
            for (id, part) in parts where !shown.contains(id) {
                nested.setPlace(of: part, contentY: stack.top(of: id), height: 0)
            }
        }
        nested.placeParts()
        let outer = nested.outer
        placements = layout.placements.map { placement(for: $0, heights: heights, in: outer) }
    }

    /// A layout's placement as the program reads it: in the window, a box's rows and offset its own.
    private func placement(for placed: StackedContainer<ID>.Placement, heights: [ID: Double],
                           in outer: ScrollView) -> Placement {
        let y = outer.windowPosition(ofContent: placed.frameY)
        var frame = ViewFrame(x: outer.frame.x, y: y, width: outer.frame.width, height: placed.frameHeight)
        let child = stack.container.children[placed.index]
        let isList = child.content.isList
        var kind = isList ? Kind.list : .view
        let top = isList ? outer.windowPosition(ofContent: placed.frameY - placed.contentOffset) : y
        let height = isList ? max(0, heights[placed.id] ?? child.contentHeight) : placed.frameHeight
        var contentOffset = placed.contentOffset, rows = placed.visibleRows, rowHeight = 0.0
        if case .list(_, let height) = child.content { rowHeight = height }
        switch parts[placed.id] {
        case .child(let index)?:
            kind = .scroller
            frame = nested.children[index].view.frame
        case .box(let index)?:
            kind = .box
            let box = nested.boxes[index].view
            frame = box.frame
            contentOffset = box.offset
            if let (count, height) = boxRows[placed.id] {
                rowHeight = height
                rows = Self.rows(of: frame, offset: box.offset, count: count, rowHeight: height, in: outer.frame)
            }
        case nil: break
        }
        return Placement(id: placed.id, kind: kind, top: top, height: height, fullHeight: child.contentHeight, frame: frame,
                         contentOffset: contentOffset, visibleRows: rows, rowHeight: rowHeight)
    }

    /// The rows `rowHeight` px each (`count` of them) of a box in `frame`
    /// scrolled to `offset`, inside both its frame and `view`.
    static func rows(of frame: ViewFrame, offset: Double, count: Int, rowHeight: Double, in view: ViewFrame) -> Range<Int> {
        let from = max(0, view.y - frame.y), to = min(frame.height, view.y + view.height - frame.y)
        guard to > from, rowHeight > 0 else { return 0..<0 }
        let first = max(0, Int(saturating: ((offset + from) / rowHeight).rounded(.down)))
        let end = min(count, Int(saturating: ((offset + to) / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }
}

extension StackedContainer.Content {
    /// Whether it is a list.
    var isList: Bool { if case .list = self { true } else { false } }
}
