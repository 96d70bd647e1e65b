import CRegionDecoder
import ScrollViewsSDL

/// How far one decode has come, readable from another thread while it goes on:
/// the picture it decodes into and how many of its rows, from the top, are
/// final — so that a page can show a big picture's top before its last row.
final class DecodeProgress: @unchecked Sendable {
    /// Published by the C decoder with release and read with acquire (`picture_rows_ready`).
    let rows: UnsafeMutablePointer<UInt32>
    private let lock = Condition()
    private var picture: (surface: Surface, source: PictureSize)?

    init() {
        rows = .allocate(capacity: 1)
        rows.initialize(to: 0)
    }

    deinit { rows.deallocate() }

    /// What a decode has made so far: `rows` final rows of `surface` (the
    /// picture at its decoded scale), from a picture of `source`'s size.
    struct Snapshot {
        let surface: Surface
        let source: PictureSize
        let rows: Int
    }

    /// The decode starts writing into `surface` (the decoding thread).
    func begin(_ surface: Surface, source: PictureSize) {
        lock.lock()
        picture = (surface, source)
        lock.unlock()
    }

    /// The decode is over (its picture is the outcome now): its surface is let go.
    func end() {
        lock.lock()
        picture = nil
        lock.unlock()
    }

    /// The picture so far, nil before the decode has begun and after it ended.
    func snapshot() -> Snapshot? {
        lock.lock()
        let picture = self.picture
        lock.unlock()
        guard let picture else { return nil }
        let rows = min(Int(picture_rows_ready(self.rows)), Int(picture.surface.height))
        return Snapshot(surface: picture.surface, source: picture.source, rows: rows)
    }
}
