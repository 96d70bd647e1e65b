import CPictureFixtures
import CSDL
import Foundation
import CSDL.Image
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
import ScrollViews

extension SDLSuites {
    /// The viewer's screen over a folder: no demo bars, one neutral background
    /// behind every picture, the name and place in an overlay that fades when
    /// the pointer rests and comes back when it moves, digits that zoom.
    @Suite @MainActor struct ViewerScreenTests {
        /// Two pictures (a 40×30 PNG and a JPEG) in a 640 × 400 viewer.
        static func viewer() throws -> (TemporaryFolder, HeadlessSession, PagerMode) {
            let folder = try TemporaryFolder()
            try folder.write("1.png", PictureFixture.png(width: 40, height: 30))
            try folder.write("日本 旅行.jpg", PictureFixture.jpeg(width: 40, height: 30))
            var settings = DemoSettings(mode: "pager", hud: false, viewer: true)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 640, height: 400, settings: settings)
            return (folder, session, try #require(session.currentMode as? PagerMode))
        }

        /// The texts drawn by the frames from `from` to `to`, 30 a second.
        static func texts(_ session: HeadlessSession, from: Double, to: Double) -> [String] {
            session.canvas.text.drawn = []
            defer { session.canvas.text.drawn = nil }
            var t = from
            while t <= to {
                _ = session.frame(at: t)
                t += 1.0 / 30
            }
            return (session.canvas.text.drawn ?? []).map(\.text)
        }

        /// The colours 20 px left of, right of, above and below the middle of a 400 × 400 window.
        typealias Around = (left: UInt32, right: UInt32, top: UInt32, bottom: UInt32)

        /// `Around` as the frames from `t` to half a second later leave the window.
        static func around(_ session: HeadlessSession, at t: Double) throws -> Around {
            _ = texts(session, from: t, to: t + 0.5)
            let pixels = try session.pixels()
            func at(_ x: Int, _ y: Int) -> UInt32 { pixels[y * 400 + x] | 0xFF00_0000 }
            return (at(180, 200), at(220, 200), at(200, 180), at(200, 220))
        }

        @Test func noBarsOneBackgroundAndTheNameInAnOverlayThatFades() throws {
            let (folder, session, pager) = try Self.viewer()
            defer { folder.remove() }
            #expect(pager.style == .viewer)
            let shown = Self.texts(session, from: 0, to: 0.5)
            #expect(Set(shown) == ["1.png   1 / 2"], "the overlay alone, no title, help or mode list: \(Set(shown))")
            let pixels = try session.pixels()
            let background: UInt32 = 0xFF1C_1C1E
            for (x, y) in [(10, 10), (320, 10), (10, 390), (630, 200)] {
                #expect(pixels[y * 640 + x] | 0xFF00_0000 == background, "the window's edge at (\(x), \(y)) is the viewer's grey")
            }
            #expect(session.nextFrame(after: 0.6) == OverlayFade().holdDuration, "a frame when the overlay starts to fade")
            #expect(Self.texts(session, from: 2.5, to: 3).isEmpty, "faded once the pointer rested")
            #expect(session.nextFrame(after: 3) == nil, "then nothing to draw")
            #expect(session.handle(.hover(pointer: .init(x: 300, y: 200), time: 3.1)), "a move brings it back")
            #expect(Self.texts(session, from: 3.2, to: 3.3).contains("1.png   1 / 2"))
            // The next picture, on the same grey: its name is in Japanese.
            _ = session.handle(.key(.right, shift: false, time: 3.4))
            #expect(Self.texts(session, from: 3.5, to: 4.5).contains("日本 旅行.jpg   2 / 2"))
            #expect(try session.pixels()[10 * 640 + 10] | 0xFF00_0000 == background)
        }

        @Test func aSlideshowTurnsEveryIntervalUntilAKeyStopsIt() throws {
            let (folder, session, pager) = try Self.viewer()
            defer { folder.remove() }
            _ = Self.texts(session, from: 0, to: 0.3)
            _ = session.handle(.key(.letter("s"), shift: false, time: 0.4))
            #expect(pager.chrome.slideshow?.nextTurn == 0.4 + Slideshow.standardInterval)
            #expect(session.nextFrame(after: 3) == 5.4, "asleep until the next picture is due")
            _ = Self.texts(session, from: 0.5, to: 6)
            #expect(pager.pager.currentPage == 1, "the second picture after 5 s")
            _ = Self.texts(session, from: 6, to: 10.6)
            #expect(pager.pager.currentPage == 2, "the third (the first again, round the folder) after 10 s")
            _ = session.handle(.key(.left, shift: false, time: 10.7))
            #expect(pager.chrome.slideshow == nil, "a key stops it")
            _ = Self.texts(session, from: 10.8, to: 17)
            #expect(pager.pager.currentPage == 1, "the key still turned back a page, and no picture came after")
            _ = session.handle(.key(.function(5), shift: false, time: 17.1))
            #expect(pager.chrome.slideshow != nil, "F5 starts one too")
            _ = session.handle(.key(.escape, shift: false, time: 17.2))
            #expect(pager.chrome.slideshow == nil && !session.quitRequested, "Esc ends the slideshow, not the viewer")
            #expect(Slideshow(interval: .nan, time: 0).interval == Slideshow.standardInterval)
            #expect(Slideshow(interval: 0, time: 0).interval == 0.5 && Slideshow(interval: 1e9, time: 0).interval == 86_400)
        }

