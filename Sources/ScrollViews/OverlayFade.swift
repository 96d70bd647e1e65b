/// When an overlay over content shows (a viewer's name and place, its
/// controls): fully while there is activity, and for `holdDuration` seconds after
/// the last (`wake(at:)`: a key, the pointer moving), then fading out over
/// `fadeDuration`; `nextFrame(after:)` says when to draw next for it.
public struct OverlayFade: Equatable, Sendable {
    /// How long it stays after the last activity, s, and how long it takes to fade, s.
    public var holdDuration: Double, fadeDuration: Double
    /// When it was last woken.
    public private(set) var since: Double

    /// An overlay shown from `time` on, held `holdDuration` s after activity and fading over `fadeDuration` s.
    public init(time: Double = 0, holdDuration: Double = 2, fadeDuration: Double = 0.4) {
        since = time.isFinite ? time : 0
        self.holdDuration = holdDuration.isFinite ? max(0, holdDuration) : 2
        self.fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0.4
    }

    /// How much it shows at `time`: 1 while held, down to 0 as it fades.
    public func opacity(at time: Double) -> Double {
        let past = time - since - holdDuration
        guard past > 0 else { return 1 }
        guard fadeDuration > 0 else { return 0 }
        let faded = past / fadeDuration
        return faded.isNaN ? 1 : min(1, max(0, 1 - faded))
    }

    /// Shown again from `time` on; whether that changes what is drawn (it had
    /// faded, or was fading). A time before the last is ignored.
    public mutating func wake(at time: Double) -> Bool {
        guard time.isFinite, time >= since else { return false }
        let changed = opacity(at: time) < 1
        since = time
        return changed
    }

    /// When it needs a frame after `now`: when it starts to fade, every frame while it fades, nil once gone.
    public func nextFrame(after now: Double) -> Double? {
        let fade = since + holdDuration
        if now < fade { return fade }
        return now < fade + fadeDuration ? now : nil
    }
}
