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
    nonisolated static let rowsStep = 100
    nonisolated static let resizeDuration = 0.3
    nonisolated static let boxRows = 40, boxRowHeight = 44.0
    nonisolated static let cardWidth = 260.0, cardHeight = 210.0, cardGap = 16.0
    /// Where the carousel row's first card starts and the box's sides, px from the window's sides.
    nonisolated static let inset = 20.0

    nonisolated static let name = "stack"
    nonisolated static let title = "Feed of nested scrollers (stacked container)"
    /// The nested scrollers: the carousel row's logical offset (continuous
    /// across wraps), the strip row's logical offset, the box's own offset.
    enum Trace: String, TraceColumns {
        case rowOffset = "row_offset", stripOffset = "strip_offset", innerOffset = "inner_offset"
    }
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .child, scrollsVertically: true, showsPictures: true) }
    nonisolated static let summary = "One feed stacks rows, a box and long lists: each child's frame is clipped to the view and makes cells only for its visible rows, from a reuse pool."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library, cards: context.settings.items,
                  seed: context.settings.seed)
        if context.settings.reduceMotion { reduceMotion() }
    }

    let help = "drag / fling rows, box, feed · wheel (Shift: rows) · ↑ ↓ PgUp PgDn Home End · ← → cards · + / - rows in A · B banner"

    /// The feed: the library's stacked scroll view, its children known by
    /// `FeedChild` — the carousel row and the strip row across it, the box
    /// along it, chained to it, the lists and plain views (`Feed.feed`). It
    /// takes every pointer and wheel event and every change of the children;
    /// the mode draws it.
    var feed: Feed
    /// The carousel row's model (tests move it themselves).
    var row: CardLoop {
        get { carousel.row }
        set { feed.update(.carousel, as: CardRowView.self) { $0.row = newValue } }
    }
    /// The carousel row (the feed's from the start: `Feed.feed`).
    var carousel: CardRowView { feed.child(.carousel)! }
    /// The strip row.
    var stripRow: RecenteringStripView { feed.child(.stripRow)! }
    var strip: RecenteringStrip { stripRow.strip }
    /// The box's own scroller.
    var box: ScrollView { feed.box(.box)! }
    var boxAxis: ScrollAxis { box.axis }
    /// The lists' and the box's rows: cells for the rows in view, each a
    /// texture painted once (the library's), and how they are painted.
    let rows: StackedRows<FeedChild>
    let rowViews = FeedRowViews()
    var cells: [FeedChild: CellRecycler] { rows.cells }
    /// The header, the banner and the footer, composed once each.
    let plainViews = FeedPlainViews()
    /// The strip row's drawing.
    let stripBand: StripBand
    /// What a key changed out of view, said over the feed's bottom edge for a moment.
    var notice: FeedNotice?
    /// The carousel's cards: random animals, or the folder's pictures in order,
    /// at most 64 (cards share a picture when the row has more cards), each
    /// card's caption painted once into its composed card.
    let cards: PictureCards
    var waitsForImages: Bool {
        get { cards.waitsForPictures }
        set { cards.waitsForPictures = newValue }
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
    nonisolated static let bottomInset = Layout.helpBarHeight

    init(canvas: Canvas, library: ImageLibrary, cards: Int, seed: UInt64) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        feed = .feed(width: width, height: height, headerHeight: FeedPlainViews.headerHeight(width: width, text: canvas.text),
                     cards: cards)
        stripBand = StripBand(canvas: canvas)
        rows = StackedRows(renderer: canvas.drawing, width: width) { [rowViews] child, row, surface in
            rowViews.paint(child, row: row, onto: surface, canvas: canvas)
        }
        self.cards = StackMode.cards(of: library, count: cards, seed: seed, canvas: canvas)
        makeViews()
        relayout()
    }

    var axis: ScrollAxis { feed.outer.axis }

    /// Reduced motion: the feed's, the box's and the rows' scrolls by keys, and the children's changes, happen at once.
    func reduceMotion() {
        feed.animates = false
        feed.update(.carousel, as: CardRowView.self) { $0.animatesScrolls = false }
        feed.update(.stripRow, as: RecenteringStripView.self) { $0.animatesScrolls = false }
    }

    // MARK: Life

    func nextFrame(after now: Double) -> Double? {
        // Asked several times a frame: the feed read in place, not copied out of this object.
        func views(_ feed: inout Feed) -> (next: Double?, cards: Double?) {
            (feed.nextFrame(after: now), cards.nextFrame(after: now, row: feed.child(.carousel, as: CardRowView.self)!))
        }
        let (next, pictures) = views(&feed)
        let earliest = FrameSchedule.earlier(next, pictures)
        return FrameSchedule.earlier(earliest, notice.map { max(now, $0.end) })
    }

    func activate(time: Double) {
        clock = max(clock, time)
        cards.resume(at: clock)
        reportLayout(force: true)
    }

    func deactivate(time: Double) { cancelGesture(time: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        feed.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: self.height), time: time)
        makeViews()
        // A narrow window wraps the header's lines to more of them (at once, whatever the motion setting).
        feed.setHeight(of: .header, to: FeedPlainViews.headerHeight(width: self.width, text: canvas.text), time: time,
                       animated: false)
        relayout()
        reportLayout()
    }

    // MARK: Time

    func update(to time: Double) {
        clock = max(clock, time)
        if let notice, !notice.isShown(at: clock) { self.notice = nil }
        feed.advance(to: time)
        // The layout line again once a change has ended.
        if !feed.endedChanges.isEmpty { reportLayout() }
        cards.advance(to: clock, renderer: canvas.drawing, inView: isChildOnScreen(.carousel))
        relayout()
        noteRest()
    }

    /// Counts a rest when the last of the feed's scrollers stops (or the pointer
    /// lets go of still ones): a fling handed from the box to the feed is one motion.
    func noteRest() {
        rests.note(active: feed.isScrolling)
    }
}
