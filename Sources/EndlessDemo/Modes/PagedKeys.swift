import ScrollViews
/// The keys every paged mode shares: ← and Page Up one page (or tile) back,
/// → and Page Down one forward, Home to the start. A mode says how it steps and
/// goes home; `handlePagedKey` maps the keys once for all of them.
protocol PagedKeys: AnyObject {
    /// One page (or tile, or item) forward (+1) or back (−1).
    func step(_ direction: Int, time: Double)
    /// Back to the start (animated when near, a jump when far, as the mode sees fit).
    func goHome(time: Double)
}

extension PagedKeys {
    /// Steps or goes home for `key`; returns whether the key was one of these.
    @discardableResult
    func handlePagedKey(_ key: Key, time: Double) -> Bool {
        switch key {
        case .left, .pageUp: step(-1, time: time)
        case .right, .pageDown: step(1, time: time)
        case .home: goHome(time: time)
        default: return false
        }
        return true
    }
}
