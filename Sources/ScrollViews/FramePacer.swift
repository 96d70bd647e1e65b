/// When the window loop starts its next frame, so that input reaches the
/// screen in the frame after it comes and motion keeps a steady pace:
/// - without vsync (present returns at once: Xvfb, SDL's software renderer),
///   a frame for input starts as soon as the frames so far leave room for it
///   at one a refresh interval — input is drawn the moment it comes instead of
///   waiting for a fixed tick, and a frame that started late (by up to an
///   interval) lets the next start that much sooner, so one late frame does not
///   make every later move wait — and a frame only for motion keeps the steady
///   grid of refresh intervals;
/// - with vsync (present waits for the display), every frame starts as late as
///   it can and still be ready for the next refresh: the measured render time
///   and a margin before it (late latching), with all input read then; and
///   earlier by the time its present spends working rather than waiting (a
///   CPU rasterizer's, such as Mesa's llvmpipe), learnt from presents that
///   come back later than a refresh after the one before, so that such a
///   renderer keeps one frame a refresh instead of one a refresh plus its work.
/// Only a renderer that presents in step with the display (`vsyncable`) is
/// taken to wait for it: a software renderer's present that is slow because
/// the window system is busy must not make input wait for a refresh that
/// nothing waits for.
public struct FramePacer: Sendable, Equatable {
    /// The display's refresh interval, s.
    public let refresh: Double
    /// Whether the renderer was made to present in step with the display.
    public let vsyncable: Bool
    /// The next slot of the motion grid.
    public private(set) var grid: Double
    private var lastStart = -Double.infinity
    private var lastPresented = -Double.infinity
    /// Input frames' room at `lastStart`, after that frame, in frames (a
    /// refresh interval adds one, up to `inputBurst`; each frame takes one).
    private var inputCredit = 0.0
    /// Render times, smoothed (exponential means).
    public private(set) var renderTime = 0.0
    /// Present times, smoothed.
    public private(set) var presentTime = 0.0
    /// How much of a present is work rather than a wait for the display, s:
    /// what a late-latched frame starts earlier by. It grows while presents
    /// come back later than a refresh after the one before and shrinks while
    /// they come back sooner, from 0 to a refresh interval.
    public private(set) var presentWork = 0.0

    /// How much earlier than a refresh interval an input frame may start (SDL's waits are whole ms).
    public static let inputSlack = 0.0005
    /// The most room input frames keep, in frames: after a frame that started
    /// late by up to an interval, the next may still start on time. After a
    /// pause of this many intervals the room is one frame again.
    public static let inputBurst = 2.0
    /// What a late-latched frame keeps spare before the refresh, s.
    public static let latchMargin = 0.002
    /// How much of each late-latched present's lateness (or earliness) goes into `presentWork`.
    static let workGain = 0.3
    /// How much of `presentWork` each late-latched frame forgets, so that it
    /// does not creep up from a display's jitter.
    static let workDecay = 0.01

    /// Pacing for a display refreshing every `refresh` s (1/60 s when it is
    /// not a positive number), the grid starting at `start` (0 when it is not a
    /// number: made at the clock's now, the first frame may start at once);
    /// `vsyncable` when the renderer presents in step with the display.
    public init(refresh: Double, start: Double, vsyncable: Bool = true) {
        self.refresh = refresh.isFinite && refresh > 0 ? refresh : 1.0 / 60
        self.vsyncable = vsyncable
        grid = start.isFinite ? start : 0
    }

    /// Whether present waits for the display: the renderer can, and present
    /// took a quarter interval or more (smoothed).
    public var vsynced: Bool { vsyncable && presentTime > refresh / 4 }

    /// The earliest start of the next frame: one for input (`input`), or one
    /// only for motion or a timer. Always a finite time: before the first
    /// frame, the start the pacer was made with.
    public func nextStart(input: Bool) -> Double {
        if vsynced {
            return lastPresented + refresh - renderTime * 1.5 - FramePacer.latchMargin - presentWork
        }
        // Before the first frame, input may start it at once: the grid's start.
        guard input, lastStart.isFinite else { return grid }
        // When the room reaches one frame.
        return lastStart + max(0, 1 - inputCredit) * refresh - FramePacer.inputSlack
    }

    /// The room for input frames at `time`, in frames.
    private func credit(at time: Double) -> Double {
        let elapsed = max(0, time - lastStart) / refresh
        guard elapsed < FramePacer.inputBurst else { return 1 }  // after a pause (or before the first frame)
        return min(FramePacer.inputBurst, inputCredit + elapsed)
    }

    /// A frame started at `start`, its drawing done at `rendered` and its
    /// present returned at `presented`. A frame with a time that is not a
    /// number (NaN, ±infinity) changes nothing: the next start stays where it was.
    public mutating func framed(start: Double, rendered: Double, presented: Double) {
        guard start.isFinite, rendered.isFinite, presented.isFinite else { return }
        let render = max(0, rendered - start), present = max(0, presented - rendered)
        // A late-latched present that came back later than a refresh after the last one worked rather than
        // waited; one a whole refresh late or more missed the display (or followed a pause) and says nothing.
        let interval = presented - lastPresented
        if vsynced, interval.isFinite, interval < refresh * 1.75 {
            let learnt = presentWork * (1 - FramePacer.workDecay) + FramePacer.workGain * (interval - refresh)
            presentWork = min(refresh, max(0, learnt))
        }
        renderTime = lastStart.isFinite ? renderTime * 0.8 + render * 0.2 : render
        presentTime = lastStart.isFinite ? presentTime * 0.8 + present * 0.2 : present
        // Every frame takes its room, motion's too, but leaves no debt: input after two frames in quick
        // succession (an input frame just before a slot of the motion grid) waits one interval, not two.
        inputCredit = max(0, credit(at: start) - 1)
        lastStart = start
        lastPresented = presented
        // The grid goes on from where it was, unless the frames fell behind it.
        grid = max(grid + refresh, presented - refresh)
        if vsynced { grid = nextStart(input: false) }
    }
}
