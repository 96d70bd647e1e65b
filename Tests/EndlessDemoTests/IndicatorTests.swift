import Foundation
import ScrollViews
import Testing
@testable import EndlessDemo
import ScrollPhysics

extension SDLSuites {
    @Suite @MainActor struct IndicatorReplayTests {
        @Test func withAThousandBannersTheCurrentDotIsLitOnScreen() throws {
            var builder = ScriptBuilder(mode: "banner", durationMs: 2500)
            builder.script.items = 1000
            builder.key(100, "Left")  // to the last banner, through the copy
            for i in 0..<3 { builder.key(900 + Double(i) * 300, "Left") }
            let result = try HeadlessReplay.run(builder.script)
            let item = try #require(result.rows.last?.status.position)
            #expect(item == 996)
            let dots = PageDots(count: 1000, position: Double(item), centerX: 640,
                                centerY: Layout.cardTop(windowHeight: 720) + Layout.cardHeight(windowHeight: 720) + 35)
            let dot = try #require(dots.dots.first { $0.page == item })
            let lit = result.pixel(Int(dot.x), Int(dots.centerY))
            #expect(lit.r > 220 && lit.g > 220 && lit.b > 220, "the lit dot: \(lit)")
            let other = try #require(dots.dots.first { $0.page == item - 1 })
            #expect(result.pixel(Int(other.x), Int(dots.centerY)).r < 150, "its neighbour is not lit")
        }

        @Test func aClickOnADotGoesToItsBanner() throws {
            var builder = ScriptBuilder(mode: "banner", durationMs: 1500)
            let y = Layout.cardTop(windowHeight: 720) + Layout.cardHeight(windowHeight: 720) + 35
            let x = 640 + 2 * PageDots.pitch  // the fifth of five dots
            builder.add(100, .pointerDown(x: x, y: y, time: 0.1))
            builder.add(160, .pointerUp(x: x, y: y, time: 0.16))
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.last?.status.position == 4 && rows.last?.status.state == .idle)
            #expect(rows.contains { $0.status.position == 2 }, "it scrolls there, through the banners between")
        }

        @Test func withReducedMotionTheCarouselStaysForTenSecondsAndKeysJump() throws {
            var builder = ScriptBuilder(mode: "autoplay", durationMs: 10_500)
            builder.script.reduceMotion = true
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.allSatisfy { $0.status.offset == 0 }, "no advance in 10.5 s")
            builder.key(10_600, "Right")
            builder.script.durationMs = 10_700
            let keyed = try HeadlessReplay.run(builder.script).rows
            let turn = try #require(keyed.firstIndex { $0.tMs >= 10_600 })
            #expect(keyed[turn].status.offset == 1280 && keyed[turn].status.state == .idle, "a key's page turn is a jump")
            builder.key(10_620, "Space")  // Space still starts it: its advances then jump too
            builder.script.durationMs = 12_800
            let started = try HeadlessReplay.run(builder.script).rows
            #expect(started.last?.status.offset == 2560)
        }

        @Test func hoveringOverThePicturesPausesTheCarousel() throws {
            var builder = ScriptBuilder(mode: "autoplay", durationMs: 9000)
            builder.add(1000, .hover(pointer: PanZoom.Point(x: 600, y: 300), time: 1))
            builder.add(6000, .hover(pointer: nil, time: 6))  // leaves the window
            let result = try HeadlessReplay.run(builder.script)
            func offset(at ms: Double) -> Double { result.rows[Int((ms * 60 / 1000).rounded())].status.offset }
            #expect(offset(at: 5900) == 0, "paused from 1 s while the pointer stays")
            #expect(offset(at: 7900) == 0 && offset(at: 8400) == 1280, "a full interval after it left")
            // The pause shows: the hint and the pause sign differ from a run without the hover.
            var paused = builder.script
            paused.durationMs = 1500
            var plain = ScriptBuilder(mode: "autoplay", durationMs: 1500).script
            plain.events = []
            #expect(try HeadlessReplay.run(paused).pixels != HeadlessReplay.run(plain).pixels)
        }

        @Test func hoverOffThePicturesDrawsNothingNew() throws {
            let core = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "strip"))
            _ = core.frame(at: 0)
            core.handle(.hover(pointer: PanZoom.Point(x: 100, y: 100), time: 0.1))
            #expect(core.nextFrame(after: 0.1) == nil, "the strip does not react to a passing pointer")
        }

        @Test func aClickMarksThePictureForAMoment() throws {
            var builder = ScriptBuilder(mode: "autoplay", durationMs: 700)
            builder.add(500, .pointerDown(x: 300, y: 300, time: 0.5))
            builder.add(560, .pointerUp(x: 300, y: 300, time: 0.56))
            let clicked = try HeadlessReplay.run(builder.script)
            var plain = builder.script
            plain.events = []
            let unclicked = try HeadlessReplay.run(plain)
            #expect(clicked.pixel(12, 300) == (255, 255, 255), "the card's white outline")
            #expect(unclicked.pixel(12, 300) != (255, 255, 255))
            builder.script.durationMs = 2000
            let later = try HeadlessReplay.run(builder.script)
            #expect(later.pixel(12, 300) != (255, 255, 255), "gone after 1.2 s")
        }
    }
}

