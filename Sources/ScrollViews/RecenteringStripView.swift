import ScrollPhysics
import InfiniteScrolling

/// An endless strip of tiles in a frame of the window: Josh Shaffer and Eliza
/// Block's recentering scroller (`RecenteringStrip`) driven by a `ScrollAxis` —
/// drag, fling, the wheel, a tile per step key, Home — that moves itself and its
/// tiles back to the middle of its finite content, unseen, and says where each
/// tile in view is drawn. Tiles are reused (`VisibleTile.slot`).
public struct RecenteringStripView: Sendable {
    /// One tile in view: its number on the endless strip, the reused view that
    /// shows it, and its frame in the window.
    public struct VisibleTile: Sendable, Equatable {
        /// The tile's number (tile n covers logical n·extent…(n+1)·extent).
        public var index: Int
        /// The reused view holding it.
        public var slot: Int
        /// Where it is drawn, in window coordinates.
        public var frame: ViewFrame
    }

    /// Where the last recenter moved the viewport, physical offsets before and after.
    public struct Recenter: Sendable, Equatable {
        /// The physical offset before it.
        public var from: Double
        /// The physical offset after it.
        public var to: Double
    }

    /// Which way the strip runs.
    public let orientation: ScrollView.Orientation
    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The axis, in physical offsets within the finite content.
    public private(set) var axis: ScrollAxis
    /// The recentering model: content, shift, tiles.
    public private(set) var strip: RecenteringStrip
    /// The indicator's timing (its bar shows the physical offset in the finite content).
    public private(set) var indicator = ScrollIndicator()
    /// How far one wheel notch scrolls, px: GTK's step for the viewport unless set to a positive number.
    public var lineStep: Double {
        get { chosenStep ?? ScrollView.defaultLineStep(viewportExtent: strip.viewportExtent) }
        set { chosenStep = ScrollView.chosenLineStep(newValue) }
    }
    private var chosenStep: Double?
    /// The last recenter, nil before the first.
    public private(set) var lastRecenter: Recenter?
    private var input: AxisInput

    /// A strip of tiles `tileExtent` px long in `frame`, running along
    /// `orientation` with the feel of `physics`, tile 0 at the viewport's start.
    public init(frame: ViewFrame, orientation: ScrollView.Orientation = .horizontal, tileExtent: Double,
                physics: ScrollAxis.Physics = .init(), lineStep: Double? = nil) {
        self.orientation = orientation
        self.frame = frame
        let viewport = max(1, frame.extent(along: orientation))
        chosenStep = ScrollView.chosenLineStep(lineStep)
        input = AxisInput(orientation: orientation)
        strip = RecenteringStrip(tileExtent: tileExtent, viewportExtent: viewport)
        axis = ScrollAxis(configuration: .init(viewportExtent: viewport, bounds: nil, paging: nil, physics: physics))
        strip.resize(viewportExtent: viewport, keepingLogical: 0, &axis)
    }

    /// Where the viewport's start is on the endless strip, px.
    public var logicalOffset: Double { strip.logicalOffset(ofPhysical: axis.offset) }

    /// Whether programmatic scrolls (keys, wheel notches, Home) animate.
    public var animatesScrolls: Bool {
        get { axis.configuration.animatesScrolls }
        set { axis.configuration.animatesScrolls = newValue }
    }

    /// The tiles in view, in order.
    public var visibleTiles: [VisibleTile] {
        strip.tiles.map { tile in
            let start = frame.start(along: orientation) + strip.physicalX(ofTile: tile.index) - axis.offset
            let box = orientation == .horizontal
                ? ViewFrame(x: start, y: frame.y, width: strip.tileExtent, height: frame.height)
                : ViewFrame(x: frame.x, y: start, width: frame.width, height: strip.tileExtent)
            return VisibleTile(index: tile.index, slot: tile.slot, frame: box)
        }
    }

    /// Takes `event` if it belongs to the strip: the pointer and the wheel (see
    /// `handle(_:)` for a `PointerEvent`) and the keys — the arrows along the
    /// strip a tile, Page Up, Page Down and Space the tiles a screen holds,
    /// Home tile 0 (the strip has no end).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult { route(event) }

    /// Takes `event` if it belongs to the strip: a press inside the frame and
    /// what follows it, or a wheel over it.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        let outcome = input.route(event, in: frame, to: &axis)
        switch outcome {
        case .ignored: return .ignored
        case .wheel(let forward, let source, let time):
            input.scroll(forward: forward, source: source, lineStep: lineStep, time: time, axis: &axis)
        case .driven, .released: break
        }
        layout()
        return InputResult(outcome, of: event)
    }

    /// Moves motion on to `time`, recentering when due; true when it came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        input.endIfQuiet(at: time, axis: &axis)
        let rested = axis.advance(to: time)
        indicator.note(active: axis.state != .idle, at: time)
        layout()
        changes.note(page: nil, rested: rested, time: time)
        return rested
    }

    /// The rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()

    /// The rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the strip next needs a frame with nothing else happening (nil: not until an event).
    public func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earliest(axis.isMoving || input.isStreaming ? now : nil, input.nextCheck,
                               indicator.nextFrame(after: now))
    }

    /// Animates to the start of the tile `direction` tiles on (+1 the next, −1
    /// the previous) from where the motion is heading.
    public mutating func step(_ direction: Int, time: Double) {
        input.endStream(at: time, axis: &axis)
        let heading = strip.logicalOffset(ofPhysical: axis.restingOffset)
        let tile = (heading / strip.tileExtent).rounded(direction > 0 ? .down : .up) + Double(direction)
        axis.scroll(by: tile * strip.tileExtent - heading, time: time)
        layout()
    }

    /// Back to tile 0: animated within three viewports, a jump beyond (a spring
    /// over millions of px would only be a blur).
    public mutating func goHome(time: Double) {
        input.endStream(at: time, axis: &axis)
        if abs(logicalOffset) <= 3 * strip.viewportExtent {
            axis.scroll(by: -strip.logicalOffset(ofPhysical: axis.restingOffset), time: time)
        } else {
            axis.jump(to: strip.resize(viewportExtent: strip.viewportExtent, keepingLogical: 0))
            axis.settle(time: time)
        }
        layout()
    }

    /// Whether a touchpad's stream is open on the strip.
    public var isStreaming: Bool { input.isStreaming }

    /// A new frame: the place at the viewport's centre stays there, the motion goes on.
    public mutating func resize(frame: ViewFrame) {
        let extent = max(1, frame.extent(along: orientation))
        // Moved only (a feed scrolled it): nothing to keep in place.
        guard extent != strip.viewportExtent else { return self.frame = frame }
        let center = logicalOffset + strip.viewportExtent / 2
        self.frame = frame
        strip.resize(viewportExtent: extent, keepingLogical: center - extent / 2, &axis)
    }

    /// Recenter, then tile: the technique's step after every scroll.
    private mutating func layout() {
        let before = axis.offset
        if strip.update(&axis) != 0 { lastRecenter = Recenter(from: before, to: axis.offset) }
    }
}

extension RecenteringStripView: KeyedView {
    var keyOrientation: ScrollView.Orientation { orientation }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        guard command != .end, !input.isTracking else { return false }
        switch command {
        case .line(let d): step(d.signum(), time: time)
        case .page(let d): step(d.signum() * max(1, Int(saturating: (strip.viewportExtent / strip.tileExtent).rounded(.down))), time: time)
        case .start, .end: goHome(time: time)
        }
        return true
    }
}
