import CRegionDecoder

/// A flag that stops one decode from another thread: the decoder looks at it
/// between pieces of work and gives up within a few milliseconds.
public final class DecodeCancellation: @unchecked Sendable {
    /// Read and written only through the C decoder's atomic accesses.
    package let flag: UnsafeMutablePointer<Int32>

    /// A flag not yet raised.
    public init() {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 0)
    }

    deinit { flag.deallocate() }

    /// Asks the decode to stop.
    public func cancel() { picture_cancel(flag) }

    /// Whether `cancel` was called.
    public var isCancelled: Bool { picture_cancelled_flag(flag) != 0 }
}
