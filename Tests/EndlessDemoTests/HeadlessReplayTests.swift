import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo

extension SDLSuites {
    @Suite @MainActor struct HeadlessReplayTests {
        @Test func onePageDragLandsOnPageOne() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 2500)
            builder.drag(at: 100, from: 1100, by: -700, over: 300)
            let start = try HeadlessReplay.run(ScriptBuilder(mode: "pager", durationMs: 0).script)
            let result = try HeadlessReplay.run(builder.script)
            let last = try #require(result.rows.last)
            #expect(last.status.state == .idle)
            #expect(last.status.position == 1)
            #expect(last.status.offset == 1280)
            #expect(result.restLines.last?.contains("\"page\":2,\"position\":1,") == true, "\(result.restLines)")
            // At rest on a boundary, both window edges show the same page's background,
            // and it is another animal's colour than page 0's.
            let left = result.pixel(4, 300), right = result.pixel(1275, 300)
            #expect(left == right)
            #expect(left != start.pixel(4, 300))
            #expect(start.pixel(4, 300) == start.pixel(1275, 300))
        }

        @Test func stripFlingKeepsGoingThroughRecenters() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 4000)
            builder.drag(at: 100, from: 1200, by: -400, over: 64)
            let rows = try HeadlessReplay.run(builder.script).rows
            let release = try #require(rows.firstIndex { $0.status.state == .decelerating })
            #expect(rows.last!.status.recenters >= 1)
            let firstRecenter = try #require(rows.firstIndex { $0.status.recenters > 0 })
            #expect(firstRecenter > release, "the recenter happens during momentum")
            for (a, b) in zip(rows[release...], rows[(release + 1)...]) {
                let step = b.status.offset - a.status.offset
                #expect(step >= 0 && step <= a.status.velocity / 60 + 1e-6, "frame \(b.frame): step \(step)")
            }
            #expect(rows[firstRecenter].status.state == .decelerating)
            #expect(rows.last!.status.offset > 3000)
        }

        @Test func sameScriptAt60And144FramesPerSecond() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 5000)
            builder.drag(at: 100, from: 1000, by: -300, over: 96)
            builder.key(3000, "Right")
            var pager = ScriptBuilder(mode: "pager", durationMs: 3000)
            pager.drag(at: 100, from: 900, by: -200, over: 80)
            for script in [builder.script, pager.script] {
                var fast = script
                fast.fps = 144
                let a = try HeadlessReplay.run(script).rows
                let b = try HeadlessReplay.run(fast).rows
                #expect(b.count > 2 * a.count)
                #expect(abs(a.last!.status.offset - b.last!.status.offset) < 0.5)
                #expect(a.last!.status.state == .idle && b.last!.status.state == .idle)
                // Frames at the same instants (every 1/12 s) agree.
                for j in stride(from: 0, to: a.count, by: 5) where j / 5 * 12 < b.count {
                    let row60 = a[j], row144 = b[j / 5 * 12]
                    #expect(abs(row60.tMs - row144.tMs) < 1e-9)
                    #expect(abs(row60.status.offset - row144.status.offset) < 0.5,
                            "\(script.mode) at \(row60.tMs) ms")
                }
            }
        }

        @Test(arguments: [1.0, -1.0])
        func tenMillionPixelsOfStripKeepTheNumbering(direction: Double) throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 1700)
            // Smooth-wheel steps of 100,000 px (1:1), one per frame; down (negative dy) is forward.
            for i in 0..<100 {
                let t = 10 + Double(i) * 16
                builder.add(t, .wheel(dx: 0, dy: -100_000 * direction, source: .touchpad, time: t / 1000))
            }
            let rows = try HeadlessReplay.run(builder.script).rows
            let last = try #require(rows.last)
            // 1:1 while the deltas come (the last at 1594 ms, drawn at 1600 ms)…
            let streamed = try #require(rows.last { $0.tMs <= 1600 })
            #expect(streamed.status.offset == 10_000_000 * direction)
            // …then the stream's fling carries it on, and the tiles keep their numbers.
            #expect(last.status.offset * direction > 10_000_000)
            #expect(last.status.position == Int(((last.status.offset + 640) / 420).rounded(.down)))
            #expect(last.status.recenters >= 99)
            #expect(last.status.textures <= 5)
        }

        @Test func tracePrintsTheDocumentedColumns() throws {
            let rows = try HeadlessReplay.run(ScriptBuilder(mode: "strip", durationMs: 100).script).rows
            #expect(TraceRow.header.hasPrefix("frame,t_ms,mode,state,offset,velocity,position,live_tiles,textures"))
            #expect(TraceRow.header.hasSuffix(",live_cells,zoom,scale,focus_x,focus_y,row_offset,strip_offset,inner_offset,"
                        + "columns,first_visible,thumbnails_shown"),
                    "the modes' own columns in the modes' order")
            #expect(rows.count == 7)
            #expect(rows[3].csv == "3,50.000,strip,idle,0.000,0.000,1,4,4,0,0,,,,,,,,,,")
        }

        @Test func stripTexturesStayBoundedOverALongFling() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 6000)
            for i in 0..<6 { builder.drag(at: 100 + Double(i) * 900, from: 1200, by: -600, over: 48) }
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.map(\.status.textures).max()! <= 5)
            #expect(rows.map(\.status.liveTiles).max()! <= 5)
            #expect(rows.last!.status.recenters >= 5)
        }

        @Test func pagerKeepsAtMostFiveTexturesAndNeverRepeatsANeighbour() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 17_000)
            for i in 0..<12 { builder.key(100 + Double(i) * 1400, i % 5 == 4 ? "Left" : "Right") }
            let result = try HeadlessReplay.run(builder.script)
            #expect(result.rows.map(\.status.textures).max()! <= 5)
            #expect(result.rows.last!.status.position == 10 - 2)
            let pictures = result.restLines.compactMap { line -> (Int, String)? in
                guard let page = line.firstMatch(of: /"page":(-?\d+)/), let picture = line.firstMatch(of: /"picture":"([^"]*)"/)
                else { return nil }
                return (Int(page.1)!, String(picture.1))
            }
            #expect(pictures.count == 12)
            for (a, b) in zip(pictures, pictures.dropFirst()) where abs(a.0 - b.0) == 1 {
                #expect(a.1 != b.1, "pages \(a.0) and \(b.0) both show \(a.1)")
            }
        }

        @Test func seedMakesTheSequenceReproducible() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 3000, seed: 42)
            for i in 0..<4 { builder.key(100 + Double(i) * 600, "Right") }
            let a = try HeadlessReplay.run(builder.script).restLines
            let b = try HeadlessReplay.run(builder.script).restLines
            builder.script.seed = 43
            let c = try HeadlessReplay.run(builder.script).restLines
            #expect(a == b)
            #expect(a != c)
        }

        @Test func resizeKeepsThePageAndTheTile() throws {
            var pager = ScriptBuilder(mode: "pager", durationMs: 2000)
            pager.key(100, "Right")
            pager.add(1200, .resize(width: 900, height: 600, time: 1.2))
            let rows = try HeadlessReplay.run(pager.script).rows
            #expect(rows.last!.status.position == 1)
            #expect(rows.last!.status.offset == 900)

            var strip = ScriptBuilder(mode: "strip", durationMs: 1000)
            strip.add(100, .resize(width: 700, height: 500, time: 0.1))
            let before = try HeadlessReplay.run(ScriptBuilder(mode: "strip", durationMs: 50).script).rows.last!
            let after = try HeadlessReplay.run(strip.script).rows.last!
            #expect(after.status.position == before.status.position, "the tile under the center stays")
        }

        @Test func modeKeysReachEveryMode() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 500)
            builder.key(50, "Tab")
            builder.key(100, "5")
            builder.key(150, "Tab", shift: true)
            builder.key(200, "3")
            builder.key(250, "1")
            builder.key(300, "Tab", shift: true)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows[4].mode == "pager")
            #expect(rows[7].mode == "stack")
            #expect(rows[10].mode == "autoplay")
            #expect(rows[13].mode == "banner")
            #expect(rows[16].mode == "strip")
            #expect(rows[19].mode == "grid", "Shift-Tab wraps from the first to the last")
        }

        @Test func tinyWindowDoesNotCrash() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 500, width: 8, height: 6, hud: true)
            builder.drag(at: 10, from: 6, by: -5, over: 40, y: 3)
            builder.add(300, .resize(width: 1, height: 1, time: 0.3))
            let result = try HeadlessReplay.run(builder.script)
            #expect(result.width == 1 && result.pixels.count == 1)
        }
    }
}

