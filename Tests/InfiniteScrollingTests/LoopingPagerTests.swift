import Testing
import ScrollPhysics
@testable import InfiniteScrolling
import TestSupport

/// Drives a LoopingPager frame by frame at 60 Hz, checking it never leaves its content.
struct LoopDriver {
    var pager: LoopingPager
    var t = 0.0
    let width: Double

    init(items: Int, width: Double = 1000) {
        pager = LoopingPager(itemCount: items, pageExtent: width)
        self.width = width
    }

    var edge: Double { Double(max(pager.loop.pageCount - 1, 0)) * width }

    mutating func frame(sourceLocation: SourceLocation = #_sourceLocation) {
        t += 1.0 / 60
        pager.advance(to: t)
        #expect(pager.axis.offset >= 0 && pager.axis.offset <= edge, "never past an edge",
                sourceLocation: sourceLocation)
    }

    /// A flick of `distance` px (negative: forward) over 48 ms, released with the last move.
    mutating func flick(_ distance: Double, from x: Double = 500) {
        Gesture.drag(at: t, from: x, distance: distance, duration: 0.048, releaseDelay: 0).apply(to: &pager)
        t += 0.048
    }

    mutating func settle() {
        while pager.axis.state != .idle { frame() }
        frame()  // the frame after rest, where a wrap happens
    }
}

@Suite struct LoopingPagerTests {
    @Test func flickBackFromTheFirstItemLandsOnTheLast() {
        var driver = LoopDriver(items: 5)
        #expect(driver.pager.currentItem == 0 && driver.pager.logicalOffset == 0)
        driver.flick(300)
        driver.settle()
        #expect(driver.pager.currentItem == 4)
        #expect(driver.pager.axis.offset == 5000, "on the real page of item 4, not its copy")
        #expect(driver.pager.wrapCount == 1)
        #expect(driver.pager.logicalOffset == -1000, "logical offset continuous across the wrap")
    }

    @Test func restOnACopyLooksTheSameBeforeAndAfterTheJump() {
        var driver = LoopDriver(items: 5)
        driver.flick(300)
        while driver.pager.axis.state != .idle { driver.frame() }
        // At rest on the copy (page 0) showing item 4; the next frame jumps.
        #expect(driver.pager.axis.offset == 0 && driver.pager.currentItem == 4)
        let logical = driver.pager.logicalOffset
        driver.frame()
        #expect(driver.pager.axis.offset == 5000 && driver.pager.currentItem == 4)
        #expect(driver.pager.logicalOffset == logical)
    }

    @Test func secondFlickBeforeTheFirstSettlesNeverReachesTheEdge() {
        var driver = LoopDriver(items: 5)
        driver.flick(300)  // heading back to the copy of item 4
        for _ in 0..<5 { driver.frame() }
        #expect(driver.pager.axis.offset < 500, "caught over the copy")
        driver.flick(500)  // again, before it settled
        #expect(driver.pager.wrapCount == 1, "moved by n pages when caught")
        driver.settle()
        #expect(driver.pager.currentItem == 3)
        #expect(driver.pager.logicalOffset == -2000)
        // And forward past the end, twice in a row.
        var forward = LoopDriver(items: 5)
        for _ in 0..<4 { forward.flick(-300); forward.settle() }
        #expect(forward.pager.currentItem == 4)
        forward.flick(-300)
        for _ in 0..<5 { forward.frame() }
        forward.flick(-500)
        forward.settle()
        #expect(forward.pager.currentItem == 1)
        #expect(forward.pager.logicalOffset == 6000)
    }

    @Test func longDragAcrossManyPagesStaysInside() {
        var driver = LoopDriver(items: 5)
        driver.pager.press(pointer: 100, time: 0)
        for i in 1...400 {
            driver.t += 0.008
            driver.pager.move(pointer: 100 + Double(i) * 25, time: driver.t)  // 10 pages back
            #expect(driver.pager.axis.offset >= 0 && driver.pager.axis.offset <= driver.edge)
        }
        driver.pager.release(time: driver.t + 0.1)
        driver.settle()
        #expect(abs(driver.pager.logicalOffset - -10_000) < 1e-6)
        #expect(driver.pager.currentItem == 0)
    }

    @Test func twoItemsAlternate() {
        var driver = LoopDriver(items: 2)
        var items: [Int] = []
        for _ in 0..<6 {
            driver.flick(-300)
            driver.settle()
            items.append(driver.pager.currentItem ?? -1)
        }
        #expect(items == [1, 0, 1, 0, 1, 0])
        #expect(driver.pager.logicalOffset == 6000)
    }

