import Testing
@testable import ScrollPhysics

@Suite struct PinchTests {
    /// A 1000×800 picture in a 500×400 viewport: fit 0.5, maximum 4 (8× the fit).
    static func view() -> PanZoom { PanZoom(pictureWidth: 1000, pictureHeight: 800, viewportWidth: 500, viewportHeight: 400) }

    static func screen(of picture: PanZoom.Point, in view: PanZoom) -> PanZoom.Point {
        PanZoom.Point(x: picture.x * view.scale - view.x.offset, y: picture.y * view.scale - view.y.offset)
    }

    @Test func thePicturePointUnderTheCentroidStaysUnderItAsTheFingersSpreadAndMove() {
        var view = Self.view()
        let start = PanZoom.Point(x: 200, y: 150)
        let picture = view.picturePoint(at: start)
        view.beginPinch(centroid: start, time: 0)
        for i in 1...30 {
            let centroid = PanZoom.Point(x: 200 + Double(i) * 2, y: 150 + Double(i))
            view.pinch(spread: 1 + Double(i) * 0.1, centroid: centroid, time: Double(i) / 60)
            let now = Self.screen(of: picture, in: view)
            #expect(abs(now.x - centroid.x) < 1e-6 && abs(now.y - centroid.y) < 1e-6)
        }
        #expect(abs(view.zoomFactor - 4) < 1e-9, "a spread of 4 zooms 4×")
    }

    @Test func aPinchPastTheMaximumIsBandedAndSpringsBackWhenTheFingersLift() {
        var view = Self.view()
        view.beginPinch(centroid: PanZoom.Point(x: 250, y: 200), time: 0)
        view.pinch(spread: 32, centroid: PanZoom.Point(x: 250, y: 200), time: 0.2)
        #expect(view.zoomFactor > 8 && view.zoomFactor < 32, "past 8× the fit, less than the fingers ask")
        view.endPinch(time: 0.2)
        var t = 0.2
        while view.isMoving, t < 5 { t += 1 / 60; view.advance(to: t) }
        #expect(abs(view.zoomFactor - 8) < 1e-3)
        // Below the fit: back to it.
        view.beginPinch(centroid: PanZoom.Point(x: 250, y: 200), time: 6)
        view.pinch(spread: 0.01, centroid: PanZoom.Point(x: 250, y: 200), time: 6.2)
        view.endPinch(time: 6.2)
        t = 6.2
        while view.isMoving, t < 12 { t += 1 / 60; view.advance(to: t) }
        #expect(abs(view.zoomFactor - 1) < 1e-3 && !view.isZoomed)
    }

    @Test func aTwoFingerPanFlingsOnWhenTheFingersLift() {
        var view = Self.view()
        view.animateZoom(toFactor: 4, about: PanZoom.Point(x: 250, y: 200), time: 0)
        var t = 0.0
        while view.isMoving, t < 2 { t += 1 / 60; view.advance(to: t) }
        let before = view.x.offset
        view.beginPinch(centroid: PanZoom.Point(x: 250, y: 200), time: t)
        for i in 1...6 {
            t += 1 / 60
            view.pinch(spread: 1, centroid: PanZoom.Point(x: 250 - Double(i) * 10, y: 200), time: t)
        }
        #expect(abs(view.x.offset - (before + 60)) < 1e-6, "the fingers 60 px left: the picture 60 px left")
        view.endPinch(time: t)
        #expect(view.x.isMoving, "momentum")
        while view.isMoving, t < 10 { t += 1 / 60; view.advance(to: t) }
        #expect(view.x.offset > before + 80, "it went on past where the fingers left it")
    }
}
