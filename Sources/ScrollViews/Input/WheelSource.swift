/// What turned a wheel event, and so what its deltas mean and how a view
/// scrolls by them.
public enum WheelSource: Sendable, Equatable, CaseIterable {
    /// A mouse wheel: deltas in notches (clicks), a fraction for a
    /// high-resolution wheel's part of a notch; a view scrolls its line step
    /// per notch, animated.
    case wheel
    /// A high-resolution wheel reporting px: scrolled by that distance,
    /// animated, with no momentum of its own.
    case hiresWheel
    /// Fingers on a touchpad, px: followed 1:1 while they move, then a fling
    /// with their speed when the stream goes quiet.
    case touchpad

    /// Whether the deltas are px rather than notches.
    public var isPixels: Bool { self != .wheel }
}
