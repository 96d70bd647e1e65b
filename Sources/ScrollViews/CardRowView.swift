import ScrollPhysics
import InfiniteScrolling

/// A row of cards that loops both ways, several in view, in a frame of the
/// window: a `CardLoop` that takes pointer events (a fling ends on a card's
/// edge), scrolls a card per wheel notch and says where each card in view is
/// drawn. Cards span the frame across the row.
public struct CardRowView: Sendable {
    /// One card in view: the item it shows and its frame in the window.
    public struct VisibleCard: Sendable, Equatable {
        /// The item, 0..<itemCount.
        public var item: Int
        /// Where it is drawn, in window coordinates (the gap after it excluded).
        public var frame: ViewFrame
    }

    /// Which way the row runs.
    public let orientation: ScrollView.Orientation
    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The looping model, its axis in physical offsets (a program may move it
    /// itself: a jump, a wrap).
    public var row: CardLoop
    /// Whether the pointer went down in this view and has not been released.
    public var isTracking: Bool { capture.isTracking }
    private var capture: PointerCapture

    /// A row of `itemCount` cards `cardExtent` px long with `spacing` px after
    /// each, in `frame`, running along `orientation` with the feel of `physics`.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .horizontal, itemCount: Int,
                cardExtent: Double, spacing: Double = 0, physics: ScrollAxis.Physics = .init()) {
        self.orientation = orientation
        self.frame = frame
        capture = PointerCapture(orientation: orientation)
        row = CardLoop(itemCount: itemCount, cardExtent: cardExtent, spacing: spacing,
                       viewportExtent: max(1, frame.extent(along: orientation)), physics: physics)
    }

    /// The cards in view, in order, with their frames.
    public var visibleCards: [VisibleCard] {
        row.visibleSlots.compactMap { slot in
            guard let item = row.item(atSlot: slot) else { return nil }
            let start = frame.start(along: orientation) + row.x(ofSlot: slot) - row.axis.offset
            let card = orientation == .horizontal
                ? ViewFrame(x: start, y: frame.y, width: row.cardExtent, height: frame.height)
                : ViewFrame(x: frame.x, y: start, width: frame.width, height: row.cardExtent)
            return VisibleCard(item: item, frame: card)
        }
    }

    /// The item whose card is at window point (`x`, `y`), nil between cards or outside.
    public func item(atX x: Double, y: Double) -> Int? {
        visibleCards.first { $0.frame.contains(x: x, y: y) && frame.contains(x: x, y: y) }?.item
    }

    /// Takes `event` if it belongs to the row: the pointer and the wheel (see
    /// `handle(_:)` for a `PointerEvent`) and the keys — the arrows along the
    /// row a card, Page Up, Page Down and Space the cards a screen holds, Home
    /// the first item, End the last (the short way round).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult { route(event) }

    /// Scrolls, animated and the short way round, until `item` leads the row.
    public mutating func scroll(toItem item: Int, time: Double) {
        let count = row.itemCount
        guard count > 0, (0..<count).contains(item), let leading = row.leadingItem else { return }
        var cards = (item - leading) % count
        if cards < 0 { cards += count }
        if cards > count / 2 { cards -= count }
        scroll(byCards: cards, time: time)
    }

    /// Takes `event` if it belongs to the row: a press inside the frame and
    /// what follows it, or a wheel over it (horizontal deltas, or Shift).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        let outcome = capture.route(event, in: frame, to: &row)
        switch outcome {
        case .ignored:
            return .ignored
        case .wheel(let forward, let source, let time):
            row.scroll(wheel: forward, pixels: source.isPixels, time: time)
        case .driven, .released:
            break
        }
        return InputResult(outcome, of: event)
    }

    /// Moves motion on to `time`; true when the row came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let rested = row.advance(to: time)
        changes.note(page: row.leadingItem, rested: rested, time: time)
        return rested
    }

    /// The leading card's changes (the item nearest the row's start) and the
    /// rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()

    /// The page changes and rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the row next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? { isMoving ? now : row.nextCheck }

    /// Scrolls by `cards` cards from where the row is heading, animated (keys).
    public mutating func scroll(byCards cards: Int, time: Double) { row.scroll(byCards: cards, time: time) }

    /// Whether scrolls by keys animate (false: reduced motion, jumps).
    public var animatesScrolls: Bool {
        get { row.animatesScrolls }
        set { row.animatesScrolls = newValue }
    }

    /// Whether the row moves or is held by the pointer.
    public var isMoving: Bool { row.axis.isMoving || row.axis.isPointerDown }

    /// A new frame: the row keeps its place; a new extent changes how many cards fit.
    public mutating func resize(frame: ViewFrame, time: Double) {
        let extent = frame.extent(along: orientation)
        self.frame = frame
        if extent != row.viewportExtent { row.resize(viewportExtent: max(1, extent), time: time) }
    }
}

extension CardRowView: KeyedView {
    var keyOrientation: ScrollView.Orientation { orientation }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        guard !isTracking, row.isScrollable else { return false }
        switch command {
        case .line(let d): scroll(byCards: d.signum(), time: time)
        case .page(let d): scroll(byCards: d.signum() * max(1, Int(saturating: (row.viewportExtent / row.pitch).rounded(.down))), time: time)
        case .start: scroll(toItem: 0, time: time)
        case .end: scroll(toItem: row.itemCount - 1, time: time)
        }
        return true
    }
}
