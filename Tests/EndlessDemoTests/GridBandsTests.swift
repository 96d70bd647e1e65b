import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// The grid's rows composed once into window-wide bands: the same pixels
    /// as drawing every cell each frame, at rest and mid-fling (rows at
    /// fractions of a pixel), and no band composed again while nothing changes.
    @Suite @MainActor struct GridBandsTests {
        @Test func bandsDrawWhatTheCellsWouldAndAreComposedOnce() throws {
            let session = try HeadlessSession(width: 1000, height: 700, settings: DemoSettings(mode: "grid", hud: false))
            let grid = try #require(session.currentMode as? GridMode)
            var t = 0.0
            for _ in 0..<40 { t += 1.0 / 60; _ = session.frame(at: t) }
            func compare(_ when: String) throws {
                if let problem = try LayeredPixels.differences(session, at: t) {
                    Issue.record("\(when): \(problem), offset \(grid.grid.scrollView.offset)")
                }
            }
            try compare("at rest")
            #expect(grid.photos.bands.byteCount > 0, "the rows in view are bands")
            // Drawn without bands for the comparison, the rows' thumbnails were asked for again: they settle.
            for _ in 0..<10 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(!grid.photos.banked.isEmpty, "the bands in view are their thumbnails' only copy")
            let composed = grid.photos.bands.composed
            for _ in 0..<30 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(grid.photos.bands.composed == composed, "nothing changed: no band composed again")
            // A fling: rows come into view at fractions of a pixel.
            session.handle(.pointerDown(x: 500, y: 600, time: t))
            for i in 1...6 { session.handle(.pointerMove(x: 500, y: 600 - Double(i) * 37.3, time: t + Double(i) / 60)) }
            session.handle(.pointerUp(x: 500, y: 600 - 6 * 37.3, time: t + 7.0 / 60))
            t += 7.0 / 60
            for _ in 0..<9 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(grid.axis.isMoving)
            #expect(grid.grid.scrollView.offset.rounded() != grid.grid.scrollView.offset, "mid-fling at a fraction of a pixel")
            try compare("mid-fling")
            #expect(grid.photos.bands.composed > composed, "rows that came into view were composed")
        }

        /// A thumbnail whose band holds its only copy is freed, not kept among
        /// the pictures dropped lately (however long it took to make).
        @Test func bankedThumbnailsAreFreed() throws {
            let session = try HeadlessSession(width: 1000, height: 700, settings: DemoSettings(mode: "grid", hud: false))
            let grid = try #require(session.currentMode as? GridMode)
            grid.photos.shelf.retainedDecode = 0
            var t = 0.0
            for _ in 0..<60 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(!grid.photos.banked.isEmpty, "the rows in view were banked")
            #expect(grid.photos.shelf.retainedCount == 0, "no banked thumbnail kept: \(grid.photos.shelf.retainedCount)")
        }

        /// A row of landscape pictures keeps only their rows in its band; the
        /// background above and below them is filled.
        @Test func aRowOfLandscapePicturesKeepsOnlyTheirRows() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let session = try SDLSuites.GridBandsTests.grid(of: 40, PictureFixture.png(width: 300, height: 150), in: folder,
                                                             width: 1000, height: 700)
            let grid = try #require(session.currentMode as? GridMode)
            var t = 0.0
            for _ in 0..<60 { t += 1.0 / 60; _ = session.frame(at: t) }
            #expect(!grid.photos.banked.isEmpty, "the rows in view were banked")
            let rows = grid.grid.visibleRows.count
            let whole = rows * 1000 * (Int(grid.grid.rowPitch.rounded(.up)) + 1) * 4
            // Pictures twice as wide as tall: about half a cell's height each.
            #expect(grid.photos.bands.byteCount * 100 < whole * 60, "bands of \(grid.photos.bands.byteCount) bytes for \(rows) rows (whole: \(whole))")
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("\(problem)") }
        }

        /// Thumbnails that come after their row was composed with empty tiles
        /// (decoding behind, as in the window) are in its band once they settle.
        @Test func thumbnailsThatComeLaterReachTheirBands() throws {
            let session = try HeadlessSession(width: 1000, height: 700, settings: DemoSettings(mode: "grid", hud: false))
            session.waitsForImages = false
            let grid = try #require(session.currentMode as? GridMode)
            var t = 0.0
            _ = session.frame(at: t)
            let first = grid.photos.bands.composed
            // The decoding thread's time is the machine's: on a loaded one (the other suites beside
            // this one) it may take seconds, so the wait is for the fact, up to 30 s.
            let deadline = Monotonic.seconds() + 30
            while grid.thumbnailsShown < grid.grid.visibleItems.count, Monotonic.seconds() < deadline {
                t += 1.0 / 60
                _ = session.frame(at: t)
                usleep(5_000)
            }
            #expect(grid.thumbnailsShown == grid.grid.visibleItems.count, "every thumbnail in view came")
            t += 1
            _ = session.frame(at: t)
            #expect(grid.photos.bands.composed > first, "the rows were composed again with their thumbnails")
            let banded = try session.pixels()
            session.canvas.layersEnabled = false
            // Without bands, the thumbnails they held are asked for again: waited for here.
            session.waitsForImages = true
            _ = session.frame(at: t)
            let direct = try session.pixels()
            #expect(zip(banded, direct).filter { $0 != $1 }.isEmpty, "the bands show the thumbnails that came")
        }
    }
}

