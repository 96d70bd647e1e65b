import Testing
@testable import ScrollPhysics

/// Flutter's 13 recorded gestures and its interrupted one, on an application
/// clock (event milliseconds / 1000, as SDL timestamps arrive): the release
/// velocity matches Flutter's expected value within 0.1 %.
@Suite struct FlutterConformanceTests {
    /// Within 0.1 %, or within 0.02 px/s for the near-still axes under the minimum
    /// fling speed: the stored expectations were computed in single precision,
    /// whose rounding at −1.75 px/s is 0.7 % (Flutter's own double-precision
    /// figure for that axis, −1.73342, is what this tracker gives).
    static func within(_ actual: Double, _ expected: Double) -> Bool {
        abs(expected) < ScrollAxis.Configuration.minimumFlingSpeed
            ? abs(actual - expected) <= 0.02 : abs(actual - expected) <= 0.001 * abs(expected)
    }

    /// The tracker's velocity for one axis of `gesture` at its release.
    func trackerVelocity(_ gesture: RecordedGesture, along axis: KeyPath<(ms: Double, x: Double, y: Double), Double>)
        -> Double {
        var tracker = VelocityTracker()
        for event in gesture.events.dropLast() { tracker.add(time: event.ms / 1000, position: event[keyPath: axis]) }
        return tracker.velocity(releasedAt: gesture.events.last!.ms / 1000)
    }

    @Test(arguments: 0..<FlutterGestures.recorded.count)
    func recordedGestureVelocities(index: Int) {
        let gesture = FlutterGestures.recorded[index]
        let x = trackerVelocity(gesture, along: \.x), y = trackerVelocity(gesture, along: \.y)
        #expect(Self.within(x, gesture.expected.x), "gesture \(index) x: \(x) vs \(gesture.expected.x)")
        #expect(Self.within(y, gesture.expected.y), "gesture \(index) y: \(y) vs \(gesture.expected.y)")
    }

    @Test func theInterruptedGestureCountsOnlyWhatCameAfterThePause() {
        let gesture = FlutterGestures.interrupted
        let x = trackerVelocity(gesture, along: \.x), y = trackerVelocity(gesture, along: \.y)
        // Flutter's expected value is given to one decimal.
        #expect(abs(x - gesture.expected.x) < 0.05 + 0.001 * abs(gesture.expected.x), "x \(x)")
        #expect(abs(y - gesture.expected.y) < 0.05 + 0.001 * abs(gesture.expected.y), "y \(y)")
    }

    /// Through a scroll axis (vertical, content following the pointer): the fling
    /// starts at Flutter's velocity, within the axis's 50 … 20,000 px/s.
    @Test(arguments: 0..<FlutterGestures.recorded.count)
    func aScrollAxisFlingsAtFlutterVelocity(index: Int) {
        let gesture = FlutterGestures.recorded[index]
        var axis = ScrollAxis(configuration: .init(viewportExtent: 800))
        let down = gesture.events[0]
        axis.press(pointer: down.y, time: down.ms / 1000)
        for event in gesture.events.dropFirst().dropLast() { axis.move(pointer: event.y, time: event.ms / 1000) }
        axis.release(time: gesture.events.last!.ms / 1000)
        // The content moves against the pointer's coordinate: offset velocity = −pointer velocity.
        let expected = -gesture.expected.y
        if abs(expected) < ScrollAxis.Configuration.minimumFlingSpeed {
            #expect(axis.velocity == 0, "under the minimum: no fling")
        } else {
            #expect(Self.within(axis.velocity, expected), "gesture \(index): \(axis.velocity) vs \(expected)")
        }
    }
}
