import Testing
import ScrollPhysics
import ScrollViews

/// The gesture arena's rules, one test each: who takes a press, a drag that
/// leaves the slop, a click, a lost pointer, a wheel spin, a touchpad stream,
/// and a contender that goes away.
@Suite struct GestureArenaTests {
    enum Member: Equatable, Sendable { case outer, row(Int), box }

    static let contended: [GestureArena<Member>.Contender] = [.init(.row(1), .direction(.horizontal)),
                                                               .init(.outer, .direction(.vertical))]

    @Test func aClaimAtThePressTakesTheWholeGesture() {
        var arena = GestureArena<Member>()
        #expect(arena.press(x: 0, y: 0, contenders: [.init(.box, .atPress), .init(.outer, .direction(.vertical))]) == .box)
        #expect(arena.move(x: 80, y: 0) == (.box, false), "a sideways motion changes nothing")
        #expect(arena.decidedAxis == nil && arena.release() == .box && !arena.isActive)
        #expect(arena.press(x: 0, y: 0, contenders: [.init(.outer, .direction(.vertical))]) == .outer, "alone, it wins")
    }

    @Test func theFirstMotionPastTheSlopDecidesByItsAngleAndHolds() {
        var arena = GestureArena<Member>()
        #expect(arena.press(x: 0, y: 0, contenders: Self.contended) == nil)
        #expect(arena.move(x: 2, y: 1) == (nil, false), "within the slop: undecided, everyone sees it")
        #expect(arena.move(x: 10, y: 2) == (.row(1), true), "11° from horizontal: the row's, decided now")
        #expect(arena.decidedAxis == .horizontal)
        #expect(arena.move(x: 10, y: 80) == (.row(1), false), "held for the whole gesture")
        #expect(arena.release() == .row(1))
        arena.press(x: 0, y: 0, contenders: Self.contended)
        #expect(arena.move(x: 10, y: 8) == (.outer, true), "39° from horizontal: the outer one's")
        #expect(arena.release() == .outer)
    }

    @Test func aReleaseBeforeAnyDecisionIsAClickForAll() {
        var arena = GestureArena<Member>()
        arena.press(x: 0, y: 0, contenders: Self.contended)
        _ = arena.move(x: 1, y: 1)
        #expect(arena.release() == nil && !arena.isActive)
    }

    @Test func aLostPointerEndsTheGestureAndTheWheelWaitsForIt() {
        var arena = GestureArena<Member>()
        arena.press(x: 0, y: 0, contenders: Self.contended)
        let wheel = WheelEvent(dx: 0, dy: -1, source: .wheel, x: 0, y: 0, time: 0.1)
        #expect(arena.wheel(wheel, overVertical: .outer, overHorizontal: nil) == nil, "no wheel during a gesture")
        arena.reset()
        #expect(!arena.isActive && arena.winner == nil && arena.contenders.isEmpty)
        #expect(arena.wheel(wheel, overVertical: .outer, overHorizontal: nil)! == (.vertical, .outer))
    }

    @Test func aSpinStaysWithWhatItBeganOverUntilTheWheelRests() {
        var arena = GestureArena<Member>()
        func notch(_ t: Double, over: Member) -> Member? {
            arena.wheel(WheelEvent(dx: 0, dy: -1, source: .wheel, x: 0, y: 0, time: t), overVertical: over,
                        overHorizontal: nil)?.member
        }
        #expect(notch(0, over: .outer) == .outer)
        #expect(notch(0.5, over: .box) == .outer, "the box came under the pointer: the spin stays")
        #expect(notch(1.9, over: .box) == .outer, "1.4 s quiet: still the same spin")
        #expect(notch(3.5, over: .box) == .box, "1.6 s quiet: a new spin")
        arena.press(x: 0, y: 0, contenders: [.init(.outer, .atPress)])
        _ = arena.release()
        #expect(notch(3.6, over: .outer) == .outer, "a press ends the spin")
    }

    @Test func aTouchpadStreamKeepsTheAxisOfItsFirstDelta() {
        var arena = GestureArena<Member>()
        func delta(_ dx: Double, _ dy: Double, _ t: Double) -> DirectionLock.Axis? {
            arena.wheel(WheelEvent(dx: dx, dy: dy, source: .touchpad, x: 0, y: 0, time: t), overVertical: .outer,
                        overHorizontal: .row(0))?.axis
        }
        #expect(delta(5, -1, 0) == .horizontal)
        #expect(delta(1, -9, 0.05) == .horizontal, "mostly vertical, but the stream is sideways")
        #expect(delta(1, -9, 0.4) == .vertical, "0.35 s quiet: a new stream")
        #expect(arena.wheel(WheelEvent(dx: 5, dy: -1, source: .touchpad, x: 0, y: 0, time: 0.45), overVertical: .outer,
                            overHorizontal: nil)! == (.vertical, .outer), "a new stream only after quiet")
    }

    @Test func aContenderThatGoesAwayLeavesTheOthersTheirGesture() {
        var arena = GestureArena<Member>()
        arena.press(x: 0, y: 0, contenders: [.init(.row(2), .direction(.horizontal)), .init(.outer, .direction(.vertical))])
        _ = arena.move(x: 0, y: 30)
        // Row 1 went away: row 2 is row 1 now; the outer view keeps the gesture it won.
        arena.renameMembers { if case .row(let i) = $0 { i == 1 ? nil : .row(i - 1) } else { $0 } }
        #expect(arena.contenders.map(\.member) == [.row(1), .outer] && arena.winner == .outer && arena.isActive)
        // The winner going away ends the gesture.
        arena.renameMembers { $0 == .outer ? nil : $0 }
        #expect(!arena.isActive && arena.winner == nil)
    }
}
