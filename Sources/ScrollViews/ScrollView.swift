import InfiniteScrolling
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import ScrollPhysics

/// A scrolling viewport along one axis, as UIScrollView or a GTK scrolled window
/// is one: a frame in the window, content of some extent, a `ScrollAxis` that
/// the pointer drags and flings, the wheel and keys scroll, and the indicator.
/// Give it every pointer event (`handle`) and every frame's time (`advance`);
/// draw it from `offset`, `visibleRange` and `indicatorThumb`; draw the next
/// frame at `nextFrame(after:)` — nil means nothing changes until the next event.
///
/// Content shorter than the frame does not scroll; bounds follow the content
/// and the frame (`resize`). With `paging`, drags and flings end on pages of
/// the frame's extent and a wheel turns one page per burst of notches.
public struct ScrollView: Sendable {
    /// The axis a view scrolls along.
    public enum Orientation: Sendable, Equatable {
        /// Content moves up and down; the pointer's y drives it.
        case vertical
        /// Content moves left and right; the pointer's x drives it.
        case horizontal
    }

    /// Which way it scrolls.
    public let orientation: Orientation
    /// Where it lies in the window.
    public private(set) var frame: ViewFrame
    /// The content's extent along the axis, px.
    public private(set) var contentExtent: Double
    /// The physics: offset, motion, configuration.
    public var axis: ScrollAxis
    /// The scroll indicator's timing.
    public private(set) var indicator = ScrollIndicator()
    /// How far one wheel notch scrolls, px: GTK's step for the viewport unless set to a positive number.
    public var lineStep: Double {
        get { chosenStep ?? ScrollView.defaultLineStep(viewportExtent: frame.extent(along: orientation)) }
        set { chosenStep = ScrollView.chosenLineStep(newValue) }
    }
    private var chosenStep: Double?
    /// Whether the pointer went down in this view and has not been released.
    public var isTracking: Bool { input.isTracking }
    /// The page changes (with paging) and rests not yet taken (`takeChanges()`).
    public private(set) var changes = ViewChanges()
    private var input: AxisInput
    private var wheelBurst = WheelBurst()

    /// A view in `frame` over content `contentExtent` px long, scrolling along
    /// `orientation` with the feel of `physics`; `paging` snaps to pages of the
    /// frame's extent. A wheel notch scrolls `lineStep` px (by default, or when it
    /// is not a positive number, GTK's step: the frame's extent to the power 2/3,
    /// 80 px in a 720 px view).
    public init(frame: ViewFrame, orientation: Orientation = .vertical, contentExtent: Double, paging: Bool = false,
                physics: ScrollAxis.Physics = .init(), lineStep: Double? = nil) {
        self.orientation = orientation
        self.frame = frame
        self.contentExtent = contentExtent
        input = AxisInput(orientation: orientation)
        let viewport = max(1, frame.extent(along: orientation))
        chosenStep = ScrollView.chosenLineStep(lineStep)
        axis = ScrollAxis(configuration: .init(
            viewportExtent: viewport,
            bounds: ScrollAxis.Configuration.bounds(contentExtent: contentExtent, viewportExtent: viewport),
            paging: paging ? Paging(pageSize: viewport, rate: physics.decelerationRate) : nil, physics: physics))
    }

    /// GTK's wheel step for a viewport `viewportExtent` px long: extent^(2/3)
    /// (its range widget's wheel delta) — 45 px in a 300 px box, 80 px in a
    /// 720 px view, 118 px across 1280 px: a larger share of a small view, a
    /// smaller one of a large view, never a fixed 120 px.
    public static func defaultLineStep(viewportExtent: Double) -> Double {
        pow(max(1, viewportExtent.isFinite ? viewportExtent : 1), 2.0 / 3.0)
    }

    /// A wheel step as given, held to `ViewFrame.sizeRange`; nil (the default
    /// step) when it is not a positive number (0, negative, NaN, infinite).
    static func chosenLineStep(_ step: Double?) -> Double? {
        guard let step, step.isFinite, step > 0 else { return nil }
        return min(step, ViewFrame.sizeRange.upperBound)
    }

    /// The content offset, px: how far the content has scrolled.
    public var offset: Double { axis.offset }

    /// Whether anything moves: a drag, a fling, a snap, a bounce, an animated scroll.
    public var isMoving: Bool { axis.isMoving || axis.isPointerDown }

    // MARK: Input

    /// Takes `event` if it belongs to this view: the pointer's events (see
    /// `handle(_:)` for a `PointerEvent`) and the keys (`KeyCommand`: arrows
    /// along the axis, Page Up and Down, Space, Home and End). Returns what it
    /// made of it; everything else is `ignored`.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult { route(event) }

