/// The most items — rows, cells, cards, pages — any model or view lays out at
/// once, far more than any screen shows: a frame millions of px long over
/// 1 px items lays out this many, not millions.
public enum VisibleLimit {
    /// Items laid out at once, at most.
    public static let items = 65_536
}
