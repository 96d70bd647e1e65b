import Foundation
import Testing
@testable import ScrollPhysics

/// A 4000×3000 picture in a 1024×500 viewport: it fits at 1/6 (666.7×500,
/// centred across), and may grow to 4 screen px per picture px (24× the fit).
@Suite struct PanZoomTests {
    static func photo() -> PanZoom {
        PanZoom(pictureWidth: 4000, pictureHeight: 3000, viewportWidth: 1024, viewportHeight: 500)
    }

    static func near(_ a: PanZoom.Point, _ b: PanZoom.Point, within tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func atFitThePictureIsCentredAndWhole() {
        let photo = Self.photo()
        #expect(abs(photo.fitScale - 1.0 / 6) < 1e-12)
        #expect(photo.maximumScale == 4 && abs(photo.maximumZoomFactor - 24) < 1e-9)
        #expect(Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 1e-9))
        let frame = photo.pictureFrame
        #expect(abs(frame.x - (1024 - 4000.0 / 6) / 2) < 1e-9 && frame.y == 0)
        #expect(!photo.isZoomed && photo.zoomFactor == 1)
    }

    @Test func aDoubleClickAtTheCentreZoomsAboutIt() {
        var photo = Self.photo()
        photo.toggleZoom(about: PanZoom.Point(x: 512, y: 250), time: 0)
        #expect(photo.isZoomed)
        photo.advance(to: 0.1)
        #expect(photo.zoomFactor > 1 && photo.zoomFactor < 2.5, "animated")
        photo.advance(to: 1)
        #expect(abs(photo.zoomFactor - 2.5) < 1e-9)
        #expect(Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 1e-6), "the centre's picture point stays")
        #expect(!photo.isMoving)
        // Again: back to fit, centred.
        photo.toggleZoom(about: PanZoom.Point(x: 100, y: 100), time: 2)
        photo.advance(to: 3)
        #expect(photo.zoomFactor == 1 && Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 1e-6))
    }

    @Test func anOffCentreZoomKeepsThePicturePointUnderTheAnchorAllTheWay() {
        var photo = Self.photo()
        let anchor = PanZoom.Point(x: 300, y: 200)
        let point = photo.picturePoint(at: anchor)
        photo.toggleZoom(about: anchor, time: 0)
        for t in stride(from: 0.0, through: 0.4, by: 0.01) {
            photo.advance(to: t)
            #expect(Self.near(photo.picturePoint(at: anchor), point, within: 1e-6))
        }
        #expect(abs(photo.zoomFactor - 2.5) < 1e-9)
    }

    @Test func aZoomNearACornerEndsInsideThePictureWithoutSpringingBack() {
        var photo = Self.photo()
        photo.toggleZoom(about: PanZoom.Point(x: 180, y: 5), time: 0)
        photo.advance(to: PanZoom.zoomDuration)
        let frame = photo.pictureFrame
        #expect(frame.x <= 1e-9 && frame.y <= 1e-9, "no gap at the left or top")
        #expect(!photo.isMoving, "nothing left to spring back")
    }

    @Test func wheelZoomPastTheMaximumRubberBandsAndSpringsBack() {
        var photo = Self.photo()
        let anchor = PanZoom.Point(x: 512, y: 250)
        var t = 0.0
        var most = 1.0
        for _ in 0..<30 {
            photo.zoom(by: 1.25, about: anchor, time: t)
            photo.advance(to: t)
            most = max(most, photo.zoomFactor)
            t += 0.03
        }
        // 1.25^30 ≈ 808× asked; 24× allowed; the band lets it pass by less than 2× the limit.
        #expect(most > 24 && most < 48)
        #expect(Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 2))
        photo.advance(to: t + 1)
        #expect(abs(photo.zoomFactor - 24) < 1e-6, "back to the maximum")
        #expect(photo.scale - 4 < 1e-9)
        #expect(Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 2))
        #expect(!photo.isMoving)
    }

    @Test func wheelZoomBelowFitSpringsBackToFitCentred() {
        var photo = Self.photo()
        photo.zoom(by: 0.5, about: PanZoom.Point(x: 100, y: 100), time: 0)
        photo.advance(to: 0.01)
        #expect(photo.zoomFactor < 1 && photo.zoomFactor > 0.5, "rubber-banded under the fit")
        photo.advance(to: 2)
        #expect(photo.zoomFactor == 1)
        #expect(Self.near(photo.focus, PanZoom.Point(x: 2000, y: 1500), within: 1e-6))
    }

    @Test func zoomIsTheSameAtAnyFrameRate() {
        var ends: [Double] = []
        for fps in [30.0, 60.0, 144.0] {
            var photo = Self.photo()
            photo.zoom(by: 40, about: PanZoom.Point(x: 700, y: 100), time: 0)
            var t = 0.0
            while t < 0.35 { t += 1 / fps; photo.advance(to: min(t, 0.35)) }
            ends.append(photo.zoomFactor)
        }
        #expect(ends.allSatisfy { abs($0 - ends[0]) < 1e-9 })
        #expect(ends[0] > 24, "still springing back at 0.35 s")
    }

    @Test func aZoomedPictureShowsItsEdgesAndRubberBandsPastThem() {
        var photo = Self.photo()
        photo.animateZoom(toFactor: 6, about: PanZoom.Point(x: 512, y: 250), time: 0)
        photo.advance(to: 1)
        let bounds = photo.x.configuration.bounds!
        #expect(bounds.lowerBound == 0 && abs(bounds.upperBound - (4000 - 1024)) < 1e-6, "scale 1: edge to edge")
        // Drag right by 3000 px: the picture's left edge comes in and the rest rubber-bands.
        photo.x.press(pointer: 0, time: 2)
        photo.x.move(pointer: 3000, time: 2.5)
        #expect(photo.x.offset < 0 && photo.x.offset > -1024 * 0.55)
        photo.x.release(time: 3)
        photo.advance(to: 5)
        #expect(photo.x.offset == 0)
    }

    @Test func aPictureSmallerThanTheViewportStaysCentredWhenZoomed() {
        var photo = PanZoom(pictureWidth: 100, pictureHeight: 80, viewportWidth: 1024, viewportHeight: 500,
                            maximumFitScale: 1)
        #expect(photo.fitScale == 1 && photo.maximumScale == 4)
        photo.toggleZoom(about: PanZoom.Point(x: 0, y: 0), time: 0)
        photo.advance(to: 1)
        let frame = photo.pictureFrame
        #expect(frame.width == 250 && abs(frame.x - (1024 - 250) / 2) < 1e-9 && abs(frame.y - (500 - 200) / 2) < 1e-9)
    }

    @Test func aPanAtItsEdgeHandsTheDragToThePager() {
        var photo = Self.photo()
        photo.animateZoom(toFactor: 6, about: PanZoom.Point(x: 512, y: 250), time: 0)
        photo.advance(to: 1)
        let pager = ScrollAxis(configuration: .init(viewportExtent: 1024, paging: Paging(pageSize: 1024)), offset: 1024)
        var chain = ScrollChain.Linked(outer: pager, inner: photo.x)
        // Drag left by 2500 px: the pan runs to the picture's right edge (1488 px), the pager takes the rest.
        chain.press(pointer: 3000, time: 2)
        for i in 1...50 { chain.move(pointer: 3000 - Double(i) * 50, time: 2 + Double(i) * 0.01) }
        #expect(abs(chain.inner.offset - (4000 - 1024)) < 1e-9)
        #expect(abs(chain.outer.offset - (1024 + 2500 - 4 - 1488)) < 1e-6)
        chain.release(time: 2.6)
        chain.advance(to: 4)
        #expect(chain.outer.offset == 2048, "the page turned")
    }

    @Test func resizingKeepsTheFocusAndTheZoom() {
        var photo = Self.photo()
        photo.animateZoom(toFactor: 3, about: PanZoom.Point(x: 400, y: 300), time: 0)
        photo.advance(to: 1)
        let focus = photo.focus
        photo.resize(viewportWidth: 800, viewportHeight: 600, time: 2)
        photo.advance(to: 3)
        #expect(abs(photo.zoomFactor - 3) < 1e-9)
        #expect(Self.near(photo.focus, focus, within: 1e-6))
    }

    @Test func anyFiniteInputIsTaken() {
        var photo = PanZoom(pictureWidth: 0, pictureHeight: .nan, viewportWidth: -5, viewportHeight: 1e300)
        photo.zoom(by: .nan, about: PanZoom.Point(x: 1, y: 1), time: 0)
        photo.zoom(by: 0, about: PanZoom.Point(x: 1, y: 1), time: 0)
        photo.zoom(by: 1e300, about: PanZoom.Point(x: 1e12, y: -1e12), time: 0)
        photo.animateZoom(toFactor: .infinity, about: PanZoom.Point(x: 0, y: 0), time: 1)
        photo.advance(to: 10)
        #expect(photo.zoomFactor.isFinite && photo.x.offset.isFinite && photo.y.offset.isFinite)
        #expect(!photo.isMoving)
    }

    @Test func zoomIsReadAndSetInOneUnitTheFactorOfTheFit() {
        var photo = Self.photo()
        let centre = PanZoom.Point(x: 512, y: 250)
        photo.animateZoom(toFactor: 3, about: centre, time: 0)
        #expect(abs(photo.targetZoomFactor - 3) < 1e-9, "heading to the factor asked for")
        #expect(photo.zoomFactor < 3 && photo.zoomState == .animating)
        photo.advance(to: 5)
        #expect(abs(photo.zoomFactor - 3) < 1e-9 && abs(photo.scale - 3 * photo.fitScale) < 1e-9)
        photo.zoom(by: 2, about: centre, time: 6)
        #expect(abs(photo.zoomFactor - 6) < 1e-9, "zoom(by:) multiplies the factor")
        photo.animateZoom(toFactor: 1000, about: centre, time: 7)
        #expect(abs(photo.targetZoomFactor - photo.maximumZoomFactor) < 1e-9, "held at the maximum factor")
    }
}