    /// Takes `event` if it belongs to this view: a press inside the frame and
    /// the moves and release that follow it, or a wheel turned over the frame —
    /// notches animated by `lineStep`, a high-resolution wheel's px animated, a
    /// touchpad's px 1:1 and then, when the stream goes quiet, a fling with
    /// its speed (`PreciseScrollStream`). Returns what it made of it: a
    /// click with where it came down, a press that only stopped the motion, a scroll.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        let outcome = input.route(event, in: frame, to: &axis)
        switch outcome {
        case .ignored: return .ignored
        case .wheel(let forward, let source, let time): scroll(forward: forward, source: source, time: time)
        case .driven, .released: break
        }
        indicator.note(active: true, at: event.time)
        return InputResult(outcome, of: event)
    }

    /// Ends a touchpad's stream on the view at `time` (another scroller or the program takes the axis).
    mutating func endStream(at time: Double) { input.endStream(at: time, axis: &axis) }

    /// Notes input at `time` for the indicator (it shows while the view is used).
    mutating func noteInput(at time: Double) { indicator.note(active: true, at: time) }

    private mutating func scroll(forward amount: Double, source: WheelSource, time: Double) {
        if axis.configuration.paging != nil {
            if let direction = wheelBurst.begins(delta: amount, time: time) {
                axis.scroll(toPage: axis.targetPage + direction, time: time)
            }
            return
        }
        input.scroll(forward: amount, source: source, lineStep: lineStep, time: time, axis: &axis)
    }

    // MARK: Time

    /// Moves motion on to `time`. Returns true when the view came to rest in this step.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        input.endIfQuiet(at: time, axis: &axis)
        let rested = axis.advance(to: time)
        indicator.note(active: isMoving || rested, at: time)
        changes.note(page: axis.configuration.paging.map { $0.nearestPage(to: offset) }, rested: rested, time: time)
        return rested
    }

    /// The page changes and rests since the last call, oldest first (noted at each `advance(to:)`).
    public mutating func takeChanges() -> [ViewChange] { changes.take() }

    /// When the view next needs a frame with nothing else happening: `now`
    /// while it moves, the indicator's fade after; nil when nothing will change.
    public func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earliest(isMoving ? now : nil, input.nextCheck, indicator.nextFrame(after: now))
    }

    // MARK: Layout

    /// The items of a run of `count` items `itemExtent` px long each that the
    /// frame shows (any part of) at the current offset.
    public func visibleRange(itemExtent: Double, count: Int) -> Range<Int> {
        guard itemExtent > 0, count > 0, offset.isFinite else { return 0..<0 }
        let viewport = frame.extent(along: orientation)
        let first = min(max(0, Int(saturating: (offset / itemExtent).rounded(.down))), count)
        let end = min(max(first, Int(saturating: ((offset + viewport) / itemExtent).rounded(.up))), count,
                      first.saturatingAdd(VisibleLimit.items))
        return first..<end
    }

    /// Where content position `position` is in the window, along the axis.
    public func windowPosition(ofContent position: Double) -> Double {
        frame.start(along: orientation) + position - offset
    }

    /// The indicator's bar in window coordinates and its opacity at `time`;
    /// nil when there is nothing to show (content that fits, or faded out).
    public func indicatorThumb(at time: Double) -> (frame: ViewFrame, opacity: Double)? {
        let opacity = indicator.opacity(at: time)
        let inset = ScrollIndicator.inset, thickness = ScrollIndicator.thickness
        let length = frame.extent(along: orientation)
        let thumb = ScrollIndicator.thumb(offset: offset, content: contentExtent, viewport: length,
                                          track: length - 2 * inset)
        guard opacity > 0, thumb.length > 0 else { return nil }
        switch orientation {
        case .vertical:
            return (ViewFrame(x: frame.x + frame.width - inset - thickness, y: frame.y + inset + thumb.start,
                              width: thickness, height: thumb.length), opacity)
        case .horizontal:
            return (ViewFrame(x: frame.x + inset + thumb.start, y: frame.y + frame.height - inset - thickness,
                              width: thumb.length, height: thickness), opacity)
        }
    }

    /// The content is now `contentExtent` px long: the bounds follow; a motion
    /// under way keeps going, and content at rest outside the new bounds
    /// settles back inside (a feed whose children grow and shrink).
    mutating func setContentExtent(_ contentExtent: Double, time: Double) {
        let contentExtent = contentExtent.isNaN ? 0 : max(0, contentExtent)
        guard contentExtent != self.contentExtent else { return }
        self.contentExtent = contentExtent
        let bounds = ScrollAxis.Configuration.bounds(contentExtent: contentExtent,
                                                     viewportExtent: max(1, frame.extent(along: orientation)))
        guard axis.configuration.bounds != bounds else { return }
        axis.configuration.bounds = bounds
        if axis.state == .idle, !bounds.contains(axis.offset) { axis.settle(time: time) }
    }

    /// A new frame or content extent: the bounds follow, the offset stays
    /// where it can (else settles within the new bounds).
    public mutating func resize(frame: ViewFrame? = nil, contentExtent: Double? = nil, time: Double) {
        if let frame { self.frame = frame }
        if let contentExtent { self.contentExtent = contentExtent }
        let viewport = max(1, self.frame.extent(along: orientation))
        axis.configuration.viewportExtent = viewport
        axis.configuration.bounds = ScrollAxis.Configuration.bounds(contentExtent: self.contentExtent,
                                                                     viewportExtent: viewport)
        if axis.configuration.paging != nil {
            axis.configuration.paging = Paging(pageSize: viewport, rate: axis.configuration.decelerationRate)
        }
        if !axis.isPointerDown { axis.settle(time: time) }
    }
}
