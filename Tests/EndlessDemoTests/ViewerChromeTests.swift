import CSDL
import Foundation
import Testing
import Pictures
@testable import PicturesSDL
import PictureTestSupport

/// Text that records what is drawn: each character 6 px wide, a line 18 px tall.
@MainActor
final class RecordedText: TextDrawing {
    var drawn: [(text: String, x: Double, y: Double, alpha: UInt8, box: ViewFrame?)] = []
    func size(of text: String, size: Double, bold: Bool) -> (width: Double, height: Double) { (Double(text.count) * 6, 18) }
    func fitted(_ text: String, width: Double, size: Double, bold: Bool) -> String { String(text.prefix(max(0, Int(width / 6)))) }
    func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool, color: SDL_Color, over background: SDL_Color?,
              in box: ViewFrame?) {
        drawn.append((text, x, y, color.a, box))
    }
}

extension SDLSuites {
    /// A `PhotoViewer`'s chrome, as a consumer gives it: the name band that
    /// fades and comes back, the information and keys panels, the slideshow,
    /// the turn keys, all inside the viewer's frame.
    @MainActor @Suite struct ViewerChromeTests {
        typealias Viewer = PhotoViewerTests

        /// The viewer with chrome drawn at `time` with `text`; what strayed outside its frame.
        static func draw(_ viewer: PhotoViewer, at time: Double, _ surface: UnsafeMutablePointer<SDL_Surface>,
                         _ renderer: Renderer, _ text: RecordedText) -> Int {
            text.drawn = []
            viewer.advance(to: time, renderer: renderer)
            renderer.clear(SDL_Color(r: 255, g: 0, b: 255, a: 255))
            viewer.draw(on: renderer, text: text) { "p\($0).png" }
            renderer.present()
            let pitch = Int(surface.pointee.pitch) / 4, pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            let all = (0..<Int(Viewer.window.height)).flatMap { y in (0..<Int(Viewer.window.width)).map { pixels[y * pitch + $0] } }
            return Viewer.strayed(all)
        }

        static func inFrame(_ box: ViewFrame?) -> Bool {
            guard let box else { return false }
            let frame = Viewer.frame
            return box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width
                && box.y + box.height <= frame.y + frame.height
        }

        @Test func theNameBandFadesWhenThePointerRestsAndComesBack() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Viewer.viewer(folder, [PictureFixture.png(width: 40, height: 30),
                                                                         PictureFixture.png(width: 40, height: 30)])
            defer { SDL_FreeSurface(surface) }
            viewer.chrome = ViewerChrome()
            let text = RecordedText()
            #expect(Self.draw(viewer, at: 0.1, surface, renderer, text) == 0)
            let band = try #require(text.drawn.first { $0.text == "p0.png   1 / 2" })
            #expect(band.alpha == 255 && Self.inFrame(band.box), "the name and place, in a band inside the frame")
            #expect(band.box == viewer.nameBand(text: text) { "p\($0).png" })
            #expect(viewer.nextFrame(after: 0.5) == 2, "a frame when it starts to fade")
            _ = Self.draw(viewer, at: 2.2, surface, renderer, text)
            #expect(text.drawn.first.map { $0.alpha > 0 && $0.alpha < 255 } == true, "fading")
            _ = Self.draw(viewer, at: 2.5, surface, renderer, text)
            #expect(text.drawn.isEmpty && viewer.nextFrame(after: 2.5) == nil, "gone, and nothing more to draw")
            #expect(viewer.hover(time: 3), "the pointer moving brings it back")
            _ = Self.draw(viewer, at: 3.1, surface, renderer, text)
            #expect(text.drawn.map(\.text) == ["p0.png   1 / 2"])
            viewer.chrome?.showsName = false
            #expect(!viewer.hover(time: 6) && Self.draw(viewer, at: 6.1, surface, renderer, text) == 0 && text.drawn.isEmpty)
        }

