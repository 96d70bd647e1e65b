import Testing
@testable import InfiniteScrolling

@Suite struct StackedContainerTests {
    /// The demo's container: header, list A, banner, list B, footer.
    static func container(spacing: Double = 0) -> StackedContainer<String> {
        StackedContainer<String>(children: [
            .init(id: "header", content: .view(height: 200)),
            .init(id: "A", content: .list(rowCount: 10_000, rowHeight: 44)),
            .init(id: "banner", content: .view(height: 150)),
            .init(id: "B", content: .list(rowCount: 5_000, rowHeight: 64)),
            .init(id: "footer", content: .view(height: 300)),
        ], spacing: spacing)
    }

    func placement(_ layout: StackedContainer<String>.Layout, _ index: Int) -> StackedContainer<String>.Placement? {
        layout.placements.first { $0.index == index }
    }

    @Test func contentHeightIsTheSumOfTheChildren() {
        #expect(Self.container().layout(offset: 0, viewportHeight: 720).contentHeight == 760_650)
        let short = StackedContainer<String>(children: [.init(id: "v", content: .view(height: 100))])
        #expect(short.layout(offset: 0, viewportHeight: 720).contentHeight == 720, "at least the viewport")
    }

    @Test func beforeTheFirstListItStartsBelowTheHeader() throws {
        let layout = Self.container().layout(offset: 0, viewportHeight: 720)
        let a = try #require(placement(layout, 1))
        #expect(a.frameY == 200 && a.contentOffset == 0 && a.frameHeight == 520)
        #expect(a.visibleRows == 0..<12)
        let b = try #require(placement(layout, 3))
        #expect(b.frameY == 440_350 && b.frameHeight == 0 && b.visibleRows.isEmpty)
        #expect(placement(layout, 0)?.frameY == 0 && placement(layout, 4)?.frameY == 760_350)
    }

    @Test func insideAListItIsPinnedToTheViewport() throws {
        let layout = Self.container().layout(offset: 10_000, viewportHeight: 720)
        let a = try #require(placement(layout, 1))
        #expect(a.frameY == 10_000 && a.contentOffset == 9_800 && a.frameHeight == 720)
        #expect(a.visibleRows == 222..<240)
    }

    @Test func atTheEndOfAListItShrinksAndTheNextOneComesIn() throws {
        let layout = Self.container().layout(offset: 439_900, viewportHeight: 720)
        let a = try #require(placement(layout, 1))
        #expect(a.frameY == 439_900 && a.contentOffset == 439_700 && a.frameHeight == 300)
        #expect(a.visibleRows == 9_993..<10_000)
        let b = try #require(placement(layout, 3))
        #expect(b.frameY == 440_350 && b.contentOffset == 0 && b.frameHeight == 270 && b.visibleRows == 0..<5)
    }

    @Test func afterAListItHasNoFrameLeft() throws {
        let layout = Self.container().layout(offset: 440_300, viewportHeight: 720)
        let a = try #require(placement(layout, 1))
        #expect(a.frameHeight == 0 && a.visibleRows.isEmpty)
        let b = try #require(placement(layout, 3))
        #expect(b.frameY == 440_350 && b.frameHeight == 670 && b.visibleRows == 0..<11)
        let inB = Self.container().layout(offset: 445_350, viewportHeight: 720)
        let b2 = try #require(placement(inB, 3))
        #expect(b2.frameY == 445_350 && b2.contentOffset == 5_000 && b2.frameHeight == 720)
        #expect(b2.visibleRows == 78..<90)
    }

    @Test func spacingAndHiddenChildren() {
        var container = Self.container(spacing: 16)
        #expect(container.layout(offset: 0, viewportHeight: 720).contentHeight == 760_650 + 4 * 16)
        #expect(container.top(of: "B") == 200 + 16 + 440_000 + 16 + 150 + 16)
        container.children[2].isHidden = true
        let layout = container.layout(offset: 0, viewportHeight: 720)
        #expect(layout.placements.map(\.index) == [0, 1, 3, 4])
        #expect(layout.contentHeight == 760_650 - 150 + 3 * 16)
        #expect(container.top(of: "B") == 200 + 16 + 440_000 + 16)
    }