    @Test func oneItemNeitherScrollsNorBounces() {
        var driver = LoopDriver(items: 1)
        driver.pager.press(pointer: 500, time: 0)
        driver.pager.move(pointer: 200, time: 0.05)
        #expect(driver.pager.axis.offset == 0)
        #expect(driver.pager.release(time: 0.1) == .tap)
        driver.frame()
        #expect(driver.pager.axis.offset == 0 && driver.pager.axis.state == .idle)
        driver.pager.step(1, time: driver.t)
        #expect(driver.pager.axis.state == .idle)
    }

    @Test func noItemsIsEmpty() {
        var driver = LoopDriver(items: 0)
        driver.flick(-300)
        driver.frame()
        #expect(driver.pager.currentItem == nil)
        #expect(driver.pager.item(atViewportPosition: 10) == nil)
    }

    @Test func keysChainPastTheCopies() {
        var driver = LoopDriver(items: 3)
        // Presses a quarter second apart chain: five pages back from item 0 of three.
        for _ in 0..<5 {
            driver.pager.step(-1, time: driver.t)
            for _ in 0..<15 { driver.frame() }
        }
        driver.settle()
        #expect(driver.pager.currentItem == 1)
        #expect(driver.pager.logicalOffset == -5000)
        // Presses in consecutive frames run at most one page ahead.
        var quick = LoopDriver(items: 3)
        for _ in 0..<5 { quick.pager.step(-1, time: quick.t); quick.frame() }
        quick.settle()
        #expect(quick.pager.currentItem == 2)
    }

    @Test func clickReportsTheLogicalItemAndTheCopyReportsZero() {
        var driver = LoopDriver(items: 3)
        for _ in 0..<3 { driver.flick(-300); driver.settle() }
        #expect(driver.pager.currentItem == 0)
        #expect(driver.pager.item(atViewportPosition: 10) == 0)
        // Half way onto the copy of item 0 (page 4): its left half shows item 2.
        var copy = LoopingPager(itemCount: 3, pageExtent: 1000)
        copy.advance(to: 0)
        #expect(copy.item(atViewportPosition: 999) == 0)
        #expect(SentinelLoop(itemCount: 3).item(onPage: 4) == 0)
    }

    @Test func resizeKeepsTheItem() {
        var driver = LoopDriver(items: 5)
        driver.flick(-300)
        driver.settle()
        driver.pager.resize(pageExtent: 640, time: driver.t)
        driver.settle()
        #expect(driver.pager.currentItem == 1)
        #expect(driver.pager.axis.offset == 2 * 640)
        #expect(driver.pager.logicalOffset == 640)
    }
}

@Suite struct LoopingPagerHomeTests {
    @Test(arguments: [1, 2, 3, 4])
    func homeReachesItemZeroInOnePress(from item: Int) {
        var driver = LoopDriver(items: 5)
        for _ in 0..<item {
            driver.pager.step(1, time: driver.t)
            driver.settle()
        }
        #expect(driver.pager.currentItem == item)
        driver.pager.goToFirstItem(time: driver.t)
        driver.settle()
        #expect(driver.pager.currentItem == 0, "from item \(item)")
        // The short way: back for items 1 and 2, forward through the copy for 3 and 4.
        let expected = item <= 2 ? 0 : 5000
        #expect(abs(driver.pager.logicalOffset - Double(expected)) < 1e-6)
    }
}

extension LoopingPagerTests {
    /// A program that draws only at the pager's `nextFrame` times still ends on a
    /// real page after a flick onto a copy: no unrelated event is needed.
    @Test func drawingOnlyWhenAskedEndsOnARealPage() {
        var pager = LoopingPager(itemCount: 3, pageExtent: 1000)
        // Back from item 0: onto the copy of the last item before the first page.
        Gesture.drag(at: 0, from: 500, distance: 400, duration: 0.048, releaseDelay: 0).apply(to: &pager)
        var time = 0.048, frames = 0
        while let next = pager.nextFrame(after: time), frames < 10_000 {
            time = max(next, time + 1.0 / 60)
            pager.advance(to: time)
            frames += 1
        }
        #expect(frames < 10_000)
        #expect(pager.axis.state == .idle)
        #expect(pager.currentItem == 2)
        #expect(pager.loop.wrapAtRest(page: pager.axis.targetPage) == 0, "at rest on a real page, not a copy")
        #expect(pager.wrapCount == 1)
    }
}
