/// One scrolling axis driven by a pointer: the state machine
/// idle → tracking → dragging → decelerating / snapping / bouncing → idle,
/// with rubber banding past optional bounds, paging, and animated scrolls.
///
/// `offset` is the content offset: it grows when the pointer moves towards lower
/// coordinates (dragging content to the left reveals what lies to its right).
/// All times are in seconds, taken from the input events' own timestamps and from
/// the frame clock; motion is a closed form of the time since it began, so the
/// same input gives the same offsets at any frame rate.
public struct ScrollAxis: Sendable {
    /// What the axis is doing.
    public enum State: String, Sendable, CaseIterable {
        /// At rest.
        case idle
        /// Pointer down, not yet moved past the slop.
        case tracking
        /// Content follows the pointer.
        case dragging
        /// A released fling slowing down.
        case decelerating
        /// Settling on a page.
        case snapping
        /// Springing back to an edge.
        case bouncing
        /// A programmatic scroll (keys, wheel) on its way.
        case animating
    }

    /// How the axis behaves.
    @dynamicMemberLookup
    public struct Configuration: Sendable, Equatable {
        /// The viewport's extent along the axis (the rubber band's d), 0 to
        /// `ScrollAxis.offsetLimit` (NaN: 0).
        public var viewportExtent: Double {
            didSet { viewportExtent = viewportExtent.clamped(to: ScrollAxis.extentRange, nan: 0) }
        }
        /// The offsets the content may rest at; nil for infinite content. Held
        /// within ±`ScrollAxis.offsetLimit`.
        public var bounds: ClosedRange<Double>? {
            didSet { bounds = bounds.map(Configuration.limited) }
        }
        /// Page snapping, or nil for free scrolling.
        public var paging: Paging?
        /// How the axis feels: slop, friction, spring, rubber band, fling cap,
        /// bounces, animated scrolls — each also read and set on the
        /// configuration itself (`configuration.slop`).
        public var physics: ScrollAxis.Physics
        /// The most a fling goes past an edge, as a share of the viewport: 0.2
        /// (144 px in a 720 px viewport; Flutter's bouncing physics reach about
        /// 122 px). The overshoot grows with the edge speed but never reaches this.
        public static let overshootShare = 0.2

        /// A setting of `physics`, read and set as the configuration's own.
        @inlinable
        public subscript<Value>(dynamicMember setting: WritableKeyPath<ScrollAxis.Physics, Value>) -> Value {
            get { physics[keyPath: setting] }
            set { physics[keyPath: setting] = newValue }
        }

        /// The slop used unless told otherwise: a few px, like iOS.
        public static let defaultSlop = 4.0
        /// The fling speed cap used unless told otherwise, px/s: above Flutter's and
        /// Android's 8000, which a fast mouse flick on a large screen exceeds.
        public static let defaultMaximumFlingSpeed = 20_000.0
        /// Releases slower than this, px/s, do not fling: the content stays where
        /// the drag left it (Flutter's and Android's minimum, 50).
        public static let minimumFlingSpeed = 50.0

        /// A configuration for a viewport `viewportExtent` px long; the other settings default to iOS's feel.
        public init(viewportExtent: Double, bounds: ClosedRange<Double>? = nil, paging: Paging? = nil,
                    slop: Double = Configuration.defaultSlop, decelerationRate: DecelerationRate = .normal,
                    spring: SpringParameters = .standard, tolerance: Tolerance = .standard,
                    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
                    maximumFlingSpeed: Double = Configuration.defaultMaximumFlingSpeed) {
            self.viewportExtent = viewportExtent.clamped(to: ScrollAxis.extentRange, nan: 0)
            self.bounds = bounds.map(Configuration.limited)
            self.paging = paging
            physics = ScrollAxis.Physics(slop: slop, decelerationRate: decelerationRate, spring: spring,
                                         tolerance: tolerance, rubberBandCoefficient: rubberBandCoefficient,
                                         maximumFlingSpeed: maximumFlingSpeed)
        }

        /// A configuration for content `contentExtent` long in a viewport
        /// `viewportExtent` long: bounds from 0 to their difference (just 0 when
        /// the content is shorter than the viewport: it does not scroll).
        public init(viewportExtent: Double, contentExtent: Double, paging: Paging? = nil) {
            self.init(viewportExtent: viewportExtent,
                      bounds: Configuration.bounds(contentExtent: contentExtent, viewportExtent: viewportExtent),
                      paging: paging)
        }

        /// The offsets content `contentExtent` long may rest at in a viewport
        /// `viewportExtent` long: 0…(content − viewport), or 0…0 when it fits
        /// (non-finite or negative extents count as 0).
        public static func bounds(contentExtent: Double, viewportExtent: Double) -> ClosedRange<Double> {
            let content = contentExtent.isFinite ? max(0, contentExtent) : 0
            let viewport = viewportExtent.isFinite ? max(0, viewportExtent) : 0
            return 0...min(max(0, content - viewport), ScrollAxis.offsetLimit)
        }

