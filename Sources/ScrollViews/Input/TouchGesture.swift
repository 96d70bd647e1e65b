import ScrollPhysics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A touchscreen's fingers as the views take them, with Flutter's touch
/// numbers: one finger is the pointer — its press at once, its moves only once
/// it has gone `touchSlop` from where it came down in any direction (a tap
/// survives the finger's wobble), from there on without a jump; a second tap
/// within `doubleTapTimeout` and `doubleTapSlop` of the first is a
/// double-click. A second finger ends the pointer's gesture (no fling) and
/// begins a pinch: the fingers' spread and centroid, until one of them lifts;
/// the fingers left are then ignored until all have lifted.
public struct TouchGesture: Sendable, Equatable {
    /// How far a finger goes before it drags, px (Flutter's kTouchSlop).
    public static let touchSlop = 18.0
    /// How far apart a double tap's taps may be, px (Flutter's kDoubleTapSlop).
    public static let doubleTapSlop = 100.0
    /// How soon a double tap's second tap comes down, s (Flutter's kDoubleTapTimeout).
    public static let doubleTapTimeout = 0.3

    /// What the fingers did, for the views.
    public enum Output: Sendable, Equatable {
        /// One finger as the pointer.
        case pointer(PointerEvent)
        /// Two fingers.
        case pinch(PinchEvent)
    }

    private enum State: Sendable, Equatable {
        case idle
        /// One finger down: where it came down, whether it passed the slop, and
        /// the offset that keeps its moves from jumping.
        case pointer(finger: Int, downX: Double, downY: Double, clicks: Int, dragging: Bool, shiftX: Double, shiftY: Double)
        /// Two fingers: their first distance.
        case pinch(first: Int, second: Int, distance: Double)
        /// The gesture ended with fingers still down.
        case done
    }

    private struct Spot: Sendable, Equatable {
        var x: Double
        var y: Double
        var time = 0.0
    }

    private var state = State.idle
    /// Fingers down and where they are.
    private var fingers: [Int: Spot] = [:]
    /// The last tap: where it came down and when it lifted.
    private var lastTap: Spot?

    /// No fingers down.
    public init() {}

    /// Whether the fingers make a pinch now.
    public var isPinching: Bool { if case .pinch = state { return true } else { return false } }

    /// What `event` does.
    public mutating func handle(_ event: TouchEvent) -> [Output] {
        guard event.x.isFinite, event.y.isFinite, event.time.isFinite else { return [] }
        switch event.phase {
        case .down: return down(event)
        case .move: return move(event)
        case .up, .cancel: return lift(event)
        }
    }

    private mutating func down(_ e: TouchEvent) -> [Output] {
        fingers[e.finger] = Spot(x: e.x, y: e.y)
        switch state {
        case .idle:
            var clicks = 1
            if let tap = lastTap, e.time - tap.time <= TouchGesture.doubleTapTimeout,
               hypot(e.x - tap.x, e.y - tap.y) <= TouchGesture.doubleTapSlop {
                clicks = 2
            }
            state = .pointer(finger: e.finger, downX: e.x, downY: e.y, clicks: clicks, dragging: false, shiftX: 0, shiftY: 0)
            return [.pointer(.down(x: e.x, y: e.y, clicks: clicks, time: e.time))]
        case .pointer(let first, _, _, _, _, _, _):
            guard let a = fingers[first] else { return [] }
            state = .pinch(first: first, second: e.finger, distance: max(hypot(e.x - a.x, e.y - a.y), 1))
            lastTap = nil
            return [.pointer(.lost(time: e.time)), .pinch(.began(x: (a.x + e.x) / 2, y: (a.y + e.y) / 2, time: e.time))]
        case .pinch, .done:
            return []
        }
    }

    private mutating func move(_ e: TouchEvent) -> [Output] {
        guard fingers[e.finger] != nil else { return [] }
        fingers[e.finger] = Spot(x: e.x, y: e.y)
        switch state {
        case .pointer(let finger, let downX, let downY, let clicks, var dragging, var shiftX, var shiftY):
            guard finger == e.finger else { return [] }
            if !dragging {
                let distance = hypot(e.x - downX, e.y - downY)
                guard distance > TouchGesture.touchSlop else { return [] }
                // From here the finger drags; the axis's own slop is what it keeps of the touch slop.
                let kept = TouchGesture.touchSlop - ScrollAxis.Configuration.defaultSlop
                (shiftX, shiftY) = ((e.x - downX) / distance * kept, (e.y - downY) / distance * kept)
                dragging = true
                state = .pointer(finger: finger, downX: downX, downY: downY, clicks: clicks, dragging: true,
                                 shiftX: shiftX, shiftY: shiftY)
            }
            return [.pointer(.move(x: e.x - shiftX, y: e.y - shiftY, time: e.time))]
        case .pinch(let first, let second, let distance):
            guard let a = fingers[first], let b = fingers[second], e.finger == first || e.finger == second else { return [] }
            let spread = max(hypot(b.x - a.x, b.y - a.y), 1) / distance
            return [.pinch(.changed(spread: spread, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, time: e.time))]
        case .idle, .done:
            return []
        }
    }

    private mutating func lift(_ e: TouchEvent) -> [Output] {
        guard fingers.removeValue(forKey: e.finger) != nil else { return [] }
        var out: [Output] = []
        switch state {
        case .pointer(let finger, let downX, let downY, let clicks, let dragging, let shiftX, let shiftY)
            where finger == e.finger:
            if e.phase == .cancel {
                out = [.pointer(.lost(time: e.time))]
                lastTap = nil
            } else if dragging {
                out = [.pointer(.up(x: e.x - shiftX, y: e.y - shiftY, clicks: clicks, time: e.time))]
                lastTap = nil
            } else {
                // A tap: where it came down, however the finger wobbled.
                out = [.pointer(.up(x: downX, y: downY, clicks: clicks, time: e.time))]
                lastTap = clicks == 1 ? Spot(x: downX, y: downY, time: e.time) : nil
            }
            state = fingers.isEmpty ? .idle : .done
        case .pinch(let first, let second, _) where e.finger == first || e.finger == second:
            out = [.pinch(.ended(time: e.time))]
            state = fingers.isEmpty ? .idle : .done
        default:
            if fingers.isEmpty { state = .idle }
        }
        return out
    }
}
