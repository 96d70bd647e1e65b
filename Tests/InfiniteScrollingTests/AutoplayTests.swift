import Testing
import ScrollPhysics
@testable import InfiniteScrolling

@Suite struct AutoplayTests {
    @Test func firesEveryIntervalFromTheStart() {
        var timer = Autoplay()
        timer.start(at: 10)
        var fired: [Double] = []
        for i in 0...600 {
            let t = 10 + Double(i) / 60
            if let due = timer.fire(at: t) { fired.append(due) }
        }
        #expect(fired == [12, 14, 16, 18, 20])
    }

    @Test func pointerPausesAndSettlingRestartsAFullInterval() {
        var timer = Autoplay()
        timer.start(at: 0)
        #expect(timer.fire(at: 2) == 2)
        timer.pointerDown()
        #expect(timer.fire(at: 4.5) == nil)
        timer.userMotionSettled(at: 5.5)
        #expect(timer.fire(at: 7.49) == nil)
        #expect(timer.fire(at: 7.5) == 7.5)
    }

    @Test func stoppedOrDisabledDoesNothing() {
        var timer = Autoplay()
        timer.start(at: 0)
        timer.stop()
        #expect(timer.fire(at: 100) == nil)
        timer.start(at: 100)
        #expect(timer.fire(at: 101.9) == nil && timer.fire(at: 102) == 102)
        timer.setEnabled(false, at: 103)
        #expect(timer.fire(at: 200) == nil)
        timer.setEnabled(true, at: 200)
        #expect(timer.fire(at: 202) == 202)
    }

    @Test func missedFramesDoNotBurst() {
        var timer = Autoplay()
        timer.start(at: 0)
        #expect(timer.fire(at: 9) == 9, "late: starts now")
        #expect(timer.fire(at: 9.5) == nil)
        #expect(timer.fire(at: 11) == 11)
    }
}
