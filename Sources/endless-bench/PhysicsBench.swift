import EndlessDemo
import Foundation
import InfiniteScrolling
import ScrollPhysics

/// Cost per call of the physics and the technique models, without SDL.
struct PhysicsBench {
    struct Row {
        var name: String
        var nanoseconds: Double
        /// Share of a 16.7 ms frame, percent.
        var frameShare: Double { nanoseconds / 16_666_667 * 100 }
    }

    let quick: Bool
    var iterations: Int { quick ? 20_000 : 400_000 }

    /// The C library's "axis step, decelerating" (CLibrary/tests/step_bench.c, in the
    /// folder ENDLESS_C_LIBRARY names), ns a call; nil without it.
    static func cLibraryStep(iterations: Int) -> Double? {
        guard let folder = ProcessInfo.processInfo.environment["ENDLESS_C_LIBRARY"] else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: folder).appendingPathComponent("step_bench")
        process.arguments = [String(iterations)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }

    func run() -> [Row] {
        var rows: [Row] = []
        func add(_ name: String, _ ns: Double) {
            rows.append(Row(name: name, nanoseconds: ns))
            progress("  \(name): \(format(ns)) ns")
        }
        let n = iterations

        // Scroll-axis steps in each moving state, small time steps within one motion.
        var fling = ScrollAxis(configuration: .init(viewportExtent: 1280))
        fling.press(pointer: 0, time: 0)
        for i in 1...5 { fling.move(pointer: -Double(i) * 2000, time: Double(i) * 0.008) }
        fling.release(time: 0.04)
        add("axis step, decelerating", nanosecondsPerCall(iterations: n) { i in
            fling.advance(to: 0.04 + Double(i) * 4e-6)
            return fling.offset
        })
        // The same step through the C library (Embedded Swift), when ./run.sh bench built it.
        if let ns = PhysicsBench.cLibraryStep(iterations: n) { add("axis step, decelerating, through the C library", ns) }
        var snap = ScrollAxis(configuration: .init(viewportExtent: 1280, paging: Paging(pageSize: 1280)))
        snap.press(pointer: 600, time: 0)
        for i in 1...4 { snap.move(pointer: 600 - Double(i) * 20, time: Double(i) * 0.008) }
        snap.release(time: 0)
        add("axis step, snapping", nanosecondsPerCall(iterations: n) { i in
            snap.advance(to: Double(i) * 1e-6)
            return snap.offset
        })
        var bounce = ScrollAxis(configuration: .init(viewportExtent: 960, bounds: 0...1000), offset: 0)
        bounce.press(pointer: 0, time: 0)
        bounce.move(pointer: 3000, time: 0.1)
        bounce.release(time: 0.1)
        add("axis step, bouncing", nanosecondsPerCall(iterations: n) { i in
            bounce.advance(to: 0.1 + Double(i) * 1e-6)
            return bounce.offset
        })
        var tracker = VelocityTracker()
        add("velocity sample + estimate (20 samples)", nanosecondsPerCall(iterations: n) { i in
            let t = Double(i) * 0.004
            tracker.add(time: t, position: 3 * t * t + 400 * t)
            return tracker.velocity(releasedAt: t)
        })

        // One layout pass of each technique's model.
        var strip = RecenteringStrip(tileExtent: 420, viewportExtent: 1280)
        var stripAxis = ScrollAxis(configuration: .init(viewportExtent: 1280), offset: strip.centerOffset)
        add("strip: recenter + tile", nanosecondsPerCall(iterations: n) { _ in
            stripAxis.jump(to: stripAxis.offset + 37)
            strip.update(&stripAxis)
            return Double(strip.tiles.count)
        })
        var ring = PageRing(page: 0, pageExtent: 1280) { number, _ in number }
        var ringAxis = ScrollAxis(configuration: .init(viewportExtent: 1280), offset: 1280)
        add("pager: ring adjust", nanosecondsPerCall(iterations: n) { _ in
            ringAxis.jump(to: ringAxis.offset + 41)
            ring.adjust(&ringAxis, make: { number, _ in number })
            return Double(ring.middlePage)
        })
        var banner = LoopingPager(itemCount: 5, pageExtent: 1280)
        var bannerTime = 0.0
        add("banner: looping pager step", nanosecondsPerCall(iterations: n) { i in
            if i % 120 == 0 { banner.step(1, time: bannerTime) }
            bannerTime += 1.0 / 60
            banner.advance(to: bannerTime)
            return banner.logicalOffset
        })
        var carousel = AutoplayCarousel(itemCount: 3, pageExtent: 1280)
        carousel.start(at: 0)
        var carouselTime = 0.0
        add("autoplay: carousel step", nanosecondsPerCall(iterations: n) { _ in
            carouselTime += 1.0 / 60
            carousel.advance(to: carouselTime)
            return carousel.pager.logicalOffset
        })
        var feed = Feed.feed(width: 1280, height: 720, headerHeight: 130, cards: 12)
        feed.animates = false
        var cellsA = CellRecycler(), cellsB = CellRecycler()
        var stackOffset = 0.0
        add("stack: feed placements + cells", nanosecondsPerCall(iterations: n) { _ in
            stackOffset = (stackOffset + 53).truncatingRemainder(dividingBy: 360_000)
            feed.scroll(toContent: stackOffset, time: 0)
            for placement in feed.placements {
                if placement.id == .listA { cellsA.show(rows: placement.visibleRows) }
                if placement.id == .listB { cellsB.show(rows: placement.visibleRows) }
            }
            return feed.contentExtent
        })
        return rows
    }
}