        @Test func iShowsThePicturesInformationAndHidesItAgain() throws {
            let (folder, session, _) = try Self.viewer()
            defer { folder.remove() }
            let bytes = PictureFixture.png(width: 40, height: 30).count
            _ = session.handle(.key(.letter("i"), shift: false, time: 0.1))
            let shown = Self.texts(session, from: 0.2, to: 0.4)
            #expect(shown.contains("1.png") && shown.contains("40 × 30 px · PNG · \(bytes) bytes"), "\(Set(shown))")
            _ = session.handle(.key(.right, shift: false, time: 0.5))
            let next = Self.texts(session, from: 0.6, to: 1.5)
            #expect(next.contains("日本 旅行.jpg") && next.contains { $0.hasPrefix("40 × 30 px · JPEG · ") }, "the next picture's")
            _ = session.handle(.key(.letter("i"), shift: false, time: 1.6))
            #expect(!Self.texts(session, from: 1.7, to: 1.8).contains { $0.contains(" px · ") }, "I again hides it")
        }

        @Test func questionMarkShowsTheKeysAndEscHidesThem() throws {
            let (folder, session, pager) = try Self.viewer()
            defer { folder.remove() }
            _ = session.handle(.key(.slash, shift: true, time: 0.1))
            let shown = Self.texts(session, from: 0.2, to: 0.3)
            for line in pager.chrome.keys { #expect(shown.contains(line.keys) && shown.contains(line.does), "\(line)") }
            _ = session.handle(.key(.escape, shift: false, time: 0.4))
            #expect(!pager.chrome.showsKeys && !session.quitRequested, "Esc hides the keys; the viewer stays")
            #expect(!Self.texts(session, from: 0.5, to: 0.6).contains("these keys"))
            _ = session.handle(.key(.function(1), shift: false, time: 0.7))
            #expect(pager.chrome.showsKeys, "F1 too")
            _ = session.handle(.key(.escape, shift: false, time: 0.8))
            _ = session.handle(.key(.escape, shift: false, time: 0.9))
            #expect(session.quitRequested, "then Esc quits")
        }

        @Test func rotateKeysTurnTheViewNotTheFile() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // 80 × 40: its left half red, its right half blue.
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 80, 40, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 220, 20, 20))
            var right = SDL_Rect(x: 40, y: 0, w: 40, h: 40)
            SDL_FillRect(surface, &right, SDL_MapRGB(surface.pointee.format, 20, 20, 220))
            let path = folder.url.appendingPathComponent("halves.png").path
            #expect(IMG_SavePNG(surface, path) == 0)
            let before = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            var settings = DemoSettings(mode: "pager", hud: false, viewer: true)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 400, height: 400, settings: settings)
            let pager = try #require(session.currentMode as? PagerMode)
            func colours(at t: Double) throws -> Around { try Self.around(session, at: t) }
            let red: UInt32 = 0xFFDC_1414, blue: UInt32 = 0xFF14_14DC
            var seen = try colours(at: 0)
            #expect(seen.left == red && seen.right == blue && pager.pager.pictureSize(ofPage: 0)?.width == 80)
            // Ctrl+R: a quarter clockwise — the left half on top.
            _ = session.handle(.key(KeyEvent(.letter("r"), ctrl: true, time: 0.6)))
            seen = try colours(at: 0.7)
            #expect(seen.top == red && seen.bottom == blue, "turned clockwise: \(seen)")
            #expect(pager.pager.pictureSize(ofPage: 0)?.width == 40 && pager.pager.pictureSize(ofPage: 0)?.height == 80)
            // < twice (Shift+comma): a half turn back, counterclockwise — the left half at the bottom.
            for t in [1.3, 1.35] { _ = session.handle(.key(KeyEvent(.comma, shift: true, time: t))) }
            seen = try colours(at: 1.4)
            #expect(seen.top == blue && seen.bottom == red, "a half turn back: \(seen)")
            // > (the ISO key with Shift) once more, and Ctrl+Shift+R: back as it was.
            _ = session.handle(.key(KeyEvent(.less, shift: true, time: 2)))
            _ = session.handle(.key(KeyEvent(.letter("r"), shift: true, ctrl: true, time: 2.05)))
            _ = session.handle(.key(KeyEvent(.period, shift: true, time: 2.1)))
            seen = try colours(at: 2.2)
            #expect(seen.left == red && seen.right == blue && pager.viewer.turns.isEmpty, "a whole turn: as it was")
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == before, "the file is not changed")
        }

        @Test func anAnimationTurnsAsItPlays() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // 80 × 40, three frames (red, green, blue), the left half see-through: the viewer's grey shows there.
            try folder.write("moving.webp", PictureFixture.bytes { fixture_webp(80, 40, 3, 100, 0, 1, $0) })
            var settings = DemoSettings(mode: "pager", hud: false, viewer: true)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 400, height: 400, settings: settings)
            let pager = try #require(session.currentMode as? PagerMode)
            func seen(at t: Double) throws -> Around { try Self.around(session, at: t) }
            let grey: UInt32 = 0xFF1C_1C1E
            var colours = try seen(at: 0)
            #expect(colours.left == grey && colours.right != grey, "upright: \(colours)")
            #expect(pager.viewer.shelf.playbacks.isEmpty == false, "it plays")
            // Ctrl+R: a quarter clockwise — the see-through half on top, every frame.
            _ = session.handle(.key(KeyEvent(.letter("r"), ctrl: true, time: 0.6)))
            for t in [0.7, 1.3, 1.9] {
                colours = try seen(at: t)
                #expect(colours.top == grey && colours.bottom != grey, "turned at \(t) s: \(colours)")
            }
            #expect(pager.pager.pictureSize(ofPage: 0)?.width == 40 && pager.pager.pictureSize(ofPage: 0)?.height == 80)
            #expect(pager.viewer.shelf.playbacks.isEmpty == false, "and plays turned")
        }

        @Test func taggedPicturesAreShownInSRGB() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // An Adobe RGB JPEG (a camera's) and a Display P3 PNG (a phone's screenshot).
            let pictures: [(name: String, space: Int32, rgb: [UInt8])] = [("1-adobe.jpg", 0, [150, 100, 60]), ("2-p3.png", 1, [250, 30, 20])]
            var expected: [[UInt8]] = []
            for picture in pictures {
                let icc = PictureFixture.bytes { fixture_icc_profile(picture.space, $0) }
                let bytes = picture.name.hasSuffix(".jpg")
                    ? PictureFixture.bytes { fixture_jpeg_tagged(200, 150, picture.rgb, icc, icc.count, $0) }
                    : PictureFixture.bytes { fixture_png_tagged(200, 150, picture.rgb, icc, icc.count, $0) }
                try folder.write(picture.name, bytes)
                var out: [UInt8] = [0, 0, 0]
                #expect(fixture_to_srgb(picture.space, picture.rgb, &out) == 0)
                expected.append(out)
            }
            var settings = DemoSettings(mode: "pager", hud: false, viewer: true)
            settings.imagesDirectory = FilePath(folder.url.path)
            let session = try HeadlessSession(width: 640, height: 400, settings: settings)
            for (index, want) in expected.enumerated() {
                if index > 0 { _ = session.handle(.key(.right, shift: false, time: Double(index) * 2 - 0.5)) }
                _ = Self.texts(session, from: Double(index) * 2, to: Double(index) * 2 + 1)
                let centre = try session.pixels()[200 * 640 + 320]
                let seen = [UInt8(centre >> 16 & 0xFF), UInt8(centre >> 8 & 0xFF), UInt8(centre & 0xFF)]
                #expect(zip(seen, want).allSatisfy { abs(Int($0) - Int($1)) <= 3 },
                        "\(pictures[index].name): \(seen), its sRGB conversion \(want), as stored \(pictures[index].rgb)")
            }
        }

        @Test func digitsZoomAndTabStillChangesTheMode() throws {
            let (folder, session, pager) = try Self.viewer()
            defer { folder.remove() }
            _ = Self.texts(session, from: 0, to: 0.3)
            _ = session.handle(.key(.digit(2), shift: false, time: 0.4))
            _ = Self.texts(session, from: 0.5, to: 1.5)
            #expect(session.mode == "pager", "2 zooms in the viewer: it does not choose the second mode")
            #expect(abs((pager.photo?.view.scale ?? 0) - 2) < 1e-6, "200 %")
            _ = session.handle(.key(.tab, shift: false, time: 1.6))
            #expect(session.mode != "pager", "Tab goes on to the demo's modes")
        }
    }
}
