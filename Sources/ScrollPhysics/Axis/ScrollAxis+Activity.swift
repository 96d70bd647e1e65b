/// What an axis is doing, as one value that owns the data of that activity
/// alone: a press knows where it went down and what it caught, a drag where it
/// began and how far it pulled, a motion its simulation. Nothing of a drag
/// outlives the drag. Every change of activity goes through
/// `ScrollAxis.transition(to:restingAt:)`; `ScrollAxis.state` is read from it.
extension ScrollAxis {
    enum Activity: Sendable {
        /// At rest.
        case idle
        /// The pointer is down and has not moved past the slop.
        case held(Press)
        /// The content follows the pointer (or a chain's drag).
        case dragging(Drag)
        /// The offset changes with time alone.
        case moving(Motion)

        /// What the axis reports for this activity.
        var state: State {
            switch self {
            case .idle: .idle
            case .held: .tracking
            case .dragging: .dragging
            case .moving(let motion): motion.state
            }
        }
    }

    /// What a press knows from the moment the pointer goes down to its release.
    struct Press: Sendable {
        /// The pointer's recent samples, for the release velocity.
        var tracker: VelocityTracker
        /// Where the pointer went down, along the axis.
        var pointer: Double
        /// The offset when the pointer went down (paging turns from its page).
        var startOffset: Double
        /// Whether the press stopped a motion (then it is not a tap).
        var caughtMotion: Bool
        /// The velocity of the fling the press caught (0 if none, or another motion).
        var caughtFlingVelocity: Double

        /// A press that is a chain's drag: no pointer of its own, nothing caught.
        static func chained(at offset: Double) -> Press {
            Press(tracker: VelocityTracker(), pointer: 0, startOffset: offset, caughtMotion: false,
                  caughtFlingVelocity: 0)
        }
    }

    /// A press that has become a drag.
    struct Drag: Sendable {
        var press: Press
        /// The pointer and the raw offset the drag is measured from.
        var origin: (pointer: Double, raw: Double)
        /// The offset the drag would give without the rubber band.
        var raw: Double
    }

    /// A motion of time alone: its closed form, when it began, how far it was
    /// shifted since, and what the axis reports while it runs.
    struct Motion: Sendable {
        var simulation: HeldSimulation
        var start: Double
        var shift: Double
        var state: State
        func offset(at time: Double) -> Double { simulation.position(at: time - start) + shift }
    }

    /// The motion under way, if any.
    var motion: Motion? {
        if case .moving(let motion) = activity { return motion }
        return nil
    }

    /// The press of the gesture under way (held or dragging), if any.
    var press: Press? {
        switch activity {
        case .held(let press): press
        case .dragging(let drag): drag.press
        default: nil
        }
    }

    /// The raw offset of the drag under way; the offset's raw one otherwise.
    var dragRaw: Double {
        if case .dragging(let drag) = activity { return drag.raw }
        return rawOffset(forDisplayed: offset)
    }
}
