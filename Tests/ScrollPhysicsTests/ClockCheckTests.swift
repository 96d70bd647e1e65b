import Testing
@testable import ScrollPhysics

/// Frame times from one clock and event times from another: debug builds warn,
/// once an axis, with nothing shared between axes (no global state in the pure module).
@Suite struct ClockCheckTests {
    @Test func timesALongWayApartLookLikeTwoClocks() {
        #expect(ClockCheck.looksMixed(start: 10, time: 10 + 86_401))
        #expect(ClockCheck.looksMixed(start: 10, time: 8.9))
        #expect(!ClockCheck.looksMixed(start: 10, time: 9.5), "a frame time a little before the input's: one clock")
        #expect(!ClockCheck.looksMixed(start: 10, time: 20))
        #expect(!ClockCheck.looksMixed(start: .nan, time: 1e12))
    }

    @Test func eachAxisWarnsOnceOfItsOwn() {
        var first = false, second = false
        #if DEBUG
        #expect(ClockCheck.check(start: 0, time: 1e6, warned: &first))
        #expect(!ClockCheck.check(start: 0, time: 1e6, warned: &first), "once")
        #expect(ClockCheck.check(start: 0, time: 1e6, warned: &second), "another axis's own")
        #else
        #expect(!ClockCheck.check(start: 0, time: 1e6, warned: &first))
        #endif
        #expect(!ClockCheck.check(start: 0, time: 1, warned: &second))
        // An axis advanced on another clock warns and goes on: the flag is in the value.
        var axis = ScrollAxis(configuration: .init(viewportExtent: 100, contentExtent: 10_000))
        axis.press(pointer: 0, time: 1)
        axis.move(pointer: -50, time: 1.01)
        _ = axis.release(time: 1.02)
        _ = axis.advance(to: 1e6)
        #if DEBUG
        #expect(axis.warnedOfClocks)
        #endif
        #expect(!axis.isMoving, "the fling ended: a million seconds passed")
    }
}
