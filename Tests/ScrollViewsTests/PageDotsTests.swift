import Testing
@testable import ScrollViews

@Suite struct PageDotsTests {
    @Test func theCurrentDotIsAlwaysAmongThoseShown() {
        for position in [0.0, 1, 4, 5, 500, 995, 998.6, 999, 999.4, 1000, -1, -0.4, 123_456.2] {
            let dots = PageDots(count: 1000, position: position, centerX: 640, centerY: 600)
            #expect(dots.dots.count == PageDots.maximumShown)
            let current = dots.current
            let dot = dots.dots.first { $0.page == current }
            #expect(dot != nil, "page \(current) at \(position)")
            #expect(dot?.scale == 1, "the current dot is full size")
        }
    }

    @Test func aWindowOfManyDotsShrinksAtTheEndsWithMoreBeyond() {
        let middle = PageDots(count: 1000, position: 500, centerX: 640, centerY: 600).dots
        #expect(middle.map(\.page) == Array(496...504))
        #expect(middle.first?.scale == 0.5 && middle[1].scale == 0.75 && middle.last?.scale == 0.5)
        let start = PageDots(count: 1000, position: 0, centerX: 640, centerY: 600).dots
        #expect(start.first?.page == 0 && start.first?.scale == 1, "nothing before the first page")
        let few = PageDots(count: 5, position: 2, centerX: 640, centerY: 600).dots
        #expect(few.map(\.scale) == [1, 1, 1, 1, 1] && few.count == 5)
        #expect(PageDots(count: 1, position: 0, centerX: 0, centerY: 0).dots.isEmpty, "one page: no dots")
    }

    @Test func theLightMovesBetweenDotsWithTheDrag() {
        let halfway = PageDots(count: 5, position: 1.25, centerX: 640, centerY: 600)
        #expect(abs(halfway.light(ofPage: 1) - 0.75) < 1e-9 && abs(halfway.light(ofPage: 2) - 0.25) < 1e-9)
        #expect(halfway.light(ofPage: 0) == 0)
        // Between the last and the first (the loop's wrap), both share it.
        let wrap = PageDots(count: 5, position: -0.3, centerX: 640, centerY: 600)
        #expect(abs(wrap.light(ofPage: 4) - 0.3) < 1e-9 && abs(wrap.light(ofPage: 0) - 0.7) < 1e-9)
        for position in stride(from: -3.0, to: 8, by: 0.37) {
            let dots = PageDots(count: 5, position: position, centerX: 0, centerY: 0)
            #expect(abs((0..<5).reduce(0) { $0 + dots.light(ofPage: $1) } - 1) < 1e-9)
        }
        #expect(PageDots(count: 5, position: .nan, centerX: 0, centerY: 0).light(ofPage: 0) == 0)
    }

    @Test func aClickFindsTheDotUnderIt() {
        let dots = PageDots(count: 5, position: 0, centerX: 640, centerY: 600)
        #expect(dots.page(atX: 640, y: 600) == 2)
        #expect(dots.page(atX: 640 - 2 * PageDots.pitch + 6, y: 605) == 0)
        #expect(dots.page(atX: 640, y: 630) == nil && dots.page(atX: 800, y: 600) == nil)
    }

    @Test func dotsMayLieInAColumnForAPagerThatPagesUpAndDown() {
        let dots = PageDots(count: 3, position: 1, centerX: 760, centerY: 300, orientation: .vertical)
        #expect(dots.dots.map(\.x) == [760, 760, 760])
        #expect(dots.dots.map(\.y) == [280, 300, 320])
        #expect(dots.page(atX: 762, y: 318) == 2 && dots.page(atX: 700, y: 300) == nil)
        let row = PageDots(count: 3, position: 1, centerX: 400, centerY: 580)
        #expect(row.dots.map(\.y) == [580, 580, 580] && row.dots.map(\.x) == [380, 400, 420])
    }
}
