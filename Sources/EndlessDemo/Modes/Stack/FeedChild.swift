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
    var position: Int { FeedChild.allCases.firstIndex(of: self)! }
}

/// The feed's stacked container, its children known by `FeedChild`.
public typealias FeedContainer = StackedContainer<FeedChild>
