extension ScrollAxis {
    /// How an axis feels, apart from where it is: the slop, the friction of
    /// flings, the spring, the rubber band, the fling cap, whether it bounces and
    /// whether programmatic scrolls animate. The models built on an axis (a
    /// looping pager, a row of cards) take one of these and set the viewport,
    /// bounds and paging themselves.
    public struct Physics: Sendable, Equatable {
        /// The slops an axis takes, px.
        public static let slopRange = 0.0...1e6
        /// The fling speed caps an axis takes, px/s.
        public static let flingSpeedRange = 0.0...1e7

        /// How far the pointer moves before a press becomes a drag, px, held
        /// within `slopRange` (NaN: the default).
        public var slop: Double {
            didSet { slop = slop.clamped(to: Physics.slopRange, nan: Configuration.defaultSlop) }
        }
        /// The friction of flings.
        public var decelerationRate: DecelerationRate
        /// The spring of snaps, bounces and animated scrolls.
        public var spring: SpringParameters
        /// When any motion of the axis counts as done.
        public var tolerance: Tolerance
        /// The rubber band's stiffness past the bounds (UIScrollView's 0.55),
        /// held within `RubberBand.coefficientRange`.
        public var rubberBandCoefficient: Double {
            didSet {
                rubberBandCoefficient = rubberBandCoefficient.clamped(to: RubberBand.coefficientRange,
                                                                      nan: RubberBand.defaultCoefficient)
            }
        }
        /// The fastest a release may fling, px/s: faster estimates (a move a
        /// microsecond after the press, say) are capped to it; held within
        /// `flingSpeedRange` (NaN: the default).
        public var maximumFlingSpeed: Double {
            didSet { maximumFlingSpeed = maximumFlingSpeed.clamped(to: Physics.flingSpeedRange, nan: Configuration.defaultMaximumFlingSpeed) }
        }
        /// Whether the content goes past its bounds: true rubber-bands drags and
        /// lets flings overshoot and spring back (iOS's `bounces`); false holds
        /// drags at the edges and stops flings exactly there.
        public var bounces: Bool
        /// Whether programmatic scrolls (keys, Home, a carousel's advance) animate;
        /// false, for reduced motion, makes them jumps. A drag's own motion — the
        /// fling, the snap, the bounce — is the user's and stays.
        public var animatesScrolls: Bool

        /// iOS's feel unless told otherwise; each value held within its range.
        public init(slop: Double = Configuration.defaultSlop, decelerationRate: DecelerationRate = .normal,
                    spring: SpringParameters = .standard, tolerance: Tolerance = .standard,
                    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
                    maximumFlingSpeed: Double = Configuration.defaultMaximumFlingSpeed,
                    bounces: Bool = true, animatesScrolls: Bool = true) {
            self.slop = slop.clamped(to: Physics.slopRange, nan: Configuration.defaultSlop)
            self.decelerationRate = decelerationRate
            self.spring = spring
            self.tolerance = tolerance
            self.rubberBandCoefficient = rubberBandCoefficient.clamped(to: RubberBand.coefficientRange,
                                                                       nan: RubberBand.defaultCoefficient)
            self.maximumFlingSpeed = maximumFlingSpeed.clamped(to: Physics.flingSpeedRange, nan: Configuration.defaultMaximumFlingSpeed)
            self.bounces = bounces
            self.animatesScrolls = animatesScrolls
        }
    }
}

extension ScrollAxis.Configuration {
    /// A configuration for a viewport `viewportExtent` px long, with `bounds`,
    /// `paging` and the feel of `physics`.
    public init(viewportExtent: Double, bounds: ClosedRange<Double>?, paging: Paging?, physics: ScrollAxis.Physics) {
        self.init(viewportExtent: viewportExtent, bounds: bounds, paging: paging)
        self.physics = physics
    }
}
