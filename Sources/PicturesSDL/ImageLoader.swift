import CSDL
import ScrollViewsSDL
import Pictures

/// Decodes image files on a background thread, so that the render loop never
/// waits for a decoder. Results are collected by the render thread with
/// `completed()`, which turns them into textures.
///
/// Files are opened as regular files only (a FIFO or a device gets an error card
/// instead of blocking the thread), within `PictureLimits.standard`, and read
/// as they decode; a picture whose header is over them is refused before it is
/// decoded, and no decode gives more than their `decodedPixels`.
/// A request cancelled while it decodes stops within milliseconds. (Pages shown
/// again come from the textures of pages dropped lately: `PictureShelf`.)
package final class ImageLoader: @unchecked Sendable {
    enum Outcome {
        /// A decoded image in ARGB8888 (or a page composed from one), and the
        /// size of the picture it came from.
        case image(Surface, source: PictureSize)
        /// Why the file could not be decoded.
        case failure(String)
        /// Every frame of a page's animated picture (after the page itself).
        case animation(AnimatedPicture)

        /// A decode's result, its pixels seen as a surface.
        init(_ result: Result<DecodedPicture, PictureError>) {
            switch result {
            case .success(let picture):
                if let surface = Surface(picture.pixels) {
                    self = .image(surface, source: picture.source)
                } else {
                    self = .failure("cannot make a \(picture.pixels.width)×\(picture.pixels.height) surface")
                }
            case .failure(let error): self = .failure(error.reason)
            }
        }
    }

    private let condition = Condition()
    /// Why a picture cannot be shown, in words for its error card.
    struct Failure: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// A part of a picture at a reduced scale (a tile).
    struct Part: Sendable, Equatable {
        var denominator: Int
        var region: PictureDecoder.Region
    }

    /// What one request asks for.
    private struct Job {
        var id: PictureKey
        var path: FilePath
        var page: PageLayout?
        var part: Part?
        var thumbnails: ThumbnailCache?
        /// Whether a page whose picture moves is followed by its animation (under
        /// `.animation(id.number)`), its frames within `animationBudget` bytes.
        var animates = false
        var animationBudget = AnimatedPicture.standardBudget
        /// Quarter turns clockwise the picture is shown turned by (`PictureFile.turns`).
        var turns = 0

        /// Whether `other` asks for the same decode.
        func isSame(as other: Job) -> Bool {
            id == other.id && path == other.path && page?.key == other.page?.key && part == other.part
                && thumbnails === other.thumbnails && animates == other.animates && turns == other.turns
                && animationBudget == other.animationBudget
        }
    }

    private var queue: [Job] = []
    /// One scale of a picture whose parts each cost a whole decode, kept (by the
    /// worker thread) while its tiles are cut from it.
    private var level: (path: FilePath, denominator: Int, turns: Int, surface: Surface)?
    /// The ledger the animations' frames are counted in (the process's: the screen's budget).
    let animations: AnimationMemory
    private var finished: [(job: Job, outcome: Outcome, seconds: Double)] = []
    /// The request decoding now, what stops it, and how far a page has come
    /// (nil while the worker waits).
    private var current: (job: Job, cancellation: DecodeCancellation, progress: DecodeProgress?)?
    /// What stops a decode only when the loader stops (a scale that serves many tiles).
    private let stopping = DecodeCancellation()
    /// Files decoded for pages so far (cache misses).
    private var decodeCount = 0
    /// Decodes of any kind so far (pages, pictures, tiles, scales cut into tiles).
    private var fileDecodeCount = 0

    /// Files decoded for pages so far.
    var decodes: Int {
        condition.lock()
        defer { condition.unlock() }
        return decodeCount
    }

    /// Decodes of files of any kind so far: a tile cut from a scale decoded before does not count.
    var fileDecodes: Int {
        condition.lock()
        defer { condition.unlock() }
        return fileDecodeCount
    }
    private var stopped = false
    /// Threads in `waitUntilIdle`: while one waits for every decode, the worker does not wait for collection.
    private var idleWaiters = 0

    /// How many bytes of decoded pictures may wait to be collected before the
    /// worker waits to begin the next decode (not while a thread waits for
    /// every decode, `waitUntilIdle`).
    let aheadBytes: Int

    /// Whether the worker waits before its next decode: pictures of `aheadBytes`
    /// or more wait to be collected, and nobody waits for every decode.
    private var holdsForCollection: Bool {
        guard idleWaiters == 0, aheadBytes < .max else { return false }
        var bytes = 0
        for result in finished {
            if case .image(let surface, _) = result.outcome { bytes += surface.byteCount }
        }
        return bytes >= aheadBytes
    }

    /// Textures lent to the worker to compose pages into (the render thread's own).
    private let lent = LentPages()
    /// Whether the render thread lends textures for pages (its renderer draws in software).
    private var lending = false
    /// The size of the page surface the worker waits for from the render thread, if any.
    private var pageRequest: PictureSize?
    /// The surface the render thread made for `pageRequest`, until the worker takes it.
    private var pageServed: Surface?
    /// Whether the worker waits for a page the render thread has not made yet (with `condition` locked).
    private var pageAwaited: Bool { pageRequest != nil && pageServed == nil }
    /// How long the worker waits for a page surface from the render thread
    /// before it makes its own, seconds (a loop that is not collecting).
    static let lendWait = 0.5

    /// The first page, decoding since before the window opened, if any.
    private let early: EarlyPage?
    /// Whether the process was asked to stop (a signal): a wait for every decode gives up then.
    private let interrupted: @Sendable () -> Bool
    /// Whether the job just done was the early page (the worker thread's own).
    private var servedEarly = false

    /// A loader; the page `early` holds serves the first request for it. With
    /// `aheadBytes`, it decodes ahead of the render thread by that many bytes of
    /// pictures not yet collected, not by every picture asked for: a picture
    /// decoded and not collected is in memory beside the textures of those before it.
    /// A loader; its animations' frames counted in `animations` (the process's ledger unless given).
    init(early: EarlyPage? = nil, aheadBytes: Int = .max, animations: AnimationMemory = .shared,
         interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.early = early
        self.interrupted = interrupted
        self.aheadBytes = max(1, aheadBytes)
        self.animations = animations
        WorkerThread.start(name: "endless-loader", priority: .background) { [self] in work() }
    }

    /// Asks for `path` to be decoded, and composed into a page when `page` is
    /// given (through `thumbnails` when given: a thumbnail's cell); its result
    /// comes back under `id`. With `animates`, a page whose picture moves (an
    /// animated GIF or WebP) is followed by every frame of it, decoded at the
    /// page's scale (`AnimatedPicture`, within `animationBudget` bytes: it is
    /// decoded smaller to fit), under `.animation(id.number)`.
    ///
    /// A request replaces what was asked before under its `id`: the request
    /// waiting is dropped, a different decode under way stops, and a result not
    /// yet collected is freed, so that a storm of resizes holds one decode and
    /// one result per page, whatever the order of events.
    /// `turns`: quarter turns clockwise the picture is shown turned by (a PNG or
    /// JPEG: `PictureFile.turns`; its page is then made from the file, not the caches).
    package func request(id: PictureKey, path: FilePath, page: PageLayout? = nil, thumbnails: ThumbnailCache? = nil,
                 animates: Bool = false, animationBudget: Int = AnimatedPicture.standardBudget, turns: Int = 0) {
        enqueue(Job(id: id, path: path, page: page, part: nil, thumbnails: thumbnails, animates: animates && page != nil,
                    animationBudget: animationBudget, turns: turns))
    }

    /// Asks for `part` of the picture at `path` (a tile), decoded without the
    /// rest of the picture; its result comes back under `id` (replacing, as above).
    func request(id: PictureKey, path: FilePath, part: Part, turns: Int = 0) {
        enqueue(Job(id: id, path: path, page: nil, part: part, thumbnails: nil, turns: turns))
    }

    private func enqueue(_ job: Job) {
        condition.lock()
        defer { condition.unlock() }
        // The same request again is served by what it asked before: a result waiting, a request queued.
        if finished.contains(where: { $0.job.isSame(as: job) }) || queue.contains(where: { $0.isSame(as: job) }) { return }
        finished.removeAll { $0.job.id == job.id }
        queue.removeAll { $0.id == job.id }
        if let current, current.job.id == job.id {
            // The same decode under way serves it; another one stops.
            if current.job.isSame(as: job), !current.cancellation.isCancelled { return }
            current.cancellation.cancel()
        }
        queue.append(job)
        condition.signal()
    }

    /// Forgets a request: one that has not started is dropped, one decoding now stops.
    package func cancel(id: PictureKey) {
        condition.lock()
        queue.removeAll { $0.id == id }
        if let current, current.job.id == id { current.cancellation.cancel() }
        condition.unlock()
    }

    /// The results ready since the last call.
    func completed() -> [(id: PictureKey, outcome: Outcome)] { completedWithCost().map { ($0.id, $0.outcome) } }

    /// The results ready since the last call, each with the seconds its decode
    /// took: in the order they finished, pictures of at most `budget` bytes in
    /// all (at least one); the rest stay for the next call.
    private func completedWithCost(budget: Int = .max) -> [(id: PictureKey, outcome: Outcome, seconds: Double)] {
        condition.lock()
        defer { condition.unlock() }
        var bytes = 0, taken = 0
        for result in finished {
            if case .image(let surface, _) = result.outcome {
                if taken > 0, bytes + surface.byteCount > budget { break }
                bytes += surface.byteCount
            }
            taken += 1
        }
        let results = finished[..<taken].map { (id: $0.job.id, outcome: $0.outcome, seconds: $0.seconds) }
        finished.removeFirst(taken)
        // A worker waiting for collection may go on.
        if taken > 0 { condition.broadcast() }
        return results
    }

    /// When pictures are due: `now` when decodes are waiting to be collected,
    /// a little later while decoding goes on (to look again then), nil when
    /// the loader has nothing to do.
    func nextFrame(after now: Double) -> Double? {
        condition.lock()
        defer { condition.unlock() }
        if !finished.isEmpty || pageAwaited { return now }
        // A window is woken by each decode that finishes (`WindowWake`); anything else looks again soon.
        return queue.isEmpty && current == nil || WindowWake.isEnabled ? nil : now + ImageLoader.pollInterval
    }

    /// How often a loop that no decode wakes looks for finished decodes, seconds.
    static let pollInterval = 0.008

    /// How far the page requested under `id` has come, while it decodes.
    func progress(of id: PictureKey) -> DecodeProgress.Snapshot? {
        condition.lock()
        let progress = current?.job.id == id ? current?.progress : nil
        condition.unlock()
        return progress?.snapshot()
    }

    /// Blocks until every request so far is decoded (headless replay, where
    /// decoding takes no virtual time), or until SIGINT or SIGTERM comes
    /// (`interrupted`): then the decode in progress is stopped and the caller
    /// finds the signal.
    func waitUntilIdle() {
        condition.lock()
        idleWaiters += 1
        condition.broadcast()
        defer {
            idleWaiters -= 1
            condition.unlock()
        }
        while !queue.isEmpty || current != nil {
            if interrupted() {
                queue.removeAll()
                current?.cancellation.cancel()
                return
            }
            condition.wait(until: Monotonic.seconds() + 0.05)
        }
    }

    /// Blocks until every request so far is decoded or `seconds` have passed;
    /// true when idle (start-up: the first frame shows pictures if they come quickly).
    @discardableResult
    func waitUntilIdle(timeout seconds: Double) -> Bool {
        let deadline = Monotonic.seconds() + seconds
        condition.lock()
        idleWaiters += 1
        condition.broadcast()
        defer {
            idleWaiters -= 1
            condition.unlock()
        }
        while !queue.isEmpty || current != nil {
            if !condition.wait(until: deadline) { return queue.isEmpty && current == nil }
        }
        return true
    }

    /// Blocks until a decode has finished and not been collected (or the
    /// worker waits for a page to compose into, which `collect` gives it), or
    /// until `deadline` (on `Monotonic`'s clock); true when one has.
    @discardableResult
    package func waitForResult(until deadline: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        // A page request already served is the worker's to take: not a reason to return.
        while finished.isEmpty && !pageAwaited {
            if !condition.wait(until: deadline) { return !finished.isEmpty || pageAwaited }
        }
        return true
    }

    /// Stops the worker: the decode in progress stops within milliseconds.
    /// Decoded surfaces nobody collected are freed with the loader. On the
    /// render thread: textures lent for pages are destroyed once the worker no
    /// longer composes into them (kept, should it not stop within a second).
    func stop() {
        condition.lock()
        stopped = true
        queue.removeAll()
        current?.cancellation.cancel()
        stopping.cancel()
        early?.cancel()
        condition.broadcast()
        let deadline = Monotonic.seconds() + 1
        while current != nil, lent.count > 0, condition.wait(until: deadline) {}
        let idle = current == nil
        condition.unlock()
        if idle { lent.reclaimAll() } else { lent.abandon() }
    }

    /// A surface over a texture the render thread lends, of `size`, for the
    /// worker to compose a page into; nil when none is lent (another renderer,
    /// a small page, a thread waiting for every decode, or no collect within `lendWait`).
    private func pageSurface(_ size: PictureSize, cancellation: DecodeCancellation) -> Surface? {
        condition.lock()
        defer {
            pageRequest = nil
            pageServed = nil
            condition.unlock()
        }
        guard lending, idleWaiters == 0, !stopped,
              Int(size.width) * Int(size.height) * 4 >= LentPages.smallestPage else { return nil }
        pageRequest = size
        condition.broadcast()
        condition.unlock()
        WindowWake.post()
        condition.lock()
        let deadline = Monotonic.seconds() + ImageLoader.lendWait
        while pageServed == nil, !stopped, !cancellation.isCancelled, idleWaiters == 0 {
            if !condition.wait(until: deadline) { break }
        }
        return pageServed
    }

    /// Pages composed straight into the textures they became, and textures lent
    /// for pages and not given back yet (the render thread).
    var lentPages: (redeemed: Int, outstanding: Int) { (lent.redeemed, lent.count) }

    /// Makes the page surface the worker waits for, if it waits (the render thread).
    @MainActor private func servePage(renderer: OpaquePointer) {
        condition.lock()
        lending = lent.lends(from: renderer)
        let size = pageServed == nil ? pageRequest : nil
        condition.unlock()
        guard let size, let surface = lent.lend(size, renderer: renderer) else { return }
        condition.lock()
        if pageRequest == size, pageServed == nil {
            pageServed = surface
            condition.broadcast()
        }
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while (queue.isEmpty || holdsForCollection) && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                level = nil
                return
            }
            let job = queue.removeFirst()
            let cancellation = DecodeCancellation()
            // A page's rows can be shown as they come (the early page's own, when it is that one).
            let progress = job.page.map { early?.progress(path: job.path, layout: $0) ?? DecodeProgress() }
            current = (job, cancellation, progress)
            condition.unlock()

            let began = Monotonic.seconds()
            let outcome = job.part.map { decode(job.path, part: $0, turns: job.turns, cancellation: cancellation) }
                ?? job.page.map {
                    compose(job.path, into: $0, thumbnails: job.thumbnails, turns: job.turns, cancellation: cancellation,
                            progress: progress)
                }
                ?? counted { ImageLoader.decode(job.path, cancellation: cancellation, turns: job.turns) }
            progress?.end()

            // A page that moves is shown first; its frames follow.
            if job.animates, case .image(_, let source) = outcome, let layout = job.page {
                publish((job, outcome, Monotonic.seconds() - began), cancellation: cancellation, last: false)
                let started = Monotonic.seconds()
                let animation = animate(job.path, scale: layout.scale(for: source), budget: job.animationBudget,
                                        turns: job.turns, cancellation: cancellation)
                var frames = job
                frames.id = .animation(job.id.number)
                publish(animation.map { (frames, $0, Monotonic.seconds() - started) }, cancellation: cancellation, last: true)
            } else {
                publish((job, outcome, Monotonic.seconds() - began), cancellation: cancellation, last: true)
            }
            // The first frame is drawn without the next decodes on the other core.
            if servedEarly {
                servedEarly = false
                early?.waitUntilShown()
            }
        }
    }

    /// Hands a job's `result` (nil: none) to the render thread, unless its
    /// decode was cancelled (its page was dropped, or asked for anew); after
    /// the `last` result of a job, the worker is idle again.
    private func publish(_ result: (job: Job, outcome: Outcome, seconds: Double)?, cancellation: DecodeCancellation,
                         last: Bool) {
        condition.lock()
        if last { current = nil }
        if let result, !stopped, !cancellation.isCancelled { finished.append(result) }
        condition.broadcast()
        condition.unlock()
        if !stopped, result != nil || last { WindowWake.post() }
    }

    /// Every frame of the picture at `path` when it moves, at `scale`; nil
    /// when it is still or cannot be played (its page shows the first frame).
    /// An animation alive (on another page, or kept since its page went: a
    /// cell scrolled back) is served again from `animations` without a decode;
    /// a new one takes its bytes there. `turns`: quarter turns clockwise it is shown turned by.
    private func animate(_ path: FilePath, scale: Double, budget: Int, turns: Int, cancellation: DecodeCancellation) -> Outcome? {
        let key = AnimationMemory.Key(path: path, scale: scale, budget: budget, turns: turns)
        if let alive = animations.take(key) { return .animation(alive) }
        // A JPEG or a PNG never moves: its first bytes say so, without its header read (a thumbnail from the cache
        // then costs no look at its picture beyond them).
        guard !cancellation.isCancelled, PictureFile.format(of: path)?.canMove == true,
              case .success(let file) = PictureFile.open(path, turns: turns), file.header.isAnimated else {
            return nil
        }
        countFileDecode()
        guard case .success(let animation)? = AnimatedPicture.decode(file, showingAt: scale, budget: budget,
                                                                       ledger: (animations, key), cancellation: cancellation)
        else { return nil }
        return .animation(animation)
    }

    /// Runs one decode of a file, counted.
    private func counted(_ decode: () -> Outcome) -> Outcome {
        countFileDecode()
        return decode()
    }

    /// Counts one decode of a file.
    private func countFileDecode() {
        condition.lock()
        fileDecodeCount += 1
        condition.unlock()
    }

    /// The page `layout` with the picture at `path` in it, decoded and composed now.
    private func compose(_ path: FilePath, into layout: PageLayout, thumbnails: ThumbnailCache?, turns: Int,
                         cancellation: DecodeCancellation, progress: DecodeProgress?) -> Outcome {
        condition.lock()
        decodeCount += 1
        condition.unlock()
        if turns == 0, let page = early?.take(path: path, layout: layout) {
            servedEarly = true
            return page
        }
        if turns == 0, let thumbnails {
            let (page, decoded) = thumbnails.page(path, in: layout, cancellation: cancellation)
            if decoded { countFileDecode() }
            return page
        }
        return counted {
            ImageLoader.page(path, in: layout, turns: turns, cancellation: cancellation, progress: progress,
                             surfaces: { self.pageSurface($0, cancellation: cancellation) })
        }
    }

    /// The picture at `path` decoded at the scale `layout` shows it and composed
    /// into it (a JPEG on a cropped page: decoded into the page itself, at its
    /// size); `progress` (if given) shows the decode's rows as they come. The
    /// page is composed into a surface `surfaces` makes, when given.
    static func page(_ path: FilePath, in layout: PageLayout, turns: Int = 0, cancellation: DecodeCancellation,
                     progress: DecodeProgress? = nil, surfaces: PageLayout.PageSurfaces? = nil) -> Outcome {
        let file: PictureFile
        switch PictureFile.open(path, turns: turns) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(failure.reason)
        }
        let size = PictureSize(width: Int32(file.header.width), height: Int32(file.header.height))
        let shown = layout.pictureRect(for: size)
        // A cropped page of a JPEG (the picture alone, or its band): decoded straight into its place at its shown size.
        if layout.cropped, PictureDecoder.fits(file.header, width: Int(shown.w), height: Int(shown.h)) {
            guard let (composed, place) = layout.croppedSurface(for: size, surfaces: surfaces),
                  let surface = Surface(sharing: place, of: composed), let picture = PixelBuffer(viewing: surface) else {
                return .failure("cannot make a \(shown.w)x\(shown.h) page")
            }
            if let failure = PictureDecoder.decodeFitted(file, into: picture, cancellation: cancellation, progress: progress) {
                return .failure(failure.reason)
            }
            return .image(composed, source: size)
        }
        let outcome = decode(file, showingAt: { layout.scale(for: $0) }, cancellation: cancellation, progress: progress)
        guard case .image(let picture, let source) = outcome else { return outcome }
        return layout.compose(picture, source: source, surfaces: surfaces)
    }

    /// Decodes `part` of the picture at `path`. A picture whose every part costs
    /// a whole decode has the part's scale decoded once (or the finest coarser
    /// scale within `PictureDecoder.wholeLevelPixels`) and its parts cut from that.
    private func decode(_ path: FilePath, part: Part, turns: Int, cancellation: DecodeCancellation) -> Outcome {
        if cancellation.isCancelled { return .failure("cancelled") }
        let file: PictureFile
        switch PictureFile.open(path, turns: turns) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(failure.reason)
        }
        guard file.header.decodesWhole else {
            return counted {
                Outcome(PictureDecoder.decode(file, denominator: part.denominator, region: part.region,
                                              cancellation: cancellation))
            }
        }
        let denominator = PictureDecoder.denominator(for: file.header, atLeast: part.denominator,
                                                    atMost: PictureDecoder.wholeLevelPixels)
        if level?.path != path || level?.denominator != denominator || level?.turns != turns {
            level = nil
            // It serves the tiles that follow too: a tile that scrolled away does not stop it.
            switch counted({ Outcome(PictureDecoder.decodeScaled(file, denominator: denominator, cancellation: stopping)) }) {
            case .image(let surface, _): level = (path, denominator, turns, surface)
            case .failure(let reason): return .failure(reason)
            case .animation: return .failure("cannot be decoded")
            }
        }
        guard let level else { return .failure("cannot be decoded") }
        return Self.cut(part, from: level.surface, at: denominator, source: file.header)
    }

    /// `part` cut from the picture decoded at 1/`denominator` (a coarser or equal scale), scaled to the part's size.
    private static func cut(_ part: Part, from surface: Surface, at denominator: Int, source header: PictureHeader) -> Outcome {
        let region = part.region
        guard let tile = Surface(width: Int32(region.width), height: Int32(region.height), format: SDL_PIXELFORMAT_ARGB8888)
        else { return .failure("cannot make a \(region.width)×\(region.height) tile") }
        let ratio = Double(part.denominator) / Double(denominator)
        let x = Int32((Double(region.x) * ratio).rounded(.down)), y = Int32((Double(region.y) * ratio).rounded(.down))
        var from = SDL_Rect(x: x, y: y,
                            w: max(1, min(surface.width - x, Int32((Double(region.width) * ratio).rounded(.up)))),
                            h: max(1, min(surface.height - y, Int32((Double(region.height) * ratio).rounded(.up)))))
        SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_NONE)
        if denominator == part.denominator {
            CSDL_BlitSurface(surface.pointer, &from, tile.pointer, nil)
        } else if SDL_SoftStretchLinear(surface.pointer, &from, tile.pointer, nil) != 0 {
            SDL_SoftStretch(surface.pointer, &from, tile.pointer, nil)
        }
        return .image(tile, source: PictureSize(width: Int32(header.width), height: Int32(header.height)))
    }

    /// The picture at `path` decoded (`PictureDecoder.decode(_:limits:showingAt:cancellation:progress:turns:)`), as a surface.
    static func decode(_ path: FilePath, showingAt: ((PictureSize) -> Double)? = nil,
                       cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil, turns: Int = 0) -> Outcome {
        Outcome(PictureDecoder.decode(path, showingAt: showingAt, cancellation: cancellation, progress: progress, turns: turns))
    }

    /// As `decode(_:showingAt:cancellation:progress:turns:)`, the picture open as `file`.
    static func decode(_ file: PictureFile, showingAt: ((PictureSize) -> Double)? = nil,
                       cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil) -> Outcome {
        Outcome(PictureDecoder.decode(file, showingAt: showingAt, cancellation: cancellation, progress: progress))
    }
}

