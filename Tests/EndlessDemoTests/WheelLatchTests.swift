import ScrollPhysics
import ScrollViews
import Testing
@testable import EndlessDemo

/// A wheel spin stays with the scroller it started on (Firefox's wheel
/// transaction): the library's latch, and the feed built on it.
@Suite @MainActor struct WheelLatchTests {
    @Test func aSpinStaysWithItsFirstTargetUntilTheWheelRests() {
        var latch = WheelLatch<String>()
        #expect(latch.target(over: "feed", at: 0) == "feed")
        #expect(latch.target(over: "box", at: 1.0) == "feed", "the box came under the pointer mid-spin")
        #expect(latch.target(over: "box", at: 2.4) == "feed", "1.4 s after the last notch: the same spin")
        #expect(latch.target(over: "box", at: 4.0) == "box", "after 1.5 s of quiet a new spin starts")
        latch.reset()
        #expect(latch.target(over: "feed", at: 4.1) == "feed")
    }
}

extension SDLSuites {
    /// The feed at 1280×720: the carousel row 142–372, the box 384–684 in the content.
    @Suite @MainActor struct FeedWheelTests {
        /// 20 notches 40 ms apart over window y, from `start` s.
        static func spin(_ builder: inout ScriptBuilder, at start: Double, y: Double, notches: Int = 20, down: Bool = true) {
            for i in 0..<notches {
                let t = start + Double(i) * 0.04
                builder.add(t * 1000, .wheel(dx: 0, dy: down ? -1 : 1, source: .wheel,
                                             pointer: PanZoom.Point(x: 640, y: y), time: t))
            }
        }

        @Test func aSpinOverTheCarouselMovesOnlyTheFeedAsTheBoxPassesUnder() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 2500)
            Self.spin(&builder, at: 0.1, y: 300)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.allSatisfy { $0.status[StackMode.Trace.innerOffset] == 0 }, "the box never took a notch")
            let notch = ScrollView.defaultLineStep(viewportExtent: 720)
            #expect(abs(rows.last!.status.offset - 20 * notch) < 0.5, "20 notches of \(notch) px, all the feed's")
        }

        @Test func aSpinThatStartsOverTheBoxStaysWithTheBox() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 2500)
            Self.spin(&builder, at: 0.1, y: 500, notches: 5)
            let rows = try HeadlessReplay.run(builder.script).rows
            let notch = ScrollView.defaultLineStep(viewportExtent: 300)
            #expect(abs(rows.last!.status[StackMode.Trace.innerOffset]! - 5 * notch) < 0.5, "5 notches of \(notch) px into the box")
            #expect(rows.last!.status.offset == 0, "the feed stays")
        }
    }
}