        /// `bounds` within ±`ScrollAxis.offsetLimit`.
        static func limited(_ bounds: ClosedRange<Double>) -> ClosedRange<Double> {
            ScrollAxis.limited(bounds.lowerBound)...ScrollAxis.limited(bounds.upperBound)
        }

        var rubberBand: RubberBand { RubberBand(dimension: viewportExtent, coefficient: physics.rubberBandCoefficient) }
    }

    /// The result of a release.
    public enum Release: Sendable, Equatable {
        /// The pointer never moved past the slop and caught no motion: a click.
        case tap
        /// A drag ended.
        case scroll
        /// The press stopped a motion and the pointer never dragged: not a
        /// click (a tap on a moving list only stops it, as on iOS).
        case stop
        /// The pointer was not down.
        case ignored
    }

    /// The largest offset magnitude the axis takes, px: pointer coordinates and
    /// offsets beyond it are clamped, so that page and tile numbers derived from
    /// offsets stay exact. (At 10^12 px a double still resolves 0.0002 px.)
    public static let offsetLimit = 1e12
    /// The offsets the axis takes: ±`offsetLimit`.
    public static let offsetRange = -offsetLimit...offsetLimit
    /// The extents the axis takes (its viewport's, a frame's): 0 to `offsetLimit`.
    public static let extentRange = 0...offsetLimit

    /// How the axis behaves; may be changed at any time (a resize, new bounds).
    public var configuration: Configuration
    /// The content offset, along the axis.
    public internal(set) var offset: Double
    /// What the axis is doing.
    public var state: State { activity.state }
    #if hasFeature(Embedded)
    /// What a release does: built as Embedded Swift for the C library, always
    /// the standard one (iOS's fling, bounce and paging).
    public var releasePolicy = StandardRelease()
    #else
    /// What a release does: the motion it starts (`StandardRelease`: iOS's
    /// fling, bounce and paging); replace it to change that alone.
    public var releasePolicy: any ReleasePolicy = StandardRelease()
    #endif
    /// How many times the axis has come to rest after a drag or a motion.
    public private(set) var restCount = 0
    /// When the axis last came to rest: the exact end of the motion's closed
    /// form, not the frame that noticed it.
    public private(set) var restTime: Double?

    /// What the axis is doing, with that activity's data; changed only by `transition(to:restingAt:)`.
    private(set) var activity = Activity.idle
    /// The latest time the axis was given (−∞ before any): the one place a
    /// view's times are ordered; views that lay out parts read it (package only).
    package internal(set) var clock = -Double.infinity
    /// Whether this axis warned of two clocks (`ClockCheck`).
    var warnedOfClocks = false

    /// An axis at rest at `offset` (held within ±`offsetLimit`; NaN: 0).
    public init(configuration: Configuration, offset: Double = 0) {
        self.configuration = configuration
        self.offset = offset.clamped(to: ScrollAxis.offsetRange, nan: 0)
    }

    // MARK: Reading

    /// The velocity of the content offset, px/s.
    public var velocity: Double {
        switch activity {
        case .idle, .held: return 0
        case .dragging(let drag): return dragVelocity(of: drag, releasedAt: nil)
        case .moving(let motion): return motion.simulation.velocity(at: clock - motion.start)
        }
    }

    /// Where the current motion will come to rest, or the offset when there is none.
    public var restingOffset: Double {
        motion.map { ScrollAxis.limited($0.simulation.finalPosition + $0.shift) } ?? offset
    }

    /// The page the axis is on or heading to (paging only; else the nearest page of size 1).
    public var targetPage: Int {
        (configuration.paging ?? Paging(pageSize: 1)).nearestPage(to: restingOffset)
    }

    /// Whether the pointer is down on the axis.
    public var isPointerDown: Bool { press != nil }

    /// Whether the offset changes with time alone (a fling, a snap, a bounce, an
    /// animation): while the pointer is down or at rest, only input moves it.
    public var isMoving: Bool { motion != nil }

    // MARK: Time

