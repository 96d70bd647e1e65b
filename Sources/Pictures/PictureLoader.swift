/// Decodes pictures on worker threads, so that a program's loop never waits
/// for a decoder: ask for a picture under an ID of yours, fitted to the box it
/// is shown in, and collect what is ready each frame with `completed`.
///
/// A request replaces what was asked before under its ID (a decode under way
/// for something else stops within milliseconds), so a storm of resizes or a
/// fast scroll holds one decode and one result per ID. Every picture keeps to
/// the loader's `PictureLimits`; a file that cannot be shown gives its reason.
/// Calls may come from any thread.
public final class PictureLoader<ID: Hashable & Sendable>: @unchecked Sendable {
    /// One request's result.
    public typealias Outcome = Result<DecodedPicture, PictureError>

    private let queue: Queue

    /// A loader of `threads` worker threads (1–16), decoding within `limits`,
    /// which runs `wake` (from a worker thread) whenever a result is ready: a
    /// window loop that sleeps until something happens posts itself an event
    /// there. Workers run behind the calling thread (a lower priority, where the
    /// system has one).
    /// With `animations`, an animated GIF or WebP also gives every frame with
    /// its delay (`DecodedPicture.animation`), their bytes counted in that
    /// memory: past its budget a picture that moves is decoded smaller, or
    /// stays on its first frame.
    public init(threads: Int = 2, limits: PictureLimits = .standard, animations: AnimationMemory? = nil,
                wake: (@Sendable () -> Void)? = nil) {
        queue = Queue(limits: limits, animations: animations, wake: wake)
        for number in 0..<min(max(threads, 1), 16) {
            WorkerThread.start(name: "pictures-\(number)", priority: .background) { [queue] in queue.work() }
        }
    }

    deinit { queue.stop() }

    /// The limits every picture keeps to.
    public var limits: PictureLimits { queue.limits }

    /// Asks for the picture at `path` decoded to fit `box` (at least as large as
    /// shown there, never larger than the picture; nil: whole, within the
    /// limits' `decodedPixels`), its result to come under `id`. The same request
    /// again while it is pending or not yet collected changes nothing.
    public func request(_ id: ID, path: FilePath, fitting box: PictureSize?) {
        queue.enqueue(Job(id: id, path: path, box: box))
    }

    /// Forgets `id`: its request is dropped, its decode stops, its result (if
    /// not yet collected) is freed.
    public func cancel(_ id: ID) { queue.cancel(id) }

    /// The results ready since the last call, oldest first: pictures of at most
    /// `budget` bytes in all (at least one), the rest left for the next call.
    public func completed(budget: Int = .max) -> [(id: ID, outcome: Outcome)] { queue.take(budget: budget) }

    /// Whether requests are waiting, decoding, or ready to be collected.
    public var isBusy: Bool { queue.isBusy }

    /// How many results are ready to be collected.
    public var readyCount: Int { queue.readyCount }

    /// Waits until every request so far has its result (or `seconds` pass);
    /// true when they all have.
    @discardableResult
    public func waitUntilIdle(timeout seconds: Double) -> Bool { queue.waitUntilIdle(timeout: seconds) }

    /// One request.
    struct Job: Sendable {
        var id: ID
        var path: FilePath
        var box: PictureSize?

        func isSame(as other: Job) -> Bool { id == other.id && path == other.path && box == other.box }
    }

    /// The queue the workers and the caller share.
    final class Queue: @unchecked Sendable {
        let limits: PictureLimits
        private let animations: AnimationMemory?
        private let wake: (@Sendable () -> Void)?
        private let condition = Condition()
        private var waiting: [Job] = []
        private var decoding: [(job: Job, cancellation: DecodeCancellation)] = []
        private var finished: [(job: Job, outcome: Outcome)] = []
        private var stopped = false

        init(limits: PictureLimits, animations: AnimationMemory?, wake: (@Sendable () -> Void)?) {
            self.limits = limits
            self.animations = animations
            self.wake = wake
        }

