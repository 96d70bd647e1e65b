import Testing
@testable import EndlessDemo

@Suite struct FramePacerTests {
    static let refresh = 1.0 / 60

    @Test func withoutVsyncInputIsDrawnARefreshAfterTheLastFrameAndMotionOnTheGrid() {
        var pacer = FramePacer(refresh: Self.refresh, start: 0)
        #expect(pacer.nextStart(input: true) == -.infinity, "the first frame at once")
        pacer.framed(start: 0, rendered: 0.003, presented: 0.0031)
        #expect(!pacer.vsynced)
        #expect(abs(pacer.nextStart(input: true) - (Self.refresh - FramePacer.inputSlack)) < 1e-12)
        #expect(abs(pacer.nextStart(input: false) - Self.refresh) < 1e-12, "motion: the grid")
        // A move 25 ms later starts its frame then; the grid goes on from its own slots.
        pacer.framed(start: 0.025, rendered: 0.028, presented: 0.028)
        #expect(abs(pacer.nextStart(input: true) - (0.025 + Self.refresh - FramePacer.inputSlack)) < 1e-12)
        #expect(abs(pacer.nextStart(input: false) - 2 * Self.refresh) < 1e-12)
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
            start = pacer.nextStart(input: true)
        }
        #expect(pacer.vsynced)
        let latched = pacer.nextStart(input: true)
        let lastRefresh = (latched / Self.refresh).rounded(.up) * Self.refresh
        #expect(abs(lastRefresh - latched - (0.003 * 1.5 + FramePacer.latchMargin)) < 1e-6,
                "input read 6.5 ms before the refresh, not right after the last one")
        #expect(pacer.nextStart(input: false) == latched, "motion the same")
    }
}
