import CSDL
import Testing
@testable import EndlessDemo
import Pictures
@testable import PicturesSDL

extension SDLSuites {
    /// The pager's pictures composed as bands across their pages (`PageBand`):
    /// a settled page drawn from its band has the same pixels as the page drawn
    /// as a fill and the picture over it — at rest, mid-swipe at a fraction of a
    /// pixel — and the band is the page's only picture.
    @Suite @MainActor struct PageBandTests {
        @Test func bandsDrawWhatThePagesWould() throws {
            let session = try HeadlessSession(width: 1000, height: 640, settings: DemoSettings(mode: "pager", hud: false))
            let pager = try #require(session.currentMode as? PagerMode)
            var t = 0.0
            for _ in 0..<40 { t += 1.0 / 60; _ = session.frame(at: t) }
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("at rest: \(problem)") }
            // The page in view holds its band: the page's width and the margins, the picture's height.
            let (_, page, _) = try #require(pager.pagesOnScreen.first)
            let texture = try #require(pager.viewer.shelf[page.id]?.texture), size = try #require(pager.viewer.pictureSize(ofPage: page.id))
            var w: Int32 = 0, h: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &w, &h)
            let place = pager.layout(forEntry: page.picture).pictureRect(for: size)
            #expect(w == 1000 + 2 * PageBand.margin && h == place.h, "a band \(w)×\(h) across the page, \(place.h) px high")
            #expect(pager.textureCount <= 3, "the pages' pictures and nothing beside them (\(pager.textureCount))")
            // A slow drag: two pages in view, at fractions of a pixel.
            session.handle(.pointerDown(x: 800, y: 300, time: t))
            for i in 1...5 {
                t += 1.0 / 60
                session.handle(.pointerMove(x: 800 - Double(i) * 41.37, y: 300, time: t))
                _ = session.frame(at: t)
            }
            #expect(pager.pagesOnScreen.count == 2, "two pages in view")
            #expect(pager.axis.offset.rounded() != pager.axis.offset, "at a fraction of a pixel")
            if let problem = try LayeredPixels.differences(session, at: t) { Issue.record("mid-swipe: \(problem)") }
        }

        /// A band made for another window size is drawn stretched by its picture's part until it is made again.
        @Test func aBandOfAnotherSizeGivesItsPicturesPart() {
            let layout = PhotoViewer.layout(forPicture: 0, width: 1000, height: 600, look: PageStyle.demo.look)
            let source = PictureSize(width: 1600, height: 1000)
            let place = layout.pictureRect(for: source), inBand = layout.surfaceRect(for: source)
            #expect(layout.surfaceSize(for: source) == PictureSize(width: 1000 + 2 * PageBand.margin, height: place.h))
            #expect(inBand.x == PageBand.margin + place.x && inBand.y == 0 && inBand.w == place.w)
            // The band of a window 1200 px wide, seen from this layout: its middle, as wide as the picture's aspect.
            let wider = PhotoViewer.layout(forPicture: 0, width: 1200, height: 700, look: PageStyle.demo.look)
            let old = wider.surfaceSize(for: source), oldPlace = wider.pictureRect(for: source)
            let renderer = SDL_CreateSoftwareRenderer(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_RGB888.rawValue))
            let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                            old.width, old.height)
            defer { SDL_DestroyTexture(texture); SDL_DestroyRenderer(renderer) }
            let part = texture.flatMap { PageBand.pictureSource(of: $0, layout: layout, source: source) }
            #expect(part.map { abs($0.x - (PageBand.margin + oldPlace.x)) <= 1 && abs($0.w - oldPlace.w) <= 1 } == true,
                    "the picture's part of the old band (\(String(describing: part)) against x \(PageBand.margin + oldPlace.x), w \(oldPlace.w))")
        }
    }
}
