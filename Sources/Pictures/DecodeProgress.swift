import CRegionDecoder

/// How far one decode has come, readable from another thread while it goes on:
/// the picture it decodes into and how many of its rows, from the top, are
/// final — so that a page can show a big picture's top before its last row.
public final class DecodeProgress: @unchecked Sendable {
    /// Published by the C decoder with release and read with acquire (`picture_rows_ready`).
    package let rows: UnsafeMutablePointer<UInt32>
    private let lock = Condition()
    private var picture: (pixels: PixelBuffer, source: PictureSize)?

    /// A decode not begun.
    public init() {
        rows = .allocate(capacity: 1)
        rows.initialize(to: 0)
    }

    deinit { rows.deallocate() }

    /// What a decode has made so far: `rows` final rows of `pixels` (the
    /// picture at its decoded scale), from a picture of `source`'s size.
    public struct Snapshot {
        /// The picture being decoded; rows past `rows` may still change.
        public let pixels: PixelBuffer
        /// The picture's own size.
        public let source: PictureSize
        /// How many rows from the top are final.
        public let rows: Int
    }

    /// The decode starts writing into `pixels` (the decoding thread).
    package func begin(_ pixels: PixelBuffer, source: PictureSize) {
        lock.lock()
        picture = (pixels, source)
        lock.unlock()
    }

    /// The decode is over (its picture is the outcome now): its pixels are let go.
    package func end() {
        lock.lock()
        picture = nil
        lock.unlock()
    }

    /// The picture so far, nil before the decode has begun and after it ended.
    public func snapshot() -> Snapshot? {
        lock.lock()
        let picture = self.picture
        lock.unlock()
        guard let picture else { return nil }
        let rows = min(Int(picture_rows_ready(self.rows)), picture.pixels.height)
        return Snapshot(pixels: picture.pixels, source: picture.source, rows: rows)
    }
}
