import Pictures
/// The first page of a run, decoded and composed on a thread of its own while
/// SDL starts and the window opens (tens of milliseconds), so that the first
/// frame shows the picture: the loader that is asked for the same picture in
/// the same layout takes it instead of decoding it again, and decodes nothing
/// else until the first frame is on the screen (the cores are the first
/// frame's, not the neighbours').
package final class EarlyPage: @unchecked Sendable {
    let path: FilePath
    /// The layout's key (`PageLayout.key`).
    let layout: String
    private let condition = Condition()
    private let cancellation = DecodeCancellation()
    /// How far its decode has come.
    private let decodeProgress = DecodeProgress()
    private var outcome: ImageLoader.Outcome?
    private var taken = false
    /// The first frame came without taking it: it is not wanted.
    private var abandoned = false
    private var onScreen = false

    /// The longest the loader holds its other decodes back for the first frame, seconds.
    static let firstFrameWait = 0.25

    /// Starts decoding the picture at `path` into `layout`.
    package init(path: FilePath, layout: PageLayout) {
        self.path = path
        self.layout = layout.key
        WorkerThread.start(name: "endless-first") { [self] in
            let page = ImageLoader.page(path, in: layout, cancellation: cancellation, progress: decodeProgress)
            decodeProgress.end()
            condition.lock()
            if !abandoned { outcome = page }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The page, when it is the picture at `path` in `layout` and was not taken
    /// before: waits for it (or until `cancel`). Nil for any other page.
    func take(path: FilePath, layout: PageLayout) -> ImageLoader.Outcome? {
        condition.lock()
        defer { condition.unlock() }
        guard !taken, !abandoned, path == self.path, layout.key == self.layout else { return nil }
        taken = true
        while outcome == nil { condition.wait() }
        defer { outcome = nil }
        return outcome
    }

    /// How far the decode of the picture at `path` in `layout` has come, when
    /// that is this page and it was not taken yet (nil for any other).
    func progress(path: FilePath, layout: PageLayout) -> DecodeProgress? {
        condition.lock()
        defer { condition.unlock() }
        return !taken && !abandoned && path == self.path && layout.key == self.layout ? decodeProgress : nil
    }

    /// Stops the decode (the loader stops): a `take` waiting returns its failure.
    func cancel() {
        cancellation.cancel()
        shown()
    }

    /// The first frame is on the screen: a page nobody took is freed (the
    /// window opened at another size).
    package func shown() {
        condition.lock()
        onScreen = true
        if !taken {
            abandoned = true
            outcome = nil
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `shown`, at most `firstFrameWait`.
    func waitUntilShown() {
        let deadline = Monotonic.seconds() + EarlyPage.firstFrameWait
        condition.lock()
        defer { condition.unlock() }
        while !onScreen, condition.wait(until: deadline) {}
    }
}
