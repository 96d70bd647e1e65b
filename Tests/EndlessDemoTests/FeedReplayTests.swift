import Foundation
import ScrollPhysics
import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The feed (stack mode) at 1280×720: header 0–130, carousel row 142–372,
    /// box 384–684 (40 rows of 44 px: it scrolls 0…1460), list A from 696, …,
    /// the strip row at 5280–5480.
    @Suite @MainActor struct FeedReplayTests {
        static let radians = Double.pi / 180

        /// A 300 px drag over (x, y) at `degrees` from horizontal, leftwards and upwards.
        static func angledDrag(_ builder: inout ScriptBuilder, at t: Double, x: Double, y: Double, degrees: Double) {
            builder.drag(at: t, x: x, y: y, dx: -300 * cos(degrees * radians), dy: -300 * sin(degrees * radians), over: 200)
        }

        @Test func aDrag20DegreesOffHorizontalOverTheCarouselMovesOnlyTheRow() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 1500)
            Self.angledDrag(&builder, at: 100, x: 900, y: 300, degrees: 20)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.allSatisfy { abs($0.status.offset) <= 0.5 }, "the feed stays")
            let moved = try #require(rows.last?.status[StackMode.Trace.rowOffset])
            #expect(moved > 270, "the row moved by the drag and its fling")
        }

        @Test func aDrag70DegreesOffHorizontalOverTheCarouselMovesOnlyTheFeed() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 1500)
            Self.angledDrag(&builder, at: 100, x: 900, y: 300, degrees: 70)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.allSatisfy { $0.status[StackMode.Trace.rowOffset] == 0 }, "the row stays")
            #expect(rows.last!.status.offset > 270, "the feed moved")
        }

        @Test func aHorizontalDragOverTheStripRowMovesOnlyTheStrip() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 1500)
            // Bring the strip row to 300–500 on screen with the wheel over the header.
            builder.add(50, .wheel(dx: 0, dy: -4980, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 60), time: 0.05))
            builder.drag(at: 200, x: 900, y: 400, dx: -300, dy: 0, over: 200)
            let rows = try HeadlessReplay.run(builder.script).rows
            let after = rows.filter { $0.tMs >= 200 }
            #expect(after.allSatisfy { abs($0.status.offset - 4980) <= 0.5 }, "the feed stays")
            #expect(after.allSatisfy { $0.status[StackMode.Trace.rowOffset] == 0 && $0.status[StackMode.Trace.innerOffset] == 0 })
            #expect(try #require(rows.last?.status[StackMode.Trace.stripOffset]) > 290)
        }

        @Test func aDragPastTheBoxEndMovesTheFeedByTheRestInTheSameGesture() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
            // The box to 1300 of 1460 with the wheel over it.
            builder.add(50, .wheel(dx: 0, dy: -1300, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: 0.05))
            // One slow drag up by 404 px: 4 of slop, 160 to the box's end, 240 for the feed.
            builder.drag(at: 200, x: 640, y: 650, dx: 0, dy: -404, over: 800, releaseDelay: 100)
            let rows = try HeadlessReplay.run(builder.script).rows
            let held = try #require(rows.last { $0.tMs <= 1050 })
            #expect(held.status[StackMode.Trace.innerOffset] == 1460, "the box rests exactly at its end")
            #expect(abs(held.status.offset - 240) <= 0.5, "the feed took the rest of the drag")
            #expect(rows.last!.status[StackMode.Trace.innerOffset] == 1460)
            #expect(abs(rows.last!.status.offset - 240) <= 0.5, "a slow release does not fling")
        }

        @Test func aTouchpadStreamPastTheTopOverTheBoxRubberBandsTheFeedAndSpringsBack() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 2000)
            // Fingers pulling the content down over the box, at its top and the feed's: 12 deltas of 30 px.
            for i in 0..<12 {
                let t = 100 + Double(i) * 16
                builder.add(t, .wheel(dx: 0, dy: 30, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: t / 1000))
            }
            let rows = try HeadlessReplay.run(builder.script).rows
            let pulled = try #require(rows.map(\.status.offset).min())
            #expect(pulled < -40, "the feed is pulled past its top, rubber-banded (\(pulled) px)")
            #expect(pulled > -360, "less than the fingers moved")
            #expect(rows.allSatisfy { $0.status[StackMode.Trace.innerOffset] == 0 }, "the box never rubber-bands")
            #expect(rows.last!.status.offset == 0 && rows.last!.status.state == .idle, "it springs back to rest")
        }

        @Test func aFlickNearTheBoxEndHandsItsVelocityToTheFeed() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 3000)
            builder.add(50, .wheel(dx: 0, dy: -1100, source: .touchpad, pointer: PanZoom.Point(x: 640, y: 500), time: 0.05))
            builder.drag(at: 200, x: 640, y: 600, dx: 0, dy: -64, over: 24)
            let rows = try HeadlessReplay.run(builder.script).rows
            let hit = try #require(rows.firstIndex { $0.status[StackMode.Trace.innerOffset] == 1460 })
            #expect(rows[hit - 1].tMs > 240, "the box flung on after the release")
            let dt = (rows[hit - 1].tMs - rows[hit - 2].tMs) / 1000
            let inner = (rows[hit - 1].status[StackMode.Trace.innerOffset]! - rows[hit - 2].status[StackMode.Trace.innerOffset]!) / dt
            let outer = rows[hit].status.velocity
            #expect(inner > 1000)
            #expect(abs(outer - inner) / inner < 0.1, "continuous velocity at the hand-off: \(inner) → \(outer)")
            #expect(rows.last!.status.offset > 200, "the feed kept moving")
            #expect(rows.last!.status[StackMode.Trace.innerOffset] == 1460)
        }

        @Test(arguments: [3, 4, 20])
        func theCarouselSeamIsInvisible(cards: Int) throws {
            let session = try HeadlessSession(width: 1280, height: 720,
                                              settings: DemoSettings(mode: "stack", hud: false, items: cards))
            let feed = try #require(session.currentMode as? StackMode)
            // Half a card along, so that the frame cuts cards at both edges.
            feed.handle(.key(.right, shift: false, time: 0.01))
            _ = session.frame(at: 1)
            feed.row.scrollImmediately(by: 130, time: 1)
            _ = session.frame(at: 1.1)
            let before = try session.pixels()
            let logical = feed.row.logicalOffset
            for turns in [1, -2, 1] {
                feed.row.wrap(turns: turns)
                _ = session.frame(at: 1.2)
                #expect(abs(feed.row.logicalOffset - logical) < 1e-9)
                #expect(try session.pixels() == before, "wrapping by \(turns) × \(cards) cards changed the frame")
            }
            // A drag that wraps on its way shows the same frame when it comes back to the same place.
            feed.handle(.pointerDown(x: 900, y: 300, time: 2))
            for i in 1...60 { feed.handle(.pointerMove(x: 900 - Double(i) * 30, y: 300, time: 2 + Double(i) * 0.01)) }
            for i in 1...60 { feed.handle(.pointerMove(x: 900 - 1800 + Double(i) * 30, y: 300, time: 2.6 + Double(i) * 0.01)) }
            // Back where it started, less the 4 px of slop the drag began with.
            feed.handle(.pointerMove(x: 896, y: 300, time: 3.21))
            _ = session.frame(at: 3.21)
            #expect(feed.row.wrapCount >= 4, "the drag went across the seam")
            #expect(abs(feed.row.logicalOffset - logical) < 1e-6)
            #expect(try session.pixels() == before)
            feed.handle(.pointerLost(time: 3.22))
        }

        @Test func logStatePrintsTheLayoutOnEntryAndOnEveryChange() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 800)
            builder.key(100, "B")  // folds away over 0.3 s; its line comes when it is gone
            builder.key(500, "Tab")
            builder.key(600, "Tab", shift: true)
            let lines = try HeadlessReplay.run(builder.script).restLines.filter { $0.contains("\"layout\"") }
            #expect(lines.count == 3, "entry, B, entry again")
            #expect(lines[0].hasPrefix("{\"mode\":\"stack\",\"layout\":[{\"name\":\"header\",\"y\":0.0,\"height\":130.0}"))
            #expect(lines[0].contains("{\"name\":\"box\",\"y\":384.0,\"height\":300.0,\"content_height\":1760.0}"))
            #expect(lines[0].contains("\"banner\"") && !lines[1].contains("\"banner\""))
            #expect(lines[1].contains("{\"name\":\"strip\",\"y\":5108.0,\"height\":200.0}"))
        }

        @Test func bFoldsTheBannerAwayAndBackWhileWhatIsOnScreenStays() throws {
            // Long enough for the notice of the change above the screen to go (FeedNotice.duration).
            var builder = ScriptBuilder(mode: "stack", durationMs: 3000)
            builder.add(50, .wheel(dx: 0, dy: -5400, source: .touchpad, time: 0.05))  // the strip row (5280) near the top
            builder.key(100, "B")
            let rows = try HeadlessReplay.run(builder.script).rows
            let start = try #require(rows.firstIndex { $0.tMs >= 100 })
            // The viewport is below the banner: the offset follows the fold, so the content on screen stays.
            let offsets = rows[start...].prefix(30).map(\.status.offset)
            #expect(offsets.first! - offsets.last! > 160, "moved up by the banner and its spacing, \(offsets)")
            #expect(Set(offsets.prefix(20)).count > 10, "gradually, over several frames")
            // Folded, and unfolded again: the same frames as before.
            var twice = builder
            twice.key(1000, "B")
            let again = try HeadlessReplay.run(twice.script)
            var none = builder
            none.script.events.removeLast()
            let never = try HeadlessReplay.run(none.script)
            #expect(abs(again.rows.last!.status.offset - never.rows.last!.status.offset) < 1e-6)
            let same = again.pixels == never.pixels
            #expect(same)
        }

        @Test func shiftTurnsTheWheelSidewaysOverARow() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 1500)
            builder.add(100, .wheel(dx: 0, dy: -1, source: .wheel, shift: true, pointer: PanZoom.Point(x: 640, y: 300), time: 0.1))
            builder.add(800, .wheel(dx: 0, dy: -1, source: .wheel, pointer: PanZoom.Point(x: 640, y: 60), time: 0.8))
            let rows = try HeadlessReplay.run(builder.script).rows
            let afterShift = try #require(rows.last { $0.tMs <= 790 })
            #expect(afterShift.status[StackMode.Trace.rowOffset] == StackMode.cardWidth + StackMode.cardGap, "one card")
            #expect(afterShift.status.offset == 0)
            #expect(abs(rows.last!.status.offset - ScrollView.defaultLineStep(viewportExtent: 720)) < 1e-6,
                    "a plain notch scrolls the feed by GTK's step")
        }
    }
}
