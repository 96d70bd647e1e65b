import Testing
import ScrollPhysics
import ScrollViews

/// The nested container with any of the library's views as children and a
/// same-axis box chained to it: the feed's gestures, from the library.
@Suite struct NestedContainerTests {
    /// A 600×800 view over 5,000 px: a strip at 200 (120 tall), a looping
    /// pager at 400 (200 tall), a box at 1000 (300 tall over 1,760 px).
    static func feed() -> NestedScrollView {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 800), contentExtent: 5000)
        feed.addChild(RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 120), tileExtent: 150),
                      contentY: 200, height: 120)
        feed.addChild(LoopingPagerView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 200), itemCount: 5),
                      contentY: 400, height: 200)
        feed.addBox(contentY: 1000, height: 300, contentExtent: 1760)
        return feed
    }

    /// A drag from (x, y) by (dx, dy) over `duration` s in 10 steps, starting at `t`, released at its end.
    static func drag(_ feed: inout NestedScrollView, x: Double, y: Double, dx: Double, dy: Double,
                     duration: Double = 0.2, at t: inout Double) {
        feed.handle(.down(x: x, y: y, clicks: 1, time: t))
        for i in 1...10 {
            let share = Double(i) / 10
            feed.handle(.move(x: x + dx * share, y: y + dy * share, time: t + duration * share))
        }
        t += duration
        feed.handle(.up(x: x + dx, y: y + dy, clicks: 1, time: t))
    }

    /// The feed scrolled 600 px down and at rest: the box at window y 400…700.
    static func feedAtTheBox(time t: inout Double) -> NestedScrollView {
        var feed = feed()
        feed.scroll(toContent: 600, time: t)
        run(&feed, from: &t, until: 2)
        return feed
    }

    static func run(_ feed: inout NestedScrollView, from t: inout Double, until end: Double) {
        while t < end { t += 1.0 / 60; feed.advance(to: t) }
    }

    @Test func aSidewaysDragOverAChildMovesTheChildAndAnUpwardOneTheFeed() throws {
        var feed = Self.feed()
        var t = 0.0
        Self.drag(&feed, x: 500, y: 260, dx: -300, dy: 10, at: &t)
        Self.run(&feed, from: &t, until: 2)
        let strip = try #require(feed.child(0, as: RecenteringStripView.self))
        #expect(strip.logicalOffset > 250 && feed.outer.offset == 0, "the strip took it")
        Self.drag(&feed, x: 300, y: 500, dx: 10, dy: -300, duration: 0.5, at: &t)
        Self.run(&feed, from: &t, until: 5)
        let pager = try #require(feed.child(1, as: LoopingPagerView.self))
        #expect(feed.outer.offset > 250 && pager.currentItem == 0, "the feed took it; the pager stayed")
        #expect(feed.child(0, as: LoopingPagerView.self) == nil, "a child is read as its own type only")
    }

    @Test func aDragFromTheBoxMovesTheBoxToItsEndThenTheFeed() {
        var t = 0.0
        var feed = Self.feedAtTheBox(time: &t)
        #expect(abs(feed.outer.offset - 600) < 0.5)
        // The box is at window y 400…700: drag up 1,700 px from inside it, slowly (no fling).
        Self.drag(&feed, x: 300, y: 690, dx: 0, dy: -1700, duration: 3, at: &t)
        Self.run(&feed, from: &t, until: t + 2)
        #expect(feed.boxes[0].view.offset == 1460, "the box went to its end")
        #expect(abs(feed.outer.offset - (600 + 1700 - 4 - 1460)) < 1, "the rest moved the feed: \(feed.outer.offset)")
    }

    @Test func aTouchpadStreamPastTheTopOverTheBoxRubberBandsTheFeedAndSpringsBack() {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 800), contentExtent: 5000)
        feed.addBox(contentY: 100, height: 300, contentExtent: 1760)
        var t = 0.0
        var deepest = 0.0
        for _ in 0..<30 {
            t += 0.01
            feed.handle(.wheel(dx: 0, dy: 8, source: .touchpad, shift: false, ctrl: false, x: 300, y: 200, time: t))
            feed.advance(to: t)
            deepest = min(deepest, feed.outer.offset)
        }
        #expect(deepest < -50, "the feed is pulled past its top: \(deepest)")
        #expect(feed.boxes[0].view.offset == 0, "the box is at its top")
        Self.run(&feed, from: &t, until: 3)
        #expect(feed.outer.offset == 0 && !feed.isMoving, "and springs back")
    }

    @Test func aFlingCaughtInTheBoxAndDraggedPastItsEndCarriesItsMomentum() {
        func feedSpeed(catching: Bool) -> (feed: Double, caught: Double) {
            var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 800), contentExtent: 5000)
            feed.addBox(contentY: 0, height: 300, contentExtent: 1760)
            var t = 0.0
            var caught = 0.0
            // The box 1,000 px down, 460 px from its end, at rest.
            feed.handle(.wheel(dx: 0, dy: -1000, source: .hiresWheel, shift: false, ctrl: false, x: 300, y: 150, time: t))
            Self.run(&feed, from: &t, until: 2)
            if catching {
                // A flick: the box flings towards its end.
                var flick = t
                Self.drag(&feed, x: 300, y: 200, dx: 0, dy: -64, duration: 0.025, at: &flick)
                t = flick + 0.03
                feed.advance(to: t)
                caught = feed.boxes[0].view.axis.velocity
            }
            // Caught, and dragged 600 px in 0.2 s: the box to its end, the rest to the feed.
            Self.drag(&feed, x: 300, y: 250, dx: 0, dy: -600, duration: 0.2, at: &t)
            feed.advance(to: t + 0.001)
            return (feed.outer.axis.velocity, caught)
        }
        let plain = feedSpeed(catching: false), carried = feedSpeed(catching: true)
        #expect(carried.caught > 1000 && plain.feed > 1000)
        #expect(abs(carried.feed - plain.feed - carried.caught) / carried.caught < 0.15,
                "the caught fling is carried: \(plain.feed) + \(carried.caught) → \(carried.feed)")
    }

    @Test func aNotchOverTheBoxGoesToTheBoxThenTheFeedAndASpinStaysWhereItBegan() {
        var t = 0.0
        var feed = Self.feedAtTheBox(time: &t)
        // Over the box (window y 400…700): notches down until it is at its end, then the feed moves.
        for _ in 0..<40 {
            t += 0.05
            feed.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 550, time: t))
        }
        Self.run(&feed, from: &t, until: t + 2)
        #expect(feed.boxes[0].view.offset == 1460 && feed.outer.offset > 600, "box, then feed")
        // A spin begun over the feed above the box stays the feed's when the pointer moves over the box.
        var u = 0.0
        var fresh = Self.feedAtTheBox(time: &u)
        fresh.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 100, time: u))
        u += 0.05
        #expect(fresh.handle(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 550, time: u))
                != .ignored)
        Self.run(&fresh, from: &u, until: u + 2)
        #expect(fresh.boxes[0].view.offset == 0 && fresh.outer.offset > 700, "two notches, both the feed's")
    }

    @Test func aLostPointerDuringABoxDragLetsEverythingGo() {
        var t = 0.0
        var feed = Self.feedAtTheBox(time: &t)
        feed.handle(.down(x: 300, y: 600, clicks: 1, time: t))
        feed.handle(.move(x: 300, y: 400, time: t + 0.05))
        feed.handle(.lost(time: t + 0.1))
        t += 0.1
        Self.run(&feed, from: &t, until: t + 2)
        #expect(!feed.isMoving && !feed.arena.isActive && !feed.outer.axis.isPointerDown
                && !feed.boxes[0].view.axis.isPointerDown)
        #expect(feed.boxes[0].view.offset > 150, "the drag moved the box")
    }

    @Test func aClickInTheBoxIsATap() {
        var t = 0.0
        var feed = Self.feedAtTheBox(time: &t)
        feed.handle(.down(x: 300, y: 600, clicks: 1, time: t))
        #expect(feed.handle(.up(x: 301, y: 600, clicks: 1, time: t + 0.05)) == .tap(x: 301, y: 600, clicks: 1))
    }

    @Test func aFlingFromTheBoxHandsItsSpeedToTheFeedAtTheBoxsEnd() {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 800), contentExtent: 5000)
        feed.addBox(contentY: 0, height: 300, contentExtent: 1760)
        var t = 0.0
        feed.handle(.wheel(dx: 0, dy: -1300, source: .hiresWheel, shift: false, ctrl: false, x: 300, y: 150, time: t))
        Self.run(&feed, from: &t, until: 2)
        #expect(feed.takeChanges().count == 1, "the wheel's scroll rested")
        Self.drag(&feed, x: 300, y: 250, dx: 0, dy: -100, duration: 0.04, at: &t)
        var changes: [ViewChange] = []
        while t < 6 { t += 1.0 / 60; feed.advance(to: t); changes += feed.takeChanges() }
        #expect(feed.boxes[0].view.offset == 1460 && feed.outer.offset > 200, "the feed flung on: \(feed.outer.offset)")
        #expect(changes.count == 1, "one rest for the whole motion, the hand-off included: \(changes)")
    }
}