extension SDLSuites.GridBandsTests {
    /// The grid, `width`×`height`, of `count` copies of `picture` written into `folder`.
    static func grid(of count: Int, _ picture: [UInt8], in folder: TemporaryFolder, width: Int, height: Int) throws -> HeadlessSession {
        for i in 0..<count { try folder.write(String(format: "p%03d.png", i), picture) }
        var settings = DemoSettings(mode: "grid", hud: false)
        settings.imagesDirectory = FilePath(folder.url.path)
        return try HeadlessSession(width: width, height: height, settings: settings)
    }

    /// A long fling through rows at every fraction of a pixel: each band,
    /// composed at one offset and copied at others, shows what drawing the
    /// cells there would (a cell's height rounded in the window changed by a
    /// pixel with the offset, so a band showed its rows a pixel taller or
    /// shorter), at window sizes whose rows are a fractional pitch apart.
    @Test(arguments: [(1000, 700), (1366, 768)])
    func aLongFlingsBandsShowWhatTheCellsWouldAtEveryOffset(width: Int, height: Int) throws {
        // Enough rows for a long fling: 600 small pictures.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try SDLSuites.GridBandsTests.grid(of: 600, PictureFixture.png(width: 40, height: 30), in: folder,
                                                         width: width, height: height)
        let grid = try #require(session.currentMode as? GridMode)
        var t = 0.0
        for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
        let composedAtFirst = grid.photos.bands.composed
        let y = Double(height) - 50
        session.handle(.pointerDown(x: 500, y: y, time: t))
        for i in 1...6 { session.handle(.pointerMove(x: 500, y: y - Double(i) * 90, time: t + Double(i) / 60)) }
        session.handle(.pointerUp(x: 500, y: y - 6 * 90, time: t + 7.0 / 60))
        t += 7.0 / 60
        var checked = 0
        for frame in 0..<240 {
            t += 1.0 / 60
            _ = session.frame(at: t)
            if grid.axis.isMoving, checked < 40 {
                if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("frame \(frame): \(problem)") }
                checked += 1
            }
        }
        #expect(checked == 40, "compared every frame of the fling's first 40")
        #expect(grid.photos.bands.composed - composedAtFirst >= 20, "the fling brought many rows in: \(grid.photos.bands.composed - composedAtFirst)")
    }

    /// Drawn as it is (no bands: what a GPU renderer draws every frame), a
    /// frame of rows fills only around the cells and around the thumbnails
    /// that cover them — not the whole row and each tile under its thumbnail.
    @Test func rowsDrawnAsTheyAreFillOnlyAroundTheThumbnails() throws {
        let session = try HeadlessSession(width: 1000, height: 700, settings: DemoSettings(mode: "grid", hud: false))
        let grid = try #require(session.currentMode as? GridMode)
        session.canvas.layersEnabled = false
        var t = 0.0
        for _ in 0..<20 { t += 1.0 / 60; _ = session.frame(at: t) }
        t += 1
        #expect(grid.thumbnailsShown == grid.grid.visibleItems.count, "every thumbnail in view is shown")
        let before = grid.photos.filledArea
        _ = session.frame(at: t)
        let filled = grid.photos.filledArea - before
        let view = grid.grid.scrollView.frame
        let cells = grid.grid.visibleItems.reduce(0.0) { area, item in
            let cell = grid.grid.frame(ofItem: item)
            let top = max(cell.y, view.y), bottom = min(cell.y + cell.height, view.y + view.height)
            return area + cell.width * max(0, bottom - top)
        }
        #expect(cells > 0.4 * view.width * view.height, "the cells cover much of the view")
        // Whole rows and every tile would fill the view and then its cells again: about twice its area.
        #expect(filled < 0.3 * view.width * view.height,
                "filled \(Int(filled)) px² for a view of \(Int(view.width * view.height)), \(Int(cells)) of it cells")
    }
}
