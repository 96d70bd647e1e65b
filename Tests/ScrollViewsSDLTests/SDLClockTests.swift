import ScrollViews
import CSDL
import ScrollPhysics
import ScrollViewsSDL
import Testing

/// SDL2's event stamps are 32-bit milliseconds, wrapping every 49.7 days; the
/// frames' clock is 64-bit. Event times are unwrapped against it.
@Suite struct SDLClockTests {
    static let wrap: UInt64 = 1 << 32

    @Test func stampsAreUnwrappedAgainstTheTickCount() {
        // Before the first wrap: the stamp as it is.
        #expect(SDLClock.time(ofTimestamp: 4_990, ticks: 5_000) == 4.99)
        // After it: the stamp plus 2³² ms.
        #expect(SDLClock.time(ofTimestamp: 4_990, ticks: Self.wrap + 5_000) == Double(Self.wrap + 4_990) / 1000)
        // An event stamped just before the wrap and read just after it.
        #expect(SDLClock.time(ofTimestamp: UInt32.max - 10, ticks: Self.wrap + 5) == Double(Self.wrap - 11) / 1000)
        // Many wraps later (a year and more).
        #expect(SDLClock.time(ofTimestamp: 7, ticks: 9 * Self.wrap + 100) == Double(9 * Self.wrap + 7) / 1000)
        #expect(SDLClock.time(ofTimestamp: UInt32.max, ticks: 9 * Self.wrap + 100) == Double(9 * Self.wrap - 1) / 1000)
        // A stamp a little ahead of the count read before it (within a second) stays ahead, not 49.7 days back.
        #expect(SDLClock.time(ofTimestamp: 3, ticks: Self.wrap - 5) == Double(Self.wrap + 3) / 1000)
    }

    /// The kiosk up for 2³² ms: a drag stamped by SDL across the wrap, frames on
    /// the 64-bit clock. The fling lasts, as it does on the first day (it ended
    /// in one frame: offset 296 → 4037).
    @Test func aFlingAcrossTheWrapLastsAsOnTheFirstDay() {
        func fling(from start: UInt64) -> [Double] {
            var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: -1e9...1e9))
            func time(_ ms: UInt64) -> Double {
                SDLClock.time(ofTimestamp: UInt32(truncatingIfNeeded: start + ms), ticks: start + ms + 3)
            }
            axis.press(pointer: 500, time: time(0))
            for step in 1...10 { axis.move(pointer: 500 - Double(step) * 30, time: time(UInt64(step) * 8)) }
            _ = axis.release(time: time(84))
            var offsets: [Double] = []
            for frame in 1...30 {
                axis.advance(to: Double(start + 84 + UInt64(frame) * 16) / 1000)
                offsets.append(axis.offset)
            }
            return offsets
        }
        let firstDay = fling(from: 60_000)
        let acrossTheWrap = fling(from: Self.wrap - 40)
        #expect(firstDay[0] < 400 && firstDay[29] > firstDay[0] + 1000, "\(firstDay)")
        for (a, b) in zip(firstDay, acrossTheWrap) { #expect(abs(a - b) < 1e-3, "\(acrossTheWrap)") }
    }
}
