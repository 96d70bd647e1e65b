/// Scrolling by a touchpad's stream of precise deltas as a drag of the content:
/// 1:1 while the fingers move, rubber-banded past the edges, and — SDL2 sends no
/// event when the fingers lift — a fling with the stream's own velocity once the
/// stream has been quiet for `endGap` seconds (or a spring back from past an
/// edge). A new stream catches the fling, as a finger on a touchscreen does.
///
/// The end is inferred from quiet time, as Chromium and GTK do without a stop
/// event: a stream that moves sends a delta every frame, so two or three missed
/// frames mean the fingers are off. Call `endIfQuiet(at:axis:)` each frame
/// before advancing the axis, and draw a frame at `nextCheck` while a stream is
/// open.
public struct PreciseScrollStream: Sendable, Equatable {
    /// The quiet time after which a stream is taken to have ended, seconds.
    public static let defaultEndGap = 0.05

    /// The quiet time after which a stream is taken to have ended, seconds.
    public var endGap: Double
    /// Whether a stream is open (its fingers are taken to be down).
    public private(set) var isStreaming = false
    /// The virtual pointer the deltas move, px.
    private var pointer = 0.0
    /// When the last delta came.
    private var lastTime = 0.0
    /// The axis's slop while the stream drives it (a touchpad's deltas are motion already).
    private var savedSlop: Double?

    /// Streams ending after `endGap` seconds of quiet (GTK's 50 ms).
    public init(endGap: Double = PreciseScrollStream.defaultEndGap) {
        self.endGap = endGap
    }

    /// A delta of `distance` px along the content (positive: forward) at `time`,
    /// applied to `axis` (a scroll axis, or a chain of two driven from the inner
    /// one: `ScrollChain.Linked`) at once; the first of a stream catches any motion.
    public mutating func scroll<Driven: StreamDriven>(by distance: Double, time: Double, axis: inout Driven) {
        guard distance.isFinite, time.isFinite else { return }
        if !isStreaming {
            guard !axis.isPointerDown else { return }  // a real drag has the axis
            isStreaming = true
            savedSlop = axis.slop
            axis.slop = 0
            pointer = 0
            axis.press(pointer: pointer, time: time)
        }
        lastTime = max(lastTime, time)
        pointer -= distance
        axis.move(pointer: pointer, time: time)
    }

    /// Ends a stream that has been quiet since `endGap` before `time`: the axis
    /// flings on with the stream's velocity from its last delta (or springs back
    /// inside its bounds). The stream ends at `nextCheck` — its last delta's
    /// time plus `endGap` — whenever the frame that notices it comes, so the
    /// motion is the same at any frame rate. Returns whether it ended one.
    @discardableResult
    public mutating func endIfQuiet<Driven: StreamDriven>(at time: Double, axis: inout Driven) -> Bool {
        // The same sum as `nextCheck`, so that a frame at `nextCheck` ends it.
        guard isStreaming, let end = nextCheck, time >= end else { return false }
        self.end(at: end, axis: &axis)
        return true
    }

    /// Ends the stream at `time` (a press of the pointer, say, takes the axis):
    /// the content flings on from where it is, at the speed of the stream's last
    /// deltas — no jump for the quiet time it took to know.
    public mutating func end<Driven: StreamDriven>(at time: Double, axis: inout Driven) {
        guard isStreaming else { return }
        isStreaming = false
        if axis.isPointerDown { axis.release(time: max(time, lastTime), velocityAt: lastTime) }
        if let savedSlop { axis.slop = savedSlop }
        savedSlop = nil
    }

    /// When the stream's end must be looked for, with nothing else happening:
    /// `endGap` after its last delta; nil without a stream.
    public var nextCheck: Double? { isStreaming ? lastTime + endGap : nil }
}

/// What a touchpad's stream drives as a drag of a virtual pointer: a scroll
/// axis, or a chain of two (the stream then moves the inner one first, the
/// outer one rubber-bands past its edges, and the fling hands over at the
/// inner one's edge, as a drag on the inner one does).
public protocol StreamDriven: PointerDriven {
    /// The distance the pointer goes before a drag starts, px (0 while a stream drives it).
    var slop: Double { get set }
    /// Whether a press has not been released yet.
    var isPointerDown: Bool { get }
    /// The pointer went up at `time`, moving as it moved at `lastSample`.
    @discardableResult
    mutating func release(time: Double, velocityAt lastSample: Double) -> ScrollAxis.Release
    /// Scrolls by `distance` px from where it is heading, animated (a wheel's notch).
    mutating func scroll(by distance: Double, time: Double)
}

extension ScrollAxis: StreamDriven {
    /// The axis's slop (`Configuration.slop`).
    public var slop: Double {
        get { configuration.physics.slop }
        set { configuration.physics.slop = newValue }
    }
}
