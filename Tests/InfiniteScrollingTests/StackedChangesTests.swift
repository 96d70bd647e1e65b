import Testing
import InfiniteScrolling

/// A stacked container's children changing over time: what follows a change
/// moves with it, with no jump at its start or end, and a viewport below it shifts as much.
@Suite struct StackedChangesTests {
    enum Part: Hashable, Sendable { case top, list, banner, bottom }

    /// 100 px, a list of 100 rows of 40, a 150 px banner, 80 px; 10 px apart.
    static func changes() -> StackedChanges<Part> {
        StackedChanges(StackedContainer(children: [
            .init(id: .top, content: .view(height: 100)),
            .init(id: .list, content: .list(rowCount: 100, rowHeight: 40)),
            .init(id: .banner, content: .view(height: 150)),
            .init(id: .bottom, content: .view(height: 80)),
        ], spacing: 10), duration: 0.3)
    }

    @Test func aFoldTakesItsSpacingWithItAndEndsWhereHiddenIs() {
        var changes = Self.changes()
        let start = changes.top(of: .bottom)
        #expect(start == 100 + 10 + 4_000 + 10 + 150 + 10)
        changes.setHidden(true, of: .banner, time: 0, animated: true, offset: 0)
        var tops: [Double] = []
        for frame in 1...24 {
            #expect(changes.advance(to: Double(frame) / 60, offset: 0).shift == 0, "the viewport is above the banner")
            tops.append(changes.top(of: .bottom))
        }
        // From 4,280 down to 4,120 step by step: no step larger than the easing's, none at the end.
        let steps = zip([start] + tops, tops).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 < 25 }, "\(steps)")
        #expect(tops.last == 100 + 10 + 4_000 + 10 && !changes.isChanging)
        #expect(changes.layout(offset: 0, viewportHeight: 500).placements.map(\.id) == [.top, .list, .bottom])
    }

    @Test func aSecondChangeTurnsTheFirstBackFromWhereItIs() {
        var changes = Self.changes()
        changes.setHidden(true, of: .banner, time: 0, animated: true, offset: 0)
        _ = changes.advance(to: 0.15, offset: 0)
        let halfway = changes.shownHeight(of: .banner)
        #expect(halfway > 0 && halfway < 150 && changes.isHidden(.banner))
        changes.setHidden(false, of: .banner, time: 0.15, animated: true, offset: 0)
        #expect(!changes.isHidden(.banner) && changes.shownHeight(of: .banner) == halfway)
        _ = changes.advance(to: 0.5, offset: 0)
        #expect(changes.shownHeight(of: .banner) == 150 && !changes.isChanging)
    }

    @Test func aViewportBelowAChangeShiftsByAsMuch() {
        var changes = Self.changes()
        var offset = 5_000.0
        changes.setRowCount(of: .list, to: 150, time: 0, animated: true, offset: offset)
        #expect(changes.rowCount(of: .list) == 150)
        for frame in 1...24 { offset += changes.advance(to: Double(frame) / 60, offset: offset).shift }
        #expect(offset == 5_000 + 2_000)
        // At once: a shrink by 40 rows above, a banner hidden above.
        offset += changes.setRowCount(of: .list, to: 110, time: 1, animated: false, offset: offset)
        offset += changes.setHidden(true, of: .banner, time: 1, animated: false, offset: offset)
        #expect(offset == 7_000 - 1_600 - 160)
        // Not when the change is below the viewport's top.
        #expect(changes.setHidden(false, of: .banner, time: 1, animated: false, offset: 0) == 0)
    }

    @Test func childrenComeAndGoByID() {
        var changes = Self.changes()
        let shift = changes.insert(.init(id: .banner, content: .view(height: 1)), after: .top, time: 0, animated: false, offset: 0)
        #expect(shift == 0 && changes.container.children.count == 4, "an id there already is not added")
        changes.remove(.top, time: 0, animated: true, offset: 0)
        #expect(!changes.contains(.top) && changes.isChanging(.top))
        let step = changes.advance(to: 1, offset: 0)
        #expect(step.removed == [.top] && step.ended == [.top])
        #expect(changes.container.children.map(\.id) == [.list, .banner, .bottom] && changes.top(of: .list) == 0)
        let moved = changes.insert(.init(id: .top, content: .view(height: 50)), after: nil, time: 1, animated: false,
                                   offset: 300)
        #expect(moved == 60 && changes.top(of: .list) == 60)
    }
}
