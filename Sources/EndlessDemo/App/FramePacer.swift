/// When the window loop starts its next frame, so that input reaches the
/// screen in the frame after it comes and motion keeps a steady pace:
/// - without vsync (present returns at once: Xvfb, SDL's software renderer),
///   a frame for input starts as soon as a refresh interval has passed since
///   the last one started — input that comes later than that is drawn the
///   moment it comes, instead of waiting for a fixed tick — and a frame only
///   for motion keeps the steady grid of refresh intervals;
/// - with vsync (present waits for the display), every frame starts as late as
///   it can and still be ready for the next refresh: the measured render time
///   and a margin before it (late latching), with all input read then.
/// Only a renderer that presents in step with the display (`vsyncable`) is
/// taken to wait for it: a software renderer's present that is slow because
/// the window system is busy must not make input wait for a refresh that
/// nothing waits for.
struct FramePacer: Sendable, Equatable {
    /// The display's refresh interval, s.
    let refresh: Double
    /// Whether the renderer was made to present in step with the display.
    let vsyncable: Bool
    /// The next slot of the motion grid.
    private(set) var grid: Double
    private var lastStart = -Double.infinity
    private var lastPresented = -Double.infinity
    /// Render and present times, smoothed (exponential means).
    private(set) var renderTime = 0.0
    private(set) var presentTime = 0.0

    /// How much earlier than a refresh interval an input frame may start (SDL's waits are whole ms).
    static let inputSlack = 0.0005
    /// What a late-latched frame keeps spare before the refresh, s.
    static let latchMargin = 0.002

    /// Pacing for a display refreshing every `refresh` s, the grid starting at
    /// `start`; `vsyncable` when the renderer presents in step with the display.
    init(refresh: Double, start: Double, vsyncable: Bool = true) {
        self.refresh = refresh.isFinite && refresh > 0 ? refresh : 1.0 / 60
        self.vsyncable = vsyncable
        grid = start
    }

    /// Whether present waits for the display: the renderer can, and present
    /// took a quarter interval or more (smoothed).
    var vsynced: Bool { vsyncable && presentTime > refresh / 4 }

    /// The earliest start of the next frame: one for input (`input`), or one
    /// only for motion or a timer.
    func nextStart(input: Bool) -> Double {
        if vsynced {
            return lastPresented + refresh - renderTime * 1.5 - FramePacer.latchMargin
        }
        return input ? lastStart + refresh - FramePacer.inputSlack : grid
    }

    /// A frame started at `start`, its drawing done at `rendered` and its
    /// present returned at `presented`.
    mutating func framed(start: Double, rendered: Double, presented: Double) {
        let render = max(0, rendered - start), present = max(0, presented - rendered)
        renderTime = lastStart.isFinite ? renderTime * 0.8 + render * 0.2 : render
        presentTime = lastStart.isFinite ? presentTime * 0.8 + present * 0.2 : present
        lastStart = start
        lastPresented = presented
        // The grid goes on from where it was, unless the frames fell behind it.
        grid = max(grid + refresh, presented - refresh)
        if vsynced { grid = nextStart(input: false) }
    }
}
