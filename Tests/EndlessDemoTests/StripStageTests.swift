import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// The first mode a newcomer sees fills its stage: the tiles, and under them
    /// the map of the finite content the strip recenters in.
    @Suite @MainActor struct StripStageTests {
        /// The share of the window between the bars that is not the stage's background.
        static func coverage(width: Int, height: Int, xray: Bool = false) throws -> Double {
            let session = try HeadlessSession(width: width, height: height,
                                              settings: DemoSettings(mode: "strip", hud: false, xray: xray))
            _ = session.frame(at: 0)
            let pixels = try session.pixels()
            let b = StripMode.background
            let ground = 0xFF00_0000 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
            let top = Int(Layout.headerHeight), bottom = height - Int(Layout.helpBarHeight)
            var covered = 0
            for y in top..<bottom { for x in 0..<width where pixels[y * width + x] | 0xFF00_0000 != ground { covered += 1 } }
            return Double(covered) / Double((bottom - top) * width)
        }

        @Test(arguments: [(800, 500), (1280, 720), (1920, 1080)])
        func theStripsDrawingCoversMostOfItsStage(width: Int, height: Int) throws {
            let share = try Self.coverage(width: width, height: height)
            #expect(share >= 0.5, "\(width)×\(height): \(Int(share * 100)) % covered")
        }

        @Test func theMapShowsTheViewportInTheFiniteContentWithoutTheXray() throws {
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "strip", hud: false))
            _ = session.frame(at: 0)
            let strip = try #require(session.currentMode as? StripMode)
            let map = try #require(strip.mapLayout)
            #expect(map.top > strip.bandTop + Double(StripMode.tileHeight))
            #expect(map.top + map.height <= 720 - Layout.helpBarHeight)
            // The viewport's outline on the bar, where the axis is in the content.
            let x = Int(map.left + strip.axis.offset * map.span / strip.strip.contentExtent)
            let pixels = try session.pixels()
            let outline = pixels[Int(map.barY + map.barHeight / 2) * 1280 + x] & 0xFF_FFFF
            let ink = StripMode.mapView
            #expect(outline == UInt32(ink.r) << 16 | UInt32(ink.g) << 8 | UInt32(ink.b))
        }
    }
}