    /// Moves any motion on to `time`. Returns true when the axis came to rest.
    ///
    /// `time` must be on the clock of the input times the axis was given (a
    /// fling is measured from those and moved on with these); debug builds
    /// warn once an axis when they look like two clocks.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        if time.isFinite { clock = max(clock, time) }
        guard var motion else { return false }
        ClockCheck.check(start: motion.start, time: time, warned: &warnedOfClocks)
        let local = clock - motion.start
        // Held within the offsets the axis takes (a motion shifted past them included).
        let next = motion.offset(at: clock)
        offset = next.isFinite ? ScrollAxis.limited(next) : offset
        if motion.simulation.isDone(at: local) {
            transition(to: .idle, restingAt: motion.start + motion.simulation.duration)
            return true
        }
        if motion.state != .bouncing, motion.simulation.phase(at: local) == .returningToEdge {
            motion.state = .bouncing
            transition(to: .moving(motion))
        }
        return false
    }

    // MARK: Shared by the extensions (internal: ScrollPhysics only)

    /// The motion a release starts here, as `releasePolicy` chooses it (the
    /// standard one: fling, snap or bounce; paging turns at most one page from
    /// the page nearest to `dragStart`).
    mutating func settle(velocity: Double, time: Double, dragStart: Double) {
        clock = max(clock, time)
        let ballistic = releasePolicy.motion(offset: offset, velocity: velocity, dragStart: dragStart,
                                             configuration: configuration)
        if let start = ballistic.start { offset = ScrollAxis.limited(start) }
        begin(ballistic.simulation, as: ballistic.state, at: time)
    }

    /// Where `page` starts (pages of the viewport's size without paging).
    func offset(ofPage page: Int) -> Double {
        (configuration.paging ?? Paging(pageSize: configuration.viewportExtent)).offset(ofPage: page)
    }

    /// Animates from where the content is now to `target` (clamped): with the
    /// spring from the current velocity, or eased in exactly `duration` seconds.
    mutating func animate(to target: Double, time: Double, duration: Double? = nil,
                          easing: EasedMotion.Easing = .inOut) {
        let now = max(time, clock)
        clock = now
        let velocity = self.velocity
        if let motion { offset = ScrollAxis.limited(motion.offset(at: now)) }
        let target = clamped(ScrollAxis.limited(target))
        guard configuration.physics.animatesScrolls else {
            offset = target
            return transition(to: .idle, restingAt: now)
        }
        // Far scrolls (Home, End, a page dot many pages away) take a fixed short
        // time instead of a spring, which would take longer the farther it goes.
        let far = abs(target - offset) > ScrollAxis.farScrollViewports * configuration.viewportExtent
        let eased = duration ?? (far ? ScrollAxis.farScrollDuration : nil)
        let simulation: HeldSimulation = eased.map { EasedMotion(from: offset, to: target, duration: $0, easing: easing).held }
            ?? Spring(position: offset, velocity: velocity, target: target, parameters: configuration.physics.spring,
                      tolerance: configuration.physics.tolerance).held
        begin(simulation, as: .animating, at: now)
    }

    /// How long a far programmatic scroll takes, seconds: what GTK's and
    /// Chromium's Home and End take (150–300 ms), however far it goes.
    public static let farScrollDuration = 0.3
    /// A programmatic scroll farther than this many viewports is a far one
    /// (eased over `farScrollDuration`); nearer ones are springs.
    public static let farScrollViewports = 2.0

    mutating func begin(_ simulation: some Simulation, as state: State, at time: Double) {
        if simulation.duration <= 0 {
            offset = ScrollAxis.limited(simulation.finalPosition)
            transition(to: .idle, restingAt: time)
        } else {
            transition(to: .moving(Motion(simulation: simulation.held, start: time, shift: 0, state: state)))
        }
    }

    /// The one place the axis changes what it is doing: to `next`, counting a
    /// rest at `time` when given (a drag or a motion that ended at rest).
    mutating func transition(to next: Activity, restingAt time: Double? = nil) {
        activity = next
        if let time {
            restCount += 1
            restTime = time
        }
    }

    /// The activity, taken out to be changed and put back with
    /// `transition(to:restingAt:)` (its data, a tracker's samples, not copied);
    /// the axis is idle in between.
    mutating func takeActivity() -> Activity {
        defer { activity = .idle }
        return activity
    }

    func dragVelocity(of drag: Drag, releasedAt time: Double?) -> Double {
        let velocity = ScrollAxis.flingVelocity(-drag.press.tracker.velocity(releasedAt: time), configuration: configuration)
        let past = overscroll(ofRaw: drag.raw)
        // Past an edge the content moves slower than the pointer, by the rubber band's slope.
        return past == 0 ? velocity : velocity * configuration.rubberBand.slope(atOverscroll: past)
    }

    /// `value` within ±`offsetLimit`.
    static func limited(_ value: Double) -> Double { min(max(value, -offsetLimit), offsetLimit) }

    func clamped(_ value: Double) -> Double {
        guard let bounds = configuration.bounds else { return value }
        return min(max(value, bounds.lowerBound), bounds.upperBound)
    }

    /// How far `raw` lies past the bounds (negative below), 0 inside.
    func overscroll(ofRaw raw: Double) -> Double {
        guard let bounds = configuration.bounds else { return 0 }
        if raw < bounds.lowerBound { return raw - bounds.lowerBound }
        if raw > bounds.upperBound { return raw - bounds.upperBound }
        return 0
    }

    func displayedOffset(forRaw raw: Double) -> Double {
        guard configuration.physics.bounces else { return clamped(raw) }
        let past = overscroll(ofRaw: raw)
        guard past != 0 else { return raw }
        return raw - past + configuration.rubberBand.offset(forOverscroll: past)
    }

    func rawOffset(forDisplayed displayed: Double) -> Double {
        let past = overscroll(ofRaw: displayed)
        guard past != 0 else { return displayed }
        return displayed - past + configuration.rubberBand.overscroll(forOffset: past)
    }
}
