#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import InfiniteScrolling
import ScrollPhysics
import ScrollViews
import Testing
import TestSupport

/// Values a program may produce — NaN, ±∞, 0, negatives, ±1e308, Int.min and
/// Int.max, times going backwards — thrown at the public entry points of the
/// pure products: nothing traps, nothing hangs (each round is timed), and every
/// offset, velocity and position stays finite and within the offsets an axis
/// takes.
@Suite struct AnyValueTests {
    /// Random hostile values, reproducible from a seed.
    struct Hostile {
        var random: SplitMix

        init(state: UInt64) { random = SplitMix(seed: state) }

        mutating func next() -> UInt64 { random.next() }

        mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

        static let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, -1, 1, 1e-300, -1e-300, 1e308, -1e308,
                                         1e12, -1e12, 1e13, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.5, 2]

        /// A value: often a special one, else anything from 1e-6 to 1e15 of either sign.
        mutating func double() -> Double {
            if chance(45) { return Self.specials[Int(next() % UInt64(Self.specials.count))] }
            let magnitude = Double(next() % 2_100_000) / 100_000 - 6
            return (chance(20) ? -1 : 1) * pow(10, magnitude)
        }

        /// A value in a sensible range most of the time (so that motions happen), else a hostile one.
        mutating func usually(_ range: ClosedRange<Double>) -> Double {
            chance(70) ? range.lowerBound + Double(next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
                : double()
        }

        mutating func int() -> Int {
            let specials = [Int.min, Int.max, Int.min + 1, Int.max - 1, -1, 0, 1, 2, 3, 1 << 40, -(1 << 40)]
            return chance(50) ? specials[Int(next() % UInt64(specials.count))] : Int(truncatingIfNeeded: next() % 2000) - 1000
        }

        /// The time after `time`: mostly a frame or so later, sometimes backwards, NaN, ±∞ or a year on.
        mutating func time(after time: Double) -> Double {
            switch next() % 20 {
            case 0: return .nan
            case 1: return .infinity
            case 2: return time - 5
            case 3: return time + 3e7
            case 4: return -.infinity
            default: return (time.isFinite ? time : 0) + Double(next() % 40) / 1000
            }
        }
    }

    static let rounds = 400

    static func finite(_ value: Double, within limit: Double = ScrollAxis.offsetLimit * (1 + 1e-9)) -> Bool {
        value.isFinite && abs(value) <= limit
    }

    /// Runs `body` for each of `count` rounds with its own values, timing
    /// each: a loop that does not end on some value fails the round instead of
    /// hanging the suite (a round does a bounded amount of work; the bound is
    /// generous for a debug build on a busy machine).
    static func rounds(_ seed: UInt64, count: Int = rounds, _ body: (inout Hostile, Int) -> Void) {
        let clock = ContinuousClock()
        for round in 0..<count {
            var hostile = Hostile(state: seed &+ UInt64(round) &* 7919)
            let took = clock.measure { body(&hostile, round) }
            #expect(took < .seconds(30), "round \(round) took \(took)")
        }
    }

    @Test func valueTypesHoldTheirRangesThroughInitsAndSetters() {
        Self.rounds(1) { h, round in
            var rate = DecelerationRate(perMillisecond: h.double())
            #expect(rate.perMillisecond > 0 && rate.perMillisecond < 1, "round \(round)")
            rate.perMillisecond = h.double()
            #expect(rate.perMillisecond > 0 && rate.perMillisecond < 1, "round \(round)")
            var spring = SpringParameters(stiffness: h.double(), mass: h.double())
            spring.stiffness = h.double()
            spring.mass = h.double()
            #expect(spring.omega.isFinite && spring.omega > 0, "round \(round)")
            var tolerance = Tolerance(distance: h.double(), velocity: h.double())
            tolerance.distance = h.double()
            tolerance.velocity = h.double()
            #expect(tolerance.distance > 0 && tolerance.velocity > 0 && tolerance.distance.isFinite, "round \(round)")
            var paging = Paging(pageSize: h.double(), rate: rate, maximumPagesPerFling: h.chance(50) ? h.int() : nil)
            paging.pageSize = h.double()
            if h.chance(50) { paging.maximumPagesPerFling = h.int() }
            #expect(paging.pageSize > 0 && paging.pageSize.isFinite && (paging.maximumPagesPerFling ?? 1) >= 1)
            let page = paging.targetPage(offset: h.double(), velocity: h.double(), startPage: h.int())
            #expect(paging.offset(ofPage: page).isFinite, "round \(round)")
            #expect(paging.projectionTime.isFinite && paging.projectionTime > 0)
            var band = RubberBand(dimension: h.double(), coefficient: h.double())
            band.dimension = h.double()
            band.coefficient = h.double()
            let over = h.double()
            if over.isFinite {
                #expect(band.offset(forOverscroll: over).isFinite && band.slope(atOverscroll: over).isFinite, "round \(round)")
                #expect(band.overscroll(forOffset: over).isFinite, "round \(round): \(band) \(over)")
            }
            var frame = ViewFrame(x: h.double(), y: h.double(), width: h.double(), height: h.double())
            frame.width = h.double()
            #expect(Self.finite(frame.x) && Self.finite(frame.width) && frame.width >= 0 && frame.height >= 0)
        }
    }

