/// A scroll indicator as iOS shows one: a thin rounded bar along an edge, its
/// length the visible share of the content (at least `minimumLength`, shorter
/// while the content is pulled past an end), shown while the content moves and
/// faded out `holds` seconds after it stops. This is its model: when and where
/// to draw it; the drawing is the caller's.
public struct ScrollIndicator: Sendable, Equatable {
    /// The bar's thickness, px.
    public static let thickness = 5.0
    /// The shortest the bar gets within the content, px.
    public static let minimumLength = 36.0
    /// The gap between the bar and the edge it runs along, px.
    public static let inset = 3.0
    /// How long the bar stays after the motion stops, seconds.
    public static let holds = 0.5
    /// How long it then takes to fade out, seconds.
    public static let fades = 0.25

    /// Where the bar lies along its track.
    public struct Thumb: Sendable, Equatable {
        /// The distance from the track's start to the bar's start, px.
        public var start: Double
        /// The bar's length, px (0: nothing to show).
        public var length: Double

        /// A bar `length` px long, `start` px along the track.
        public init(start: Double, length: Double) {
            self.start = start
            self.length = length
        }
    }

    /// When the content last moved (or was held by the pointer), seconds.
    public private(set) var lastActive = -Double.infinity

    /// An indicator that has not been shown yet.
    public init() {}

    /// Notes at `time` whether the content moves (or is held).
    public mutating func note(active: Bool, at time: Double) {
        if active, time.isFinite { lastActive = max(lastActive, time) }
    }

    /// How opaque the bar is at `time`: 1 while active and for `holds` after, then down to 0.
    public func opacity(at time: Double) -> Double {
        let since = time - lastActive
        guard since.isFinite else { return 0 }
        if since <= ScrollIndicator.holds { return 1 }
        return max(0, 1 - (since - ScrollIndicator.holds) / ScrollIndicator.fades)
    }

    /// When it next changes with nothing else happening: the start of its fade,
    /// every frame (`now`) while it fades, nil once it is gone.
    public func nextFrame(after now: Double) -> Double? {
        let fadeStart = lastActive + ScrollIndicator.holds
        guard fadeStart.isFinite, now < fadeStart + ScrollIndicator.fades else { return nil }
        return now < fadeStart ? fadeStart : now
    }

    /// The bar along a track `track` px long, for content `content` px long shown
    /// `viewport` px at a time from `offset` (past either end, it shortens by the
    /// overshoot). Content no longer than the viewport has no bar (length 0).
    public static func thumb(offset: Double, content: Double, viewport: Double, track: Double) -> Thumb {
        guard content > viewport, viewport > 0, track > 0, offset.isFinite else { return Thumb(start: 0, length: 0) }
        let range = content - viewport
        let over = offset < 0 ? -offset : offset > range ? offset - range : 0
        let full = max(minimumLength, track * viewport / content)
        let length = max(thickness * 2, min(track, full - over))
        let share = min(max(offset / range, 0), 1)
        return Thumb(start: (track - length) * share, length: length)
    }
}
