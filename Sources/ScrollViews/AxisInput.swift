import ScrollPhysics

/// A scroll view's input on its axis: the pointer's share (`PointerCapture`)
/// and a touchpad's stream of precise deltas (`PreciseScrollStream`), kept
/// apart — a press in the frame takes the axis from a stream still open.
struct AxisInput: Sendable, Equatable {
    private var capture: PointerCapture
    private var stream = PreciseScrollStream()

    init(orientation: ScrollView.Orientation) {
        capture = PointerCapture(orientation: orientation)
    }

    /// Whether a press inside the frame has not been released yet.
    var isTracking: Bool { capture.isTracking }
    /// Whether a touchpad stream is open.
    var isStreaming: Bool { stream.isStreaming }
    /// When the stream's end must be looked for (nil without a stream).
    var nextCheck: Double? { stream.nextCheck }

    /// Gives `event` to `axis` when it belongs to a view in `frame` (see `PointerCapture`).
    mutating func route(_ event: PointerEvent, in frame: ViewFrame, to axis: inout ScrollAxis) -> PointerCapture.Outcome {
        if case .down(let x, let y, _, let time) = event, frame.contains(x: x, y: y) {
            stream.end(at: time, axis: &axis)
        }
        return capture.route(event, in: frame, to: &axis)
    }

    /// A wheel's `forward` turn at `time`: notches animated by `lineStep`, a
    /// high-resolution wheel's px animated, a touchpad's px 1:1 in a stream.
    mutating func scroll(forward: Double, source: WheelSource, lineStep: Double, time: Double, axis: inout ScrollAxis) {
        stream.scroll(forward: forward, source: source, lineStep: lineStep, time: time, axis: &axis)
    }

    /// Ends an open stream at `time` (a key, a step, Home take the axis).
    mutating func endStream(at time: Double, axis: inout ScrollAxis) { stream.end(at: time, axis: &axis) }

    /// Ends a stream that has been quiet long enough (each frame, before advancing).
    mutating func endIfQuiet(at time: Double, axis: inout ScrollAxis) { stream.endIfQuiet(at: time, axis: &axis) }
}
