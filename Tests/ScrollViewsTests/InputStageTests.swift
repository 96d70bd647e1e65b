import Testing
import ScrollViews

/// Input's last step, the same for a window's events and a script's.
@Suite struct InputStageTests {
    @Test func numbersOutsideTheLimitsAreClampedAndTimesOnlyGoForwards() {
        var stage = InputStage(start: 1)
        #expect(stage.pass(.pointer(.down(x: .infinity, y: -5e9, clicks: 7, time: 0.5)))
                == [.pointer(.down(x: 0, y: -1e6, clicks: 3, time: 1))])
        #expect(stage.pass(.pointer(.wheel(dx: .nan, dy: 5000, source: .wheel, shift: false, ctrl: true, x: 1, y: 2, time: 2)))
                == [.pointer(.wheel(dx: 0, dy: 1000, source: .wheel, shift: false, ctrl: true, x: 1, y: 2, time: 2))])
        #expect(stage.pass(.window(.resized(width: 0, height: 99_999), time: .nan))
                == [.window(.resized(width: 1, height: 16384), time: 2)])
        #expect(stage.pass(.pinch(.changed(spread: 0, x: 1, y: 1, time: 3))) == [.pinch(.changed(spread: 0.001, x: 1, y: 1, time: 3))])
        stage.advance(to: 5)
        #expect(stage.pass(.key(KeyEvent(.home, time: 4))) == [.key(KeyEvent(.home, time: 5))], "not before the last frame")
        #expect(stage.pass(.quit) == [.quit])
    }

    @Test func oneFingerIsThePointerAndTwoPinch() {
        var stage = InputStage()
        #expect(stage.pass(.finger(TouchEvent(.down, finger: 1, x: 100, y: 100, time: 0.1)))
                == [.pointer(.down(x: 100, y: 100, clicks: 1, time: 0.1))])
        let second = stage.pass(.finger(TouchEvent(.down, finger: 2, x: 300, y: 100, time: 0.2)))
        #expect(second.contains(.pinch(.began(x: 200, y: 100, time: 0.2))), "\(second)")
        #expect(second.contains(.pointer(.lost(time: 0.2))), "the pointer's drag ends without a fling")
    }

    @Test func keysNameThemselvesAsSDLWritesThem() {
        #expect(Key.letter("q").name == "Q" && Key.function(11).name == "F11" && Key.enter.name == "Return")
        #expect(Key.right.repeats && Key.minus.repeats && !Key.space.repeats && !Key.letter("h").repeats)
    }
}
