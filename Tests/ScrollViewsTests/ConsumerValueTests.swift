import Testing
import ScrollPhysics
import InfiniteScrolling
@testable import ScrollViews

/// The red team's public-API cases (issue 61): each a three-line program of a
/// consumer's that trapped, hung or gave a value that is not a number.
@Suite struct ConsumerValueTests {
    static let frame = ViewFrame(x: 0, y: 0, width: 800, height: 600)

    @Test func aPagerOfAnyPageCountIsMadeAndTurns() {
        for count in [Int.min, -1, 0, 1, Int.max] {
            var pager = PhotoPagerView(frame: Self.frame, pageCount: count, insets: .init(all: 0))
            #expect(pager.pageCount == max(0, count))
            pager.turn(by: Int.max, time: 0)
            pager.turn(by: Int.min, time: 0.1)
            pager.show(page: Int.max, time: 0.2)
            pager.advance(to: 2)
            #expect(pager.logicalOffset.isFinite && pager.logicalOffset >= 0)
        }
    }

    @Test func aFreshPacersNextInputFrameIsItsStart() {
        for start in [100.0, 0, -5, .nan, .infinity] {
            let pacer = FramePacer(refresh: 1.0 / 60, start: start)
            let next = pacer.nextStart(input: true)
            #expect(next.isFinite, "start \(start)")
            #expect(next == (start.isFinite ? start : 0))
            #expect(pacer.nextStart(input: false) == next)
        }
    }

    @Test func aWheelStepThatIsNotAPositiveNumberIsTheDefault() {
        let standard = ScrollView.defaultLineStep(viewportExtent: 600)
        for step in [Double.nan, .infinity, -.infinity, 0, -40] {
            var view = ScrollView(frame: Self.frame, contentExtent: 10_000, lineStep: step)
            #expect(view.lineStep == standard, "step \(step)")
            view.lineStep = step
            #expect(view.lineStep == standard, "set to \(step)")
            var strip = RecenteringStripView(frame: Self.frame, tileExtent: 100, lineStep: step)
            strip.lineStep = step
            #expect(strip.lineStep == ScrollView.defaultLineStep(viewportExtent: 800))
        }
        #expect(ScrollView(frame: Self.frame, contentExtent: 1, lineStep: 1e300).lineStep == ViewFrame.sizeRange.upperBound)
        #expect(ScrollView(frame: Self.frame, contentExtent: 1, lineStep: 33).lineStep == 33)
    }

    @Test func aGridOfHugeCellsAndGapsHasAFiniteHeight() {
        for side in [1e300, .infinity, .nan] {
            for spacing in [1e300, .infinity, .nan] {
                let grid = GridView<Int>(frame: Self.frame, itemCount: 1_000_000, minimumCellSide: side, spacing: spacing)
                #expect(grid.contentHeight.isFinite, "side \(side), spacing \(spacing)")
                #expect(grid.rowPitch.isFinite && grid.cellSide.isFinite)
            }
        }
    }

    @Test func aTrackerGivesAFiniteVelocityFromAnySamples() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.01, position: 1e308)
        let huge = tracker.velocity()
        #expect(huge.isFinite && huge == SimulationInput.velocityLimit)
        var withNaN = VelocityTracker()
        withNaN.add(time: 0, position: .nan)
        #expect(withNaN.velocity() == 0)
        withNaN.add(time: 0.01, position: 0)
        withNaN.add(time: 0.02, position: 10)
        #expect(withNaN.velocity() == 1000, "the NaN sample is left out")
        var infinite = VelocityTracker()
        for (i, x) in [0.0, Double.infinity, -Double.infinity].enumerated() { infinite.add(time: Double(i) * 0.01, position: x) }
        #expect(infinite.velocity().isFinite)
    }

    @Test func aStackWithHeightsThatAreNotNumbersHasAFiniteHeight() {
        let stack = StackedContainer(children: [
            .init(id: 0, content: .view(height: .nan)),
            .init(id: 1, content: .list(rowCount: Int.max, rowHeight: 1e300)),
            .init(id: 2, content: .view(height: -.infinity)),
            .init(id: 3, content: .list(rowCount: -4, rowHeight: 50)),
        ], spacing: 10)
        #expect(stack.children.allSatisfy { $0.contentHeight.isFinite && $0.contentHeight >= 0 })
        let layout = stack.layout(offset: .nan, viewportHeight: .infinity, heights: [2: .nan, 3: .infinity])
        #expect(layout.contentHeight.isFinite)
        #expect(layout.placements.allSatisfy { $0.frameY.isFinite && $0.frameHeight.isFinite && $0.contentOffset.isFinite })
        #expect(stack.top(of: 3, heights: [1: .nan]).isFinite)
    }
}
