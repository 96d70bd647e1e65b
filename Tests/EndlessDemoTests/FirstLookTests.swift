import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import ScrollPhysics
import Pictures
@testable import PicturesSDL

/// What a first look shows: the header, the HUD hidden, the x-ray overlay.
extension SDLSuites {
    @Suite @MainActor struct FirstLookTests {
        /// A drag in the middle of the window, so that each mode has something in motion.
        func script(_ mode: String, xrayKeys: Int, width: Int = 1280, height: Int = 720) -> ReplayScript {
            var builder = ScriptBuilder(mode: mode, durationMs: 400, width: width, height: height)
            builder.drag(at: 100, x: Double(width) * 0.7, y: Double(height) * 0.45, dx: -200, dy: 0, over: 80)
            for i in 0..<xrayKeys { builder.key(40 + Double(i) * 10, "X") }
            return builder.script
        }

        func differing(_ a: ReplayResult, _ b: ReplayResult) -> Int {
            zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        }

        @Test(arguments: ModeRegistry.names)
        func theXKeyDrawsTheTechniqueOverEveryMode(mode: String) throws {
            let plain = try HeadlessReplay.run(script(mode, xrayKeys: 0))
            let xray = try HeadlessReplay.run(script(mode, xrayKeys: 1))
            let off = try HeadlessReplay.run(script(mode, xrayKeys: 2))
            let share = Double(differing(plain, xray)) / Double(plain.pixels.count)
            #expect(share > 0.02, "x-ray changes \(share * 100) % of the frame")
            #expect(plain.pixels == off.pixels, "X again takes the overlay away")
            #expect(plain.rows.last?.status == xray.rows.last?.status, "the overlay only draws: the motion is the same")
        }

        @Test(arguments: ModeRegistry.names)
        func everyModeOpensWithItsHeaderAndNoHUD(mode: String) throws {
            let result = try HeadlessReplay.run(ScriptBuilder(mode: mode, durationMs: 0).script)
            // The header bar's colour at its left and right, above the content.
            for x in [4, 640, 1275] {
                #expect(result.pixel(x, 3) == (14, 15, 19), "header bar at x \(x)")
            }
            // Where the HUD would be (top right under the header), the mode's own pixels.
            let hud = try HeadlessReplay.run({ var s = ScriptBuilder(mode: mode, durationMs: 0).script; s.hud = true; return s }())
            #expect(differing(result, hud) > 10_000, "H shows a HUD the default hides")
            #expect(result.pixel(1200, 100) != (14, 15, 20), "no HUD panel by default")
        }

        @Test func theXrayFlagAndOptionStartWithTheOverlay() throws {
            var options = try DemoOptions.parse(["--headless", "--script", "s.json", "--xray", "--reduce-motion", "--hud"])
            #expect(options.xray && options.reduceMotion && options.hud)
            var script = self.script("banner", xrayKeys: 0)
            try HeadlessReplay.apply(options, to: &script)
            #expect(script.xray && script.reduceMotion && script.hud)
            // Started with the overlay, or X pressed: the same last frame.
            script.hud = false
            script.reduceMotion = false
            let withFlag = try HeadlessReplay.run(script)
            let keyed = try HeadlessReplay.run(self.script("banner", xrayKeys: 1))
            #expect(withFlag.pixels == keyed.pixels)
            options = try DemoOptions.parse(["--no-hud"])
            #expect(!options.hud && !options.xray && !options.reduceMotion)
            let parsed = try ReplayScript.parse(Data(#"{"size":"64x64","fps":10,"mode":"strip","seed":1,"duration_ms":0,"options":{"xray":true,"reduce_motion":true},"events":[]}"#.utf8))
            #expect(parsed.xray && parsed.reduceMotion && !parsed.hud)
            #expect(throws: ReplayScript.Invalid.self) {
                try ReplayScript.parse(Data(#"{"size":"64x64","fps":10,"mode":"strip","seed":1,"duration_ms":0,"options":{"xray":1},"events":[]}"#.utf8))
            }
        }

        @Test func theXrayDrawsInAnyWindowAndAfterAnyScroll() throws {
            for mode in ModeRegistry.names {
                for (w, h) in [(1, 1), (4096, 8), (200, 4096), (320, 240)] {
                    var builder = ScriptBuilder(mode: mode, durationMs: 300, width: w, height: h)
                    builder.script.xray = true
                    builder.add(50, .wheel(dx: 0, dy: -1e6, source: .touchpad, time: 0.05))
                    builder.key(100, "End")
                    builder.add(150, .hover(pointer: PanZoom.Point(x: Double(w) / 2, y: Double(h) / 2), time: 0.15))
                    let result = try HeadlessReplay.run(builder.script)
                    #expect(result.pixels.count == w * h, "\(mode) at \(w)×\(h)")
                }
            }
        }

        @Test func aNarrowWindowCutsTheHeaderAndFooterLinesInsteadOfOverflowing() throws {
            for mode in ModeRegistry.names {
                let result = try HeadlessReplay.run(ScriptBuilder(mode: mode, durationMs: 0, width: 320, height: 240).script)
                // The right-most 8 px of the bars hold no text: only the bar's colour.
                for x in 312..<320 {
                    #expect(result.pixel(x, 36) == (14, 15, 19), "\(mode): header line at x \(x)")
                    #expect(result.pixel(x, 225) == (14, 15, 19), "\(mode): footer line at x \(x)")
                }
            }
        }
    }
}

extension SDLSuites {
    /// The bundled pictures are crisp in a full-HD window: large enough for the
    /// largest place they are shown, and never drawn larger than their pixels.
    @Suite @MainActor struct CrispPictureTests {
        static let animals = try! FileManager.default.contentsOfDirectory(atPath: Assets.path("animals"))
            .filter { $0.hasSuffix(".png") }.sorted()

        @Test func everyAnimalCoversThePagersBoxAt1920x1080() throws {
            #expect(Self.animals.count == 50)
            let box = Layout.pictureBox(width: 1920, height: 1080)
            for name in Self.animals {
                let header = try PictureFile.open(FilePath(Assets.path("animals/" + name))).get().header
                #expect(Double(header.width) >= box.height && Double(header.height) >= box.height, "\(name): \(header)")
            }
        }

        @Test func atFullHDThePagerShowsTheAnimalsAtMostAtTheirOwnSize() throws {
            let session = try HeadlessSession(width: 1920, height: 1080, settings: DemoSettings(mode: "pager"))
            _ = session.frame(at: 0)
            _ = session.frame(at: 0.5)
            let scale = try #require(session.status[PagerMode.Trace.scale])
            #expect(scale <= 1 && scale > 0.8, "screen px per picture px: \(scale)")
        }

        @Test func atFullHDTheCarouselAndTheFeedNeverEnlargeThem() throws {
            let session = try HeadlessSession(width: 1920, height: 1080, settings: DemoSettings(mode: "autoplay"))
            let carousel = try #require(session.currentMode as? AutoplayMode)
            let size = PictureSize(width: 1024, height: 1024)
            let scale = carousel.pageLayout(ofItem: 0).scale(for: size)
            #expect(scale <= 1 && scale > 0.6, "carousel: \(scale)")
            // A user's small picture stays at its own size, centred in the box.
            let small = carousel.pageLayout(ofItem: 0).pictureRect(for: PictureSize(width: 120, height: 90))
            #expect(small.w == 120 && small.h == 90)
        }
    }
}
