/// When to draw the next frame, from what each part of a view says: a program
/// that draws only when something changes waits until `earliest` of its parts'
/// `nextFrame(after:)` times (nil: nothing will change until the next event).
public enum FrameSchedule {
    /// The earliest of `times`, nil when none is given.
    public static func earliest(_ times: Double?...) -> Double? { earliest(times) }

    /// The earliest of `times`, nil when none is given.
    public static func earliest(_ times: [Double?]) -> Double? { times.compactMap { $0 }.min() }
}
