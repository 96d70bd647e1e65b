import InfiniteScrolling

/// The feed's children, top to bottom: the ids of its stacked container
/// (the raw value is the name --log-state gives them).
public enum FeedChild: String, CaseIterable, Sendable {
    case header
    case carousel
    case box
    case listA
    case banner
    case stripRow = "strip"
    case listB
    case footer

    /// Its place in the feed (the trace's `page` in the stack: the child at the top).
    var position: Int {
        switch self {
        case .header: 0
        case .carousel: 1
        case .box: 2
        case .listA: 3
        case .banner: 4
        case .stripRow: 5
        case .listB: 6
        case .footer: 7
        }
    }
}

extension FeedChild: Hashable {
    /// Hashed by its place, not by its name: the feed looks children up every frame.
    public func hash(into hasher: inout Hasher) { hasher.combine(position) }
}

/// The feed's stacked container, its children known by `FeedChild`.
public typealias FeedContainer = StackedContainer<FeedChild>

extension StackedContainer where ID == FeedChild {
    /// The feed as it starts, top to bottom.
    public static var feed: FeedContainer {
        FeedContainer(children: [
            .init(id: .header, content: .view(height: 130)),
            .init(id: .carousel, content: .view(height: StackMode.cardHeight + 20)),
            .init(id: .box, content: .view(height: 300)),
            .init(id: .listA, content: .list(rowCount: 100, rowHeight: 44)),
            .init(id: .banner, content: .view(height: 160)),
            .init(id: .stripRow, content: .view(height: Double(StripMode.tileHeight) + 20)),
            .init(id: .listB, content: .list(rowCount: 5_000, rowHeight: 72)),
            .init(id: .footer, content: .view(height: 260)),
        ], spacing: 12)
    }
}