        func enqueue(_ job: Job) {
            condition.lock()
            defer { condition.unlock() }
            if finished.contains(where: { $0.job.isSame(as: job) }) || waiting.contains(where: { $0.isSame(as: job) })
                || decoding.contains(where: { $0.job.isSame(as: job) && !$0.cancellation.isCancelled }) { return }
            drop(job.id)
            waiting.append(job)
            condition.signal()
        }

        func cancel(_ id: ID) {
            condition.lock()
            drop(id)
            condition.unlock()
        }

        /// Drops everything under `id` (the lock held).
        private func drop(_ id: ID) {
            waiting.removeAll { $0.id == id }
            finished.removeAll { $0.job.id == id }
            for entry in decoding where entry.job.id == id { entry.cancellation.cancel() }
        }

        func take(budget: Int) -> [(id: ID, outcome: Outcome)] {
            condition.lock()
            defer { condition.unlock() }
            var bytes = 0, taken = 0
            for result in finished {
                if case .success(let picture) = result.outcome {
                    if taken > 0, bytes + picture.pixels.byteCount > max(0, budget) { break }
                    bytes += picture.pixels.byteCount
                }
                taken += 1
            }
            let results = finished[..<taken].map { (id: $0.job.id, outcome: $0.outcome) }
            finished.removeFirst(taken)
            if taken > 0 { condition.broadcast() }
            return results
        }

        var readyCount: Int {
            condition.lock()
            defer { condition.unlock() }
            return finished.count
        }

        var isBusy: Bool {
            condition.lock()
            defer { condition.unlock() }
            return !waiting.isEmpty || !decoding.isEmpty || !finished.isEmpty
        }

        func waitUntilIdle(timeout seconds: Double) -> Bool {
            let deadline = Monotonic.seconds() + (seconds.isNaN ? 0 : seconds)
            condition.lock()
            defer { condition.unlock() }
            while !waiting.isEmpty || !decoding.isEmpty {
                if !condition.wait(until: deadline) { return waiting.isEmpty && decoding.isEmpty }
            }
            return true
        }

        func stop() {
            condition.lock()
            stopped = true
            waiting.removeAll()
            finished.removeAll()
            for entry in decoding { entry.cancellation.cancel() }
            condition.broadcast()
            condition.unlock()
        }

        /// `job`'s picture, and its frames when it moves and `animations` is given.
        private func decode(_ job: Job, cancellation: DecodeCancellation) -> Outcome {
            let file: PictureFile
            switch PictureFile.open(job.path, limits: limits) {
            case .success(let opened): file = opened
            case .failure(let failure): return .failure(failure)
            }
            let scale = { (size: PictureSize) in job.box.map { PictureDecoder.fittingScale(size, in: $0) } ?? 1 }
            let still = PictureDecoder.decode(file, showingAt: job.box == nil ? nil : scale, cancellation: cancellation)
            guard let animations, file.header.isAnimated, case .success(let first) = still else { return still }
            let shown = scale(first.source)
            let key = AnimationMemory.Key(path: job.path, scale: shown, budget: AnimatedPicture.standardBudget)
            // The frames of it shown elsewhere or kept, else decoded; when they cannot be had (no room
            // left, a damaged frame) it stays still, on its first frame.
            let decoded = animations.take(key).map { Result<AnimatedPicture, PictureError>.success($0) }
                ?? AnimatedPicture.decode(file, showingAt: shown, ledger: (animations, key), cancellation: cancellation)
            guard case .success(let animation)? = decoded else { return still }
            return .success(DecodedPicture(pixels: first.pixels, source: first.source, animation: animation))
        }

        /// A worker thread's loop: one decode at a time until the loader stops.
        func work() {
            while true {
                condition.lock()
                while waiting.isEmpty && !stopped { condition.wait() }
                if stopped {
                    condition.unlock()
                    return
                }
                let job = waiting.removeFirst()
                let cancellation = DecodeCancellation()
                decoding.append((job, cancellation))
                condition.unlock()

                let outcome = decode(job, cancellation: cancellation)

                condition.lock()
                decoding.removeAll { $0.cancellation === cancellation }
                let kept = !stopped && !cancellation.isCancelled
                if kept { finished.append((job, outcome)) }
                condition.broadcast()
                condition.unlock()
                if kept { wake?() }
            }
        }
    }
}
