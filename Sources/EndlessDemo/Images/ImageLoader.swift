import CSDL
import Foundation

/// Decodes image files on a background thread, so that the render loop never
/// waits for a decoder. Results are collected by the render thread with
/// `completed()`, which turns them into textures.
///
/// Files are read whole first — regular files only (a FIFO or a device gets an
/// error card instead of blocking the thread), at most `Limits.pictureFileBytes` —
/// and a picture whose header gives more than `Limits.picturePixels` is refused
/// before it is decoded. Composed pages are kept in a small cache, so paging
/// back and forth decodes each picture once.
final class ImageLoader: @unchecked Sendable {
    enum Outcome {
        /// A decoded image in ARGB8888 (or a page composed from one), and the
        /// size of the picture it came from.
        case image(Surface, source: PictureSize)
        /// Why the file could not be decoded.
        case failure(String)
    }

    private let condition = NSCondition()
    /// Why a picture cannot be shown, in words for its error card.
    struct Failure: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// A part of a picture at a reduced scale (a tile).
    struct Part: Sendable, Equatable {
        var denominator: Int
        var region: RegionDecoder.Region
    }

    private var queue: [(id: Int, path: FilePath, page: PageLayout?, part: Part?)] = []
    /// Composed pages, touched by the worker thread only.
    private var cache = PageCache(budget: ImageLoader.cacheBudget)
    /// Bytes of composed pages kept for reuse: 13 pages of 1280×720.
    static let cacheBudget = 48 << 20
    private var finished: [(id: Int, outcome: Outcome)] = []
    private var inProgress = 0
    /// Files decoded for pages so far (cache misses).
    private var decodeCount = 0

    /// Files decoded for pages so far: a page found in the cache does not count.
    var decodes: Int {
        condition.lock()
        defer { condition.unlock() }
        return decodeCount
    }
    private var stopped = false
    private var worker: Thread?

    init() {
        let thread = Thread { [self] in work() }
        thread.name = "endless-image-loader"
        worker = thread
        thread.start()
    }

    /// Asks for `path` to be decoded, and composed into a page when `page` is
    /// given; its result comes back under `id`.
    func request(id: Int, path: FilePath, page: PageLayout? = nil) {
        condition.lock()
        queue.append((id, path, page, nil))
        condition.signal()
        condition.unlock()
    }

    /// Asks for `part` of the picture at `path` (a tile), decoded without the
    /// rest of the picture; its result comes back under `id`.
    func request(id: Int, path: FilePath, part: Part) {
        condition.lock()
        queue.append((id, path, nil, part))
        condition.signal()
        condition.unlock()
    }

    /// Forgets a request that has not started.
    func cancel(id: Int) {
        condition.lock()
        queue.removeAll { $0.id == id }
        condition.unlock()
    }

    /// The results ready since the last call.
    func completed() -> [(id: Int, outcome: Outcome)] {
        condition.lock()
        defer { condition.unlock() }
        let results = finished
        finished.removeAll()
        return results
    }

    /// When pictures are due: `now` when decodes are waiting to be collected,
    /// a little later while decoding goes on (to look again then), nil when
    /// the loader has nothing to do.
    func nextFrame(after now: Double) -> Double? {
        condition.lock()
        defer { condition.unlock() }
        if !finished.isEmpty { return now }
        return queue.isEmpty && inProgress == 0 ? nil : now + ImageLoader.pollInterval
    }

    /// How often a waiting window looks for finished decodes, seconds.
    static let pollInterval = 0.008

    /// Blocks until every request so far is decoded (headless replay, where
    /// decoding takes no virtual time).
    func waitUntilIdle() {
        condition.lock()
        while !queue.isEmpty || inProgress > 0 { condition.wait() }
        condition.unlock()
    }

    /// Blocks until every request so far is decoded or `seconds` have passed;
    /// true when idle (start-up: the first frame shows pictures if they come quickly).
    @discardableResult
    func waitUntilIdle(timeout seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !queue.isEmpty || inProgress > 0 {
            if !condition.wait(until: deadline) { return queue.isEmpty && inProgress == 0 }
        }
        return true
    }

    /// Stops the worker after its current file. Decoded surfaces nobody collected
    /// are freed with the loader.
    func stop() {
        condition.lock()
        stopped = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                cache.removeAll()
                return
            }
            let job = queue.removeFirst()
            inProgress += 1
            condition.unlock()

            let outcome = job.part.map { ImageLoader.decode(job.path, part: $0) }
                ?? job.page.map { compose(job.path, into: $0) } ?? ImageLoader.decode(job.path)

            condition.lock()
            inProgress -= 1
            if !stopped { finished.append((job.id, outcome)) }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The page `layout` with the picture at `path` in it: from the cache, or
    /// decoded and composed now (and cached).
    private func compose(_ path: FilePath, into layout: PageLayout) -> Outcome {
        let key = PageCache.Key(path: path, layout: layout.key)
        if let (page, source) = cache.page(for: key) { return .image(page, source: source) }
        condition.lock()
        decodeCount += 1
        condition.unlock()
        let outcome = ImageLoader.decode(path, showingAt: { layout.scale(for: $0) })
        guard case .image(let picture, let source) = outcome else { return outcome }
        let composed = layout.compose(picture, source: source)
        if case .image(let page, let source) = composed { cache.keep(page, source: source, for: key) }
        return composed
    }

