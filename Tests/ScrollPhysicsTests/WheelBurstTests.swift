import Testing
import ScrollPhysics

@Suite struct WheelBurstTests {
    @Test func oneBurstOnePage() {
        var burst = WheelBurst()
        #expect(burst.begins(delta: 1, time: 0) == 1)
        #expect(burst.begins(delta: 1, time: 0.05) == nil)
        #expect(burst.begins(delta: 3, time: 0.2) == nil)
        #expect(burst.begins(delta: 1, time: 0.4) == nil, "each event extends the burst")
        #expect(burst.begins(delta: 1, time: 0.7) == 1, "a quiet 0.3 s ends it")
        #expect(burst.begins(delta: -1, time: 0.75) == -1, "turning back starts a new one")
        #expect(burst.begins(delta: 0, time: 0.8) == nil)
    }
}
