import Testing
@testable import EndlessDemo

/// The HUD's velocity plot keeps a scale a fling can be read on.
@Suite struct HUDPlotTests {
    @Test func theScaleFollowsTheFastestSampleUpToTheFastestFling() {
        #expect(HUD.plotScale([]) == 1000)
        #expect(HUD.plotScale([-3200, 150]) == 3200)
        // End over list B's 5,000 rows: 681,567 px/s for a frame; the plot stays at a fling's scale.
        #expect(HUD.plotScale([681_567, -40]) == HUD.plotLimit)
        #expect(HUD.plotScale([.nan, .infinity, 2500]) == 2500)
    }
}
