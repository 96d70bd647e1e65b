import CSDL

/// A scroll indicator as iOS draws one: a thin rounded bar along an edge, its
/// length the visible share of the content (at least 36 px, shorter while the
/// content is pulled past an end), shown while the content moves and fading
/// out half a second after it stops.
struct ScrollIndicator {
    static let thickness = 5.0, minimumLength = 36.0, inset = 3.0
    /// How long it stays after the motion stops, then how long it fades, seconds.
    static let holds = 0.5, fades = 0.25
    static let ink = SDL_Color(235, 238, 245)

    /// When the content last moved (or was held by the pointer).
    private(set) var lastActive = -Double.infinity

    /// Notes at `time` whether the content moves.
    mutating func note(active: Bool, at time: Double) {
        if active, time.isFinite { lastActive = max(lastActive, time) }
    }

    /// How opaque it is at `time`: 1 while active and for `holds` after, then down to 0.
    func opacity(at time: Double) -> Double {
        let since = time - lastActive
        guard since.isFinite else { return 0 }
        if since <= ScrollIndicator.holds { return 1 }
        return max(0, 1 - (since - ScrollIndicator.holds) / ScrollIndicator.fades)
    }

    /// When it next changes with nothing else happening: the start of its fade,
    /// every frame while it fades, nil once gone.
    func nextFrame(after now: Double) -> Double? {
        let fadeStart = lastActive + ScrollIndicator.holds
        guard fadeStart.isFinite, now < fadeStart + ScrollIndicator.fades else { return nil }
        return now < fadeStart ? fadeStart : now
    }

    /// The thumb along a track `track` px long: where it starts and how long it
    /// is, for content `content` px long shown `viewport` px at a time from
    /// `offset` (past either end, it shortens by the overshoot).
    static func thumb(offset: Double, content: Double, viewport: Double, track: Double) -> (start: Double, length: Double) {
        guard content > viewport, viewport > 0, track > 0, offset.isFinite else { return (0, 0) }
        let range = content - viewport
        let over = offset < 0 ? -offset : offset > range ? offset - range : 0
        let full = max(minimumLength, track * viewport / content)
        let length = max(thickness * 2, min(track, full - over))
        let share = min(max(offset / range, 0), 1)
        return ((track - length) * share, length)
    }

    /// Draws it at `time` along a horizontal or vertical track, `along` and
    /// `across` its start (track start, edge), for the content's numbers.
    func draw(_ canvas: Canvas, at time: Double, horizontal: Bool, trackStart: Double, trackLength: Double,
              edge: Double, offset: Double, content: Double, viewport: Double, ink: SDL_Color = ScrollIndicator.ink) {
        let opacity = opacity(at: time)
        guard opacity > 0 else { return }
        let thumb = ScrollIndicator.thumb(offset: offset, content: content, viewport: viewport, track: trackLength)
        guard thumb.length > 0 else { return }
        var color = ink
        color.a = UInt8((170 * opacity).rounded())
        let t = ScrollIndicator.thickness, start = trackStart + thumb.start
        // A bar with round ends: the straight part, then a disc at each end.
        if horizontal {
            canvas.fill(x: start + t / 2, y: edge, w: max(0, thumb.length - t), h: t, color)
            canvas.disc(centerX: start + t / 2, centerY: edge + t / 2, diameter: t, color)
            canvas.disc(centerX: start + thumb.length - t / 2, centerY: edge + t / 2, diameter: t, color)
        } else {
            canvas.fill(x: edge, y: start + t / 2, w: t, h: max(0, thumb.length - t), color)
            canvas.disc(centerX: edge + t / 2, centerY: start + t / 2, diameter: t, color)
            canvas.disc(centerX: edge + t / 2, centerY: start + thumb.length - t / 2, diameter: t, color)
        }
    }
}
