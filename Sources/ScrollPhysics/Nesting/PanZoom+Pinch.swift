#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

extension PanZoom {
    /// A pinch under way: the picture point under the fingers' centroid when
    /// it began, the unbanded zoom level then, and the centroid's path.
    struct Pinch: Sendable {
        var picture: Point
        var rawLevel: Double
        var centroid: Point
        var trackerX = VelocityTracker()
        var trackerY = VelocityTracker()
    }

    /// Whether two fingers are pinching (between `beginPinch` and `endPinch`).
    public var isPinching: Bool { pinchGesture != nil }

    /// Two fingers came down with their centroid at `centroid` (viewport px):
    /// the picture point there stays under the centroid while they pinch and pan.
    public mutating func beginPinch(centroid: Point, time: Double) {
        guard centroid.x.isFinite, centroid.y.isFinite, time.isFinite else { return }
        stopPan(at: time)
        motion = nil
        wheel = nil
        zoomAxis.stop(at: time)
        pinchGesture = Pinch(picture: picturePoint(at: centroid), rawLevel: zoomAxis.rawOffset(forDisplayed: zoomAxis.offset),
                             centroid: centroid)
        pinchGesture?.trackerX.add(time: time, position: centroid.x)
        pinchGesture?.trackerY.add(time: time, position: centroid.y)
    }

    /// The fingers are `spread` times as far apart as when they came down, their
    /// centroid at `centroid`: the zoom follows the spread — past a limit with
    /// UIKit's rubber band — and the picture point the pinch began on is under
    /// the centroid (two fingers moving together pan).
    public mutating func pinch(spread: Double, centroid: Point, time: Double) {
        guard var gesture = pinchGesture, spread.isFinite, spread > 0, centroid.x.isFinite, centroid.y.isFinite,
              time.isFinite else { return }
        let raw = min(max(gesture.rawLevel + log2(spread), -8), maximumLevel + 8)
        zoomAxis.jump(to: zoomAxis.displayedOffset(forRaw: raw))
        place(gesture.picture, at: centroid)
        gesture.centroid = centroid
        gesture.trackerX.add(time: time, position: centroid.x)
        gesture.trackerY.add(time: time, position: centroid.y)
        pinchGesture = gesture
    }

    /// The fingers lifted at `time`: a zoom past a limit springs back to it
    /// about the centroid (ending inside the picture); within the limits the
    /// picture flings on with the centroid's speed, rubber-banding at its edges.
    public mutating func endPinch(time: Double) {
        guard let gesture = pinchGesture, time.isFinite else { return }
        pinchGesture = nil
        let level = min(max(zoomAxis.offset, 0), maximumLevel)
        if abs(level - zoomAxis.offset) > 1e-9 {
            return beginZoom(toLevel: level, about: gesture.centroid, time: time, duration: nil)
        }
        x.configuration.bounds = panBounds(scale: scale).x
        y.configuration.bounds = panBounds(scale: scale).y
        // The centroid moving right moves the picture right: its offsets the other way.
        x.fling(velocity: -gesture.trackerX.velocity(releasedAt: time), at: time)
        y.fling(velocity: -gesture.trackerY.velocity(releasedAt: time), at: time)
    }
}