extension SDLSuites {
    @Suite @MainActor struct PagerHomeTests {
        @Test(arguments: [2, 3])
        func homeFromAFewScreensAwayAnimates(pages: Int) throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: Double(pages) * 1000 + 2500)
            for i in 0..<pages { builder.key(100 + Double(i) * 1000, "Right") }
            let home = 100 + Double(pages) * 1000
            builder.key(home, "Home")
            let rows = try HeadlessReplay.run(builder.script).rows
            let before = try #require(rows.last { $0.tMs < home })
            #expect(before.status.position == pages)
            let after = rows.filter { $0.tMs >= home }
            #expect(after.contains { $0.status.state == .animating }, "animated, not a jump")
            let steps = zip(after, after.dropFirst()).map { abs($1.status.offset - $0.status.offset) }
            #expect((steps.max() ?? 0) < 1280, "no frame jumps a whole page")
            #expect(after.last?.status.position == 0)
            #expect(after.last?.status.state == .idle)
        }
    }
}

extension SDLSuites {
    @Suite @MainActor struct SnapTimeTests {
        @Test(arguments: ["pager", "banner"])
        func aKeyPageTurnIsAtRestWithinSixTenthsOfASecond(mode: String) throws {
            var builder = ScriptBuilder(mode: mode, durationMs: 1500)
            builder.key(100, "Right")
            let rows = try HeadlessReplay.run(builder.script).rows
            let moving = rows.filter { $0.tMs > 100 && $0.status.state != .idle }
            let rest = try #require(rows.first { $0.tMs > 100 && $0.status.state == .idle })
            #expect(!moving.isEmpty)
            #expect(rest.tMs - 100 <= 600, "at rest \(rest.tMs - 100) ms after the key")
            #expect(rest.status.offset == 1280)
        }

