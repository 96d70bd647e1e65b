/// When one window frame was due and when it started, finished drawing and
/// was presented, on SDL's clock in seconds, and the drawing's CPU time (the
/// frame log's lines).
public struct FrameTimes: Sendable, Equatable {
    /// The earliest start the pacer gave it.
    public var planned: Double
    /// When its update began.
    public var start: Double
    /// When its drawing was done (before present).
    public var rendered: Double
    /// When present returned.
    public var presented: Double
    /// The loop thread's CPU time from `start` to `rendered`, s: less than
    /// that span when the thread waited or was not run meanwhile.
    public var drawingCPU: Double

    /// `presented start rendered planned drawingCPU`: the present first, so
    /// that readers of the first column see the present times alone.
    public var logLine: String { "\(presented) \(start) \(rendered) \(planned) \(drawingCPU)" }

    /// A frame's times as given.
    public init(planned: Double, start: Double, rendered: Double, presented: Double, drawingCPU: Double) {
        (self.planned, self.start, self.rendered, self.presented, self.drawingCPU)
            = (planned, start, rendered, presented, drawingCPU)
    }
}
