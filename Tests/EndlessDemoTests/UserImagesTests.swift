import ScrollViews
import CSDL
import CSDL.Image
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    @Suite @MainActor struct UserImagesTests {
        /// Writes a solid-colour image of 64×48 as PNG or JPEG.
        func writeImage(_ path: String, r: UInt8, g: UInt8, b: UInt8, jpeg: Bool = false) throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 48, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, r, g, b))
            let status = jpeg ? IMG_SaveJPG(surface, path, 95) : IMG_SavePNG(surface, path)
            #expect(status == 0)
        }

        @Test func pagesThroughTheFolderAndShowsAnErrorCardForABrokenFile() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try writeImage(folder.url.appendingPathComponent("1-red.png").path, r: 220, g: 20, b: 20)
            try writeImage(folder.url.appendingPathComponent("2-green.jpg").path, r: 20, g: 200, b: 20, jpeg: true)
            try folder.write("3-broken.png", Array("not a picture".utf8))
            try writeImage(folder.url.appendingPathComponent("4-blue.png").path, r: 20, g: 20, b: 220)

            func shot(afterPages pages: Int) throws -> ReplayResult {
                var builder = ScriptBuilder(mode: "pager", durationMs: Double(pages) * 1500 + 100)
                builder.script.imagesDirectory = FilePath(folder.url.path)
                for i in 0..<pages { builder.key(100 + Double(i) * 1500, "Right") }
                return try HeadlessReplay.run(builder.script)
            }
            let red = try shot(afterPages: 0).pixel(640, 335)
            #expect(red.r > 200 && red.g < 40 && red.b < 40)
            let green = try shot(afterPages: 1).pixel(640, 335)
            #expect(green.g > 180 && green.r < 50 && green.b < 50)
            let broken = try shot(afterPages: 2)
            #expect(broken.pixel(640, 405) == (120, 30, 36), "the error card")
            let blue = try shot(afterPages: 3)
            #expect(blue.pixel(640, 335).b > 200, "paging goes on past the broken file")
            // The folder wraps: page 4 is the first file again, page −1 the last.
            let wrapped = try shot(afterPages: 4)
            #expect(wrapped.pixel(640, 335) == red)
            #expect(wrapped.restLines.last?.contains("\"picture\":\"1-red.png\"") == true)
        }

        @Test func theViewersKeysGoToTheFoldersLastFirstNextAndPreviousPicture() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            for (n, name) in ["1-red", "2-green", "3-blue", "4-grey"].enumerated() {
                try writeImage(folder.url.appendingPathComponent("\(name).png").path, r: UInt8(40 * n), g: 90, b: 90)
            }
            var builder = ScriptBuilder(mode: "pager", durationMs: 6100)
            builder.script.imagesDirectory = FilePath(folder.url.path)
            for (n, key) in ["End", "Home", "N", "Space", "Backspace", "P", "G"].enumerated() {
                builder.key(100 + Double(n) * 800, key)
            }
            let result = try HeadlessReplay.run(builder.script)
            let pictures = result.restLines.compactMap { $0.firstMatch(of: /"picture":"([^"]*)"/).map { String($0.1) } }
            #expect(pictures == ["4-grey.png", "1-red.png", "2-green.png", "3-blue.png", "2-green.png", "1-red.png", "1-red.png"],
                    "End: the last (one page back, round the folder); Home; n, Space; Backspace, p; g: the first")
            #expect(result.restLines.first?.contains("\"page\":4") == true, "counted 4 / 4: \(result.restLines)")
        }

        @Test func aPictureNamedOnTheCommandLineOpensThePagerAtItCountedAsAPersonCounts() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try writeImage(folder.url.appendingPathComponent("1-red.png").path, r: 220, g: 20, b: 20)
            try writeImage(folder.url.appendingPathComponent("2-green.png").path, r: 20, g: 200, b: 20)
            try writeImage(folder.url.appendingPathComponent("3-blue.png").path, r: 20, g: 20, b: 220)
            try folder.write("notes.txt", Array("not a picture".utf8))
            var builder = ScriptBuilder(mode: "pager", durationMs: 1700)
            builder.key(100, "Right")
            var script = builder.script
            let options = try DemoOptions.parse(["--headless", "--script", "s.json", folder.url.appendingPathComponent("2-green.png").path])
            try HeadlessReplay.apply(options, to: &script)
            let result = try HeadlessReplay.run(script)
            #expect(result.restLines.last?.contains("\"picture\":\"3-blue.png\"") == true, "\(result.restLines)")
            let blue = result.pixel(640, 335)
            #expect(blue.b > 200 && blue.r < 40)
            // Not a picture: said so, by name.
            var other = builder.script
            let notes = try DemoOptions.parse(["--headless", "--script", "s.json", folder.url.appendingPathComponent("notes.txt").path])
            try HeadlessReplay.apply(notes, to: &other)
            #expect(throws: (any Error).self) { try HeadlessReplay.run(other) }
            #expect(DemoApp.main(["--headless", "--script", "/nonexistent.json", folder.url.appendingPathComponent("notes.txt").path]) == 2)
        }

        @Test func emptyImagesFolderStopsWithExitTwo() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("script.json", Array(ReplayScriptTests.valid.utf8))
            let code = DemoApp.main(["--headless", "--script", folder.url.appendingPathComponent("script.json").path,
                                     "--images", folder.url.path])
            #expect(code == 2)
        }
    }
}
