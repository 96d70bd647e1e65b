import Testing
import ScrollPhysics
@testable import InfiniteScrolling

@Suite struct AutoplayCarouselTests {
    /// Runs a carousel of `items` at `hz` until `end`, with `events` applied at
    /// their times; returns the logical offsets at each checkpoint (every 0.1 s).
    func run(items: Int = 3, hz: Double, until end: Double,
             events: [(Double, (inout AutoplayCarousel, Double) -> Void)] = []) -> (AutoplayCarousel, [Double]) {
        var carousel = AutoplayCarousel(itemCount: items, pageExtent: 1000)
        carousel.start(at: 0)
        var pending = events[...]
        var checkpoints: [Double] = []
        var frame = 0
        var nextCheckpoint = 0.0
        while true {
            var t = Double(frame) / hz
            // Checkpoints every 0.1 s are frames too, so all rates sample the same instants.
            if nextCheckpoint <= t { t = nextCheckpoint } else { frame += 1 }
            if t > end { break }
            while let event = pending.first, event.0 <= t {
                event.1(&carousel, event.0)
                pending = pending.dropFirst()
            }
            carousel.advance(to: t)
            if t == nextCheckpoint {
                checkpoints.append(carousel.pager.logicalOffset)
                nextCheckpoint = (Double(checkpoints.count) * 0.1 * 1e9).rounded() / 1e9
            }
        }
        return (carousel, checkpoints)
    }

    @Test func advancesAtTwoFourSixSecondsAlwaysForward() {
        let (carousel, offsets) = run(hz: 60, until: 60)
        // Still at 1.9 s, moving at 2.1 s, on item 1 by 2.3 s; item 2 by 4.3 s.
        #expect(offsets[19] == 0 && offsets[21] > 0 && offsets[21] < 1000)
        #expect(offsets[23] == 1000 && offsets[39] == 1000)
        #expect(offsets[43] == 2000)
        for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a, "never backwards") }
        #expect(offsets.last == 29_000, "29 advances in 60 s, wrapping through the copy")
        #expect(carousel.pager.wrapCount >= 9)
        #expect(carousel.timer.fireCount == 30, "the 30th starts at 60 s")
    }

    @Test func aDragReleasedAtFiveSecondsRestartsTheInterval() {
        var drag: [(Double, (inout AutoplayCarousel, Double) -> Void)] = [
            (4.90, { $0.press(pointer: 600, time: $1) }),
        ]
        for i in 1...5 {
            let x = 600 - Double(i) * 30
            drag.append((4.90 + Double(i) * 0.02, { $0.move(pointer: x, time: $1) }))
        }
        drag.append((5.00, { $0.release(time: $1) }))
        // The user's flick settles between 5 and 7 s (a spring to the next page).
        let settled = run(hz: 60, until: 7.5, events: drag).0.pager.axis.restTime ?? 0
        #expect(settled > 5 && settled < 7)
        let (_, offsets) = run(hz: 60, until: 12, events: drag)
        #expect(offsets[48] == 2000, "advanced at 2 s and 4 s")
        let atRest = offsets[Int((settled * 10).rounded(.up))]
        #expect(atRest == 3000, "the flick turned one page")
        // Nothing until 2 s after the settle, then the next advance.
        let due = settled + 2
        #expect(offsets[Int((due * 10).rounded(.down))] == atRest)
        #expect(offsets[Int((due * 10).rounded(.down)) + 2] > atRest)
    }

    @Test func sameTimelineAtAnyFrameRate() {
        let reference = run(hz: 240, until: 10).1
        for hz in [30.0, 60, 144] {
            let offsets = run(hz: hz, until: 10).1
            #expect(offsets.count == reference.count)
            for (a, b) in zip(offsets, reference) { #expect(abs(a - b) < 1e-6, "\(hz) Hz") }
        }
    }

    @Test func pauseWhilePointerDown() {
        let hold: [(Double, (inout AutoplayCarousel, Double) -> Void)] = [
            (1.0, { $0.press(pointer: 600, time: $1) }),
            (9.0, { $0.release(time: $1) }),
        ]
        let (_, offsets) = run(hz: 60, until: 10.5, events: hold)
        #expect(offsets.allSatisfy { $0 == 0 }, "no advance while held, nor within 2 s of the release")
    }

    @Test func singleItemNeverAdvances() {
        let (carousel, offsets) = run(items: 1, hz: 60, until: 10)
        #expect(offsets.allSatisfy { $0 == 0 })
        #expect(carousel.timer.fireCount == 0)
    }
}
