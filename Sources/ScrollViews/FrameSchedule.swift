/// When to draw the next frame, from what each part of a view says: a program
/// that draws only when something changes waits until `earliest` of its parts'
/// `nextFrame(after:)` times (nil: nothing will change until the next event).
public enum FrameSchedule {
    /// The earliest of `times`, nil when none is given; a time that is not a
    /// number (NaN) counts as none, in any place.
    public static func earliest(_ times: Double?...) -> Double? { earliest(times) }

    /// The earliest of `times`, nil when none is given; a time that is not a
    /// number (NaN) counts as none, in any place.
    public static func earliest(_ times: [Double?]) -> Double? { times.reduce(nil, earlier) }

    /// The earlier of `a` and `b`, nil when neither is given: for folding the
    /// parts' times one by one where no list of them is wanted. A time that is
    /// not a number (NaN) counts as not given, whichever side it is on.
    @inlinable
    public static func earlier(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, !a.isNaN else { return b.flatMap { $0.isNaN ? nil : $0 } }
        guard let b, !b.isNaN else { return a }
        return Swift.min(a, b)
    }
}