    @Test func animatedHeightOverridesTheList() throws {
        let layout = Self.container().layout(offset: 0, viewportHeight: 720, heights: ["A": 4_400])
        #expect(layout.contentHeight == 760_650 - 440_000 + 4_400)
        let b = try #require(placement(layout, 3))
        #expect(b.frameY == 4_750)
    }

    @Test func liveCellsStayWithinVisibleRowsPlusTwoAcrossAllRows() {
        let container = Self.container(spacing: 12)
        var cells = [1: CellRecycler(), 3: CellRecycler()]
        let viewport = 720.0
        let end = container.layout(offset: 0, viewportHeight: viewport).contentHeight - viewport
        var offset = -80.0  // from a pull past the top
        var rowsSeen = [1: Set<Int>(), 3: Set<Int>()]
        while offset <= end + 80 {
            let layout = container.layout(offset: offset, viewportHeight: viewport)
            for placement in layout.placements {
                guard var recycler = cells[placement.index],
                      case .list(_, let rowHeight) = container.children[placement.index].content else { continue }
                recycler.show(rows: placement.visibleRows)
                cells[placement.index] = recycler
                let visible = Int((placement.frameHeight / rowHeight).rounded(.up))
                #expect(recycler.cells.count <= visible + 2)
                #expect(recycler.pool.created <= Int((viewport / rowHeight).rounded(.up)) + 2)
                if let first = placement.visibleRows.first { rowsSeen[placement.index]?.insert(first) }
            }
            offset += 331
        }
        // The scroll really crossed both lists.
        #expect(rowsSeen[1]!.max()! > 9_990 && rowsSeen[3]!.max()! > 4_980)
    }

    @Test func showingTheSameRowsAgainKeepsEveryCell() {
        var recycler = CellRecycler()
        recycler.show(rows: 10..<14)
        let first = recycler.cells
        recycler.show(rows: 10..<14)
        #expect(recycler.cells == first && recycler.pool.inUse == 4)
        // Away and back: the same number of cells, every row one, from the same pool.
        recycler.show(rows: 12..<15)
        #expect(Set(recycler.cells.keys) == [12, 13, 14] && recycler.pool.inUse == 3)
        recycler.show(rows: 10..<14)
        #expect(Set(recycler.cells.keys) == [10, 11, 12, 13] && recycler.pool.inUse == 4 && recycler.pool.created == 4)
        recycler.show(rows: 0..<0)
        #expect(recycler.cells.isEmpty && recycler.pool.inUse == 0)
        recycler.show(rows: 5..<5)
        #expect(recycler.cells.isEmpty)
    }
}

@Suite struct StackedContainerIDTests {
    enum Part: Hashable, Sendable { case top, list, bottom }

    @Test func childrenAreFoundByTheirIDs() {
        var container = StackedContainer<Part>(children: [
            .init(id: .top, content: .view(height: 100)),
            .init(id: .list, content: .list(rowCount: 50, rowHeight: 40)),
            .init(id: .bottom, content: .view(height: 80)),
        ], spacing: 10)
        #expect(container.index(of: .bottom) == 2)
        #expect(container.top(of: .bottom) == 100 + 10 + 2000 + 10)
        container[.list].content = .list(rowCount: 10, rowHeight: 40)
        #expect(container.top(of: .bottom) == 100 + 10 + 400 + 10)
        let layout = container.layout(offset: 0, viewportHeight: 300, heights: [.list: 100])
        #expect(layout.placements.map(\.id) == [.top, .list, .bottom])
        #expect(layout.placements[2].frameY == 100 + 10 + 100 + 10, "the animated height of the list")
    }
}