    /// Decodes `part` of the picture at `path`.
    static func decode(_ path: FilePath, part: Part) -> Outcome {
        switch read(path) {
        case .success(let (bytes, header)):
            return RegionDecoder.decode(bytes, header: header, denominator: part.denominator, region: part.region)
        case .failure(let failure):
            return .failure(failure.reason)
        }
    }

    /// The file at `path` and its picture header, or why it cannot be a picture:
    /// not a bounded regular file, not PNG or JPEG, over `Limits.picturePixels`.
    private static func read(_ path: FilePath) -> Result<([UInt8], ImageHeader), Failure> {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Limits.pictureFileBytes)
        } catch {
            return .failure(Failure("the file \(error.description)"))
        }
        return ImageHeader.read(bytes).flatMap { header in
            guard header.pixels <= Limits.picturePixels else {
                return .failure(Failure("\(header.width) × \(header.height) is \(fixed(Double(header.pixels) / 1e6, 1)) megapixels;"
                    + " pictures may have at most \(Limits.picturePixels / 1_000_000)"))
            }
            return .success((bytes, header))
        }
    }

    /// Decodes `path` to an ARGB8888 surface, or says why it could not. With
    /// `showingAt` (the scale the picture will be shown at, from its size), a JPEG
    /// is decoded at the smallest of 1/2, 1/4, 1/8 that is still that large (much
    /// faster than whole); a picture over `Limits.wholeDecodePixels` is always
    /// decoded scaled down (to the shown size, or to `Limits.scaledDecodePixels`),
    /// never whole.
    static func decode(_ path: FilePath, showingAt: ((PictureSize) -> Double)? = nil) -> Outcome {
        let bytes: [UInt8], header: ImageHeader
        switch read(path) {
        case .success(let read): (bytes, header) = read
        case .failure(let failure): return .failure(failure.reason)
        }
        let size = PictureSize(width: Int32(header.width), height: Int32(header.height))
        let shownScale = showingAt?(size)
        var denominator = shownScale.map { RegionDecoder.denominator(for: header, showingAt: $0) } ?? 1
        if header.pixels > Limits.wholeDecodePixels {
            denominator = max(denominator, RegionDecoder.denominator(for: header, atMost: Limits.scaledDecodePixels))
        }
        // A PNG for a page is read row by row into its shown size (box-filtered)
        // whenever that is smaller, or it is over 16 MP, rather than decoded whole
        // (an interlaced one, which cannot be, is decoded whole if small enough).
        let bigPNG = header.format == .png && header.pixels > Limits.detailPixels && shownScale != nil
        if denominator > 1 || bigPNG || header.pixels > Limits.wholeDecodePixels {
            let scaled = RegionDecoder.decodeScaled(bytes, header: header, denominator: denominator)
            if case .failure = scaled, header.pixels <= Limits.wholeDecodePixels {} else { return scaled }
        }
        let decoded = bytes.withUnsafeBytes { buffer -> Surface? in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return Surface(IMG_Load_RW(stream, 1))
        }
        guard let loaded = decoded else {
            let reason = String(cString: CSDL_GetError())
            return .failure(reason.isEmpty ? "cannot be decoded" : reason)
        }
        guard loaded.width > 0, loaded.height > 0 else { return .failure("the image is empty") }
        guard let converted = Surface(SDL_ConvertSurfaceFormat(loaded.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)) else {
            return .failure(String(cString: CSDL_GetError()))
        }
        return .image(converted, source: PictureSize(width: converted.width, height: converted.height))
    }
}

extension ImageLoader {
    /// What became of a request.
    enum Collected {
        /// The decoded picture (or composed page) as a texture, and the size of
        /// the picture it came from.
        case picture(Texture, source: PictureSize)
        case failure(String)
    }

    /// Turns the decodes finished since the last call into textures on the render
    /// thread, for the ids `wanted` still wants (the others are freed). With
    /// `waiting`, first waits for every pending decode (headless replay).
    /// `finish(id, surface)` may paint on a page before it becomes a texture (its text, say).
    func collect(renderer: OpaquePointer, waiting: Bool, wanted: (Int) -> Bool,
                 finish: (Int, UnsafeMutablePointer<SDL_Surface>) -> Void = { _, _ in }) -> [(id: Int, result: Collected)] {
        if waiting { waitUntilIdle() }
        var results: [(id: Int, result: Collected)] = []
        for (id, outcome) in completed() {
            switch outcome {
            case .image(let surface, let source):
                guard wanted(id) else { continue }
                finish(id, surface.pointer)
                // Pictures blend; composed pages are opaque and copy faster unblended.
                if let texture = Texture(renderer: renderer, surface: surface.pointer) {
                    results.append((id, .picture(texture, source: source)))
                } else {
                    results.append((id, .failure(String(cString: CSDL_GetError()))))
                }
            case .failure(let reason):
                if wanted(id) { results.append((id, .failure(reason))) }
            }
        }
        return results
    }
}
