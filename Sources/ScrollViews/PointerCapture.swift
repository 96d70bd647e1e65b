import ScrollPhysics

/// A view's share of the pointer: a press inside its frame captures the
/// gesture — its moves and its release go to the view wherever the pointer is —
/// and a wheel turned over the frame scrolls it. It drives any model moved by
/// the pointer along one axis (`PointerDriven`: a scroll axis, a looping pager,
/// a row of cards) with the pointer's x or y, and hands wheel turns back as a
/// distance forward along the content, for the view to scroll as it scrolls.
public struct PointerCapture: Sendable, Equatable {
    /// What an event did.
    public enum Outcome: Sendable, Equatable {
        /// Not this view's: outside its frame, or no gesture of its own.
        case ignored
        /// A press, a move or a lost pointer, given to the model.
        case driven
        /// The release, given to the model, and what the model made of it.
        case released(ScrollAxis.Release, x: Double, y: Double)
        /// A wheel turned over the frame: `forward` notches or px (as
        /// `source` says) along the content — down a vertical view; right, or the
        /// vertical wheel towards the user, along a horizontal one.
        case wheel(forward: Double, source: WheelSource, time: Double)
    }

    /// Which coordinate of the pointer drives the model.
    public let orientation: ScrollView.Orientation
    /// Whether a press inside the frame has not been released yet.
    public private(set) var isTracking = false
    /// Where the gesture's press came down, window px (nil without a gesture).
    public private(set) var pressX: Double?
    /// Where the gesture's press came down, window px (nil without a gesture).
    public private(set) var pressY: Double?

    /// A capture for a view scrolling along `orientation`.
    public init(orientation: ScrollView.Orientation) {
        self.orientation = orientation
    }

    /// Gives `event` to `model` when it belongs to a view in `frame`.
    public mutating func route<Model: PointerDriven>(_ event: PointerEvent, in frame: ViewFrame,
                                                     to model: inout Model) -> Outcome {
        switch event {
        case .down(let x, let y, _, _):
            guard frame.contains(x: x, y: y) else { return .ignored }
            isTracking = true
            (pressX, pressY) = (x, y)
        case .move:
            guard isTracking else { return .ignored }
        case .up(let x, let y, _, _):
            guard isTracking else { return .ignored }
            let (px, py) = (pressX ?? x, pressY ?? y)
            end()
            return .released(model.follow(event, along: orientation) ?? .ignored, x: px, y: py)
        case .lost:
            guard isTracking else { return .ignored }
            end()
        case .wheel(let wheel):
            guard frame.contains(x: wheel.x, y: wheel.y), !isTracking else { return .ignored }
            let forward = wheel.forward(along: orientation)
            guard forward != 0 else { return .ignored }
            return .wheel(forward: forward, source: wheel.source, time: wheel.time)
        case .hover:
            return .ignored
        }
        // The press, a move or the loss, along the view's axis.
        model.follow(event, along: orientation)
        return .driven
    }

    private mutating func end() {
        isTracking = false
        (pressX, pressY) = (nil, nil)
    }

}
