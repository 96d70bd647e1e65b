import ScrollViews
import CRegionDecoder
import CSDL
import ScrollViewsSDL
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// A big picture's page shows its rows as they are decoded, long before the last one.
    @Suite @MainActor struct PicturePreviewTests {
        /// A decode's progress lets its picture go when the decode ends: the
        /// first page's (watched all run long) held a page of pixels for nothing.
        @Test func anEndedDecodeLetsItsPictureGo() throws {
            let progress = DecodeProgress()
            weak var released: PixelBuffer?
            do {
                let pixels = try #require(PixelBuffer(width: 64, height: 32))
                released = pixels
                progress.begin(pixels, source: PictureSize(width: 640, height: 320))
            }
            #expect(progress.snapshot()?.pixels.width == 64, "the rows so far while it decodes")
            #expect(released != nil, "held while it decodes")
            progress.end()
            #expect(progress.snapshot() == nil, "nothing once it ended")
            #expect(released == nil, "and its picture let go")
        }

        @Test(arguments: [(false, Int32(0)), (true, Int32(0)), (false, Int32(6))])
        func aWatchedDecodeEndsWithEveryRowReady(jpeg: Bool, orientation: Int32) throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let bytes = jpeg ? PictureFixture.jpeg(width: 320, height: 200, orientation: orientation)
                : PictureFixture.png(width: 320, height: 200, orientation: orientation)
            let path = try PictureFixture.write(bytes, jpeg ? "a.jpg" : "a.png", in: folder)
            let progress = DecodeProgress()
            #expect(progress.snapshot() == nil, "nothing before the decode begins")
            let file = try PictureFile.open(path).get()
            guard case .success(let picture) = PictureDecoder.decodeScaled(file, denominator: 2, progress: progress) else {
                Issue.record("not decoded")
                return
            }
            let snapshot = try #require(progress.snapshot())
            #expect(snapshot.pixels === picture.pixels)
            #expect(snapshot.rows == picture.pixels.height, "every row final at the end (turned pictures too)")
            #expect(snapshot.source == PictureSize(width: orientation >= 5 ? 200 : 320, height: orientation >= 5 ? 320 : 200))
        }

        /// A 1280×720 pager over a 6000×4000 PNG in `folder`, decoding as in the window
        /// (frames do not wait for it), and its page in view.
        static func bigPicturePager(in folder: TemporaryFolder) throws -> (HeadlessSession, PagerMode, PagerMode.Page) {
            _ = try BigPictureTests.pattern(in: folder, name: "a.png", width: 6000, height: 4000)
            let session = try HeadlessSession(width: 1280, height: 720,
                                              settings: DemoSettings(mode: "pager", imagesDirectory: FilePath(folder.url.path), hud: false))
            session.waitsForImages = false
            let pager = try #require(session.currentMode as? PagerMode)
            return (session, pager, pager.pageInView)
        }

        /// Frames drawn in real time while the big PNG decodes.
        @Test func aBigPNGShowsItsTopRowsWhileItDecodesThenThePictureWithoutFadingAgain() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (session, pager, page) = try Self.bigPicturePager(in: folder)
            let start = Date()
            var partial: (rows: Int, height: Int, drawn: Bool)?
            var time = 0.0
            while pager.viewer.shelf[page.id]?.isReady != true, Date().timeIntervalSince(start) < 60 {
                time = Date().timeIntervalSince(start)
                _ = session.frame(at: time)
                if partial == nil, let preview = pager.viewer.shelf.preview(page.id), preview.rows > 0, preview.rows < preview.height {
                    // The picture's top is drawn over the page's background; below its rows, the background.
                    let place = pager.layout(forEntry: page.picture).pictureRect(for: preview.source)
                    let pixels = try session.pixels()
                    let top = Int(place.y) + 2, bottom = Int(place.y + place.h) - 2, x = Int(place.x + place.w / 2)
                    let background = PageStyle.demo.background(ofEntry: page.picture)
                    let ground = 0xFF00_0000 | UInt32(background.r) << 16 | UInt32(background.g) << 8 | UInt32(background.b)
                    partial = (preview.rows, preview.height,
                               !coloursMatch(pixels[top * 1280 + x], ground, tolerance: 3)
                                   && coloursMatch(pixels[bottom * 1280 + x], ground, tolerance: 3))
                }
                usleep(2000)
            }
            let seen = try #require(partial, "no frame showed part of the picture")
            #expect(seen.rows > 0 && seen.rows < seen.height)
            #expect(seen.drawn, "the top rows drawn, the bottom still the page's background")
            // Once it is all there, shown at once: its rows were on show, no fade from the background.
            #expect(pager.viewer.shelf[page.id]?.isSettled(at: time) == true)
            #expect(pager.viewer.shelf.preview(page.id) == nil, "the preview freed")
        }

        @Test func noRowsAreShownBeforeThePreviewDelay() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (session, pager, page) = try Self.bigPicturePager(in: folder)
            // Frames within the delay, the decode going on (a quick decode never shows its rows).
            for step in 0..<5 {
                _ = session.frame(at: Double(step) * PictureShelf.previewDelay / 5)
                usleep(10_000)
                #expect(pager.viewer.shelf.preview(page.id) == nil)
            }
            #expect(pager.viewer.shelf.isDecodingRows(of: [page.id]), "rows were there to show")
            _ = session.frame(at: PictureShelf.previewDelay)
            #expect(pager.viewer.shelf.preview(page.id) != nil)
        }
    }
}
