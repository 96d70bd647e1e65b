/// Counts the rests of a view with more than one thing in motion (a pager's page
/// and zoom, nested scrollers): one rest when the last of them stops, however
/// the motion passed between them, and one for an axis that came to rest without
/// moving (a jump). Compare `count` with its last value to know a rest happened.
public struct RestCounter: Sendable, Equatable {
    /// The rests so far.
    public private(set) var count = 0
    private var wasActive = false
    private var quietRests = 0

    /// A counter with no rests yet.
    public init() {}

    /// After each event and frame: whether anything moves or the pointer is down,
    /// and how many times the view's main axis has rested so far (0 to count motion only).
    public mutating func note(active: Bool, axisRests: Int = 0) {
        if wasActive, !active {
            count += 1
        } else if !wasActive, !active, axisRests != quietRests {
            count += 1
        }
        quietRests = axisRests
        wasActive = active
    }
}
