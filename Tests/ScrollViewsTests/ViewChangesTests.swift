import Testing
import ScrollPhysics
import ScrollViews

/// Page changes and rests reported to the caller, as UIKit's delegate and
/// Flutter's `onPageChanged` report them.
@Suite struct ViewChangesTests {
    @Test func untakenPageChangesMergeAndAReturnCancelsThem() {
        var changes = ViewChanges(page: 0)
        changes.note(page: 1, rested: false, time: 0.1)
        changes.note(page: 2, rested: false, time: 0.2)
        #expect(changes.pending == [.pageChanged(from: 0, to: 2)])
        changes.note(page: 0, rested: true, time: 0.3)
        #expect(changes.take() == [.cameToRest(page: 0, time: 0.3)], "0 → 2 → 0 is no change")
        #expect(changes.take().isEmpty)
        for i in 0..<100 { changes.note(page: i % 2, rested: true, time: Double(i)) }
        #expect(changes.pending.count == ViewChanges.limit, "held to the limit, the oldest dropped")
        #expect(changes.pending.last == .cameToRest(page: 1, time: 99))
    }

    @Test func thePhotoPagerReportsTheTurnWhileItMovesAndTheRestOnThePage() {
        var pager = PhotoPagerViewTests.pager()
        var t = 0.0
        PhotoPagerViewTests.settle(&pager, from: &t, seconds: 0.1)
        #expect(pager.takeChanges().isEmpty, "nothing happened")
        PhotoPagerViewTests.drag(&pager, x: 600, y: 300, by: -300, at: &t)
        var seen: [ViewChange] = []
        var restedOnFrame: Double?
        while t < 3 {
            t += 1.0 / 60
            pager.advance(to: t)
            let changes = pager.takeChanges()
            if changes.contains(where: { if case .cameToRest = $0 { true } else { false } }) { restedOnFrame = t }
            seen += changes
        }
        #expect(seen == [.pageChanged(from: 0, to: 1), .cameToRest(page: 1, time: restedOnFrame ?? -1)])
        pager.turn(by: -1, time: t)
        PhotoPagerViewTests.settle(&pager, from: &t)
        #expect(pager.takeChanges().first == .pageChanged(from: 1, to: 0), "a key's turn too")
    }

    @Test func theLoopingPagerReportsTheWrapFromTheFirstItemToTheLast() {
        var pager = LoopingPagerView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 300), itemCount: 5)
        pager.advance(to: 0)
        pager.step(-1, time: 0.1)
        var t = 0.1
        var seen: [ViewChange] = []
        while t < 2 { t += 1.0 / 60; pager.advance(to: t); seen += pager.takeChanges() }
        #expect(seen.first == .pageChanged(from: 0, to: 4))
        #expect(seen.count == 2 && seen.last.map { if case .cameToRest(4, _) = $0 { true } else { false } } == true)
    }

    @Test func aListReportsOneRestPerFlingAndNoPages() {
        var list = ListView<Int>(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), rowCount: 500, rowExtent: 40)
        var t = 0.0
        list.handle(.down(x: 200, y: 500, clicks: 1, time: t))
        for _ in 0..<8 { t += 0.008; list.handle(.move(x: 200, y: 500 - 40 * t / 0.008, time: t)) }
        list.handle(.up(x: 200, y: 500 - 320, clicks: 1, time: t))
        var rests = 0, pages = 0
        while t < 8 {
            t += 1.0 / 60
            list.advance(to: t)
            for change in list.takeChanges() {
                if case .cameToRest(let page, _) = change { rests += 1; #expect(page == nil) } else { pages += 1 }
            }
        }
        #expect(rests == 1 && pages == 0)
    }

    @Test func aCardRowReportsTheLeadingCardAsItPasses() {
        var row = CardRowView(frame: ViewFrame(x: 0, y: 0, width: 600, height: 200), itemCount: 20, cardExtent: 150,
                              spacing: 10)
        row.advance(to: 0)
        var t = 0.0
        row.handle(.down(x: 500, y: 100, clicks: 1, time: t))
        for i in 1...10 { t += 0.01; row.handle(.move(x: 500 - Double(i) * 40, y: 100, time: t)) }
        row.handle(.up(x: 100, y: 100, clicks: 1, time: t))
        var steps: [(Int, Int)] = []
        while t < 6 {
            t += 1.0 / 60
            row.advance(to: t)
            for case .pageChanged(let from, let to) in row.takeChanges() { steps.append((from, to)) }
        }
        #expect(steps.count >= 3, "a fling over several cards reports each as it leads")
        #expect(steps.first?.0 == 0 && zip(steps, steps.dropFirst()).allSatisfy { $0.1 == $1.0 }, "a chain of changes")
    }
}