        @Test func keysShowThePanelsRunASlideshowAndTurnThePicture() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Viewer.viewer(folder, [PictureFixture.png(width: 40, height: 30),
                                                                         PictureFixture.png(width: 40, height: 30)])
            defer { SDL_FreeSurface(surface) }
            let chrome = ViewerChrome(showsName: false, programKeys: [("q", "quit")])
            viewer.chrome = chrome
            let text = RecordedText()
            _ = Self.draw(viewer, at: 0.1, surface, renderer, text)
            #expect(viewer.handle(.key(KeyEvent(.letter("i"), time: 0.2))) == .handled && chrome.showsInfo)
            #expect(Self.draw(viewer, at: 0.3, surface, renderer, text) == 0)
            #expect(text.drawn.first?.text == "p0.png" && text.drawn.contains { $0.text.hasPrefix("40 × 30 px · PNG · ") })
            #expect(text.drawn.allSatisfy { Self.inFrame($0.box) })
            _ = viewer.handle(.key(KeyEvent(.letter("i"), time: 0.4)))
            #expect(viewer.handle(.key(KeyEvent(.function(1), time: 0.5))) == .handled && viewer.takesEscape)
            #expect(Self.draw(viewer, at: 0.6, surface, renderer, text) == 0)
            let shown = Set(text.drawn.map(\.text))
            for line in ViewerChrome.viewerKeys + [("q", "quit")] { #expect(shown.contains(line.keys) && shown.contains(line.does), "\(line)") }
            #expect(text.drawn.allSatisfy { Self.inFrame($0.box) })
            #expect(viewer.handle(.key(KeyEvent(.escape, time: 0.7))) == .handled && !chrome.showsKeys && !viewer.takesEscape)
            #expect(viewer.handle(.key(KeyEvent(.escape, time: 0.8))) != .handled, "then Esc is the program's")
            // s: the next picture every 5 s, asleep in between; any key stops it.
            #expect(viewer.handle(.key(KeyEvent(.letter("s"), time: 1))) == .handled)
            #expect(chrome.slideshow?.nextTurn == 6 && viewer.nextFrame(after: 2) == 6)
            var t = 1.0
            while t < 7 { t += 0.25; _ = Self.draw(viewer, at: t, surface, renderer, text) }
            #expect(viewer.pageInView?.picture == 1, "the second picture after 5 s")
            #expect(viewer.handle(.key(KeyEvent(.letter("i"), time: 7.1))) == .handled && chrome.slideshow == nil && chrome.showsInfo,
                    "a key stops it, and does what it does")
            // > (Shift+.) and Ctrl+R turn the picture in view a quarter clockwise (the view), < and Ctrl+Shift+R back.
            #expect(viewer.handle(.key(KeyEvent(.period, shift: true, time: 7.2))) == .handled && viewer.turns[1] == 1)
            #expect(viewer.handle(.key(KeyEvent(.less, time: 7.3))) == .handled && viewer.turns[1] == nil)
            _ = viewer.handle(.key(KeyEvent(.letter("r"), ctrl: true, time: 7.4)))
            #expect(viewer.turns[1] == 1)
            _ = viewer.handle(.key(KeyEvent(.letter("r"), shift: true, ctrl: true, time: 7.5)))
            #expect(viewer.turns[1] == nil && viewer.turns[0] == nil, "only the picture in view")
        }

        @Test func oddValuesAreHeld() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (surface, renderer, viewer) = try Viewer.viewer(folder, [PictureFixture.png(width: 40, height: 30)])
            defer { SDL_FreeSurface(surface) }
            let chrome = ViewerChrome(programKeys: [(String(repeating: "key ", count: 500), String(repeating: "does ", count: 500))])
            viewer.chrome = chrome
            chrome.slideshowInterval = .nan
            chrome.startSlideshow(at: .nan)
            #expect(chrome.slideshow?.interval == Slideshow.standardInterval && chrome.slideshow?.nextTurn == Slideshow.standardInterval)
            chrome.slideshowInterval = -1
            chrome.startSlideshow(at: .infinity)
            #expect(chrome.slideshow?.interval == Slideshow.intervals.lowerBound)
            _ = viewer.hover(time: .nan)
            #expect(viewer.nextFrame(after: 0.2).map(\.isFinite) ?? true, "a time that is not a number asks no frame at NaN")
            chrome.showsKeys = true
            chrome.showsInfo = true
            let text = RecordedText()
            #expect(Self.draw(viewer, at: 0.1, surface, renderer, text) == 0, "long keys are cut to the frame")
            #expect(text.drawn.allSatisfy { Self.inFrame($0.box) })
        }
    }
}
