import Testing
import TestSupport
@testable import ScrollPhysics

/// What a release does is a value an axis holds, and a program may replace it.
@Suite struct ReleasePolicyTests {
    /// Flings that come to rest on a row boundary, 44 px apart.
    struct RowLanding: ReleasePolicy {
        func motion(offset: Double, velocity: Double, dragStart: Double,
                    configuration: ScrollAxis.Configuration) -> ScrollAxis.Ballistic {
            let projected = Deceleration(position: offset, velocity: velocity).finalPosition
            let target = (projected / 44).rounded() * 44
            if let glide = Landing(position: offset, velocity: velocity, target: target,
                                   rate: configuration.decelerationRate, tolerance: configuration.tolerance) {
                return .init(glide, as: .decelerating)
            }
            return .init(Spring(position: offset, velocity: velocity, target: target, parameters: configuration.spring,
                                tolerance: configuration.tolerance), as: .snapping)
        }
    }

    @Test func theStandardReleaseIsTheDefault() {
        var standard = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...10_000))
        var replaced = standard
        replaced.releasePolicy = StandardRelease()
        Gesture.drag(at: 0, from: 600, distance: -300, duration: 0.05).apply(to: &standard)
        Gesture.drag(at: 0, from: 600, distance: -300, duration: 0.05).apply(to: &replaced)
        standard.advance(to: 5)
        replaced.advance(to: 5)
        #expect(standard.offset == replaced.offset && standard.offset > 1000)
    }

    @Test func aReplacedPolicyDecidesWhereAFlingEnds() {
        var axis = ScrollAxis(configuration: .init(viewportExtent: 720, bounds: 0...10_000))
        axis.releasePolicy = RowLanding()
        Gesture.drag(at: 0, from: 600, distance: -300, duration: 0.05).apply(to: &axis)
        #expect(axis.isMoving)
        axis.advance(to: 5)
        #expect(axis.state == .idle && axis.offset > 1000)
        #expect(abs(axis.offset / 44 - (axis.offset / 44).rounded()) < 1e-9, "on a row: \(axis.offset)")
        // A program's fling goes the same way.
        axis.fling(velocity: 1234, at: 6)
        axis.advance(to: 12)
        #expect(abs(axis.offset / 44 - (axis.offset / 44).rounded()) < 1e-9, "on a row: \(axis.offset)")
    }
}
