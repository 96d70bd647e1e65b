import Testing
import ScrollPhysics

/// A touchpad's stream of precise deltas: 1:1 while it lasts, then a fling
/// with its speed once it has been quiet; a new stream catches the fling; past
/// an edge it rubber-bands and springs back.
@Suite struct PreciseScrollStreamTests {
    /// Deltas of `speed`/60 px every 1/60 s for `frames` frames from `start`,
    /// each frame ending the stream if quiet and advancing the axis.
    static func stream(_ stream: inout PreciseScrollStream, _ axis: inout ScrollAxis, from start: Double,
                       frames: Int, speed: Double) -> Double {
        var t = start
        for _ in 0..<frames {
            stream.scroll(by: speed / 60, time: t, axis: &axis)
            stream.endIfQuiet(at: t, axis: &axis)
            axis.advance(to: t)
            t += 1.0 / 60
        }
        return t - 1.0 / 60
    }

    @Test func aStreamThatStopsFlingsOnWithItsSpeed() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720))
        var stream = PreciseScrollStream()
        let last = Self.stream(&stream, &axis, from: 0, frames: 30, speed: 1500)
        #expect(abs(axis.offset - 29 * 25 - 25) < 1e-6, "1:1 while the fingers move")
        #expect(axis.isPointerDown && stream.isStreaming)
        // Frames go on; no delta comes.
        var t = last
        var ended = -1.0
        var v = 0.0
        while ended < 0, t < last + 0.2 {
            t += 1.0 / 60
            if stream.endIfQuiet(at: t, axis: &axis) {
                ended = t
                v = axis.velocity
            }
            axis.advance(to: t)
        }
        #expect(ended > last && ended - last <= PreciseScrollStream.defaultEndGap + 1.0 / 60, "the end found within a frame of the gap")
        #expect(axis.state == .decelerating)
        #expect(abs(v / 1500 - 1) < 0.1, "the fling carries the stream's speed: \(v) px/s")
        let before = axis.offset
        while axis.isMoving { t += 1.0 / 60; axis.advance(to: t) }
        #expect(axis.offset - before > 500, "and decelerates as a fling: \(axis.offset - before) px more")
        #expect(axis.configuration.slop == ScrollAxis.Configuration.defaultSlop, "the slop is back")
    }

    @Test func aSecondStreamCatchesTheFling() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720))
        var stream = PreciseScrollStream()
        var t = Self.stream(&stream, &axis, from: 0, frames: 20, speed: 2000)
        for _ in 0..<6 { t += 1.0 / 60; stream.endIfQuiet(at: t, axis: &axis); axis.advance(to: t) }
        #expect(axis.state == .decelerating)
        let caught = axis.offset
        stream.scroll(by: 1, time: t + 0.001, axis: &axis)
        #expect(axis.isPointerDown && !axis.isMoving, "the new stream holds the content")
        #expect(axis.offset - caught > 1 && axis.offset - caught < 4, "where the fling was 1 ms on, plus the delta")
    }

    @Test func pastAnEdgeItRubberBandsAndSpringsBack() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...1000), offset: 900)
        var stream = PreciseScrollStream()
        var t = Self.stream(&stream, &axis, from: 0, frames: 24, speed: 1200)   // 480 px of fingers
        #expect(axis.offset > 1000 && axis.offset < 900 + 480 - 100, "past the edge, less than the fingers: \(axis.offset)")
        while axis.isMoving || stream.isStreaming || axis.isPointerDown, t < 5 {
            t += 1.0 / 60
            stream.endIfQuiet(at: t, axis: &axis)
            axis.advance(to: t)
        }
        #expect(abs(axis.offset - 1000) < 0.5, "back at the edge")
    }
}
