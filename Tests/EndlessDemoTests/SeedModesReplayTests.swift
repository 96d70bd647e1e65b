import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Headless replays of the banner, autoplay and stack modes.
    @Suite @MainActor struct SeedModesReplayTests {
        @Test func bannerWrapIsInvisibleFrameToFrame() throws {
            var builder = ScriptBuilder(mode: "banner", durationMs: 3000)
            builder.drag(at: 100, from: 300, by: 400, over: 64)  // back from item 0 to the copy of item 4
            let rows = try HeadlessReplay.run(builder.script).rows
            let jump = try #require(rows.firstIndex { $0.status.recenters == 1 })
            #expect(rows[jump - 1].status.state == .idle, "at rest on the copy before the jump")
            #expect(rows[jump - 1].status.offset == rows[jump].status.offset, "logical offset unchanged")
            #expect(rows.last!.status.position == 4 && rows.last!.status.offset == -1280)
            // The frames just before and after the jump are the same picture.
            var before = builder.script, after = builder.script
            before.durationMs = rows[jump - 1].tMs
            after.durationMs = rows[jump].tMs
            let a = try HeadlessReplay.run(before), b = try HeadlessReplay.run(after)
            #expect(a.rows.last!.status.recenters == 0 && b.rows.last!.status.recenters == 1)
            #expect(a.pixels == b.pixels)
        }

        @Test func bannerSecondFlickBeforeTheFirstSettles() throws {
            var builder = ScriptBuilder(mode: "banner", durationMs: 3000)
            builder.drag(at: 100, from: 300, by: 400, over: 64)
            builder.drag(at: 300, from: 300, by: 600, over: 64)  // caught over the copy, flicked on
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.last!.status.position == 3)
            #expect(rows.last!.status.offset == -2 * 1280)
            for (a, b) in zip(rows, rows.dropFirst()) {
                #expect(abs(b.status.offset - a.status.offset) < 200, "no jump in the logical offset at \(b.tMs) ms")
            }
        }

        @Test(arguments: [0, 1, 2])
        func bannerWithFewItems(items: Int) throws {
            var builder = ScriptBuilder(mode: "banner", durationMs: 2500, hud: true)
            builder.script.items = items
            builder.drag(at: 100, from: 900, by: -400, over: 64)
            builder.drag(at: 1300, from: 900, by: -400, over: 64)
            let result = try HeadlessReplay.run(builder.script)
            let last = result.rows.last!
            switch items {
            case 0, 1:
                #expect(result.rows.allSatisfy { $0.status.offset == 0 && $0.status.state == .idle },
                        "nothing scrolls or bounces")
            default:
                #expect(last.status.position == 0 && last.status.offset == 2 * 1280, "two items: 0, 1, 0")
                #expect(last.status.recenters == 1)
            }
        }

        @Test func autoplayAdvancesEveryTwoSecondsAndRestartsAfterADrag() throws {
            var builder = ScriptBuilder(mode: "autoplay", durationMs: 12_000)
            builder.drag(at: 4900, from: 800, by: -150, over: 96)
            let rows = try HeadlessReplay.run(builder.script).rows
            func offset(at ms: Double) -> Double { rows[Int((ms * 60 / 1000).rounded())].status.offset }
            #expect(offset(at: 1983) == 0)
            #expect(offset(at: 2350) == 1280)
            #expect(offset(at: 3983) == 1280 && offset(at: 4350) == 2560)
            // The flick at 5 s turns a page; its settle restarts the full interval.
            let settle = try #require(rows.firstIndex { $0.tMs > 5000 && $0.status.state == .idle })
            let settledAt = rows[settle].tMs
            #expect(rows[settle].status.offset == 3840)
            let nextMove = try #require(rows.firstIndex { $0.tMs > settledAt && $0.status.offset > 3840 })
            #expect(rows[nextMove].tMs >= settledAt + 2000 - 17 && rows[nextMove].tMs <= settledAt + 2000 + 17)
            for (a, b) in zip(rows, rows.dropFirst()) where b.tMs < 4900 || b.tMs > settledAt {
                #expect(b.status.offset >= a.status.offset, "never backwards")
            }
        }

        @Test func autoplayStopsWhileAnotherModeIsShownAndReportsClicks() throws {
            var builder = ScriptBuilder(mode: "autoplay", durationMs: 9000)
            builder.key(2500, "1")
            builder.key(5000, "4")
            builder.add(5500, .pointerDown(x: 300, y: 300, time: 5.5))
            builder.add(5560, .pointerUp(x: 300, y: 300, time: 5.56))
            let result = try HeadlessReplay.run(builder.script)
            let rows = result.rows
            func row(at ms: Double) -> TraceRow { rows[Int((ms * 60 / 1000).rounded())] }
            #expect(row(at: 2450).status.offset == 1280)
            // Back at 5 s: the first advance would come 2 s later, at 7 s (not at 6 s);
            // the click at 5.5 s holds it (pointer down) and restarts the interval at 5.56 s.
            #expect(row(at: 7500).status.offset == 1280)
            #expect(row(at: 7900).status.offset == 2560)
            #expect(result.restLines.contains("{\"mode\":\"autoplay\",\"click\":1}"))
        }

        @Test func stackScrollsAcrossEverythingWithFewCells() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 60_000)
            // A fling every 250 ms all the way down the feed (the flings start below the box).
            for i in 0..<230 { builder.drag(at: 100 + Double(i) * 250, from: 700, by: -600, over: 48) }
            builder.key(58_000, "End")
            let rows = try HeadlessReplay.run(builder.script).rows
            let last = rows.last!
            let content = Feed.feed(width: 1280, height: 720, headerHeight: 130, cards: 12).contentExtent - StackMode.bottomInset
            #expect(content > 360_000)
            #expect(last.status.offset > content - 720 - 1)
            let maxCells = rows.map(\.status.liveCells).max()!
            // Visible rows of a 720 px viewport: A 44 px → 17 + 1, B 72 px → 10 + 1, the box's 300 px → 7 + 1.
            #expect(maxCells <= 18 + 2 + 11 + 2 + 8 + 1)
            // Cells, plain views, strip tiles and card pictures: bounded, whatever the distance.
            #expect(rows.map(\.status.textures).max()! <= 80)
            #expect(rows.contains { $0.status.position == FeedChild.listB.position }, "went through list B")
        }

        @Test func addingRowsAboveKeepsWhatIsOnScreen() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 1000)
            builder.add(100, .wheel(dx: 0, dy: -300_000, source: .touchpad, time: 0.1))  // into list B
            let before = try HeadlessReplay.run(builder.script)
            builder.key(1000, "=")
            // Once the notice of the change above the screen has gone (FeedNotice.duration).
            builder.script.durationMs = 3000
            let after = try HeadlessReplay.run(builder.script)
            #expect(after.rows.last!.status.offset == before.rows.last!.status.offset + 100 * 44)
            #expect(after.pixels == before.pixels, "the rows on screen did not move")
            // And removing them brings it back.
            builder.key(3100, "-")
            builder.script.durationMs = 5100
            let back = try HeadlessReplay.run(builder.script)
            #expect(abs(back.rows.last!.status.offset - before.rows.last!.status.offset) < 1e-6)
            #expect(back.pixels == before.pixels)
        }
    }
}
