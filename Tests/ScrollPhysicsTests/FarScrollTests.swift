import Testing
import ScrollPhysics

/// Home and End over any distance take a short fixed time (GTK's and Chromium's
/// 150–300 ms), not a spring that grows with the distance.
@Suite struct FarScrollTests {
    func restTime(scrollingBy distance: Double, viewport: Double = 720) -> (time: Double, offset: Double) {
        var axis = ScrollAxis(configuration: .init(viewportExtent: viewport, contentExtent: 400_000 + viewport))
        axis.scroll(by: distance, time: 0)
        var t = 0.0
        while axis.isMoving, t < 5 { t += 1.0 / 240; axis.advance(to: t) }
        return (t, axis.offset)
    }

    @Test func endOver365000PixelsTakesAtMostThreeTenthsOfASecond() {
        let far = restTime(scrollingBy: 365_000)
        #expect(far.time <= ScrollAxis.farScrollDuration + 1.0 / 240 && far.offset == 365_000)
        #expect(restTime(scrollingBy: 10 * 720).time <= ScrollAxis.farScrollDuration + 1.0 / 240)
    }

    @Test func nearScrollsStaySprings() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 10_000))
        axis.scroll(by: 120, time: 0)
        axis.advance(to: 0.05)
        let early = axis.offset
        #expect(early > 40, "a spring starts fast: \(early) px after 50 ms")
        #expect(restTime(scrollingBy: 120).offset == 120)
    }
}