    @Test func simulationsAreFiniteAndEnd() {
        Self.rounds(2) { h, round in
            let position = h.usually(-2000...4000), velocity = h.usually(-30_000...30_000)
            let rate = DecelerationRate(perMillisecond: h.chance(80) ? 0.998 : h.double())
            let spring = SpringParameters(stiffness: h.chance(80) ? 625 : h.double(), mass: h.chance(80) ? 1 : h.double())
            let tolerance = Tolerance(distance: h.chance(80) ? 0.5 : h.double(), velocity: h.chance(80) ? 10 : h.double())
            let low = h.usually(-1000...0), high = h.usually(0...5000)
            let bounds: ClosedRange<Double>? = h.chance(80) && low <= high ? low...high : nil
            let overshootLimit: Double? = h.chance(50) ? h.usually(0...200) : nil
            let simulations: [any Simulation] = [
                Deceleration(position: position, velocity: velocity, rate: rate, tolerance: tolerance),
                Spring(position: position, velocity: velocity, target: h.usually(-1000...1000), parameters: spring,
                       tolerance: tolerance),
                Fling(position: position, velocity: velocity, bounds: bounds, rate: rate, spring: spring,
                      tolerance: tolerance, overshootLimit: overshootLimit),
                EasedMotion(from: position, to: h.usually(-1000...1000), duration: h.double()),
            ] + [Landing(position: position, velocity: velocity, target: h.usually(-1000...9000), rate: rate,
                         tolerance: tolerance)].compactMap { $0 }
            for simulation in simulations {
                #expect(simulation.duration >= 0, "round \(round): \(simulation)")
                guard position.isFinite, velocity.isFinite else { continue }
                #expect(simulation.duration.isFinite, "round \(round): \(simulation)")
                for t in [0, 0.016, 0.5, 3, simulation.duration, simulation.duration + 1] where t.isFinite {
                    #expect(simulation.position(at: t).isFinite && simulation.velocity(at: t).isFinite,
                            "round \(round): \(simulation) at \(t)")
                }
                #expect(simulation.finalPosition.isFinite, "round \(round): \(simulation)")
            }
        }
    }

    /// The fling's overshoot is the farthest its motion goes past the edge.
    @Test func aFlingsOvershootIsHowFarItsMotionGoes() {
        for (position, velocity) in [(0.0, -3000.0), (0, -9000), (2000, 3000), (10, -3000), (-50, -500)] {
            let fling = Fling(position: position, velocity: velocity, bounds: 0...2000)
            var farthest = 0.0, t = 0.0
            while t < fling.duration {
                let x = fling.position(at: t)
                farthest = max(farthest, x < 0 ? -x : x > 2000 ? x - 2000 : 0)
                t += 0.0005
            }
            #expect(abs(fling.overshoot - farthest) < 0.05, "\(position) at \(velocity): \(fling.overshoot) vs \(farthest)")
            #expect(farthest > 1, "the case goes past the edge")
        }
    }

    /// Every operation of an axis, in any order, with any values.
    @Test func anAxisKeepsItsOffsetFiniteWhateverItIsGiven() {
        Self.rounds(3) { h, round in
            let paging: Paging? = h.chance(30) ? Paging(pageSize: h.usually(100...1000), maximumPagesPerFling: h.chance(50) ? 1 : nil) : nil
            let low = h.usually(-500...0), high = h.usually(0...50_000)
            var configuration = ScrollAxis.Configuration(viewportExtent: h.usually(100...2000),
                                                         bounds: h.chance(70) && low <= high ? low...high : nil,
                                                         paging: paging)
            configuration.bounces = h.chance(80)
            var axis = ScrollAxis(configuration: configuration, offset: h.chance(70) ? 0 : h.double())
            var time = h.chance(90) ? 10 : h.double()
            var latest = 0.0
            for _ in 0..<60 {
                time = h.time(after: time)
                if time.isFinite { latest = max(latest, time) }
                switch h.next() % 16 {
                case 0: axis.press(pointer: h.usually(0...1000), time: time)
                case 1, 2: axis.move(pointer: h.usually(-3000...3000), time: time)
                case 3: _ = axis.release(time: time)
                case 4: axis.cancel(time: time)
                case 5: _ = axis.consume(h.usually(-100...100), time: time)
                case 6: axis.scroll(by: h.usually(-2000...2000), time: time)
                case 7: axis.scroll(to: h.double(), duration: h.chance(50) ? nil : h.double(), time: time)
                case 8: axis.scroll(toPage: h.int(), time: time)
                case 9: axis.scrollImmediately(by: h.double(), time: time)
                case 10: axis.jump(to: h.double())
                case 11: axis.shift(by: h.double())
                case 12: axis.settle(time: time)
                case 13:
                    axis.configuration.viewportExtent = h.double()
                    axis.configuration.decelerationRate.perMillisecond = h.double()
                    axis.configuration.spring.stiffness = h.double()
                    axis.configuration.tolerance.distance = h.double()
                    axis.configuration.slop = h.double()
                    axis.configuration.rubberBandCoefficient = h.double()
                    axis.configuration.maximumFlingSpeed = h.double()
                case 14: axis.scroll(toPage: h.int(), duration: h.double(), time: time)
                default:
                    for _ in 0..<10 {
                        time = (time.isFinite ? time : 0) + 0.016
                        latest = max(latest, time)
                        axis.advance(to: time)
                    }
                }
                #expect(Self.finite(axis.offset) && axis.velocity.isFinite && Self.finite(axis.restingOffset),
                        "round \(round): offset \(axis.offset), velocity \(axis.velocity)")
            }
            // Whatever happened, the axis comes to rest within bounded time.
            var rest = latest
            _ = axis.release(time: rest)
            // (Closed forms: a long step is one step. The slowest settings in range coast for hours.)
            for step in [0.05, 1, 10, 100, 1_000, 10_000, 100_000] where axis.isMoving {
                rest += step
                axis.advance(to: rest)
            }
            #expect(!axis.isMoving, "round \(round): still moving at \(axis.offset)")
        }
    }

    /// A fling at the offset limit ends there.
    @Test func aFlingAtTheLimitStaysWithinIt() {
        for start in [ScrollAxis.offsetLimit, -ScrollAxis.offsetLimit, ScrollAxis.offsetLimit - 100] {
            var axis = ScrollAxis(configuration: .init(viewportExtent: 800), offset: start)
            let direction: Double = start > 0 ? 1 : -1
            axis.press(pointer: 500, time: 0)
            for i in 1...8 { axis.move(pointer: 500 - direction * Double(i) * 40, time: Double(i) * 0.008) }
            _ = axis.release(time: 0.07)
            var t = 0.07
            while axis.isMoving, t < 60 { t += 0.016; axis.advance(to: t) }
            #expect(abs(axis.offset) <= ScrollAxis.offsetLimit, "\(axis.offset)")
            axis.shift(by: 1e308)
            axis.shift(by: 1e308)
            #expect(axis.offset == ScrollAxis.offsetLimit)
        }
        #expect(ScrollAxis(configuration: .init(viewportExtent: 800), offset: .nan).offset == 0)
        #expect(ScrollAxis(configuration: .init(viewportExtent: 800), offset: .infinity).offset == ScrollAxis.offsetLimit)
    }

    /// The loops and views with any counts, extents and events.
    @Test func loopsAndViewsTakeAnyCountExtentAndEvent() {
        Self.rounds(4, count: 60) { h, round in
            let frame = ViewFrame(x: h.usually(0...100), y: h.usually(0...100), width: h.usually(1...2000),
                                  height: h.usually(1...2000))
            var list = ListView<Int>(frame: frame, rowCount: h.int(), rowExtent: h.double())
            var grid = GridView<Int>(frame: frame, itemCount: h.int(), minimumCellSide: h.double(), spacing: h.double(),
                                     columns: h.chance(50) ? h.int() : nil)
            var cards = CardRowView(frame: frame, itemCount: h.int(), cardExtent: h.double(), spacing: h.double())
            var pager = LoopingPagerView(frame: frame, itemCount: h.int())
            var strip = RecenteringStripView(frame: frame, tileExtent: h.double())
            var scroll = ScrollView(frame: frame, contentExtent: h.double(), paging: h.chance(30))
            var ring = PageRing<Int>(page: h.int(), pageExtent: h.double()) { n, _ in n }
            var loop = LoopingPager(itemCount: h.int(), pageExtent: h.double())
            var carousel = AutoplayCarousel(itemCount: h.int(), pageExtent: h.double(), interval: h.double())
            var time = h.chance(90) ? 1 : h.double()
            for _ in 0..<25 {
                time = h.time(after: time)
                let x = h.usually(-100...2100), y = h.usually(-100...2100)
                let event: PointerEvent
                switch h.next() % 6 {
                case 0: event = .down(x: x, y: y, clicks: h.int(), time: time)
                case 1, 2: event = .move(x: x, y: y, time: time)
                case 3: event = .up(x: x, y: y, clicks: 1, time: time)
                case 4: event = .wheel(dx: h.double(), dy: h.double(), source: [.wheel, .hiresWheel, .touchpad][Int(h.next() % 3)],
                                       shift: h.chance(20), ctrl: h.chance(10), x: x, y: y, time: time)
                default: event = .lost(time: time)
                }
                _ = list.handle(event)
                _ = grid.handle(event)
                _ = cards.handle(event)
                _ = pager.handle(event)
                _ = strip.handle(event)
                _ = scroll.handle(event)
                switch h.next() % 8 {
                case 0: pager.step(h.int(), time: time)
                case 1: strip.step(h.int(), time: time)
                case 2: grid.scroll(toItem: h.int(), time: time)
                case 3:
                    let resized = ViewFrame(x: h.double(), y: h.double(), width: h.double(), height: h.double())
                    grid.resize(frame: resized, time: time)
                    cards.resize(frame: resized, time: time)
                    pager.resize(frame: resized, time: time)
                    strip.resize(frame: resized)
                    scroll.resize(frame: resized, contentExtent: h.double(), time: time)
                case 4: grid.setColumns(h.int(), keeping: h.int(), atWindowY: h.double(), time: time)
                case 5: list.setRowCount(h.int(), time: time)
                case 6:
                    loop.step(h.int(), time: time)
                    carousel.step(h.int(), time: time)
                    carousel.goToItem(h.int(), time: time)
                default:
                    var ringAxis = ScrollAxis(configuration: .init(viewportExtent: ring.pageExtent), offset: h.double())
                    ring.adjust(&ringAxis, make: { n, _ in n })
                    _ = ring.resize(pageExtent: h.double(), physicalOffset: h.double())
                }
                let now = time.isFinite ? time + 0.016 : 0.016
                _ = list.advance(to: now); _ = grid.advance(to: now); _ = cards.advance(to: now)
                _ = pager.advance(to: now); _ = strip.advance(to: now); _ = scroll.advance(to: now)
                _ = loop.advance(to: now); _ = carousel.advance(to: now)
                let offsets = [list.scrollView.offset, grid.scrollView.offset, cards.row.axis.offset, cards.row.logicalOffset,
                               pager.pager.axis.offset, pager.pager.logicalOffset, strip.axis.offset, strip.logicalOffset,
                               scroll.offset, loop.axis.offset, loop.logicalOffset, carousel.pager.axis.offset]
                #expect(offsets.allSatisfy { $0.isFinite }, "round \(round): \(offsets)")
                // However large the frame and small the items, what is laid out stays bounded.
                #expect(cards.visibleCards.count <= VisibleLimit.items + 2, "round \(round)")
                #expect(pager.visiblePages.count <= VisibleLimit.items, "round \(round)")
                #expect(strip.visibleTiles.count <= RecenteringStrip.maximumTiles + 2, "round \(round)")
                #expect(list.visibleRows(make: { 0 }, prepare: { _, _ in }).count <= VisibleLimit.items)
                #expect(grid.cells(make: { 0 }, prepare: { _, _ in }).count <= VisibleLimit.items + 3 * 24)
                _ = pager.dots
                _ = ring.logicalOffset(ofPhysical: h.double())
            }
            _ = CardLoop(itemCount: h.int(), cardExtent: h.double(), viewportExtent: h.double()).slotCount
            _ = SentinelLoop(itemCount: h.int()).pageCount
        }
    }
}
