import ScrollViews
import Testing
@testable import EndlessDemo

@Suite struct FramePacerTests {
    static let refresh = 1.0 / 60

    @Test func withoutVsyncInputIsDrawnARefreshAfterTheLastFrameAndMotionOnTheGrid() {
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        #expect(pacer.nextStart(input: true) == 0, "the first frame at once: at the start, a finite time")
        pacer.framed(start: 0, rendered: 0.003, presented: 0.0031)
        #expect(!pacer.vsynced)
        #expect(abs(pacer.nextStart(input: true) - (Self.refresh - FramePacer.inputSlack)) < 1e-12)
        #expect(abs(pacer.nextStart(input: false) - Self.refresh) < 1e-12, "motion: the grid")
        // A move 25 ms later starts its frame then; the grid goes on from its own slots.
        pacer.framed(start: 0.025, rendered: 0.028, presented: 0.028)
        #expect(abs(pacer.nextStart(input: false) - 2 * Self.refresh) < 1e-12)
        // That frame came half an interval after its room: the next may come half an interval after it.
        #expect(abs(pacer.nextStart(input: true) - (0.025 + Self.refresh / 2 - FramePacer.inputSlack)) < 1e-9)
    }

    @Test func oneLateFrameDoesNotDelayTheMovesAfterIt() {
        // Moves once a refresh interval, each drawn when it comes, but one frame starts 12 ms late.
        var pacer = FramePacer(refresh: Self.refresh, start: 0, vsyncable: false)
        var waits: [Double] = []
        for k in 0..<40 {
            let move = Double(k) * Self.refresh
            let start = max(move + (k == 5 ? 0.012 : 0), pacer.nextStart(input: true))
            if k != 5 { waits.append(start - move) }
            pacer.framed(start: start, rendered: start + 0.001, presented: start + 0.0012)
        }
        #expect(waits.max()! < 1e-9, "every other move drawn the moment it comes: \(waits.max()!) s")
    }

    @Test func inputRightAfterTwoFramesInQuickSuccessionWaitsOneInterval() {
        // An input frame 2 ms before a slot of the motion grid, then the grid's frame: no debt for the next input.
        var pacer = FramePacer(refresh: Self.refresh, start: 0, vsyncable: false)
        pacer.framed(start: 0, rendered: 0.001, presented: 0.0012)
        pacer.framed(start: Self.refresh - 0.002, rendered: Self.refresh - 0.001, presented: Self.refresh - 0.0008)
        pacer.framed(start: Self.refresh, rendered: Self.refresh + 0.001, presented: Self.refresh + 0.0012)
        #expect(abs(pacer.nextStart(input: true) - (2 * Self.refresh - FramePacer.inputSlack)) < 1e-9)
    }

    @Test func inputFramesKeepToOneARefreshOnAverage() {
        // A 1000 Hz mouse: frames as soon as each may start, never more than one an interval over time.
        var pacer = FramePacer(refresh: Self.refresh, start: 0, vsyncable: false)
        var time = 0.0, frames = 0
        while time < 1 {
            let start = max(time, pacer.nextStart(input: true))
            pacer.framed(start: start, rendered: start + 0.001, presented: start + 0.0012)
            frames += 1
            time = start + 0.001
        }
        #expect(frames <= 63, "\(frames) frames in a second at 60 Hz (an interval less the 0.5 ms slack apart)")
        #expect(frames >= 59)
    }

    @Test func framesThatFallBehindTheGridRestartItFromTheLast() {
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        pacer.framed(start: 0, rendered: 0.1, presented: 0.1)
        #expect(abs(pacer.nextStart(input: false) - (0.1 - Self.refresh)) < 1e-12, "behind: the next frame at once")
    }

