/// What an axis does when the pointer lets go, or a fling is handed to it:
/// the motion from there — a fling that decelerates and bounces, a snap to a
/// page, a glide onto a snap point, a fling held at the edges — as Flutter's
/// `ScrollPhysics.createBallisticSimulation` chooses it. A `ScrollAxis` asks
/// its `releasePolicy`; replace it to change what a release does (land on
/// rows, never overshoot, stop dead) without touching the drag.
public protocol ReleasePolicy: Sendable {
    /// The motion of an axis configured as `configuration` released at
    /// `offset` moving at `velocity` (px/s, capped already), whose drag began
    /// at `dragStart`. The simulation starts at the release: its position at
    /// time 0 is where the content is drawn from then on.
    func motion(offset: Double, velocity: Double, dragStart: Double,
                configuration: ScrollAxis.Configuration) -> ScrollAxis.Ballistic
}

extension ScrollAxis {
    /// A motion a release starts: its closed form of time, and what the axis
    /// reports while it runs (`decelerating`, `snapping`, `bouncing`).
    public struct Ballistic: Sendable {
        /// Where the content is at each time since the release.
        public var simulation: HeldSimulation
        /// The axis's state while it runs.
        public var state: State
        /// Where the content is put at the release, when not where it was (a
        /// fling held at the edges starts inside them); nil: where it was.
        public var start: Double?

        /// `simulation`, run as `state`, the content put at `start` first when given.
        public init(_ simulation: some Simulation, as state: State, start: Double? = nil) {
            self.simulation = simulation.held
            self.state = state
            self.start = start
        }
    }
}

/// The standard release, iOS's and Flutter's: with paging, a spring to the
/// page the velocity points to (a glide onto it when a fling may cross several
/// pages); without bounces, a fling held at the edge it reaches; otherwise a
/// fling that decelerates at the configured rate and springs back from past an
/// edge, its overshoot held to a share of the viewport.
public struct StandardRelease: ReleasePolicy {
    /// The standard release.
    public init() {}

    /// The motion as described for the type.
    public func motion(offset: Double, velocity: Double, dragStart: Double,
                       configuration: ScrollAxis.Configuration) -> ScrollAxis.Ballistic {
        func clamped(_ value: Double) -> Double {
            guard let bounds = configuration.bounds else { return value }
            return min(max(value, bounds.lowerBound), bounds.upperBound)
        }
        if let paging = configuration.paging {
            let start = paging.nearestPage(to: dragStart)
            let page = paging.targetPage(offset: offset, velocity: velocity, startPage: start)
            let target = clamped(ScrollAxis.limited(paging.offset(ofPage: page)))
            if paging.maximumPagesPerFling != 1,
               let landing = Landing(position: offset, velocity: velocity, target: target,
                                     rate: configuration.physics.decelerationRate, tolerance: configuration.physics.tolerance) {
                // A fling over cards: decelerating as usual, ending exactly on the card.
                return .init(landing, as: .decelerating)
            }
            return .init(Spring(position: offset, velocity: velocity, target: target, parameters: configuration.physics.spring,
                                tolerance: configuration.physics.tolerance), as: .snapping)
        }
        if !configuration.physics.bounces, let bounds = configuration.bounds {
            return StandardRelease.heldFling(from: clamped(offset), velocity: velocity, bounds: bounds,
                                             configuration: configuration)
        }
        if configuration.bounds == nil {
            // Unbounded content still ends within the offsets the axis takes.
            return StandardRelease.heldFling(from: offset, velocity: velocity, bounds: ScrollAxis.offsetRange,
                                             configuration: configuration)
        }
        let fling = Fling(position: offset, velocity: velocity, bounds: configuration.bounds,
                          rate: configuration.physics.decelerationRate, spring: configuration.physics.spring,
                          tolerance: configuration.physics.tolerance,
                          overshootLimit: configuration.viewportExtent * ScrollAxis.Configuration.overshootShare)
        return .init(fling, as: fling.handoffTime == 0 ? .bouncing : .decelerating)
    }

    /// A fling from `start` that cannot leave `bounds`: it decelerates as usual
    /// and stops dead at the edge it reaches (no bounce).
    static func heldFling(from start: Double, velocity: Double, bounds: ClosedRange<Double>,
                          configuration: ScrollAxis.Configuration) -> ScrollAxis.Ballistic {
        let fling = Deceleration(position: start, velocity: velocity, rate: configuration.physics.decelerationRate,
                                 tolerance: configuration.physics.tolerance)
        guard let edge = EdgeStop.edge(passedBy: fling, in: bounds) else {
            return .init(fling, as: .decelerating, start: start)
        }
        guard let hit = fling.time(toReach: edge), hit > 0 else {
            // At the edge already: rests there at once.
            return .init(EdgeStop(deceleration: fling, edge: edge, hitTime: 0), as: .decelerating, start: edge)
        }
        return .init(EdgeStop(deceleration: fling, edge: edge, hitTime: hit), as: .decelerating, start: start)
    }
}
