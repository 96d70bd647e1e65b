#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Who takes a gesture when a horizontal scroller lies inside a vertical one
/// (a carousel row in a feed): decided once, when the press becomes a drag,
/// from the angle of the motion so far, and kept for the gesture's whole life
/// (Flutter's and libadwaita's nested scrolling). Within `horizontalAngle` degrees of horizontal the
/// horizontal child takes it; otherwise the vertical container. The peers'
/// complaints this avoids: an inner view that traps every gesture, or an outer
/// one that steals a row's swipe at 45° (Flutter #52010, ViewPager2 nesting).
public struct DirectionLock: Sendable, Equatable {
    /// The axis a gesture belongs to.
    public enum Axis: Sendable, Equatable {
        /// Left and right: a row's or a carousel's.
        case horizontal
        /// Up and down: the container's.
        case vertical
    }

    /// Degrees from horizontal within which a drag belongs to the horizontal child.
    public static let defaultHorizontalAngle = 30.0

    /// How far the pointer moves before the direction is decided, px.
    public var slop: Double
    /// Degrees from horizontal within which a drag belongs to the horizontal child.
    public var horizontalAngle: Double
    /// The axis the gesture was given, once the press became a drag.
    public private(set) var decided: Axis?
    private var origin: (x: Double, y: Double)?

    /// A lock deciding after `slop` px, horizontal within `horizontalAngle` degrees.
    public init(slop: Double = ScrollAxis.Configuration.defaultSlop,
                horizontalAngle: Double = DirectionLock.defaultHorizontalAngle) {
        self.slop = slop
        self.horizontalAngle = horizontalAngle
    }

    /// Whether two locks are set up alike and in the same gesture state.
    public static func == (a: DirectionLock, b: DirectionLock) -> Bool {
        a.slop == b.slop && a.horizontalAngle == b.horizontalAngle && a.decided == b.decided
            && a.origin?.x == b.origin?.x && a.origin?.y == b.origin?.y
    }

    /// A new gesture starts at (x, y): nothing is decided yet.
    public mutating func press(x: Double, y: Double) {
        origin = (x, y)
        decided = nil
    }

    /// The pointer moved to (x, y). Returns the axis from the move that carries
    /// the press past the slop (the decision), and the same axis from every
    /// later move; nil while the pointer is still within the slop or not down.
    @discardableResult
    public mutating func move(x: Double, y: Double) -> Axis? {
        if let decided { return decided }
        guard let origin, x.isFinite, y.isFinite else { return nil }
        let dx = x - origin.x, dy = y - origin.y
        guard (dx * dx + dy * dy).squareRoot() > slop else { return nil }
        decided = DirectionLock.axis(dx: dx, dy: dy, horizontalAngle: horizontalAngle)
        return decided
    }

    /// The gesture ended.
    public mutating func release() {
        origin = nil
        decided = nil
    }

    /// The axis of a motion (dx, dy): horizontal within `horizontalAngle` degrees
    /// of horizontal (either way), else vertical.
    public static func axis(dx: Double, dy: Double, horizontalAngle: Double = defaultHorizontalAngle) -> Axis {
        let degrees = atan2(abs(dy), abs(dx)) * 180 / .pi
        return degrees <= horizontalAngle ? .horizontal : .vertical
    }

    /// Where a wheel event goes: horizontal deltas, or any delta with Shift held,
    /// to the horizontal child under the pointer; vertical notches to the container.
    public static func wheelAxis(dx: Double, dy: Double, shift: Bool) -> Axis {
        shift || abs(dx) > abs(dy) ? .horizontal : .vertical
    }
}
