import Testing
import TestSupport
@testable import ScrollPhysics

/// Same-axis nesting: a 300 px box (content 1760 px, so it scrolls 0…1460)
/// inside a 720 px page that scrolls 0…5000.
@Suite struct ScrollChainTests {
    static func chain(inner: Double = 1400, outer: Double = 1000) -> ScrollChain.Linked {
        ScrollChain.Linked(outer: ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...5000), offset: outer),
                    inner: ScrollAxis(configuration: .init(viewportExtent: 300, bounds: 0...1460), offset: inner))
    }

    /// Drags the content forwards (pointer up the screen) by `distance` over `duration`.
    static func drag(_ chain: inout ScrollChain.Linked, from: Double = 500, distance: Double, duration: Double = 0.4,
                     start: Double = 0, release: Bool = true) {
        let gesture = Gesture.drag(at: start, from: from, distance: -distance, duration: duration)
        for event in gesture.events(on: ScrollChain.Linked.self) where release || event.t < gesture.up { event.apply(&chain) }
    }

    @Test func aDragPastTheInnerEndMovesTheOuterByTheRestInTheSameGesture() {
        var chain = Self.chain()
        Self.drag(&chain, distance: 304, release: false)
        // 4 px of slop; 60 px take the box to its end, 240 px move the page.
        #expect(chain.inner.offset == 1460, "the box rests exactly at its end")
        #expect(abs(chain.outer.offset - 1240) < 1e-9)
        #expect(chain.inner.state == .dragging && chain.lastMoved == .outer)
    }

    @Test func theInnerNeverRubberBandsWhileTheOuterCanMove() {
        var chain = Self.chain(inner: 1400)
        chain.press(pointer: 500, time: 0)
        var most = 0.0
        for i in 1...40 {
            chain.move(pointer: 500 - Double(i) * 10, time: Double(i) * 0.01)
            most = max(most, chain.inner.offset)
        }
        #expect(most == 1460)
        #expect(chain.outer.offset > 1000 && chain.outer.offset <= 5000)
    }

    @Test func whenTheDragReversesTheInnerTakesItFirstAgain() {
        var chain = Self.chain()
        Self.drag(&chain, distance: 304, release: false)
        let outer = chain.outer.offset
        chain.move(pointer: 196 + 100, time: 0.5)
        #expect(abs(chain.inner.offset - 1360) < 1e-9, "the box moves back by the 100 px")
        #expect(chain.outer.offset == outer, "the page stays")
        #expect(chain.lastMoved == .inner)
    }

    @Test func onlyTheOuterRubberBandsAndItIsLetBackFirst() {
        var chain = Self.chain(inner: 1400, outer: 4900)
        Self.drag(&chain, distance: 364, release: false)
        // 60 px to the box's end, 100 px to the page's end, 200 px past it, rubber-banded.
        #expect(chain.inner.offset == 1460)
        let pulled = chain.outer.offset - 5000
        #expect(pulled > 0 && pulled < 200, "pulled past the page's end by less than the pointer moved")
        chain.move(pointer: 136 + 150, time: 0.5)
        #expect(chain.inner.offset == 1460, "the reversal lets the page back first")
        #expect(abs(chain.outer.offset - 5000 - RubberBand(dimension: 720).offset(forOverscroll: 50)) < 1e-9)
        chain.move(pointer: 136 + 260, time: 0.6)
        #expect(chain.outer.offset == 5000)
        #expect(abs(chain.inner.offset - 1400) < 1e-9, "then the box")
    }

    @Test func theFlingBelongsToWhicheverMovedLast() {
        var outerLast = Self.chain()
        Self.drag(&outerLast, distance: 504, duration: 0.25)
        #expect(outerLast.outer.state == .decelerating)
        #expect(outerLast.inner.state == .idle && outerLast.inner.offset == 1460)

        var innerLast = Self.chain(inner: 200)
        Self.drag(&innerLast, distance: 304, duration: 0.25)
        #expect(innerLast.inner.state == .decelerating)
        #expect(innerLast.outer.state == .idle && innerLast.outer.offset == 1000)
        #expect(innerLast.handoffTime == nil, "a fling that stops inside the box hands nothing over")
    }

    @Test func anInnerFlingReachingItsEdgeHandsItsVelocityToTheOuter() throws {
        var chain = Self.chain(inner: 1000)
        // A fast flick: 2400 px/s, 400 px short of the box's end (it would travel about 1200 px).
        Self.drag(&chain, distance: 64, duration: 0.025)
        let release = 0.029
        #expect(chain.inner.state == .decelerating)
        let hit = try #require(chain.handoffTime)
        let before = hit - 1e-6, after = hit + 1e-6
        var a = chain, b = chain
        a.advance(to: before)
        b.advance(to: after)
        let innerSpeed = a.inner.velocity, outerSpeed = b.outer.velocity
        #expect(innerSpeed > 1000)
        #expect(abs(outerSpeed - innerSpeed) / innerSpeed < 0.001, "continuous velocity at the hand-off")
        #expect(b.inner.offset == 1460 && b.inner.state == .idle, "the box rests exactly at its end")
        let total = { (c: ScrollChain.Linked) in c.inner.offset + c.outer.offset }
        #expect(abs(total(b) - total(a)) < 0.01, "continuous position")
        // The whole motion is the one fling would make in a single scroller.
        var end = chain
        end.advance(to: release + 3)
        let single = Deceleration(position: total(chain), velocity: chain.inner.velocity(atRelease: release))
        #expect(abs(total(end) - single.finalPosition) < 0.5)
        #expect(end.outer.state == .idle && !end.isMoving)
    }

    @Test func aFlingCaughtInTheBoxAndDraggedPastItsEndCarriesItsMomentum() {
        /// The page's speed just after a 600 px drag in 0.2 s from the box, which
        /// first caught the box's fling (`catching`) or found it still.
        func pageSpeed(catching: Bool) -> (page: Double, caught: Double) {
            var chain = Self.chain(inner: 1000)
            var caught = 0.0
            if catching {
                Self.drag(&chain, distance: 64, duration: 0.025)  // a flick: the box flings
                chain.advance(to: 0.06)
                caught = chain.inner.velocity
            }
            let gesture = Gesture.drag(at: 0.06, from: 500, distance: -600, duration: 0.2)
            for event in gesture.events(on: ScrollChain.Linked.self) { event.apply(&chain) }
            #expect(chain.lastMoved == .outer && chain.inner.offset == 1460, "the drag took the box to its end")
            chain.advance(to: gesture.up + 0.001)
            return (chain.outer.velocity, caught)
        }
        let plain = pageSpeed(catching: false), carried = pageSpeed(catching: true)
        #expect(carried.caught > 1000)
        #expect(abs(carried.page - plain.page - carried.caught) / carried.caught < 0.1,
                "the caught fling's speed is added, as on one axis: \(plain.page) + \(carried.caught) → \(carried.page)")
    }

    @Test func theHandOffIsTheSameAtAnyFrameRate() {
        var results: [Double] = []
        for fps in [30.0, 60.0, 144.0] {
            var chain = Self.chain(inner: 1000)
            Self.drag(&chain, distance: 64, duration: 0.025)
            var t = 0.029
            while t < 0.9 { t += 1 / fps; chain.advance(to: min(t, 0.9)) }
            results.append(chain.outer.offset)
        }
        #expect(results.allSatisfy { abs($0 - results[0]) < 1e-6 })
        #expect(results[0] > 1000)
    }

    @Test func aFlingAtTheInnerEdgeGoesStraightToTheOuter() {
        var chain = Self.chain(inner: 1460)
        Self.drag(&chain, distance: 4.5, duration: 0.002)
        #expect(chain.inner.offset == 1460)
        // Nothing moved (the box was at its end, the page took 0.5 px): the page flings on.
        var flick = Self.chain(inner: 1460)
        flick.press(pointer: 500, time: 0)
        flick.move(pointer: 480, time: 0.008)
        flick.move(pointer: 460, time: 0.016)
        flick.release(time: 0.02)
        #expect(flick.outer.state == .decelerating && flick.inner.state == .idle)
    }

    @Test func aPressCatchesWhateverIsMovingAndThePendingHandOff() {
        var chain = Self.chain(inner: 1000)
        Self.drag(&chain, distance: 64, duration: 0.025)
        chain.advance(to: 0.05)
        #expect(chain.handoffTime != nil)
        chain.press(pointer: 100, time: 0.06, on: .outer)
        #expect(!chain.inner.isMoving && chain.handoffTime == nil)
        chain.release(time: 0.07)
        chain.advance(to: 2)
        #expect(chain.outer.offset == 1000, "the page never took the box's fling")
        #expect(chain.release(time: 2.1) == .ignored)
    }

    @Test func aPressOutsideTheInnerDrivesTheOuterAlone() {
        var chain = Self.chain(inner: 700)
        chain.press(pointer: 600, time: 0, on: .outer)
        chain.move(pointer: 500, time: 0.1)
        #expect(chain.inner.offset == 700)
        #expect(chain.outer.offset == 1096)
        #expect(chain.release(time: 0.3) == .scroll)
    }

    @Test func aTapIsATap() {
        var chain = Self.chain()
        chain.press(pointer: 500, time: 0)
        chain.move(pointer: 502, time: 0.05)
        #expect(chain.release(time: 0.1) == .tap)
        #expect(chain.inner.offset == 1400 && chain.outer.offset == 1000)
    }

    @Test func wheelDeltasGoToTheInnerFirst() {
        var chain = Self.chain(inner: 1400)
        chain.scrollImmediately(by: 100, time: 0)
        #expect(chain.inner.offset == 1460 && chain.outer.offset == 1040)
        chain.scroll(by: 120, time: 0.1)
        #expect(chain.outer.restingOffset == 1160, "at the box's end a notch moves the page")
        chain.scroll(by: -120, time: 0.2)
        #expect(chain.inner.restingOffset == 1340)
    }

    @Test func aLostPointerSettlesBoth() {
        var chain = Self.chain(inner: 1400, outer: 4950)
        Self.drag(&chain, distance: 304, release: false)
        chain.cancel(time: 0.5)
        chain.advance(to: 3)
        #expect(chain.outer.offset == 5000 && chain.inner.offset == 1460)
        #expect(!chain.isMoving)
    }
}

extension ScrollAxis {
    /// The velocity of a fling `time` after its start (tests read the release velocity).
    func velocity(atRelease time: Double) -> Double {
        guard let motion else { return 0 }
        return motion.simulation.velocity(at: time - motion.start)
    }
}

@Suite struct ChainedNotchTests {
    /// A notch 30 px from the inner scroller's end: 30 px for it, 90 for the outer one.
    @Test func aNotchPastTheInnerEndHandsTheRestOn() {
        let outer = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...5000))
        let inner = ScrollAxis(configuration: .init(viewportExtent: 300, bounds: 0...1460), offset: 1430)
        var chain = ScrollChain.Linked(outer: outer, inner: inner)
        chain.scroll(by: 120, time: 0)
        var t = 0.0
        while chain.isMoving, t < 3 { t += 1.0 / 60; chain.advance(to: t) }
        #expect(chain.inner.offset == 1460 && abs(chain.outer.offset - 90) < 0.5)
        chain.scroll(by: -120, time: t)
        while chain.isMoving, t < 6 { t += 1.0 / 60; chain.advance(to: t) }
        #expect(abs(chain.inner.offset - 1340) < 0.5 && abs(chain.outer.offset - 90) < 0.5, "back up: the inner has room")
    }
}
