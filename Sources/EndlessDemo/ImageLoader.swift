import CSDL
import Foundation

/// Decodes image files on a background thread, so that the render loop never
/// waits for a decoder. Results are collected by the render thread with
/// `completed()`, which turns them into textures.
final class ImageLoader: @unchecked Sendable {
    enum Outcome {
        /// A decoded image in ARGB8888; the receiver frees it.
        case image(UnsafeMutablePointer<SDL_Surface>)
        /// Why the file could not be decoded.
        case failure(String)
    }

    private let condition = NSCondition()
    private var queue: [(id: Int, path: String, page: PageLayout?)] = []
    private var finished: [(id: Int, outcome: Outcome)] = []
    private var inProgress = 0
    private var stopped = false
    private var worker: Thread?

    init() {
        let thread = Thread { [self] in work() }
        thread.name = "endless-image-loader"
        worker = thread
        thread.start()
    }

    deinit {
        for (_, outcome) in finished { if case .image(let surface) = outcome { SDL_FreeSurface(surface) } }
    }

    /// Asks for `path` to be decoded, and composed into a page when `page` is
    /// given; its result comes back under `id`.
    func request(id: Int, path: String, page: PageLayout? = nil) {
        condition.lock()
        queue.append((id, path, page))
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

    /// Blocks until every request so far is decoded (headless replay, where
    /// decoding takes no virtual time).
    func waitUntilIdle() {
        condition.lock()
        while !queue.isEmpty || inProgress > 0 { condition.wait() }
        condition.unlock()
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
            if stopped { condition.unlock(); return }
            let job = queue.removeFirst()
            inProgress += 1
            condition.unlock()

            var outcome = ImageLoader.decode(job.path)
            if let page = job.page, case .image(let picture) = outcome {
                outcome = page.compose(picture)
                SDL_FreeSurface(picture)
            }

            condition.lock()
            inProgress -= 1
            if stopped, case .image(let surface) = outcome { SDL_FreeSurface(surface) } else { finished.append((job.id, outcome)) }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Decodes `path` to an ARGB8888 surface, or says why it could not.
    static func decode(_ path: String) -> Outcome {
        guard let loaded = IMG_Load(path) else {
            let reason = String(cString: CSDL_GetError())
            return .failure(reason.isEmpty ? "cannot be decoded" : reason)
        }
        defer { SDL_FreeSurface(loaded) }
        guard loaded.pointee.w > 0, loaded.pointee.h > 0 else { return .failure("the image is empty") }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return .failure(String(cString: CSDL_GetError()))
        }
        return .image(converted)
    }
}

/// A decoded picture as a texture.
struct LoadedPicture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
}

extension ImageLoader {
    /// What became of a request.
    enum Collected {
        case picture(LoadedPicture)
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
            case .image(let surface):
                defer { SDL_FreeSurface(surface) }
                guard wanted(id) else { continue }
                finish(id, surface)
                if let texture = SDL_CreateTextureFromSurface(renderer, surface) {
                    // Pictures blend; composed pages are opaque and copy faster unblended.
                    var mode = SDL_BLENDMODE_BLEND
                    SDL_GetSurfaceBlendMode(surface, &mode)
                    SDL_SetTextureBlendMode(texture, mode)
                    results.append((id, .picture(LoadedPicture(texture: texture, width: surface.pointee.w,
                                                                height: surface.pointee.h))))
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
