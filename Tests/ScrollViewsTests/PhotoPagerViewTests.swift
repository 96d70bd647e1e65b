import Testing
import ScrollPhysics
@testable import ScrollViews

/// The photo pager view: pages of pictures that zoom and pan, and hand a
/// zoomed picture's drag on to the pages at its edge.
@Suite struct PhotoPagerViewTests {
    static func pager() -> PhotoPagerView {
        PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: 800, height: 600),
                       pictures: [(1600, 1200), (900, 1400), (2400, 800)], inset: 20)
    }

    static func settle(_ pager: inout PhotoPagerView, from t: inout Double, seconds: Double = 2) {
        let end = t + seconds
        while t < end { t += 1.0 / 60; pager.advance(to: t) }
    }

    static func doubleClick(_ pager: inout PhotoPagerView, x: Double, y: Double, at t: inout Double) -> InputResult {
        pager.handle(.pointer(.down(x: x, y: y, clicks: 1, time: t)))
        pager.handle(.pointer(.up(x: x, y: y, clicks: 1, time: t + 0.02)))
        pager.handle(.pointer(.down(x: x, y: y, clicks: 2, time: t + 0.1)))
        t += 0.12
        return pager.handle(.pointer(.up(x: x, y: y, clicks: 2, time: t)))
    }

    /// A drag from (x, y) by dx in `steps` moves `interval` s apart, released at once.
    static func drag(_ pager: inout PhotoPagerView, x: Double, y: Double, by dx: Double, steps: Int = 6,
                     interval: Double = 0.012, at t: inout Double) {
        pager.handle(.pointer(.down(x: x, y: y, clicks: 1, time: t)))
        for i in 1...steps {
            t += interval
            pager.handle(.pointer(.move(x: x + dx * Double(i) / Double(steps), y: y, time: t)))
        }
        pager.handle(.pointer(.up(x: x + dx, y: y, clicks: 1, time: t)))
    }

    @Test func picturesAreFittedInTheirPages() throws {
        var pager = Self.pager()
        var t = 0.0
        Self.settle(&pager, from: &t, seconds: 0.1)
        let page = try #require(pager.visiblePages.first)
        let picture = try #require(page.picture)
        #expect(pager.visiblePages.count == 1 && page.page == 0)
        #expect(abs(picture.height - 560) < 1e-9 && abs(picture.width - 1600 * 560 / 1200) < 1e-9, "fitted in 760 × 560")
        #expect(abs(picture.x - (20 + (760 - picture.width) / 2)) < 1e-9 && picture.y == 20)
    }

    @Test func aDoubleClickZoomsAndADragPastTheZoomedEdgeTurnsThePage() throws {
        var pager = Self.pager()
        var t = 0.0
        Self.settle(&pager, from: &t, seconds: 0.1)
        #expect(Self.doubleClick(&pager, x: 400, y: 300, at: &t) == .zoomed)
        Self.settle(&pager, from: &t, seconds: 1)
        let zoomed = try #require(pager.visiblePages.first?.picture)
        #expect(zoomed.width > 1800, "2.5 × the fit")
        // Panned right by 150 px, held: the picture follows; the page stays.
        Self.drag(&pager, x: 300, y: 300, by: 150, steps: 10, interval: 0.02, at: &t)
        Self.settle(&pager, from: &t, seconds: 1)
        let panned = try #require(pager.visiblePages.first?.picture)
        #expect(pager.currentPage == 0 && panned.x > zoomed.x + 100, "\(zoomed.x) → \(panned.x)")
        // A flick to the left: the pan's fling runs to the picture's edge and stops there, as on iOS.
        Self.drag(&pager, x: 700, y: 300, by: -600, at: &t)
        Self.settle(&pager, from: &t, seconds: 2)
        let atEdge = try #require(pager.zoom.photo?.view.x)
        #expect(pager.currentPage == 0 && atEdge.offset == atEdge.configuration.bounds?.upperBound, "at the picture's edge")
        // A flick on from the edge: the pages take it and turn.
        Self.drag(&pager, x: 600, y: 300, by: -400, at: &t)
        Self.settle(&pager, from: &t, seconds: 2)
        #expect(pager.currentPage == 1, "offset \(pager.axis.offset)")
        #expect(!pager.isMoving)
        let next = try #require(pager.visiblePages.first?.picture)
        #expect(abs(next.height - 560) < 1e-9, "the next page at fit")
    }

    @Test func theWheelTurnsAPageAndCtrlWheelZooms() {
        var pager = Self.pager()
        var t = 0.0
        #expect(pager.handle(.pointer(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 400, y: 300,
                                             time: t))) == .pageChanged(to: 1))
        #expect(pager.headingPage == 1)
        Self.settle(&pager, from: &t)
        #expect(pager.currentPage == 1)
        // Home heads back to the first page; a press that stops nothing changes no page.
        #expect(pager.handle(.key(KeyEvent(.home, time: t))) == .pageChanged(to: 0))
        Self.settle(&pager, from: &t)
        #expect(pager.handle(.key(KeyEvent(.right, time: t))) == .pageChanged(to: 1))
        Self.settle(&pager, from: &t)
        #expect(pager.handle(.pointer(.down(x: 400, y: 300, clicks: 1, time: t))) == .scrolled)
        #expect(pager.handle(.pointer(.wheel(dx: 0, dy: 2, source: .wheel, shift: false, ctrl: true, x: 400, y: 300,
                                             time: t))) == .zoomed)
        Self.settle(&pager, from: &t)
        #expect(pager.zoom.photo?.view.isZoomed == true && pager.currentPage == 1)
        #expect(pager.handle(.key(KeyEvent(.digit(0), time: t))) == .zoomed)
        Self.settle(&pager, from: &t)
        #expect(pager.zoom.photo?.view.isZoomed == false)
    }

    // MARK: Endless

    static func endless() -> PhotoPagerView {
        PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: 800, height: 600), endlessFrom: 0,
                       insets: .init(top: 60, left: 30, bottom: 120, right: 30))
    }

    /// Gives every page the pager holds a picture (as a consumer does once decoded).
    static func fill(_ pager: inout PhotoPagerView) {
        for page in pager.livePages where pager.pictureSize(ofPage: page) == nil {
            pager.setPicture(width: 1200, height: 900, ofPage: page)
        }
    }

    @Test func anEndlessPagerTurnsPagesBothWaysHoldingThree() {
        var pager = Self.endless()
        var t = 0.0
        #expect(pager.livePages == [-1, 0, 1] && pager.currentPage == 0)
        for _ in 0..<5 {
            Self.fill(&pager)
            Self.drag(&pager, x: 600, y: 300, by: -300, at: &t)
            Self.settle(&pager, from: &t, seconds: 1)
        }
        #expect(pager.currentPage == 5 && pager.livePages == [4, 5, 6], "\(pager.currentPage) \(pager.livePages)")
        #expect(pager.ring?.shiftCount == 5 && abs(pager.logicalOffset - 4000) < 1e-6)
        #expect(pager.pictureSize(ofPage: 3) == nil, "a page that left forgets its picture")
        for _ in 0..<8 { pager.handle(.key(KeyEvent(.left, time: t))); Self.fill(&pager); Self.settle(&pager, from: &t, seconds: 0.4) }
        #expect(pager.currentPage == -3 && pager.livePages == [-4, -3, -2], "no first page: \(pager.currentPage)")
        #expect(pager.visiblePages.map(\.page) == [-3] && pager.visiblePages.first?.frame.x == 0)
    }

    @Test func anEndlessPagerTakesPicturesOnlyForThePagesItHoldsAndZoomsThePageInView() throws {
        var pager = Self.endless()
        var t = 0.0
        pager.setPicture(width: 1200, height: 900, ofPage: 7)
        #expect(pager.pictureSize(ofPage: 7) == nil, "page 7 is not held")
        pager.setPicture(width: 1200, height: 900, ofPage: 0)
        #expect(pager.zoom.photo?.page == 0, "the page in view at rest takes its zoom at once")
        let picture = try #require(pager.visiblePages.first?.picture)
        #expect(picture.y == 60 && abs(picture.height - 420) < 1e-9, "fitted in 740 × 420 below the top inset")
        #expect(Self.doubleClick(&pager, x: 400, y: 270, at: &t) == .zoomed)
        Self.settle(&pager, from: &t, seconds: 1)
        #expect(pager.zoom.photo?.view.isZoomed == true)
    }

    @Test func homeAnimatesFromNearAndJumpsFromFar() {
        var pager = Self.endless()
        var t = 0.0
        for _ in 0..<2 { pager.turn(by: 1, time: t); Self.settle(&pager, from: &t, seconds: 0.5) }
        pager.handle(.key(KeyEvent(.home, time: t)))
        #expect(pager.isMoving, "two pages away: animated")
        Self.settle(&pager, from: &t)
        #expect(pager.currentPage == 0 && pager.livePages == [-1, 0, 1])
        pager.show(page: 40, time: t)
        #expect(pager.currentPage == 40 && pager.livePages == [39, 40, 41] && !pager.isMoving)
        pager.handle(.key(KeyEvent(.home, time: t)))
        #expect(pager.currentPage == 0 && !pager.isMoving, "forty pages away: a jump")
        #expect(pager.handle(.key(KeyEvent(.end, time: t))) == .ignored, "no last page")
    }

    @Test func theKeysOfPictureViewersTurnAndJump() {
        var pager = Self.pager()
        var t = 0.0
        func press(_ key: Key, shift: Bool = false) -> Int {
            pager.handle(.key(KeyEvent(key, shift: shift, time: t)))
            Self.settle(&pager, from: &t, seconds: 0.5)
            return pager.currentPage
        }
        #expect(press(.space) == 1 && press(.letter("n")) == 2 && press(.space) == 2, "Space and n: next, up to the last")
        #expect(press(.backspace) == 1 && press(.letter("p")) == 0 && press(.space, shift: true) == 0, "Backspace, p, Shift+Space: back")
        #expect(press(.letter("g"), shift: true) == 2 && press(.letter("g")) == 0 && press(.end) == 2, "G and End: last; g: first")
        #expect(pager.handle(.key(KeyEvent(.letter("z"), time: t))) == .ignored)
    }

    @Test func digitsZoomToThatManyScreenPixelsPerPicturePixel() throws {
        var pager = Self.pager()
        var t = 0.0
        func press(_ key: Key) throws -> Double {
            #expect(pager.handle(.key(KeyEvent(key, time: t))) == .zoomed)
            Self.settle(&pager, from: &t, seconds: 1)
            return try #require(pager.zoom.photo?.view.scale)
        }
        let fit = try #require(pager.zoom.photo?.view.fitScale)
        #expect(abs(fit - 560.0 / 1200) < 1e-9)
        #expect(abs(try press(.digit(1)) - 1) < 1e-6, "1: the picture's own size (100 %)")
        #expect(abs(try press(.digit(2)) - 2) < 1e-6, "2: 200 %")
        #expect(abs(try press(.digit(0)) - fit) < 1e-9, "0: fitted again")
        #expect(pager.currentPage == 0, "no page turned")
    }

    @Test func endInAnEndlessPagerOfRepeatingPicturesGoesToTheNearestLastPicture() {
        var pager = Self.endless()
        pager.cycleLength = 10
        var t = 0.0
        #expect(pager.lastPage == -1, "from page 0 (the first picture) the last is one page back")
        pager.handle(.key(KeyEvent(.end, time: t)))
        #expect(pager.isMoving, "one page away: animated")
        Self.settle(&pager, from: &t)
        #expect(pager.currentPage == -1)
        pager.show(page: 35, time: t)
        #expect(pager.lastPage == 39, "page 35 shows picture 6: the last is 4 pages on, 6 back")
        pager.handle(.key(KeyEvent(.letter("g"), shift: true, time: t)))
        #expect(pager.currentPage == 39 && !pager.isMoving, "four pages away: a jump")
        #expect(pager.lastPage == 39, "already there")
        pager.cycleLength = 0
        #expect(pager.cycleLength == 1 && pager.lastPage == 39, "held to 1: every page shows the last")
        pager.cycleLength = nil
        #expect(pager.lastPage == nil && pager.handle(.key(KeyEvent(.end, time: t))) == .ignored)
        pager.go(toPage: .min, time: t)
        pager.go(toPage: .max, time: t)
        #expect(!pager.isMoving, "any page: a jump, no overflow")
    }

    @Test func aResizeKeepsThePlaceAsAShareOfAPage() {
        var pager = Self.endless()
        var t = 0.0
        pager.turn(by: 1, time: t)
        Self.settle(&pager, from: &t)
        pager.resize(frame: ViewFrame(x: 0, y: 0, width: 400, height: 300), time: t)
        Self.settle(&pager, from: &t)
        #expect(pager.currentPage == 1 && abs(pager.logicalOffset - 400) < 1e-6)
        #expect(pager.zoom.viewport == ViewFrame(x: 30, y: 60, width: 340, height: 120), "the insets kept")
    }
}
