import Testing
import ScrollPhysics

@Suite struct WheelBurstTests {
    @Test func oneBurstOnePage() {
        var burst = WheelBurst()
        #expect(burst.begins(delta: 1, time: 0) == 1)
        #expect(burst.begins(delta: 1, time: 0.05) == nil)
        #expect(burst.begins(delta: 3, time: 0.15) == nil)
        #expect(burst.begins(delta: 1, time: 0.28) == nil, "each event extends the burst")
        #expect(burst.begins(delta: 1, time: 0.7) == 1, "a quiet 0.15 s ends it")
        #expect(burst.begins(delta: -1, time: 0.75) == -1, "turning back starts a new one")
        #expect(burst.begins(delta: 0, time: 0.8) == nil)
    }

    @Test func notchesAtADeliberatePaceEachTurnAPage() {
        var burst = WheelBurst()
        let turns = (0..<4).compactMap { burst.begins(delta: -1, time: Double($0) * 0.2) }
        #expect(turns == [-1, -1, -1, -1], "4 notches 200 ms apart: 4 pages")
        let spin = (0..<10).compactMap { burst.begins(delta: -1, time: 2 + Double($0) * 0.03) }
        #expect(spin == [-1], "a spin, 30 ms a notch: one page")
    }
}
