import InfiniteScrolling
import ScrollViews

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

/// The feed: the library's stacked scroll view, its children known by `FeedChild`.
public typealias Feed = StackedScrollView<FeedChild>

extension StackedScrollView where ID == FeedChild {
    /// The feed as it starts in a window `width` × `height`, top to bottom —
    /// its header `headerHeight` px tall, its carousel of `cards` cards — its
    /// content reaching past the last child to clear the help bar.
    public static func feed(width: Double, height: Double, headerHeight: Double, cards: Int) -> Feed {
        let carousel = CardRowView(frame: ViewFrame(x: StackMode.inset, y: 0, width: max(1, width - StackMode.inset),
                                                    height: StackMode.cardHeight + 20),
                                   itemCount: cards, cardExtent: StackMode.cardWidth, spacing: StackMode.cardGap)
        let stripHeight = Double(StripMode.tileHeight) + 20
        let strip = RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: width, height: stripHeight),
                                         tileExtent: StripMode.tileExtent, lineStep: StripMode.tileExtent)
        return Feed(frame: ViewFrame(x: 0, y: 0, width: width, height: height), children: [
            .init(id: .header, content: .view(height: headerHeight)),
            .init(id: .carousel, content: .scroller(carousel, height: StackMode.cardHeight + 20, x: StackMode.inset)),
            .init(id: .box, content: .box(height: 300, rowCount: StackMode.boxRows, rowHeight: StackMode.boxRowHeight)),
            .init(id: .listA, content: .list(rowCount: 100, rowHeight: 44)),
            .init(id: .banner, content: .view(height: 160)),
            .init(id: .stripRow, content: .scroller(strip, height: stripHeight)),
            .init(id: .listB, content: .list(rowCount: 5_000, rowHeight: 72)),
            .init(id: .footer, content: .view(height: 260)),
        ], spacing: 12, bottomInset: StackMode.bottomInset)
    }

    /// Scrolls the carousel row by `cards` cards (← →).
    mutating func scrollCarousel(byCards cards: Int, time: Double) {
        update(.carousel, as: CardRowView.self) { $0.scroll(byCards: cards, time: time) }
    }
}
