import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// The first page decoded while the window opens serves the pager's first request.
    @Suite @MainActor struct EarlyPageTests {
        private func folder() throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            for name in ["a.jpg", "b.jpg", "c.jpg"] { try folder.write(name, PictureFixture.jpeg(width: 640, height: 400)) }
            return folder
        }

        /// An 800×500 pager over `folder` after its first frame, given an early page made for `width`×`height`.
        private func pager(over folder: TemporaryFolder, earlyFor width: Double, _ height: Double) throws
            -> (session: HeadlessSession, pager: PagerMode, early: EarlyPage, library: ImageLibrary) {
            let settings = DemoSettings(mode: "pager", imagesDirectory: FilePath(folder.url.path))
            let library = try ImageLibrary.folder(FilePath(folder.url.path))
            let early = try #require(PagerMode.earlyPage(of: library, settings: settings, width: width, height: height))
            let session = try HeadlessSession(width: 800, height: 500, settings: settings, early: early)
            _ = session.frame(at: 0)
            early.shown()
            return (session, try #require(session.currentMode as? PagerMode), early, library)
        }

        @Test func thePagerTakesTheEarlyPageInsteadOfDecodingItAgain() throws {
            let folder = try folder()
            defer { folder.remove() }
            let (session, pager, early, library) = try pager(over: folder, earlyFor: 800, 500)
            defer { withExtendedLifetime(session) {} }
            #expect(early.path == library.entries[0].path)
            #expect(pager.picturesShown)
            // Three pages asked for, two of them decoded: the first came from the early page.
            #expect(pager.viewer.shelf.loader.decodes == 3)
            #expect(pager.viewer.shelf.loader.fileDecodes == 2)
        }

        @Test func aViewerOpenedOnAPictureTakesThePageDecodedBeforeItsFolderWasRead() throws {
            let folder = try folder()
            defer { folder.remove() }
            var settings = DemoSettings(mode: "pager", imagesDirectory: FilePath(folder.url.path),
                                        firstPicture: FilePath(folder.url.appendingPathComponent("b.jpg").path), viewer: true)
            settings.hud = false
            // From the picture alone, as the demo starts it before listing the folder.
            let early = try #require(PagerMode.earlyPage(ofPicture: FilePath(folder.url.path).appending(Array("b.jpg".utf8)),
                                                         settings: settings, width: 800, height: 500))
            let session = try HeadlessSession(width: 800, height: 500, settings: settings, early: early)
            defer { withExtendedLifetime(session) {} }
            _ = session.frame(at: 0)
            early.shown()
            let pager = try #require(session.currentMode as? PagerMode)
            #expect(pager.pageInView.picture == 1 && pager.picturesShown)
            #expect(pager.viewer.shelf.loader.fileDecodes == 2, "b.jpg came from the early page: only its neighbours were decoded")
            // The demo's screen tints its pages by their place: no page before the folder is read.
            settings.viewer = false
            #expect(PagerMode.earlyPage(ofPicture: early.path, settings: settings, width: 800, height: 500) == nil)
        }

        @Test func anEarlyPageForAnotherSizeIsNotUsedAndFreedOnceShown() throws {
            let folder = try folder()
            defer { folder.remove() }
            let (session, pager, early, library) = try pager(over: folder, earlyFor: 1280, 720)
            defer { withExtendedLifetime(session) {} }
            #expect(pager.picturesShown)
            #expect(pager.viewer.shelf.loader.fileDecodes == 3, "every page decoded at the window's size")
            #expect(early.take(path: library.entries[0].path, layout: PhotoViewer.layout(forPicture: 0, width: 1280, height: 720, look: PageStyle.demo.look)) == nil,
                    "abandoned once the first frame was shown")
        }

        @Test func theAnimalsPagerStartsAtTheSeedsFirstAnimal() throws {
            let library = try ImageLibrary.animals()
            for seed: UInt64 in [1, 7, 12345] {
                let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "pager", seed: seed))
                let pager = try #require(session.currentMode as? PagerMode)
                #expect(pager.pageInView.picture == PageChoice.firstEntry(of: library, seed: seed), "seed \(seed)")
            }
        }
    }
}
