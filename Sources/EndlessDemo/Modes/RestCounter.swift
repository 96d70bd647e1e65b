/// Counts the rests of a mode with more than one thing in motion (the pager's
/// page and zoom, the feed's scrollers): one rest when the last of them stops,
/// however the motion passed between them, and one for an axis that came to
/// rest without moving (a jump). Each change prints a --log-state rest line.
struct RestCounter {
    private(set) var count = 0
    private var wasActive = false
    private var quietRests = 0

    /// After each event and frame: whether anything moves or the pointer is down,
    /// and how many times the mode's main axis has rested so far (0 to count motion only).
    mutating func note(active: Bool, axisRests: Int = 0) {
        if wasActive, !active {
            count += 1
        } else if !wasActive, !active, axisRests != quietRests {
            count += 1
        }
        quietRests = axisRests
        wasActive = active
    }
}
