/// Something a view tells its caller of its own accord, as UIKit's scroll
/// view delegate and Flutter's `onPageChanged` do.
public enum ViewChange: Sendable, Equatable {
    /// The page (or item, or card) nearest the view became `to`, from `from`:
    /// reported while the view moves, when the nearest one changes — not only
    /// when it rests there.
    case pageChanged(from: Int, to: Int)
    /// Everything in the view came to rest, on `page` (nil for views without
    /// pages), in the step of time that ended at `time`.
    case cameToRest(page: Int?, time: Double)
}

/// A view's changes not yet taken by its caller: each view notes its page and
/// its rests at every `advance(to:)`, and the caller takes them after it
/// (`takeChanges()`) to react: update a caption, load the page's neighbours,
/// save where the reader was. Consecutive page changes not taken merge into
/// one; at most `limit` are kept (the oldest go first).
public struct ViewChanges: Sendable, Equatable {
    /// The most changes kept untaken.
    public static let limit = 32
    /// The changes not yet taken, oldest first.
    public private(set) var pending: [ViewChange] = []
    /// The page last noted (nil: the view has none, or none yet).
    public private(set) var page: Int?

    /// No changes yet, the view on `page`.
    public init(page: Int? = nil) {
        self.page = page
    }

    /// After a step of time to `time`: the view is on `page`, and `rested` says
    /// whether it came to rest in the step.
    public mutating func note(page: Int?, rested: Bool, time: Double) {
        if let page, let last = self.page, page != last {
            if case .pageChanged(let from, _)? = pending.last {
                // Back where the untaken change began: no change at all.
                pending.removeLast()
                if from != page { pending.append(.pageChanged(from: from, to: page)) }
            } else {
                append(.pageChanged(from: last, to: page))
            }
        }
        if page != nil { self.page = page }
        if rested { append(.cameToRest(page: page, time: time)) }
    }

    /// The changes since the last take, oldest first; none are left pending.
    public mutating func take() -> [ViewChange] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    private mutating func append(_ change: ViewChange) {
        if pending.count >= ViewChanges.limit { pending.removeFirst() }
        pending.append(change)
    }
}
