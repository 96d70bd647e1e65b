import Testing
import ScrollPhysics
import ScrollViews

@Suite struct RecenteringStripViewTests {
    let frame = ViewFrame(x: 0, y: 100, width: 1280, height: 180)

    @Test func flingsGoOnForeverAndTheViewRecentersUnseen() {
        var view = RecenteringStripView(frame: frame, tileExtent: 420)
        var driver = ViewDriver()
        var logical = view.logicalOffset
        for _ in 0..<20 {
            driver.drag(from: 1200, 190, by: -900, 0, steps: 6, interval: 0.01) { view.handle($0) }
            var t = driver.t
            while view.axis.isMoving {
                t += 1.0 / 60
                view.advance(to: t)
                #expect(view.logicalOffset >= logical - 1e-6, "never backwards")
                logical = view.logicalOffset
                #expect(view.axis.offset >= 0 && view.axis.offset <= view.strip.contentExtent - 1280)
            }
            driver.t = t + 0.1
        }
        #expect(view.strip.recenterCount > 0 && view.lastRecenter != nil)
        #expect(view.logicalOffset > 5 * view.strip.contentExtent, "far beyond the finite content")
        let tiles = view.visibleTiles
        #expect(tiles.count <= 5 && tiles.first!.frame.x <= 0 && tiles.last!.frame.x + 420 >= 1280)
        #expect(tiles.allSatisfy { $0.frame.y == 100 && $0.frame.height == 180 })
    }

    @Test func aStepKeyGoesOneTileAndHomeComesBackFromAfar() {
        var view = RecenteringStripView(frame: frame, tileExtent: 420)
        view.step(1, time: 0)
        var driver = ViewDriver()
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(abs(view.logicalOffset - 420) < 0.5)
        for _ in 0..<40 { view.handle(.wheel(dx: 0, dy: -1, source: .touchpad, shift: false, ctrl: false, x: 10, y: 150,
                                             time: driver.t)) }
        #expect(abs(view.logicalOffset - 460) < 0.5, "precise deltas, px for px")
        view.goHome(time: driver.t)
        driver.settle(advance: { view.advance(to: $0) }, nextFrame: { view.nextFrame(after: $0) })
        #expect(abs(view.logicalOffset) < 0.5)
    }
}
