import CSDL
import Foundation
import Testing
import Pictures
@testable import PicturesSDL
import PictureTestSupport

extension SDLSuites {
    /// The library's `PhotoViewer` on its own, as a consumer holds it: in a
    /// frame away from the window's corner it draws only inside it, each
    /// picture fitted to its page; a page turns with a flick; a picture that
    /// cannot be shown gives its words and card; a turn turns the picture; a
    /// picture opened from a thumbnail grows from it until its own is in.
    @MainActor @Suite struct PhotoViewerTests {
        static let window = (width: Int32(720), height: Int32(520))
        static let frame = ViewFrame(x: 40, y: 30, width: 600, height: 400)

        /// A 720×520 software target and a viewer of `pictures` (written into `folder`) in `frame`, waiting for its pictures.
        static func viewer(_ folder: TemporaryFolder, _ pictures: [[UInt8]]) throws
            -> (UnsafeMutablePointer<SDL_Surface>, Renderer, PhotoViewer) {
            let paths = try pictures.enumerated().map { try PictureFixture.write($0.element, "p\($0.offset).png", in: folder) }
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, window.width, window.height, 32,
                                                                      SDL_PIXELFORMAT_ARGB8888.rawValue))
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let viewer = PhotoViewer(frame: frame, count: paths.count, path: { paths[$0] })
            viewer.waitsForPictures = true
            return (surface, renderer, viewer)
        }

        /// The viewer drawn at `time` over a magenta window; its pixels and the words it gave.
        static func draw(_ viewer: PhotoViewer, at time: Double, _ surface: UnsafeMutablePointer<SDL_Surface>,
                         _ renderer: Renderer) -> (pixels: [UInt32], words: [PhotoViewer.Words]) {
            viewer.advance(to: time, renderer: renderer)
            renderer.clear(SDL_Color(r: 255, g: 0, b: 255, a: 255))
            var words: [PhotoViewer.Words] = []
            viewer.draw(on: renderer) { words.append($0) }
            renderer.present()
            let pitch = Int(surface.pointee.pitch) / 4, pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            return ((0..<Int(window.height)).flatMap { y in (0..<Int(window.width)).map { pixels[y * pitch + $0] } }, words)
        }

        /// How many of `pixels` outside the frame are not magenta.
        static func strayed(_ pixels: [UInt32]) -> Int {
            let width = Int(window.width)
            return pixels.indices.filter { !frame.contains(x: Double($0 % width), y: Double($0 / width)) && pixels[$0] != 0xFFFF_00FF }.count
        }

        static func at(_ pixels: [UInt32], _ x: Double, _ y: Double) -> UInt32 { pixels[Int(y) * Int(window.width) + Int(x)] }

        @Test func drawsOnlyInItsFrameAndTurnsAPageWithAFlick() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Self.viewer(folder, [PictureFixture.png(width: 300, height: 200),
                                                                       PictureFixture.png(width: 200, height: 300)])
            defer { SDL_FreeSurface(surface) }
            var (pixels, _) = Self.draw(viewer, at: 0.1, surface, renderer)
            #expect(viewer.picturesShown && viewer.pageInView?.picture == 0)
            #expect(Self.strayed(pixels) == 0)
            // 300×200 in 600×400: at its own size (never past its pixels) in the middle, red top left, white bottom right.
            #expect(coloursMatch(Self.at(pixels, 200, 140), 0xFFFF_0000) && coloursMatch(Self.at(pixels, 480, 320), 0xFFFF_FFFF))
            #expect(Self.at(pixels, 180, 140) == Self.at(pixels, 50, 40), "the page's background around it")
            #expect(viewer.pictureSize(ofPage: viewer.pageInView!.id) == PictureSize(width: 300, height: 200))
            viewer.handle(.pointer(.down(x: 500, y: 200, clicks: 1, time: 0.2)))
            for i in 1...4 { viewer.handle(.pointer(.move(x: 500 - Double(i) * 40, y: 200, time: 0.2 + Double(i) / 60))) }
            viewer.handle(.pointer(.up(x: 340, y: 200, clicks: 1, time: 0.3)))
            var t = 0.3
            var midway = false
            while viewer.view.isMoving, t < 3 {
                t += 1.0 / 60
                pixels = Self.draw(viewer, at: t, surface, renderer).pixels
                if viewer.pagesOnScreen.count == 2 { midway = true; #expect(Self.strayed(pixels) == 0, "mid-turn") }
            }
            #expect(midway, "two pages were in view on the way")
            #expect(viewer.pageInView?.picture == 1, "the flick turned the page")
            pixels = Self.draw(viewer, at: t + 0.1, surface, renderer).pixels
            // 200×300 at its own size in the middle of the frame.
            #expect(Self.at(pixels, 60, 230) == Self.at(pixels, 620, 230), "the page's background either side")
            #expect(coloursMatch(Self.at(pixels, 250, 90), 0xFFFF_0000) && coloursMatch(Self.at(pixels, 430, 370), 0xFFFF_FFFF))
        }

        @Test func aBrokenPictureGivesItsWordsAndATurnTurnsAPicture() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Self.viewer(folder, [PictureFixture.png(width: 300, height: 200),
                                                                       Array(PictureFixture.png().prefix(60))])
            defer { SDL_FreeSurface(surface) }
            _ = Self.draw(viewer, at: 0.1, surface, renderer)
            viewer.turn(picture: 0, by: 1)
            _ = Self.draw(viewer, at: 0.2, surface, renderer)
            #expect(viewer.turns == [0: 1])
            #expect(viewer.pictureSize(ofPage: viewer.pageInView!.id) == PictureSize(width: 200, height: 300), "turned a quarter")
            viewer.handle(.key(KeyEvent(.right, time: 0.3)))
            var t = 0.3, words: [PhotoViewer.Words] = []
            while words.isEmpty || viewer.view.isMoving, t < 2 { t += 1.0 / 60; words = Self.draw(viewer, at: t, surface, renderer).words }
            guard case .cannotShow(let picture, let reason, let card)? = words.first else {
                Issue.record("no words for the broken picture: \(words)")
                return
            }
            #expect(picture == 1 && !reason.isEmpty)
            #expect(Self.frame.contains(x: card.x, y: card.y) && Self.frame.contains(x: card.x + card.width - 1, y: card.y + card.height - 1))
        }

        /// Zoomed in (+ twice) in a frame away from the window's corner: still
        /// nothing outside the frame, the picture's middle at the frame's.
        @Test func aZoomedPictureStaysInsideTheFrame() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Self.viewer(folder, [PictureFixture.png(width: 1200, height: 800)])
            defer { SDL_FreeSurface(surface) }
            _ = Self.draw(viewer, at: 0.1, surface, renderer)
            viewer.handle(.key(KeyEvent(.plus, time: 0.2)))
            viewer.handle(.key(KeyEvent(.plus, time: 0.25)))
            var t = 0.25, pixels: [UInt32] = []
            while t < 2 { t += 1.0 / 60; pixels = Self.draw(viewer, at: t, surface, renderer).pixels }
            let zoom = try #require(viewer.zoomedPage?.view)
            #expect(zoom.isZoomed && zoom.zoomFactor > 2, "zoomed \(zoom.zoomFactor)×")
            // What a status line says: the zoom, and the picture's middle under the frame's centre.
            let reading = try #require(viewer.zoomReading)
            #expect(reading.zoom == zoom.zoomFactor && reading.scale == zoom.scale)
            #expect(abs(reading.focus.x - 600) < 2 && abs(reading.focus.y - 400) < 2, "\(reading.focus)")
            #expect(Self.strayed(pixels) == 0, "\(Self.strayed(pixels)) px outside the frame")
            // The picture's quadrants meet at its middle, the frame's: red top left of it, white bottom right.
            #expect(coloursMatch(Self.at(pixels, 340 - 20, 230 - 20), 0xFFFF_0000)
                    && coloursMatch(Self.at(pixels, 340 + 20, 230 + 20), 0xFFFF_FFFF),
                    "\([(320, 210), (360, 210), (320, 250), (360, 250), (50, 40), (630, 420)].map { String(Self.at(pixels, Double($0.0), Double($0.1)), radix: 16) }) \(zoom.pictureFrame) \(zoom.scale)")
        }

        /// A pinch in from the fitted picture asks to close the viewer, once; one
        /// that begins zoomed in, or closes less than a quarter, does not.
        @Test func aPinchInFromTheFittedPictureAsksToClose() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Self.viewer(folder, [PictureFixture.png(width: 600, height: 400)])
            defer { SDL_FreeSurface(surface) }
            _ = Self.draw(viewer, at: 0.1, surface, renderer)
            func pinch(to spread: Double, from time: Double) {
                viewer.handle(.pinch(.began(x: 340, y: 230, time: time)))
                for i in 1...5 { viewer.handle(.pinch(.changed(spread: 1 + (spread - 1) * Double(i) / 5, x: 340, y: 230,
                                                               time: time + Double(i) / 60))) }
                viewer.handle(.pinch(.ended(time: time + 0.1)))
            }
            pinch(to: 0.9, from: 0.2)
            #expect(!viewer.takeCloseRequest(), "closed by a tenth: no")
            pinch(to: 0.6, from: 0.5)
            #expect(viewer.takeCloseRequest(), "closed by 40 % from the fit: close")
            #expect(!viewer.takeCloseRequest(), "asked once")
            pinch(to: 2, from: 1)
            var t = 1.1
            while viewer.view.isMoving, t < 3 { t += 1.0 / 60; _ = Self.draw(viewer, at: t, surface, renderer) }
            pinch(to: 0.6, from: t)
            #expect(!viewer.takeCloseRequest(), "begun zoomed in: it zooms out, no close")
        }

        /// A frame of any values (NaN, infinite, negative), a card look of NaN:
        /// pages and cards are composed at sizes held within 1–16,384 px, nothing
        /// crashes (a consumer's program fed these crashed converting them to Int32).
        @Test func framesAndLooksOfAnyValueAreHeld() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, _) = try Self.viewer(folder, [PictureFixture.png(width: 60, height: 40)])
            defer { SDL_FreeSurface(surface) }
            let path = FilePath(folder.url.appendingPathComponent("p0.png").path)
            let odd = ViewFrame(x: .nan, y: -1e300, width: .infinity, height: -5)
            let viewer = PhotoViewer(frame: odd, count: 1, path: { _ in path })
            viewer.waitsForPictures = true
            let cards = PictureCards(count: 1, path: { _ in path },
                                     look: .init(background: SDL_Color(r: 0, g: 0, b: 0, a: 255), cardHeight: .nan, cardTop: .infinity,
                                                 pictureBox: odd, cardColor: { _ in SDL_Color(r: 9, g: 9, b: 9, a: 255) }))
            cards.waitsForPictures = true
            let row = CardRowView(frame: ViewFrame(x: 0, y: 0, width: 640, height: 200), itemCount: 3, cardExtent: 1e12)
            for t in [0.1, 0.2] {
                viewer.resize(frame: odd, time: t)
                viewer.advance(to: t, renderer: renderer)
                viewer.draw(on: renderer)
                cards.request(row, time: t)
                cards.advance(to: t, renderer: renderer, inView: true)
                cards.draw(row, in: odd, on: renderer)
            }
            #expect(viewer.pages.count >= 1 && cards.look.cardHeight == 1 && cards.look.cardTop == 0)
            #expect(viewer.layout(forPicture: 0).width == 16_384 && viewer.layout(forPicture: 0).height == 1)
        }

        /// No pictures: no page, nothing asked of the path, nothing drawn but the frame left as it was.
        @Test func aViewerOfNoPicturesHasNoPages() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let viewer = PhotoViewer(frame: ViewFrame(x: 0, y: 0, width: 64, height: 64), count: 0,
                                     path: { _ in Issue.record("no path is asked for"); return FilePath("/") })
            viewer.handle(.key(KeyEvent(.right, time: 0.1)))
            viewer.open(picture: 0, atPage: 0, from: nil, time: 0.2)
            viewer.advance(to: 0.3, renderer: renderer)
            viewer.draw(on: renderer)
            #expect(viewer.pages.isEmpty && viewer.pageInView == nil && viewer.picturesShown)
        }

        @Test func aPictureOpenedFromAThumbnailGrowsFromIt() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Self.viewer(folder, (0..<3).map { _ in PictureFixture.png(width: 300, height: 200) })
            defer { SDL_FreeSurface(surface) }
            _ = Self.draw(viewer, at: 0.1, surface, renderer)
            let thumbnail = try #require(Texture(renderer: renderer.pointer, format: SDL_PIXELFORMAT_ARGB8888,
                                                 access: SDL_TEXTUREACCESS_STATIC, width: 30, height: 20, opaque: true))
            viewer.open(picture: 2, atPage: 2, from: PhotoViewer.Thumbnail(frame: ViewFrame(x: 100, y: 100, width: 30, height: 20),
                                                                           texture: thumbnail, source: PictureSize(width: 300, height: 200)),
                        time: 0.2)
            #expect(viewer.pageInView?.picture == 2 && viewer.isOpening)
            #expect(viewer.nextFrame(after: 0.21) == 0.21, "a frame each while it grows")
            var t = 0.2
            while viewer.isOpening, t < 2 { t += 1.0 / 60; _ = Self.draw(viewer, at: t, surface, renderer) }
            #expect(!viewer.isOpening && t >= 0.2 + OpeningPicture.duration, "grown, then drawn as any page")
        }
    }
}