extension SDLSuites {
    @Suite @MainActor struct ScrollIndicatorReplayTests {
        @Test func theFeedShowsItsIndicatorWhileItMovesAndNotAtRest() throws {
            var builder = ScriptBuilder(mode: "stack", durationMs: 400)
            builder.drag(at: 100, x: 640, y: 650, dx: 0, dy: -300, over: 60)
            let moving = try HeadlessReplay.run(builder.script)
            // The thumb sits in the right margin, near the top of its track.
            let x = 1280 - Int(ScrollIndicator.inset + ScrollIndicator.thickness / 2) - 1
            let column = (60..<200).map { moving.pixel(x, $0) }
            #expect(column.contains { $0.r > 120 }, "a light thumb in the margin while moving")
            builder.script.durationMs = 6000
            let rested = try HeadlessReplay.run(builder.script)
            #expect((60..<700).allSatisfy { rested.pixel(x, $0).r < 100 }, "gone at rest")
        }

        @Test func theStripsIndicatorJumpsBackAtARecenter() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 3000)
            for i in 0..<6 { builder.drag(at: 100 + Double(i) * 120, from: 1100, by: -900, over: 80) }
            let rows = try HeadlessReplay.run(builder.script).rows
            let jump = try #require(rows.firstIndex { $0.status.recenters == 1 })
            // (One session at a time: closing one quits SDL.)
            let bandTop = try { () throws -> Double in
                let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "strip", hud: false))
                return try #require(session.currentMode as? StripMode).bandTop
            }()
            // The thumb's left end in its row under the tiles, the frame before and the frame of the recenter.
            func thumbX(atMs ms: Double) throws -> Int {
                var script = builder.script
                script.durationMs = ms
                let frame = try HeadlessReplay.run(script)
                let y = Int(bandTop + Double(StripMode.tileHeight) + 9 + ScrollIndicator.thickness / 2)
                return try #require((0..<1280).first { frame.pixel($0, y).r > 150 })
            }
            let before = try thumbX(atMs: rows[jump - 1].tMs), after = try thumbX(atMs: rows[jump].tMs)
            // Dragged forwards, the physical offset drifted right; the recenter moves it a
            // quarter of the content back: the thumb jumps left by about a quarter of its track.
            #expect(before - after > 200, "thumb at \(before) then \(after)")
            #expect(rows[jump].status.offset > rows[jump - 1].status.offset - 1, "while the logical offset goes on")
        }
    }
}

@Suite @MainActor struct IndicatorExtremesTests {
    @Test func hugeAndOddNumbersNeverTrap() {
        for position in [1e300, -1e300, 9.2e18, -9.2e18, .infinity, -.infinity, .nan, 0.9999999999999999] {
            let dots = PageDots(count: 1000, position: position, centerX: 1e300, centerY: -1e300)
            _ = dots.dots
            let total = (0..<1000).reduce(0.0) { $0 + dots.light(ofPage: $1) }
            #expect(total <= 1 + 1e-9)
            #expect(dots.page(atX: .nan, y: .nan) == nil)
        }
        for offset in [1e300, -1e300, .nan, .infinity] {
            let thumb = ScrollIndicator.thumb(offset: offset, content: 1e300, viewport: 720, track: 600)
            #expect(thumb.start.isFinite && thumb.length.isFinite)
        }
        #expect(grouped(1e300) == "1e+300" && grouped(-1234567) == "−1,234,567" && grouped(.nan) == "nan")
    }
}
