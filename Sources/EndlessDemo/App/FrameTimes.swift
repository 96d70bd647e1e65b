/// When one window frame was due and when it started, finished drawing and
/// was presented, on SDL's clock in seconds, and the drawing's CPU time (the
/// frame log's lines).
struct FrameTimes: Sendable, Equatable {
    /// The earliest start the pacer gave it.
    var planned: Double
    /// When its update began.
    var start: Double
    /// When its drawing was done (before present).
    var rendered: Double
    /// When present returned.
    var presented: Double
    /// The loop thread's CPU time from `start` to `rendered`, s: less than
    /// that span when the thread waited or was not run meanwhile.
    var drawingCPU: Double

    /// `presented start rendered planned drawingCPU`: the present first, so
    /// that readers of the first column see the present times alone.
    var logLine: String { "\(presented) \(start) \(rendered) \(planned) \(drawingCPU)" }
}
