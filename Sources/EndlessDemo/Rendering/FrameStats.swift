/// The frames of the last seconds: rate, frame time median and 99th percentile,
/// and the velocity history for the HUD's plot.
struct FrameStats {
    struct Sample {
        var time: Double
        /// Time since the previous frame, seconds; 0 when the frame ended a rest
        /// (the gap before it was no frame's time).
        var interval: Double
        /// Update + render time of the frame, seconds.
        var work: Double
        var velocity: Double
    }

    /// How far back the plot reaches, seconds.
    static let plotSpan = 2.0
    private(set) var samples: [Sample] = []
    private var head = 0
    private var lastTime: Double?

    /// The longest gap between two frames of a stream of input that is still one
    /// frame's time (beyond it, the input paused), seconds.
    static let inputGap = 0.25

    /// A frame drawn at `time`; `follows` says whether it came straight after the
    /// previous one (the previous frame asked for it at once, or both were drawn for
    /// a stream of input) — only those intervals are frame times.
    mutating func record(time: Double, work: Double, velocity: Double, follows: Bool = true) {
        let interval = follows ? lastTime.map { time - $0 } ?? 0 : 0
        lastTime = time
        samples.append(Sample(time: time, interval: interval, work: work, velocity: velocity))
        // Drop what fell out of the plot's span, in batches to stay O(1) amortized.
        while head < samples.count, samples[head].time < time - FrameStats.plotSpan { head += 1 }
        if head > 512 {
            samples.removeFirst(head)
            head = 0
        }
    }

    /// The samples within the plot's span, oldest first.
    var recent: ArraySlice<Sample> { samples[head...] }

    /// Whether a frame drawn at `time` follows the one drawn at `previous`: the
    /// previous one asked for the next at once (`wantedNext`: something moved),
    /// or both were drawn for input (`input`, `previousInput`) with no pause between.
    static func follows(time: Double, previous: Double?, wantedNext: Bool, input: Bool, previousInput: Bool) -> Bool {
        guard let previous, time > previous else { return false }
        return wantedNext || input && previousInput && time - previous <= inputGap
    }

    /// Frames, intervals and work over the last second.
    var lastSecond: (fps: Int, medianMs: Double, p99Ms: Double, workMedianMs: Double) {
        guard let last = samples.last else { return (0, 0, 0, 0) }
        let window = recent.filter { $0.time > last.time - 1 }
        let intervals = window.map(\.interval).filter { $0 > 0 }.sorted()
        let work = window.map(\.work).sorted()
        return (window.count, percentile(intervals, 0.5) * 1000, percentile(intervals, 0.99) * 1000,
                percentile(work, 0.5) * 1000)
    }
}

/// The value at quantile `q` of sorted `values` (nearest rank), 0 when empty.
func percentile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let rank = Int((q * Double(values.count)).rounded(.up)) - 1
    return values[min(max(rank, 0), values.count - 1)]
}