    @Test func slowPresentsOfARendererWithoutVsyncDoNotMakeInputWait() {
        var pacer = FramePacer(refresh: Self.refresh, start: 0, vsyncable: false)
        var start = 0.0
        for _ in 0..<20 {
            // A busy window system: every present takes 8 ms, half a refresh interval.
            pacer.framed(start: start, rendered: start + 0.002, presented: start + 0.010)
            start += Self.refresh
        }
        #expect(!pacer.vsynced)
        let last = start - Self.refresh
        #expect(abs(pacer.nextStart(input: true) - (last + Self.refresh - FramePacer.inputSlack)) < 1e-9,
                "input a refresh after the last frame, not latched to a refresh nothing waits for")
        var vsyncable = FramePacer(refresh: Self.refresh, start: 0, vsyncable: true)
        start = 0
        for _ in 0..<20 {
            vsyncable.framed(start: start, rendered: start + 0.002, presented: start + 0.010)
            start += Self.refresh
        }
        #expect(vsyncable.vsynced, "the same presents from a renderer with vsync are taken as waits for the display")
    }

    @Test func withVsyncFramesStartAsLateAsTheirRenderTimeAllows() {
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        var start = 0.0
        for _ in 0..<20 {
            // 3 ms to draw, then present waits for the display's next refresh.
            let presented = (start / Self.refresh).rounded(.down) * Self.refresh + Self.refresh
            pacer.framed(start: start, rendered: start + 0.003, presented: presented)
            start = max(presented, pacer.nextStart(input: true))  // present returns at the refresh
        }
        #expect(pacer.vsynced)
        let latched = pacer.nextStart(input: true)
        let lastRefresh = (latched / Self.refresh).rounded(.up) * Self.refresh
        #expect(abs(lastRefresh - latched - (0.003 * 1.5 + FramePacer.latchMargin)) < 1e-6,
                "input read 6.5 ms before the refresh, not right after the last one")
        #expect(pacer.nextStart(input: false) == latched, "motion the same")
    }

    @Test func aPresentThatWorksRatherThanWaitsStillGivesAFrameARefresh() {
        // A CPU rasterizer (Mesa's llvmpipe under Xvfb): 1 ms to draw, then 6.5 ms in present, which waits for nothing.
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        var start = 0.0, presents: [Double] = []
        for _ in 0..<120 {
            let presented = start + 0.001 + 0.0065
            pacer.framed(start: start, rendered: start + 0.001, presented: presented)
            presents.append(presented)
            start = max(presented, pacer.nextStart(input: false))
        }
        #expect(pacer.vsynced, "a long present from a renderer with vsync is taken for a wait at first")
        let intervals = zip(presents.dropFirst(60), presents.dropFirst(61)).map { $1 - $0 }.sorted()
        let median = intervals[intervals.count / 2]
        #expect(abs(median - Self.refresh) < 0.0005, "a frame a refresh, not a refresh plus the present's work: \(median) s")
        #expect(intervals.last! < Self.refresh * 1.1, "the worst interval \(intervals.last!) s")
        #expect(pacer.presentWork > 0.003 && pacer.presentWork < 0.006, "\(pacer.presentWork) s of work learnt")
    }

    @Test func presentsOnTheDisplaysRefreshesLearnNoWork() {
        // A display's refreshes with 0.2 ms of jitter either way: late latching stays where its render time puts it.
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        var start = 0.0
        for k in 0..<600 {
            let refreshAfter = ((start + 0.003) / Self.refresh).rounded(.up) * Self.refresh
            let presented = refreshAfter + (k % 2 == 0 ? 0.0002 : -0.0002)
            pacer.framed(start: start, rendered: start + 0.003, presented: presented)
            start = max(presented, pacer.nextStart(input: false))
        }
        #expect(pacer.presentWork < 0.0005, "\(pacer.presentWork) s")
    }

    @Test(arguments: [false, true])
    func timesThatAreNotNumbersChangeNothing(vsync: Bool) {
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        var start = 0.0
        for _ in 0..<30 {
            let presented = start + 0.001 + (vsync ? 0.006 : 0)
            pacer.framed(start: start, rendered: start + 0.001, presented: presented)
            start = max(presented, pacer.nextStart(input: false))
        }
        #expect(pacer.vsynced == vsync)
        let before = pacer
        for bad in [Double.nan, .infinity, -.infinity] {
            pacer.framed(start: start, rendered: start + 0.001, presented: bad)
            pacer.framed(start: bad, rendered: start + 0.001, presented: start + 0.002)
            pacer.framed(start: start, rendered: bad, presented: start + 0.002)
        }
        #expect(pacer == before)
        #expect(pacer.nextStart(input: true).isFinite && pacer.nextStart(input: false).isFinite)
        // A pacer started at a time that is not a number starts its grid at 0.
        #expect(FramePacer(refresh: Self.refresh, start: .nan).nextStart(input: false) == 0)
        #expect(FramePacer(refresh: .nan, start: .infinity).refresh == 1.0 / 60)
    }
}
