import Testing
import ScrollViews

@Suite struct RestCounterTests {
    @Test func oneRestWhenTheLastMotionStopsAndOneForAJump() {
        var rests = RestCounter()
        rests.note(active: true)
        rests.note(active: true)
        #expect(rests.count == 0)
        rests.note(active: false)
        #expect(rests.count == 1, "the motion stopped")
        rests.note(active: false)
        #expect(rests.count == 1, "still at rest")
        rests.note(active: false, axisRests: 1)
        #expect(rests.count == 2, "a jump: the axis rested without moving")
        rests.note(active: false, axisRests: 1)
        #expect(rests.count == 2)
    }

    @Test func theEarliestTimeIsTheNextFrame() {
        #expect(FrameSchedule.earliest(nil, 2.5, 1.25, nil) == 1.25)
        #expect(FrameSchedule.earliest(nil, nil) == nil)
        #expect(FrameSchedule.earliest([]) == nil)
        #expect(FrameSchedule.earlier(nil, nil) == nil)
        #expect(FrameSchedule.earlier(3, nil) == 3)
        #expect(FrameSchedule.earlier(nil, 3) == 3)
        #expect(FrameSchedule.earlier(3, -1) == -1)
    }

    /// A part that says NaN says nothing: the others' times stand, whatever the order.
    @Test func aTimeThatIsNotANumberCountsAsNone() {
        #expect(FrameSchedule.earlier(.nan, 1) == 1)
        #expect(FrameSchedule.earlier(1, .nan) == 1)
        #expect(FrameSchedule.earlier(.nan, nil) == nil)
        #expect(FrameSchedule.earlier(nil, .nan) == nil)
        #expect(FrameSchedule.earlier(.nan, .nan) == nil)
        #expect(FrameSchedule.earliest(.nan, 2, nil, 1, .nan) == 1)
        #expect(FrameSchedule.earliest(.infinity, .nan) == .infinity)
        #expect(FrameSchedule.earliest([.nan]) == nil)
    }
}
