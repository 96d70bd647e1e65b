import Synchronization

/// Pictures whose decoder needs much working memory (a progressive JPEG's
/// coefficients, an interlaced PNG) or much time with little memory (a GIF
/// of huge frames, a long animation) are decoded one at a time in the whole
/// process, whichever loader asks: the memory budget is one such decode, and
/// two costly decodes do not share the cores with everything else.
package enum LargeDecodes {
    /// Working memory from which a decode counts as large, bytes.
    package static let threshold = 16 << 20
    /// Work from which a decode counts as large, in pixels composed
    /// (`PictureLimits.animationPixels`' unit: about 0.2 s of decoding).
    package static let workThreshold = 100_000_000
    private static let turn = Mutex(())

    /// Whether a decode of `workBytes` bytes of working memory and `work`
    /// pixels of work waits for the other large ones.
    package static func isLarge(workBytes: Int, work: Int = 0) -> Bool { workBytes >= threshold || work >= workThreshold }

    /// Runs `decode`, after any other large decode when it is large (`isLarge`).
    package static func run<T>(workBytes: Int, work: Int = 0, _ decode: () -> T) -> T {
        guard isLarge(workBytes: workBytes, work: work) else { return decode() }
        return turn.withLock { _ in decode() }
    }
}
