/// The timer of an auto-advancing carousel, on a clock the caller supplies
/// (seconds): it fires every `interval` seconds, the first time one interval
/// after it starts; it pauses while the pointer is down and starts a full
/// interval again when the user's motion settles, so a manual swipe is never
/// followed by an early advance; it does nothing while stopped (view hidden,
/// window minimized) or disabled.
public struct Autoplay: Sendable, Equatable {
    /// The carousel's period, seconds.
    public var interval: Double {
        didSet { interval = interval.clamped(to: Self.intervalRange, nan: 2) }
    }
    /// Whether autoplay is on (the user's switch).
    public private(set) var isEnabled = true
    /// Whether the carousel is on screen and the timer may run.
    public private(set) var isRunning = false
    /// Whether the pointer is down on the carousel.
    public private(set) var isPaused = false
    /// Whether the pointer rests over the carousel: a hover pauses it, as a press does.
    public private(set) var isHovered = false
    /// When the next advance is due, if one is scheduled.
    public private(set) var nextFire: Double?
    /// How many advances have fired.
    public private(set) var fireCount = 0

    /// The intervals a timer takes, seconds.
    public static let intervalRange = 0.05...86_400.0

    /// A timer that advances every `interval` seconds, held within
    /// `intervalRange` (NaN: 2 s).
    public init(interval: Double = 2) {
        self.interval = interval.clamped(to: Self.intervalRange, nan: 2)
    }

    /// The carousel appeared (or came back) at `time`: first advance one interval later.
    public mutating func start(at time: Double) {
        isRunning = true
        isPaused = false
        reschedule(from: time)
    }

    /// The carousel is hidden or the window minimized: nothing runs until `start`.
    public mutating func stop() {
        isRunning = false
        nextFire = nil
    }

    /// Turns autoplay on or off at `time`.
    public mutating func setEnabled(_ enabled: Bool, at time: Double) {
        isEnabled = enabled
        reschedule(from: time)
    }

    /// The pointer went down: no advance while it stays down.
    public mutating func pointerDown() {
        isPaused = true
        nextFire = nil
    }

    /// The pointer came over the carousel (true) or left it (false) at `time`:
    /// no advance while it stays; a full interval once it leaves.
    public mutating func hover(_ over: Bool, at time: Double) {
        guard over != isHovered else { return }
        isHovered = over
        reschedule(from: time)
    }

    /// The user's motion came to rest at `time`: a full interval from now.
    public mutating func userMotionSettled(at time: Double) {
        isPaused = false
        reschedule(from: time)
    }

    /// If an advance is due by `time`, the time it was due (the advance starts
    /// then); else nil. Fires at most once per call; when frames were missed, the
    /// next one is due a full interval after `time` rather than at once, so
    /// missed advances never come in a burst.
    public mutating func fire(at time: Double) -> Double? {
        guard let due = nextFire, time >= due else { return nil }
        fireCount += 1
        let next = due + interval
        nextFire = next > time ? next : time + interval
        return next > time ? due : time
    }

    private mutating func reschedule(from time: Double) {
        nextFire = isEnabled && isRunning && !isPaused && !isHovered ? time + interval : nil
    }
}
