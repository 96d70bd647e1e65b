import Pictures

extension AnimationMemory {
    /// The process's: the pager's and the grid's animations within `Limits.animationBytesInAll`.
    static let shared = AnimationMemory(budget: Limits.animationBytesInAll)
}