        @Test func aFlungSnapIsAtRestWithinSixTenthsOfASecondAndNeverPassesItsPage() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1500)
            builder.drag(at: 100, from: 1100, by: -500, over: 48)
            let rows = try HeadlessReplay.run(builder.script).rows
            let release = 100 + 48 + 4.0
            let rest = try #require(rows.first { $0.tMs > release && $0.status.state == .idle })
            #expect(rest.tMs - release <= 600)
            #expect(rows.allSatisfy { $0.status.offset <= 1280 + 1 }, "never past page 1")
        }
    }
}

extension SDLSuites {
    /// The feel scenarios of the pager, replayed headless.
    @Suite @MainActor struct PagerFeelTests {
        func restPage(afterDragging distance: Double, over ms: Double) throws -> (page: Int, rows: [TraceRow]) {
            var builder = ScriptBuilder(mode: "pager", durationMs: ms + 1500)
            // The pointer may leave the window while the button is held.
            builder.drag(at: 100, from: 1200, by: distance, over: ms)
            let rows = try HeadlessReplay.run(builder.script).rows
            return (try #require(rows.last).status.position, rows)
        }

        @Test(arguments: [1.2, 1.49, 1.51, 2.3, 3.49])
        func aLongDragReleasedMovingForwardIsNeverPulledBack(pages: Double) throws {
            let (page, rows) = try restPage(afterDragging: -pages * 1280, over: pages * 400)
            #expect(Double(page) >= pages.rounded(.down) + 1, "dragged \(pages) pages, rests on page \(page)")
            let release = rows.first { $0.status.state == .snapping }
            #expect(release != nil)
        }

        @Test func aSlowReleaseNearHalfAPageGoesForward() throws {
            // 0.45 of a page at about 180 px/s.
            let (page, _) = try restPage(afterDragging: -0.45 * 1280, over: 3200)
            #expect(page == 1)
        }
    }
}
