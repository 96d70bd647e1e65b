// tests/models_test.c's scenarios and tests/peer_cases.c's spring and fling
// cases through the Swift build: the same calls the C functions make, printed
// as the C programs print them.
extension SwiftTrace {
    /// models_test.c --strip-trace.
    static func stripTrace() {
        var strip = RecenteringStrip(tileExtent: 100, viewportExtent: 800)
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, bounds: nil))
        var stream = PreciseScrollStream()
        strip.resize(viewportExtent: 800, keepingLogical: 0, &axis)
        for frame in 0...840 {
            let t = Double(frame) / 120
            for fling in 0..<3 {
                let start = 1.5 * Double(fling)
                if abs(t - start) < 1e-9 {
                    stream.end(at: t, axis: &axis)
                    axis.press(pointer: 700, time: t)
                    strip.update(&axis)
                }
                for step in 1...10 where abs(t - (start + Double(step) / 120)) < 1e-9 {
                    axis.move(pointer: 700 - 66 * Double(step), time: t)
                    strip.update(&axis)
                }
                if abs(t - (start + 11.0 / 120)) < 1e-9 {
                    _ = axis.release(time: t)
                    strip.update(&axis)
                }
            }
            if frame == 600 || frame == 612 {
                stream.end(at: t, axis: &axis)
                axis.scroll(by: 3 * 40, time: t)
                strip.update(&axis)
            }
            _ = stream.endIfQuiet(at: t, axis: &axis)
            axis.advance(to: t)
            strip.update(&axis)
            let first = strip.tiles[0]
            print([format17(t), format17(strip.logicalOffset(ofPhysical: axis.offset)), format17(axis.velocity),
                   "\(strip.recenterCount)", "\(strip.tiles.count)", "\(first.index)",
                   format17(strip.physicalX(ofTile: first.index) - axis.offset)].joined(separator: " "))
        }
    }

    /// models_test.c --pager-trace.
    static func pagerTrace() {
        var pager = LoopingPager(itemCount: 5, pageExtent: 400)
        for frame in 0...600 {
            let t = Double(frame) / 120
            if frame == 0 { pager.press(pointer: 300, time: t) }
            if frame > 0, frame <= 12 { pager.move(pointer: 300 - 25 * Double(frame), time: t) }
            if frame == 12 { pager.release(time: t) }
            if frame == 120 || frame == 180 { pager.step(-1, time: t) }
            if frame == 300 { pager.goToItem(3, time: t) }
            if frame == 420 { pager.press(pointer: 100, time: t) }
            if frame > 420, frame <= 426 { pager.move(pointer: 100 + 30 * Double(frame - 420), time: t) }
            if frame == 426 { pager.release(time: t) }
            pager.advance(to: t)
            let pages = pager.visiblePages(viewportExtent: 400)
            print([format17(t), format17(pager.logicalOffset), format17(pager.axis.velocity), "\(pager.currentItem ?? -1)",
                   "\(pager.wrapCount)", "\(min(pages.count, 4))", "\(pages.first?.item ?? -1)",
                   format17(pages.first?.start ?? 0)].joined(separator: " "))
        }
    }

    /// The offsets after a release at `release`, as peer_cases.c's print_after prints them.
    static func printAfter(_ axis: inout ScrollAxis, label: String, release: Double) {
        var line = "\(label) \(format17(axis.velocity))"
        for after in [0.016, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2] {
            axis.advance(to: release + after)
            line += " " + format17(axis.offset)
        }
        print(line)
    }

    /// peer_cases.c's spring case.
    static func spring(travel: Double, hold: Bool) {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, contentExtent: 3000))
        axis.press(pointer: 100, time: 0)
        for i in 1...6 { axis.move(pointer: 100 + travel * Double(i) / 6, time: Double(i) / 60) }
        let release = 0.1 + (hold ? 0.2 : 0)
        _ = axis.release(time: release)
        printAfter(&axis, label: "spring", release: release)
    }

    /// peer_cases.c's fling case.
    static func fling(speed: Double) {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800, contentExtent: 3000))
        axis.jump(to: 1800)
        axis.press(pointer: 600, time: 0)
        for i in 1...6 { axis.move(pointer: 600 - speed * Double(i) / 60, time: Double(i) / 60) }
        _ = axis.release(time: 0.1)
        printAfter(&axis, label: "fling", release: 0.1)
    }
}
