// The fling of tests/axis_test.c (--trace) through the Swift build of ScrollAxis:
// the offset and velocity every 1/120 s, printed as the C program prints them.
#if canImport(Glibc)
import Glibc
#endif

@main
struct SwiftTrace {
    static func main() {
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

    /// `value` with 17 significant digits, as C's %.17g writes it.
    static func format17(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 40)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        return String(cString: buffer)
    }
}
