import Pictures

extension AnimationMemory {
    /// The process's: every animation a shelf plays, within 64 MiB of frames.
    public static let shared = AnimationMemory(budget: 64 << 20)
}
