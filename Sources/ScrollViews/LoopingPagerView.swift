import ScrollPhysics
import InfiniteScrolling

/// A pager that loops — after the last page comes the first — in a frame of
/// the window, with page dots: a `LoopingPager` that takes pointer events,
/// turns a page per burst of wheel notches, goes to a page whose dot is
/// clicked, and says where each page in view is drawn. Pages are the frame's
/// extent along `orientation`.
public struct LoopingPagerView: Sendable {
    /// One page in view: the item it shows and its frame in the window.
    public struct VisiblePage: Sendable, Equatable {
        /// The item, 0..<itemCount.
        public var item: Int
        /// Where it is drawn, in window coordinates.
        public var frame: ViewFrame
    }

    /// Which way the pages run.
    public let orientation: ScrollView.Orientation
    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The looping model, its axis in physical offsets.
    public private(set) var pager: LoopingPager
    /// Whether page dots are shown (and take clicks): a row along the frame's
    /// bottom edge for pages that run left and right, a column along its right
    /// edge for pages that run up and down.
    public var showsDots = true
    /// Where the dots' row is centred, window y (nil: 20 px above the frame's bottom); horizontal pagers.
    public var dotsCenterY: Double?
    /// Where the dots' column is centred, window x (nil: 20 px left of the frame's right edge); vertical pagers.
    public var dotsCenterX: Double?
    /// Whether the pointer went down in this view and has not been released.
    public var isTracking: Bool { capture.isTracking }
    /// The item changes and rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()
    private var capture: PointerCapture
    private var wheelBurst = WheelBurst()

    /// A pager over `itemCount` items in `frame`, paging along `orientation`
    /// with the feel of `physics`, showing item 0.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .horizontal, itemCount: Int,
                physics: ScrollAxis.Physics = .init()) {
        self.orientation = orientation
        self.frame = frame
        capture = PointerCapture(orientation: orientation)
        pager = LoopingPager(itemCount: itemCount, pageExtent: max(1, frame.extent(along: orientation)),
                             physics: physics)
    }

    /// The item in view (nearest), nil without items.
    public var currentItem: Int? { pager.currentItem }

    /// The item the pager heads to: where its motion comes to rest, or the nearest one.
    public var headingItem: Int? { pager.headingItem }

    /// The page dots: one per item, lit by the position; a row centred on the
    /// frame at `dotsCenterY`, or for a vertical pager a column centred on it at `dotsCenterX`.
    public var dots: PageDots {
        switch orientation {
        case .horizontal:
            return pager.pageDots(centerX: frame.x + frame.width / 2, centerY: dotsCenterY ?? frame.y + frame.height - 20)
        case .vertical:
            var dots = pager.pageDots(centerX: dotsCenterX ?? frame.x + frame.width - 20,
                                      centerY: frame.y + frame.height / 2)
            dots.orientation = .vertical
            return dots
        }
    }

    /// Whether page turns by keys, Home and dots animate (false: reduced motion, jumps).
    public var animatesScrolls: Bool {
        get { pager.animatesScrolls }
        set { pager.animatesScrolls = newValue }
    }

    /// The pages in view, in order, with their frames.
    public var visiblePages: [VisiblePage] {
        let extent = pager.pageExtent
        return pager.visiblePages(viewportExtent: extent).map { page in
            let frame = orientation == .horizontal
                ? ViewFrame(x: self.frame.x + page.start, y: self.frame.y, width: extent, height: self.frame.height)
                : ViewFrame(x: self.frame.x, y: self.frame.y + page.start, width: self.frame.width, height: extent)
            return VisiblePage(item: page.item, frame: frame)
        }
    }

    /// Takes `event` if it belongs to the pager: the pointer and the wheel (see
    /// `handle(_:)` for a `PointerEvent`) and the keys — the arrows along the
    /// pages, Page Up, Page Down and Space a page, Home the first item, End the last.
    /// An event that sends it to another item answers `.pageChanged(to:)`.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult {
        let before = pager.headingItem
        let result = route(event)
        guard result.isTaken, result != .stopped, let after = pager.headingItem, after != before else { return result }
        return .pageChanged(to: after)
    }

    /// Takes `event` if it belongs to the pager: a press inside the frame and
    /// what follows it, or a wheel over it. A click on a dot goes to its page.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        let outcome = capture.route(event, in: frame, to: &pager)
        switch outcome {
        case .ignored:
            return .ignored
        case .released(.tap, let x, let y):
            if showsDots, let item = dots.page(atX: x, y: y) { pager.goToItem(item, time: event.time) }
        case .wheel(let forward, _, let time):
            if let direction = wheelBurst.begins(delta: forward, time: time) { pager.step(direction, time: time) }
        case .driven, .released:
            break
        }
        return InputResult(outcome, of: event)
    }

    /// Moves motion on to `time` (a rest on a copy page jumps to its real page
    /// on the next step); true when the pager came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        let rested = pager.advance(to: time)
        changes.note(page: currentItem, rested: rested, time: time)
        return rested
    }

    /// The page changes and rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the pager next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? { pager.nextFrame(after: now) }

    /// Turns one page forward (+1) or back (−1), animated (keys).
    public mutating func step(_ direction: Int, time: Double) { pager.step(direction, time: time) }

    /// Back to the first item the short way, animated (Home).
    public mutating func goToFirstItem(time: Double) { pager.goToFirstItem(time: time) }

    /// To item `item` the short way round, animated (a dot clicked); nothing
    /// for an item the pager does not have.
    public mutating func goToItem(_ item: Int, time: Double) { pager.goToItem(item, time: time) }

    /// A new frame: pages take its extent, the item in view stays.
    public mutating func resize(frame: ViewFrame, time: Double) {
        self.frame = frame
        pager.resize(pageExtent: max(1, frame.extent(along: orientation)), time: time)
    }
}

extension LoopingPagerView: KeyedView {
    var keyOrientation: ScrollView.Orientation { orientation }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        let count = pager.loop.itemCount
        guard !isTracking, count > 1 else { return false }
        switch command {
        case .line(let d), .page(let d): step(d.signum(), time: time)
        case .start: goToFirstItem(time: time)
        case .end: goToItem(count - 1, time: time)
        }
        return true
    }
}

extension LoopingPager {
    /// The loop's page dots, centred on (`centerX`, `centerY`), lit by the
    /// logical offset (the drag included).
    public func pageDots(centerX: Double, centerY: Double) -> PageDots {
        PageDots(count: loop.itemCount, position: logicalOffset / pageExtent, centerX: centerX, centerY: centerY)
    }
}
