import ScrollViews

/// A pinch that began with the picture at its fitted size (or with no picture
/// to zoom): closed by a quarter or more when it ends, it asks to go back to
/// where the picture was opened from (a grid), as Photos on iOS does.
struct PinchBack {
    /// The spread below which such a pinch goes back (fingers closed by a quarter).
    static let spread = 0.75
    /// The least spread the pinch under way came to, if it began fitted.
    private var least: Double?

    /// Follows `pinch`; `fitted` says whether the picture is at its fitted size
    /// (asked when a pinch begins). True when a pinch ends that goes back.
    mutating func follow(_ pinch: PinchEvent, fitted: () -> Bool) -> Bool {
        switch pinch {
        case .began:
            least = fitted() ? 1 : nil
        case .changed(let spread, _, _, _):
            least = least.map { min($0, spread) }
        case .ended:
            defer { least = nil }
            return least.map { $0 < PinchBack.spread } ?? false
        }
        return false
    }
}
