import Testing
import TestSupport
@testable import InfiniteScrolling
import ScrollPhysics

@Suite struct CardLoopTests {
    @Test func slotsShowTheItemsWithCopiesOfEachEndBeforeAndAfter() {
        let row = CardLoop(itemCount: 4, cardExtent: 200, viewportExtent: 700)
        #expect(row.copies == 5, "4 cards fit partly in 700 px, one more")
        #expect(row.slotCount == 14)
        #expect((0..<row.slotCount).map { row.item(atSlot: $0)! } == [3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0])
        #expect(row.axis.offset == 1000 && row.logicalOffset == 0 && row.leadingItem == 0)
    }

    @Test func fewerCardsThanFitRepeat() {
        let row = CardLoop(itemCount: 3, cardExtent: 250, viewportExtent: 1280)
        #expect(row.visibleSlots.map { row.item(atSlot: $0)! } == [0, 1, 2, 0, 1, 2])
    }

    @Test(arguments: [3, 4, 20])
    func aLongDragBothWaysWrapsAndTheLogicalOffsetStaysContinuous(cards: Int) {
        var row = CardLoop(itemCount: cards, cardExtent: 230, viewportExtent: 1280)
        for direction in [-1.0, 1.0] {
            row.press(pointer: 640, time: 0)
            var previous = row.logicalOffset
            for i in 1...400 {
                row.move(pointer: 640 + direction * Double(i) * 40, time: Double(i) * 0.008)
                #expect(row.wrapRange.contains(row.axis.offset))
                let step = row.logicalOffset - previous
                #expect(i == 1 || abs(abs(step) - 40) < 1e-6, "one move, 40 px, wrap or not")
                previous = row.logicalOffset
            }
            row.cancel(time: 4)
        }
        #expect(row.wrapCount > 2)
    }

    @Test func aFlingWrapsWithoutAJumpAndTheSameAtAnyFrameRate() {
        var ends: [Double] = []
        for fps in [30.0, 144.0] {
            var row = CardLoop(itemCount: 3, cardExtent: 230, viewportExtent: 1280)
            Gesture.drag(at: 0, from: 1000, distance: -300, duration: 0.05).apply(to: &row)
            var t = 0.054, previous = row.logicalOffset
            while t < 4 {
                t += 1 / fps
                row.advance(to: t)
                #expect(row.logicalOffset >= previous - 1e-9, "a forward fling never steps back")
                previous = row.logicalOffset
            }
            #expect(row.wrapCount > 3 && !row.axis.isMoving)
            ends.append(row.logicalOffset)
        }
        #expect(abs(ends[0] - ends[1]) < 1e-6)
    }

    @Test func aWrapAtRestChangesNothingSeen() {
        var row = CardLoop(itemCount: 20, cardExtent: 230, viewportExtent: 1280)
        let before = row.visibleSlots.map { (row.item(atSlot: $0)!, row.x(ofSlot: $0) - row.axis.offset) }
        let logical = row.logicalOffset
        row.wrap(turns: -1)
        let after = row.visibleSlots.map { (row.item(atSlot: $0)!, row.x(ofSlot: $0) - row.axis.offset) }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(zip(before, after).allSatisfy { abs($0.1 - $1.1) < 1e-9 })
        #expect(abs(row.logicalOffset - logical) < 1e-9)
    }

    @Test func oneCardOrNoneDoesNotScroll() {
        for n in [0, 1] {
            var row = CardLoop(itemCount: n, cardExtent: 230, viewportExtent: 1280)
            Gesture.drag(at: 0, from: 1000, distance: -300, duration: 0.05).apply(to: &row)
            row.advance(to: 2)
            #expect(row.axis.offset == 0 && row.wrapCount == 0)
        }
        #expect(CardLoop(itemCount: 0, cardExtent: 230, viewportExtent: 1280).visibleSlots.isEmpty)
    }

    @Test func resizingKeepsTheLogicalOffset() {
        var row = CardLoop(itemCount: 5, cardExtent: 230, viewportExtent: 1280)
        row.scrollImmediately(by: 5000, time: 0)
        let logical = row.logicalOffset
        row.resize(viewportExtent: 400, time: 0.1)
        #expect(abs(row.logicalOffset - logical) < 1e-6)
        #expect(row.wrapRange.contains(row.axis.offset))
    }

    @Test func extremeJumpsWrapInOneGo() {
        var row = CardLoop(itemCount: 7, cardExtent: 230, viewportExtent: 1280)
        row.scrollImmediately(by: 3e11, time: 0)
        #expect(row.wrapRange.contains(row.axis.offset))
        row.scrollImmediately(by: -9e11, time: 0.1)
        #expect(row.wrapRange.contains(row.axis.offset))
    }
}

extension CardLoopTests {
    @Test func aFlingEndsOnACardEdge() {
        var row = CardLoop(itemCount: 7, cardExtent: 276, viewportExtent: 1260)
        Gesture.drag(at: 0, from: 1000, distance: -240, duration: 0.05).apply(to: &row)
        row.advance(to: 6)
        #expect(!row.axis.isMoving)
        let cards = row.logicalOffset / 276
        #expect(abs(cards - cards.rounded()) < 1e-9 && cards >= 4)
    }
}
