import CSDL
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// Numbers on screen as a person counts: from 1, round to N, never 0 or
    /// negative; a folder of one picture is one page; keys offered only where they do something.
    @Suite @MainActor struct CountingTests {
        @Test func theStripsHouseNumbersRunOneToNineThousandNineHundredNinetyNineRound() {
            #expect(StripMode.houseNumber(ofTile: 0) == 1024 && StripMode.houseNumber(ofTile: 1) == 1025)
            #expect(StripMode.houseNumber(ofTile: -1) == 1023 && StripMode.houseNumber(ofTile: -1023) == 1)
            #expect(StripMode.houseNumber(ofTile: -1024) == 9999 && StripMode.houseNumber(ofTile: 8975) == 9999)
            #expect(StripMode.houseNumber(ofTile: 8976) == 1)
            for index in [Int.min, Int.max, Int.min + 1, -9999, 9999] {
                #expect((1...9999).contains(StripMode.houseNumber(ofTile: index)))
            }
        }

        @Test func theRandomPagerWrapsToTheLastAnimalGoingBack() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1500)
            builder.key(100, "Left")
            let result = try HeadlessReplay.run(builder.script)
            let count = try ImageLibrary.animals().entries.count
            #expect(result.restLines.last?.contains("\"page\":\(count),\"position\":-1,") == true, "\(result.restLines)")
        }

        @Test func aFolderOfOnePictureIsOnePage() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("only.png", PictureFixture.png(width: 64, height: 48))
            var builder = ScriptBuilder(mode: "pager", durationMs: 2500)
            builder.script.imagesDirectory = FilePath(folder.url.path)
            builder.key(100, "Right")
            builder.drag(at: 800, from: 1100, by: -700, over: 300)
            let result = try HeadlessReplay.run(builder.script)
            #expect(!result.restLines.isEmpty && result.restLines.allSatisfy { $0.contains("\"page\":1,\"position\":0,") },
                    "\(result.restLines)")
            #expect(result.rows.last?.status.offset == 0)
            // The carousel over it offers no Space: there is nothing to advance to.
            var settings = DemoSettings(mode: "autoplay", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 800, height: 500, settings: settings)
            #expect(!session.currentMode.help.contains("Space"))
            // Nor the pager any paging key; its zoom stays.
            settings.mode = "pager"
            let pager = try HeadlessSession(width: 800, height: 500, settings: settings)
            #expect(!pager.currentMode.help.contains("PgUp") && !pager.currentMode.help.contains("← →"))
            #expect(pager.currentMode.help.contains("zoom"))
        }
    }
}
