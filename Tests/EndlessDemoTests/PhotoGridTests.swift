import CSDL
import Foundation
import Testing
import Pictures
@testable import PicturesSDL
import PictureTestSupport

extension SDLSuites {
    /// The library's `PhotoGrid` on its own, as a consumer holds it: a grid in
    /// a frame that is not at the window's corner draws only inside it, shows
    /// each thumbnail in view, composes its rows to the same pixels as drawing
    /// them, gives the item a click opens with its thumbnail's place.
    @MainActor @Suite struct PhotoGridTests {
        static let window = (width: Int32(720), height: Int32(520))
        static let frame = ViewFrame(x: 40, y: 30, width: 600, height: 400)
        static let outside = SDL_Color(r: 255, g: 0, b: 255, a: 255)

        /// A 720×520 software target, the grid of `count` pictures in `frame`, waiting for its thumbnails.
        static func grid(_ folder: TemporaryFolder, count: Int) throws -> (UnsafeMutablePointer<SDL_Surface>, Renderer, PhotoGrid) {
            var paths: [FilePath] = []
            for i in 0..<count {
                paths.append(try PictureFixture.write(PictureFixture.png(width: 120, height: 80), "p\(i).png", in: folder))
            }
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, window.width, window.height, 32,
                                                                      SDL_PIXELFORMAT_ARGB8888.rawValue))
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let grid = PhotoGrid(frame: frame, count: count, path: { paths[$0] }, minimumCellSide: 140)
            grid.waitsForPictures = true
            return (surface, renderer, grid)
        }

        /// The grid drawn at `time` over a window of `outside`; its pixels.
        static func draw(_ grid: PhotoGrid, at time: Double, _ surface: UnsafeMutablePointer<SDL_Surface>,
                         _ renderer: Renderer) -> [UInt32] {
            grid.advance(to: time, renderer: renderer)
            renderer.clear(outside)
            grid.draw(on: renderer)
            renderer.present()
            let pitch = Int(surface.pointee.pitch) / 4, pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            return (0..<Int(window.height)).flatMap { y in (0..<Int(window.width)).map { pixels[y * pitch + $0] } }
        }

        /// How many of `pixels` outside the frame are not the window's colour.
        static func strayed(_ pixels: [UInt32]) -> Int {
            let width = Int(window.width)
            return pixels.indices.filter { !frame.contains(x: Double($0 % width), y: Double($0 / width)) && pixels[$0] != 0xFFFF_00FF }.count
        }

        /// How many pixels differ.
        static func differences(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count) }

        @Test func drawsOnlyInItsFrameAndItsRowsComposeToWhatItsCellsDraw() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, grid) = try Self.grid(folder, count: 40)
            defer { SDL_FreeSurface(surface) }
            var t = 0.0
            var pixels: [UInt32] = []
            for _ in 0..<10 { t += 1.0 / 60; pixels = Self.draw(grid, at: t, surface, renderer) }
            #expect(grid.thumbnailsShown == grid.view.visibleItems.count && grid.thumbnailsShown >= 8,
                    "\(grid.thumbnailsShown) of \(grid.view.visibleItems.count)")
            let width = Int(Self.window.width)
            #expect(Self.strayed(pixels) == 0, "px written outside the frame at rest")
            // The first cell's thumbnail: its top-left quadrant red, bottom-right white.
            let cell = grid.cellFrame(ofItem: 0)
            let box = try #require(grid.thumbnail(of: 0, renderer: renderer))
            #expect(box.source == PictureSize(width: 120, height: 80))
            #expect(box.frame.x >= cell.x && box.frame.x + box.frame.width <= cell.x + cell.width + 1)
            let at = { (x: Double, y: Double) in pixels[Int(y) * width + Int(x)] }
            #expect(coloursMatch(at(box.frame.x + 4, box.frame.y + 4), 0xFFFF_0000))
            #expect(coloursMatch(at(box.frame.x + box.frame.width - 4, box.frame.y + box.frame.height - 4), 0xFFFF_FFFF))
            #expect(!grid.banked.isEmpty, "settled rows are their thumbnails' only copy")
            // Drawn cell by cell (no composed rows), the same pixels; then again mid-fling.
            grid.composesRows = false
            grid.waitForPictures(timeout: 30, renderer: renderer)
            #expect(Self.differences(Self.draw(grid, at: t, surface, renderer), pixels) == 0,
                    "rows composed and drawn as they are agree at rest")
            grid.composesRows = true
            _ = Self.draw(grid, at: t, surface, renderer)
            grid.handle(.pointer(.down(x: 300, y: 400, clicks: 1, time: t)))
            for i in 1...5 { grid.handle(.pointer(.move(x: 300, y: 400 - Double(i) * 33.7, time: t + Double(i) / 60))) }
            grid.handle(.pointer(.up(x: 300, y: 400 - 5 * 33.7, clicks: 1, time: t + 6.0 / 60)))
            t += 10.0 / 60
            let composed = Self.draw(grid, at: t, surface, renderer)
            #expect(grid.view.scrollView.isMoving)
            grid.composesRows = false
            #expect(Self.differences(Self.draw(grid, at: t, surface, renderer), composed) == 0, "and mid-fling")
            #expect(Self.strayed(composed) == 0, "px written outside the frame mid-fling")
        }

        @Test func aClickGivesItsItemAndEnterTheFocusedOne() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, grid) = try Self.grid(folder, count: 12)
            defer { SDL_FreeSurface(surface) }
            _ = Self.draw(grid, at: 0.1, surface, renderer)
            let cell = grid.cellFrame(ofItem: 5)
            let (x, y) = (cell.x + cell.width / 2, cell.y + cell.height / 2)
            grid.handle(.pointer(.down(x: x, y: y, clicks: 1, time: 0.2)))
            guard case .tap(let tx, let ty, _) = grid.handle(.pointer(.up(x: x, y: y, clicks: 1, time: 0.25))) else {
                Issue.record("no tap")
                return
            }
            #expect(grid.view.item(atX: tx, y: ty) == 5)
            grid.reveal(item: 7, time: 0.3)
            #expect(grid.focusedItem == 7)
            grid.handle(.key(KeyEvent(.right, time: 0.35)))
            guard case .activated(let item) = grid.handle(.key(KeyEvent(.enter, time: 0.4))) else {
                Issue.record("Enter opened nothing")
                return
            }
            #expect(item == 8, "the focus moved one right, and Enter opens it")
            grid.reveal(item: 99, time: 0.3)
            #expect(grid.focusedItem == 8, "an item past the end is ignored")
        }
    }
}
