/// The pictures a view shows, as textures: say which picture each of your IDs
/// (a page, a cell) shows and the box it is shown in with `show`, call `update`
/// once a frame, and draw what `subscript(_:)` holds. Pictures are decoded on
/// worker threads (`PictureLoader`), fitted to their box, within the limits;
/// at most `uploadBudget` bytes of them become textures in one frame, so that a
/// screenful arriving at once is spread over a few frames instead of one long
/// one. An animated GIF or WebP plays (its frames within the process's
/// `AnimationMemory.shared`): its texture changes at `update`, and `nextFrame`
/// says when. A running `SDLWindowLoop` is woken as each picture is ready. Use
/// it on the render thread.
@MainActor
public final class PictureTextures<ID: Hashable & Sendable> {
    /// What an ID shows now.
    public enum Picture {
        /// Being decoded (for the first time: a picture shown before stays `ready` while a new size decodes).
        case loading
        /// The picture as a texture (of an animation, its frame now), and the
        /// size of the picture it came from.
        case ready(Texture, source: PictureSize)
        /// Why the file cannot be shown, in words for its error card.
        case failed(PictureError)
    }

    /// The loader that decodes them.
    public let loader: PictureLoader<ID>
    /// The renderer the textures are made for.
    public let renderer: Renderer
    /// The most bytes of pixels turned into textures in one `update` (at least
    /// one picture each time); 4 MiB unless set: about 35 thumbnails of 160 px.
    public var uploadBudget = 4 << 20 { didSet { uploadBudget = max(0, uploadBudget) } }

    private struct Entry {
        var path: FilePath
        var box: PictureSize
        var picture: Picture
        /// Its frames playing, when it moves.
        var playback: AnimationPlayback?
    }

    private var entries: [ID: Entry] = [:]

    /// The clock animations play on: the window loop's (`SDLClock`).
    private let clock = SDLClock()

    /// Textures for `renderer`, decoded by `threads` worker threads within
    /// `limits`; pictures that move play unless `animates` is false (then
    /// they show their first frame).
    public init(renderer: Renderer, threads: Int = 2, limits: PictureLimits = .standard, animates: Bool = true) {
        self.renderer = renderer
        loader = PictureLoader(threads: threads, limits: limits, animations: animates ? AnimationMemory.shared : nil,
                               wake: { WindowWake.post() })
    }

    /// `id` shows the picture at `path` in a box of `box` (px): decoded to fit
    /// it. Asked again with a larger box, the picture is decoded again at that
    /// size (the one shown stays until it comes); with another path, it starts over.
    public func show(_ id: ID, path: FilePath, fitting box: PictureSize) {
        if var entry = entries[id], entry.path == path {
            guard box.width > entry.box.width || box.height > entry.box.height else { return }
            if case .failed = entry.picture { return }
            entry.box = box
            entries[id] = entry
        } else {
            entries[id] = Entry(path: path, box: box, picture: .loading)
        }
        loader.request(id, path: path, fitting: box)
    }

    /// Forgets every ID but `ids`: their textures are freed and their decodes stop.
    public func keep(only ids: some Sequence<ID>) {
        let kept = Set(ids)
        for id in entries.keys where !kept.contains(id) {
            entries[id] = nil
            loader.cancel(id)
        }
    }

    /// Turns the pictures decoded since the last call into textures (within
    /// `uploadBudget`), moves the animations on to their frame now, and returns
    /// the IDs whose picture arrived or failed.
    @discardableResult
    public func update() -> [ID] {
        let now = clock.now()
        var arrived: [ID] = []
        for entry in entries.values { _ = entry.playback?.texture(for: renderer.pointer, at: now) }
        for (id, outcome) in loader.completed(budget: uploadBudget) {
            guard var entry = entries[id] else { continue }
            entry.playback = nil
            switch outcome {
            case .success(let picture):
                if let animation = picture.animation {
                    let playback = AnimationPlayback(animation)
                    playback.play(at: now)
                    if let texture = playback.texture(for: renderer.pointer, at: now) {
                        (entry.picture, entry.playback) = (.ready(texture, source: picture.source), playback)
                        break
                    }
                }
                guard let texture = Texture.make(renderer: renderer, pixels: picture.pixels) else {
                    entry.picture = .failed(PictureError(SDLError("SDL_CreateTexture").description))
                    break
                }
                entry.picture = .ready(texture, source: picture.source)
            case .failure(let error):
                entry.picture = .failed(error)
            }
            entries[id] = entry
            arrived.append(id)
        }
        return arrived
    }

    /// What `id` shows now; nil when it was never shown (or no longer kept).
    public subscript(id: ID) -> Picture? { entries[id]?.picture }

    /// When the next frame is due for the pictures: `now` while decoded ones
    /// wait to become textures (more than one frame's budget), else when an
    /// animation's frame next changes, else nil (the window is woken when the
    /// next picture is ready).
    public func nextFrame(after now: Double) -> Double? {
        if loader.readyCount > 0 { return now }
        return entries.values.compactMap { $0.playback?.nextChange(after: now) }.min()
    }
}
