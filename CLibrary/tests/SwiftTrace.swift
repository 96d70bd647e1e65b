// What the C programs print through the C library, through the Swift build of
// the physics instead: the fling of tests/axis_test.c (--trace: the offset and
// velocity every 1/120 s), its zoom (--zoom-trace), the strip and the pager of
// tests/models_test.c (--strip-trace, --pager-trace), and with --peer-cases the
// peers' cases on standard input as tests/peer_cases.c runs them.
#if canImport(Glibc)
import Glibc
#endif

@main
struct SwiftTrace {
    static func main() {
        if CommandLine.arguments.dropFirst().first == "--peer-cases" { return peerCases() }
        if CommandLine.arguments.dropFirst().first == "--zoom-trace" { return zoomTrace() }
        if CommandLine.arguments.dropFirst().first == "--strip-trace" { return stripTrace() }
        if CommandLine.arguments.dropFirst().first == "--pager-trace" { return pagerTrace() }
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, contentExtent: 10000))
        axis.press(pointer: 600, time: 0)
        for step in 1...10 { axis.move(pointer: 600 - 40 * Double(step), time: 0.01 * Double(step)) }
        _ = axis.release(time: 0.1)
        for frame in 0...480 {
            let t = 0.1 + Double(frame) / 120
            axis.advance(to: t)
            print(String(format17(t)), String(format17(axis.offset)), String(format17(axis.velocity)))
        }
    }

    /// tests/axis_test.c's zoom scenario (--zoom-trace), printed as it prints it.
    static func zoomTrace() {
        var zoom = PanZoom(pictureWidth: 4000, pictureHeight: 3000, viewportWidth: 800, viewportHeight: 600)
        for frame in 0...480 {
            let t = Double(frame) / 60
            if frame == 10 { zoom.toggleZoom(about: .init(x: 600, y: 200), time: t) }
            if frame == 100 {
                zoom.x.press(pointer: 400, time: t)
                zoom.y.press(pointer: 300, time: t)
            }
            if frame > 100, frame <= 106 {
                zoom.x.move(pointer: 400 - 40 * Double(frame - 100), time: t)
                zoom.y.move(pointer: 300 + 10 * Double(frame - 100), time: t)
            }
            if frame == 106 {
                _ = zoom.x.release(time: t)
                _ = zoom.y.release(time: t)
            }
            if frame == 250 { zoom.zoom(by: 12, about: .init(x: 100, y: 100), time: t) }
            if frame == 350 { zoom.beginPinch(centroid: .init(x: 400, y: 300), time: t) }
            if frame > 350, frame <= 360 {
                zoom.pinch(spread: 1 - 0.06 * Double(frame - 350), centroid: .init(x: 400 + Double(frame - 350), y: 300), time: t)
            }
            if frame == 360 { zoom.endPinch(time: t) }
            _ = zoom.advance(to: t)
            let f = zoom.pictureFrame
            print([t, zoom.scale, f.x, f.y, f.width, f.height].map(format17).joined(separator: " "))
        }
    }

    /// tests/peer_cases.c's cases, printed as it prints them.
    static func peerCases() {
        var events: [(ms: Double, x: Double, y: Double)] = []
        var gesture: Int?
        var aosp = 0
        func run() {
            guard let index = gesture, events.count >= 2 else { return }
            let release = events.last!.ms / 1000
            var tracker = VelocityTracker()
            for event in events.dropLast() { tracker.add(time: event.ms / 1000, position: event.x) }
            let vx = tracker.velocity(releasedAt: release)
            tracker.reset()
            for event in events.dropLast() { tracker.add(time: event.ms / 1000, position: event.y) }
            let vy = tracker.velocity(releasedAt: release)
            var axis = ScrollAxis(configuration: .init(viewportExtent: 800, contentExtent: 1e7))
            axis.jump(to: 5e6)
            axis.press(pointer: events[0].y, time: events[0].ms / 1000)
            for event in events.dropFirst().dropLast() { axis.move(pointer: event.y, time: event.ms / 1000) }
            _ = axis.release(time: release)
            var line = "gesture \(index) \(format17(vx)) \(format17(vy)) \(format17(axis.velocity))"
            for after in [0.1, 0.5, 1, 3] {
                axis.advance(to: release + after)
                line += " " + format17(axis.offset)
            }
            print(line)
        }
        while let line = readLine() {
            let words = line.split(separator: " ")
            if words.first == "gesture", words.count == 2 {
                run()
                gesture = Int(words[1])
                events = []
            } else if words.first == "aosp", words.count == 4 {
                var tracker = VelocityTracker()
                for i in 0..<3 { tracker.add(time: Double(i) / 1000, position: Double(words[i + 1])!) }
                print("aosp \(aosp) \(format17(tracker.velocity(releasedAt: 0.002)))")
                aosp += 1
            } else if words.first == "spring", words.count == 3, let travel = Double(words[1]) {
                spring(travel: travel, hold: words[2] != "0")
            } else if words.first == "fling", words.count == 2, let speed = Double(words[1]) {
                fling(speed: speed)
            } else if words.count == 3, let ms = Double(words[0]), let x = Double(words[1]), let y = Double(words[2]) {
                events.append((ms, x, y))
            }
        }
        run()
    }

    /// `value` with 17 significant digits, as C's %.17g writes it.
    static func format17(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 40)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        return String(cString: buffer)
    }
}
