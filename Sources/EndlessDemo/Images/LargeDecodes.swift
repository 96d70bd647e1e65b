import Synchronization

/// Pictures whose decoder needs much working memory (a progressive JPEG's
/// coefficients, an interlaced PNG) are decoded one at a time in the whole
/// process, whichever loader asks: the memory budget is one such decode.
enum LargeDecodes {
    /// Working memory from which a decode counts as large, bytes.
    static let threshold = 16 << 20
    private static let turn = Mutex(())

    /// Runs `decode`, after any other large decode when `workBytes` is large.
    static func run<T>(workBytes: Int, _ decode: () -> T) -> T {
        guard workBytes >= threshold else { return decode() }
        return turn.withLock { _ in decode() }
    }
}
