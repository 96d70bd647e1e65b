import ScrollViews
import InfiniteScrolling
import ScrollPhysics

/// The feed's scrollers: the library's nested container with the carousel row
/// (a `CardRowView`) and the strip row (a `RecenteringStripView`) across it
/// and the box along it, chained to it — each where the feed's children put it.
extension NestedScrollView {
    /// The children and the box, by their index in the container.
    static let carouselChild = 0, stripChild = 1, theBox = 0

    /// The feed's container for the children of `changes` in a window `width` ×
    /// `height` (content to `bottomInset` past the last child), its carousel of `cards` cards.
    static func feed(_ changes: FeedChanges, width: Double, height: Double, bottomInset: Double,
                     cards: Int) -> NestedScrollView {
        let container = changes.container
        var nested = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: width, height: height),
                                      contentExtent: container.layout(offset: 0, viewportHeight: height).contentHeight + bottomInset)
        let carouselHeight = container[FeedChild.carousel].contentHeight
        nested.addChild(CardRowView(frame: ViewFrame(x: StackMode.inset, y: 0, width: max(1, width - StackMode.inset),
                                                     height: carouselHeight),
                                    itemCount: cards, cardExtent: StackMode.cardWidth, spacing: StackMode.cardGap),
                        contentY: changes.top(of: FeedChild.carousel), height: carouselHeight, x: StackMode.inset)
        let stripHeight = container[FeedChild.stripRow].contentHeight
        nested.addChild(RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: width, height: stripHeight),
                                             tileExtent: StripMode.tileExtent, lineStep: StripMode.tileExtent),
                        contentY: changes.top(of: FeedChild.stripRow), height: stripHeight)
        nested.addBox(contentY: changes.top(of: FeedChild.box), height: container[FeedChild.box].contentHeight,
                      contentExtent: Double(StackMode.boxRows) * StackMode.boxRowHeight)
        return nested
    }

    /// Puts the rows and the box where the children of `changes` lie now (a
    /// child changing height above moves them).
    mutating func place(feed changes: FeedChanges) {
        place(child: NestedScrollView.carouselChild, contentY: changes.top(of: FeedChild.carousel),
              height: changes.container[FeedChild.carousel].contentHeight)
        place(child: NestedScrollView.stripChild, contentY: changes.top(of: FeedChild.stripRow),
              height: changes.container[FeedChild.stripRow].contentHeight)
        place(box: NestedScrollView.theBox, contentY: changes.top(of: FeedChild.box))
    }

    /// Reduced motion: the feed's, the box's and the rows' scrolls by keys jump.
    mutating func jumpInsteadOfAnimating() {
        outer.axis.configuration.animatesScrolls = false
        updateBox(NestedScrollView.theBox) { $0.axis.configuration.animatesScrolls = false }
        updateChild(NestedScrollView.carouselChild, as: CardRowView.self) { $0.animatesScrolls = false }
        updateChild(NestedScrollView.stripChild, as: RecenteringStripView.self) { $0.animatesScrolls = false }
    }

    /// The carousel row.
    var carousel: CardRowView { child(NestedScrollView.carouselChild, as: CardRowView.self)! }
    /// The strip row.
    var stripRow: RecenteringStripView { child(NestedScrollView.stripChild, as: RecenteringStripView.self)! }
    /// The box.
    var box: ScrollView { boxes[NestedScrollView.theBox].view }

    /// Scrolls the carousel row by `cards` cards (← →).
    mutating func scrollCarousel(byCards cards: Int, time: Double) {
        updateChild(NestedScrollView.carouselChild, as: CardRowView.self) { $0.scroll(byCards: cards, time: time) }
    }
}
