import ScrollViews
import ScrollPhysics
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// A touchpad's precise deltas in the window's modes: 1:1 while they come,
    /// then — SDL2 says nothing when the fingers lift — a fling with their speed.
    @Suite @MainActor struct TouchpadStreamTests {
        /// 25 px every 1/60 s (1500 px/s) from `start` s for `frames` frames over
        /// window (640, y); `forward` false scrolls back.
        static func stream(_ builder: inout ScriptBuilder, at start: Double, frames: Int, y: Double = 300,
                           forward: Bool = true) {
            for i in 0..<frames {
                let t = start + Double(i) / 60
                builder.add(t * 1000, .wheel(dx: 0, dy: forward ? -25 : 25, source: .touchpad,
                                             pointer: PanZoom.Point(x: 640, y: y), time: t))
            }
        }

        @Test(arguments: ["strip", "stack"])
        func aStreamThatStopsFlingsOnWithItsSpeed(mode: String) throws {
            var builder = ScriptBuilder(mode: mode, durationMs: 1500)
            Self.stream(&builder, at: 0.1, frames: 30)
            let rows = try HeadlessReplay.run(builder.script).rows
            let lastDelta = 0.1 + 29.0 / 60
            let during = rows.filter { $0.tMs / 1000 > 0.2 && $0.tMs / 1000 <= lastDelta }
            #expect(during.allSatisfy { $0.status.state == .dragging }, "the fingers hold the content")
            let fling = try #require(rows.first { $0.tMs / 1000 > lastDelta && $0.status.state == .decelerating })
            #expect(fling.tMs / 1000 - lastDelta < 0.1, "the fling starts within two frames of the quiet time")
            #expect(abs(fling.status.velocity / 1500 - 1) < 0.1, "at the stream's speed: \(fling.status.velocity) px/s")
            let end = rows.last!.status.offset
            #expect(end - fling.status.offset > 400, "and carries on as a fling: \(end - fling.status.offset) px")
        }

        @Test func aSecondStreamCatchesTheFling() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 1200)
            Self.stream(&builder, at: 0.1, frames: 20)
            Self.stream(&builder, at: 0.7, frames: 3)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.contains { $0.tMs > 450 && $0.tMs < 690 && $0.status.state == .decelerating })
            let caught = try #require(rows.first { $0.tMs >= 700 })
            #expect(caught.status.state == .dragging, "held by the new stream, not flinging")
        }

        @Test func aDiagonalStreamInTheFeedGivesAllItsVerticalMotionToTheFeed() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 600)
            // First mostly down, then as often more sideways than down, over the carousel and the box.
            for i in 0..<20 {
                let t = 0.1 + Double(i) / 60
                let dx = i == 0 ? -4.0 : (i % 2 == 0 ? -16.0 : -6.0)
                builder.add(t * 1000, .wheel(dx: dx, dy: -12, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 300),
                                             time: t))
            }
            let rows = try HeadlessReplay.run(builder.script).rows
            let held = try #require(rows.last { $0.tMs / 1000 <= 0.1 + 19.0 / 60 + 0.001 })
            #expect(abs(held.status.offset - 240) < 0.5, "20 deltas of 12 px, all the feed's: \(held.status.offset)")
        }

        /// Sideways deltas of odd sizes over the feed's carousel row (window y 300),
        /// slow and quick: the row comes to rest on a card's edge, never between two.
        @Test(arguments: [7.0, 23.0, 61.0])
        func aStreamOverTheCarouselRowEndsWithTheRowOnACard(delta: Double) throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 8000)
            for i in 0..<17 {
                let t = 0.1 + Double(i) / 60
                builder.add(t * 1000, .wheel(dx: delta, dy: 0, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 300),
                                             time: t))
            }
            let rows = try HeadlessReplay.run(builder.script).rows
            let held = try #require(rows.last { $0.tMs / 1000 <= 0.1 + 16.0 / 60 + 0.001 }?.status[StackMode.Trace.rowOffset])
            #expect(abs(held - 17 * delta) < 1, "followed 1:1 while the deltas come: \(held)")
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "stack", hud: false))
            let pitch = try #require(session.currentMode as? StackMode).row.pitch
            let end = try #require(rows.last?.status[StackMode.Trace.rowOffset])
            #expect(rows.last?.status.state == .idle)
            #expect(abs(end / pitch - (end / pitch).rounded()) < 1e-6, "at rest on a card: \(end) px, cards \(pitch) px apart")
            #expect(end > held - pitch / 2, "not back where the stream began")
        }

        @Test func aStreamPastTheFeedsTopRubberBandsAndSpringsBack() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
            Self.stream(&builder, at: 0.1, frames: 12, forward: false)
            let rows = try HeadlessReplay.run(builder.script).rows
            let most = rows.map(\.status.offset).min()!
            #expect(most < -20 && most > -300, "pulled past the top, less than the fingers' 300 px: \(most)")
            #expect(abs(rows.last!.status.offset) < 0.5, "back at the top")
        }
    }
}
