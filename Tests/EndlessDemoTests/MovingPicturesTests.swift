import CPictureFixtures
import CSDL
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// A folder of every kind a user has — PNG, JPEG, still and animated WebP,
    /// an animated GIF, a JPEG named .heic, a text file, an empty file — paged
    /// through headless: every picture shown by its content, the animated ones
    /// playing while on screen and due for no frame when paused.
    @Suite @MainActor struct MovingPicturesTests {
        /// 40×30 pictures; frames of 0.2 s: red, green, blue.
        static func folder() throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            try folder.write("1.png", PictureFixture.png(width: 40, height: 30))
            try folder.write("2.jpg", PictureFixture.jpeg(width: 40, height: 30))
            try folder.write("3-still.webp", AnimatedPictureTests.webp())
            try folder.write("4-moving.webp", AnimatedPictureTests.webp(frames: 3, delay: 200))
            try folder.write("5-moving.gif", AnimatedPictureTests.gif(frames: 3, delay: 20))
            try folder.write("6-photo.heic", PictureFixture.jpeg(width: 40, height: 30))
            try folder.write("7-empty.jpg", [])
            try folder.write("notes.txt", Array("not a picture".utf8))
            return folder
        }

        /// The grid over `folder` in a `width` × `height` window.
        static func grid(over folder: TemporaryFolder, width: Int, height: Int) throws -> (HeadlessSession, GridMode) {
            var settings = DemoSettings(mode: "grid", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: width, height: height, settings: settings)
            return (session, try #require(session.currentMode as? GridMode))
        }

        /// The colour at the middle of the picture box.
        func centre(_ session: HeadlessSession) throws -> UInt32 {
            let pixels = try session.pixels()
            return pixels[(session.height / 2 - 40) * session.width + session.width / 2 + 10] | 0xFF00_0000
        }

        @Test func everyPictureShowsAndTheMovingOnesPlayOnlyOnScreen() throws {
            let folder = try Self.folder()
            defer { folder.remove() }
            let library = try ImageLibrary.folder(FilePath(folder.url.path))
            #expect(library.entries.count == 7 && library.skipped == ["notes.txt"])
            var settings = DemoSettings(mode: "pager", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 640, height: 400, settings: settings)
            var t = 0.0
            func page(_ count: Int) {
                for _ in 0..<count {
                    t += 0.05
                    _ = session.handle(.key(.right, shift: false, time: t))
                    for _ in 0..<30 { t += 1.0 / 60; _ = session.frame(at: t) }
                }
            }
            // Pages 1–3 (PNG, JPEG, still WebP): still pictures, and nothing due at rest.
            _ = session.frame(at: t)
            #expect(try centre(session) != 0xFF00_0000)
            page(2)
            #expect(session.nextFrame(after: t + 0.01) == nil, "a still WebP rests, its moving neighbour paused")
            // Page 4, the moving WebP: a frame due within its delay, and the colour changes with time.
            page(1)
            let due = try #require(session.nextFrame(after: t + 0.001), "a moving picture on screen is due")
            #expect(due <= t + 0.2 + 0.01)
            var seen: Set<UInt32> = []
            for _ in 0..<40 {
                t += 1.0 / 60
                _ = session.frame(at: t)
                seen.insert(try centre(session))
            }
            #expect(seen.isSuperset(of: [AnimatedPictureTests.red, AnimatedPictureTests.green, AnimatedPictureTests.blue]),
                    "\(seen.map { String($0, radix: 16) })")
            // Page 5, the GIF: it plays too.
            page(1)
            seen = []
            for _ in 0..<40 {
                t += 1.0 / 60
                _ = session.frame(at: t)
                seen.insert(try centre(session))
            }
            #expect(seen.count >= 3)
            // Page 6 (.heic, a JPEG) and 7 (empty: its card): the GIF and WebP are off screen, paused, nothing due.
            page(1)
            #expect(session.nextFrame(after: t + 0.01) == nil, "paused off screen, at rest")
            page(1)
            #expect(session.status.position == 6)
        }

        @Test func aMovingPictureOpenedByNamePlaysFromItsFirstFrame() throws {
            let folder = try Self.folder()
            defer { folder.remove() }
            var settings = DemoSettings(mode: "pager", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            settings.firstPicture = FilePath(folder.url.appendingPathComponent("5-moving.gif").path)
            let session = try HeadlessSession(width: 640, height: 400, settings: settings)
            _ = session.frame(at: 0)
            #expect(try centre(session) == AnimatedPictureTests.red)
            #expect(session.nextFrame(after: 0.01) == 0.2)
            #expect(session.nextFrame(after: 0.26) == 0.26, "a frame whose time passed while the window slept is due at once")
            _ = session.frame(at: 0.25)
            #expect(try centre(session) == AnimatedPictureTests.green)
            _ = session.frame(at: 0.45)
            #expect(try centre(session) == AnimatedPictureTests.blue)
        }

        @Test func movingPicturesPlayInTheGridsCellsInView() throws {
            let folder = try Self.folder()
            defer { folder.remove() }
            var settings = DemoSettings(mode: "grid", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 800, height: 500, settings: settings)
            let grid = try #require(session.currentMode as? GridMode)
            _ = session.frame(at: 0)
            let cell = grid.grid.frame(ofItem: 4)  // 5-moving.gif
            func colour() throws -> UInt32 {
                try session.pixels()[Int(cell.y + cell.height / 2) * session.width + Int(cell.x + cell.width / 2)] | 0xFF00_0000
            }
            #expect(try colour() == AnimatedPictureTests.red)
            #expect(session.nextFrame(after: 0.01) != nil, "a moving picture in view is due")
            _ = session.frame(at: 0.25)
            #expect(try colour() == AnimatedPictureTests.green)
            #expect(grid.photos.shelf.playbacks.count == 2, "the GIF and the moving WebP")
        }

        /// A folder of one animation linked many times (stickers, memes): the
        /// grid's cells share one budget (each cell up to 8 MiB took 343 MB at
        /// 1280×800 and 2.3 GB at 24 columns).
        @Test func theGridsMovingCellsShareOneBudget() throws {
            AnimationMemory.shared.forgetKept()
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("sticker.gif", AnimatedPictureTests.gif(width: 200, height: 200, frames: 30))
            for n in 0..<120 {
                try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("s\(1000 + n).gif").path,
                                                           withDestinationPath: "sticker.gif")
            }
            let (session, grid) = try Self.grid(over: folder, width: 1280, height: 800)
            var t = 0.0
            for _ in 0..<10 { t += 1.0 / 60; _ = session.frame(at: t) }
            for columns in 0..<3 {
                let bytes = grid.photos.shelf.playbacks.values.reduce(0) { $0 + $1.animation.byteCount }
                #expect(bytes <= Limits.animationBytesInAll, "\(grid.grid.columns) columns: \(bytes) bytes")
                #expect(AnimationMemory.shared.used <= Limits.animationBytesInAll)
                #expect(grid.photos.shelf.playbacks.count >= grid.grid.visibleItems.count / 2, "most cells in view move")
                // More, smaller cells (Ctrl+wheel), as the red team did up to 24 columns.
                for _ in 0..<(columns == 0 ? 4 : 14) {
                    t += 0.02
                    session.handleWheelAtCentre(dx: 0, dy: -1, source: .wheel, ctrl: true, time: t)
                }
                for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
            }
            #expect(grid.grid.columns >= 20)
        }

        /// A cell scrolled away and back plays the frames it had: they were kept,
        /// not decoded again (each scroll back decoded them anew).
        @Test func aCellScrolledBackPlaysTheFramesItHad() throws {
            AnimationMemory.shared.forgetKept()
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            for n in 0..<150 { try folder.write("m\(1000 + n).gif", AnimatedPictureTests.gif(frames: 3, delay: 20)) }
            let (session, grid) = try Self.grid(over: folder, width: 1280, height: 720)
            var t = 0.0
            for _ in 0..<5 { t += 1.0 / 60; _ = session.frame(at: t) }
            weak let first = grid.photos.shelf.playbacks[0]?.animation
            #expect(first != nil)
            for _ in 0..<3 { t += 0.1; session.handle(.key(.pageDown, shift: false, time: t)) }
            for _ in 0..<90 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(grid.photos.shelf.playbacks[0] == nil, "scrolled away")
            #expect(first != nil, "its frames kept")
            t += 0.1
            session.handle(.key(.home, shift: false, time: t))
            for _ in 0..<90 { t += 1.0 / 60; _ = session.frame(at: t) }
            let back = try #require(grid.photos.shelf.playbacks[0]?.animation)
            #expect(back === first, "the same frames, not decoded again")
        }

        @Test func reducedMotionShowsTheFirstFrameOnly() throws {
            let folder = try Self.folder()
            defer { folder.remove() }
            var settings = DemoSettings(mode: "pager", hud: false)
            settings.imagesDirectory = FilePath(folder.url.path)
            settings.reduceMotion = true
            settings.firstPicture = FilePath(folder.url.appendingPathComponent("5-moving.gif").path)
            let session = try HeadlessSession(width: 640, height: 400, settings: settings)
            _ = session.frame(at: 0)
            #expect(try centre(session) == AnimatedPictureTests.red)
            #expect(session.nextFrame(after: 0.01) == nil)
            _ = session.frame(at: 1.3)
            #expect(try centre(session) == AnimatedPictureTests.red)
        }
    }
}