extension ImageLoader {
    /// What became of a request.
    package enum Collected {
        /// The decoded picture (or composed page) as a texture, and the size of
        /// the picture it came from.
        case picture(Texture, source: PictureSize)
        case failure(String)
        /// Every frame of a page's picture, which moves.
        case animation(AnimatedPicture)
    }

    /// Turns the decodes finished since the last call into textures on the render
    /// thread, for the ids `wanted` still wants (the others are freed). With
    /// `waiting`, first waits for every pending decode (headless replay).
    /// `finish(id, surface)` may paint on a page before it becomes a texture (its
    /// text, say). Each result comes with the seconds its decode took. At most
    /// `uploadBudget` bytes of pictures become textures in one call (at least
    /// one picture; all of them when `waiting`): the rest come with the next.
    @MainActor func collect(renderer: OpaquePointer, waiting: Bool, wanted: (PictureKey) -> Bool,
                 finish: (PictureKey, UnsafeMutablePointer<SDL_Surface>) -> Void = { _, _ in }, uploadBudget: Int = .max)
        -> [(id: PictureKey, result: Collected, seconds: Double)] {
        if waiting { waitUntilIdle() }
        servePage(renderer: renderer)
        defer { lent.reclaim() }
        var results: [(id: PictureKey, result: Collected, seconds: Double)] = []
        // Taken one at a time, each decoded picture freed once its texture is made: never all of them and their textures at once.
        var ready = completedWithCost(budget: waiting ? .max : uploadBudget)
        ready.reverse()
        while let (id, outcome, seconds) = ready.popLast() {
            switch outcome {
            case .image(let surface, let source):
                guard wanted(id) else { continue }
                finish(id, surface.pointer)
                // A page composed in a lent texture is that texture. Pictures blend;
                // composed pages are opaque and copy faster unblended.
                if let texture = lent.redeem(surface) ?? Texture(renderer: renderer, surface: surface.pointer) {
                    results.append((id, .picture(texture, source: source), seconds))
                } else {
                    results.append((id, .failure(String(cString: CSDL_GetError())), seconds))
                }
            case .failure(let reason):
                if wanted(id) { results.append((id, .failure(reason), seconds)) }
            case .animation(let animation):
                if wanted(id) { results.append((id, .animation(animation), seconds)) }
            }
        }
        return results
    }
}
