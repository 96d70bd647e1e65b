import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import PicturesSDL

/// Mode 5: a feed of nested scrollers in OLEContainerScrollView's stacked
/// container. From the top: a header; a horizontal carousel row of animal cards
/// looping both ways (the sentinel technique with several cards in view); a
/// box of 40 rows that scrolls itself inside the feed (same-axis chaining with
/// hand-off); list A; a banner (B hides it); a horizontal recentering strip row
/// (Josh & Eliza); list B (5,000 rows); a footer.
///
/// Who takes a gesture is the library's `NestedScrollView`'s to decide: a drag
/// within 30° of horizontal over a row moves the row, a drag in the box the box
/// to its edge and then the feed, any other the feed. The lists are the
/// container's: their frames are clipped to the viewport and only visible rows
/// get cells, from a pool per list.
public final class StackMode: RegisteredMode {
    static let rowsStep = 100
    static let resizeDuration = 0.3
    static let boxRows = 40, boxRowHeight = 44.0
    static let cardWidth = 260.0, cardHeight = 210.0, cardGap = 16.0
    /// Where the carousel row's first card starts and the box's sides, px from the window's sides.
    static let inset = 20.0

    static let name = "stack"
    static let title = "Feed of nested scrollers (stacked container)"
    /// The nested scrollers: the carousel row's logical offset (continuous
    /// across wraps), the strip row's logical offset, the box's own offset.
    enum Trace: String, TraceColumns {
        case rowOffset = "row_offset", stripOffset = "strip_offset", innerOffset = "inner_offset"
    }
    static var traits: ModeTraits { ModeTraits(name: name, unit: .child, scrollsVertically: true, showsPictures: true) }
    static let summary = "One feed stacks rows, a box and long lists: each child's frame is clipped to the view and makes cells only for its visible rows, from a reuse pool."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, cards: context.settings.items,
                  seed: context.settings.seed)
        if context.settings.reduceMotion { nested.jumpInsteadOfAnimating() }
    }

    let help = "drag / fling rows, box, feed · wheel (Shift: rows) · ↑ ↓ PgUp PgDn Home End · ← → cards · + / - rows in A · B banner"

    /// The feed: the library's nested container — the carousel row and the
    /// strip row across it, the box along it, chained to it (`FeedScrollers`).
    /// It takes every pointer and wheel event; the mode draws it and changes its layout.
    var nested: NestedScrollView
    /// The carousel row's model (tests move it themselves).
    var row: CardLoop {
        get { nested.carousel.row }
        set { nested.updateChild(NestedScrollView.carouselChild, as: CardRowView.self) { $0.row = newValue } }
    }
    var strip: RecenteringStrip { nested.stripRow.strip }
    /// The box's own axis.
    var boxAxis: ScrollAxis { nested.box.axis }
    /// The children and their changes of height (+ − and B).
    var changes: FeedChanges
    var container: FeedContainer {
        get { changes.container }
        set { changes.container = newValue }
    }
    var heights: [FeedChild: Double] { changes.heights }
    /// The lists' and the box's cells and row textures.
    let lists = FeedLists()
    var cells: [FeedChild: CellRecycler] { lists.cells }
    /// The header, the banner and the footer, composed once each.
    let plainViews = FeedPlainViews()
    /// The strip row's drawing.
    let stripBand: StripBand
    /// The carousel row's drawing (a texture while it rests).
    let carouselBand = CarouselBand()
    var layout: FeedContainer.Layout
    /// What a key changed out of view, said over the feed's bottom edge for a moment.
    var notice: FeedNotice?
    /// The cards' pictures.
    let cards: CardPictures
    var shelf: PictureShelf { cards.shelf }
    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }
    var clock = 0.0
    var logLines: [LogLine] = []
    /// Times the whole feed came to rest: every scroller still and the pointer up.
    var rests = RestCounter()
    var restCount: Int { rests.count }
    /// The layout last reported to --log-state.
    var reportedLayout: LogLine?
    let canvas: Canvas
    var width: Double
    var height: Double

    /// The feed's content inset at the bottom: it scrolls far enough for its
    /// end to clear the help bar. (At the top, the header child's first 54 px lie
    /// under the window's header bar and hold nothing.)
    static let bottomInset = Layout.helpBarHeight

    init(canvas: Canvas, library: ImageLibrary, cards: Int, seed: UInt64) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        var container = FeedContainer.feed
        container[FeedChild.header].content = .view(height: FeedPlainViews.headerHeight(width: width, text: canvas.text))
        changes = FeedChanges(container: container)
        layout = container.layout(offset: 0, viewportHeight: height)
        nested = .feed(changes, width: width, height: height, bottomInset: StackMode.bottomInset, cards: cards)
        stripBand = StripBand(canvas: canvas)
        self.cards = CardPictures(library: library, cards: cards, seed: seed, canvas: canvas)
        makeViews()
        relayout()
    }

    var axis: ScrollAxis { nested.outer.axis }

    // MARK: Life

    func nextFrame(after now: Double) -> Double? {
        // Asked several times a frame: the nested view read in place, not copied out of this object.
        func views(_ nested: inout NestedScrollView) -> (next: Double?, keys: [Int]) {
            (nested.nextFrame(after: now), cards.keys(inView: nested.carousel.row))
        }
        let (next, keys) = views(&nested)
        var earliest = FrameSchedule.earlier(next, shelf.nextFrame(after: now, showing: keys))
        if changes.isAnimating { earliest = FrameSchedule.earlier(earliest, now) }
        return FrameSchedule.earlier(earliest, notice.map { max(now, $0.end) })
    }

    func activate(time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
        reportLayout(force: true)
    }

    func deactivate(time: Double) { cancelGesture(time: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        nested.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: self.height), time: time)
        makeViews()
        // A narrow window wraps the header's lines to more of them.
        container[FeedChild.header].content = .view(height: FeedPlainViews.headerHeight(width: self.width, text: canvas.text))
        relayout()
        updateBounds(time: time)
        reportLayout()
    }

    // MARK: Time

    func update(to time: Double) {
        clock = max(clock, time)
        if let notice, !notice.isShown(at: clock) { self.notice = nil }
        nested.advance(to: time)
        if changes.isAnimating {
            if changes.advance(to: time, feed: &nested.outer.axis) { reportLayout() }
            updateBounds(time: time)
        }
        cards.collect(clock: clock, inView: isChildOnScreen(.carousel))
        relayout()
        noteRest()
    }

    /// Counts a rest when the last of the feed's scrollers stops (or the pointer
    /// lets go of still ones): a fling handed from the box to the feed is one motion.
    func noteRest() {
        rests.note(active: nested.isMoving)
    }
}
