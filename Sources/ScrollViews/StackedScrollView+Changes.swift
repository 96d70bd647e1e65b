import InfiniteScrolling
import ScrollPhysics

/// Changes to the children, by ID: animated over the feed's change duration
/// or at once (`animated`; nil: as the feed `animates`), what is on screen
/// staying in place.
extension StackedScrollView {
    /// List `id` now has `rowCount` rows (at least 0), from `time`: it grows
    /// or shrinks at its end; the rows that go stay until it has shrunk past them.
    public mutating func setRowCount(of id: ID, to rowCount: Int, time: Double, animated: Bool? = nil) {
        let shift = stack.setRowCount(of: id, to: rowCount, time: time, animated: animated ?? animates, offset: offset)
        changed(shifting: shift, time: time)
    }

    /// Child `id` (any but a list) is now `height` px tall, from `time`.
    public mutating func setHeight(of id: ID, to height: Double, time: Double, animated: Bool? = nil) {
        let shift = stack.setHeight(of: id, to: height, time: time, animated: animated ?? animates, offset: offset)
        changed(shifting: shift, time: time)
    }

    /// Child `id` folds away (`hidden`) or back, from `time`; a second change
    /// while it folds turns it back from where it is.
    public mutating func setHidden(_ hidden: Bool, of id: ID, time: Double, animated: Bool? = nil) {
        let shift = stack.setHidden(hidden, of: id, time: time, animated: animated ?? animates, offset: offset)
        changed(shifting: shift, time: time)
    }

    /// Adds `child` after child `after` (first when nil or not there), from
    /// `time`, unfolding from nothing. A child whose id is there already is not added.
    public mutating func insert(_ child: Child, after: ID?, time: Double, animated: Bool? = nil) {
        guard stack.container.index(of: child.id) == nil else { return }
        let shift = stack.insert(StackedContainer.Child(id: child.id, content: child.content.height, isHidden: child.isHidden),
                                 after: after, time: time, animated: animated ?? animates, offset: offset)
        addScroller(for: child)
        changed(shifting: shift, time: time)
    }

    /// Removes child `id`, from `time`, folding it away first; a gesture over
    /// it ends as the pointer's loss would end it.
    public mutating func remove(_ id: ID, time: Double, animated: Bool? = nil) {
        guard stack.contains(id) else { return }
        let shift = stack.remove(id, time: time, animated: animated ?? animates, offset: offset)
        if stack.container.index(of: id) == nil { removeScroller(id, time: time) }
        changed(shifting: shift, time: time)
    }

    /// The feed's content shifts by `shift` px to keep what is on screen; the bounds and places follow.
    mutating func changed(shifting shift: Double, time: Double) {
        if shift != 0 { nested.outer.axis.shift(by: shift) }
        updateContent(time: time)
    }

    /// Moves the children's changes on to `time`.
    mutating func advanceChanges(to time: Double) {
        let step = stack.advance(to: time, offset: offset)
        endedChanges = step.ended
        for id in step.removed { removeScroller(id, time: time) }
        changed(shifting: step.shift, time: time)
    }

    /// Removes the scroller of child `id`, if it has one; the others keep theirs.
    mutating func removeScroller(_ id: ID, time: Double) {
        boxRows[id] = nil
        guard let part = parts.removeValue(forKey: id) else { return }
        nested.remove(part, time: time)
        for (other, otherPart) in parts {
            switch (otherPart, part) {
            case (.child(let i), .child(let removed)) where i > removed: parts[other] = .child(i - 1)
            case (.box(let i), .box(let removed)) where i > removed: parts[other] = .box(i - 1)
            default: break
            }
        }
    }
}
