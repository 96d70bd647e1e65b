import CSDL
import ScrollViewsSDL
import Pictures

/// The pictures a mode shows, under keys of the mode's own (a page, an item, a
/// card): each asked for with the page it is composed into, decoded off the
/// render thread, and kept as a slot that says what its page shows — loading
/// since when, ready since when (its fade-in), or why it failed. The pager,
/// the carousel and the feed share it.
@MainActor
package final class PictureShelf {
    /// The decoding thread, for what a mode asks of it beyond pages (the pager's details).
    package let loader: ImageLoader
    /// Each key's slot.
    private(set) var slots: [Int: PictureSlot] = [:]
    /// Headless replay: each frame waits for the decodes asked for, so that
    /// frames depend on the input only (and pictures appear without fading).
    package var waits = false
    /// When the mode last drew: a picture fades in only where its page was drawn waiting for it.
    package var lastRender = -Double.infinity
    /// Pages dropped lately, shown again without a decode: as many bytes as
    /// `retainedPages` pages of the largest size asked for (the window's, for
    /// the pager), and only pages that took `retainedDecode` or more to make
    /// (a page decoded again in less is back before a page turn ends).
    private var retained = RetainedPages(budget: 0)
    /// How many dropped pages of the largest size asked for are kept.
    static let retainedPages = 2
    /// The shortest decode whose page is kept when dropped, seconds.
    var retainedDecode = 0.05
    /// What each key's page is, to keep it when it is dropped.
    private var identities: [Int: RetainedPages.Key] = [:]
    /// The size of each key's picture, once it came.
    private var sources: [Int: PictureSize] = [:]
    /// The keys whose pages are worth keeping when dropped (slow to make again).
    private var costly: Set<Int> = []
    /// The top rows of pictures still decoding, by key (`showsPreviews`).
    private var previews: [Int: PicturePreview] = [:]
    /// Whether a page decoding for longer than `previewDelay` shows its rows as they come.
    package var showsPreviews = false
    /// How long a page waits before it shows its picture's first rows: quick decodes never do, seconds.
    package static let previewDelay = 0.1
    /// How often a preview takes the rows decoded since, seconds.
    static let previewInterval = 1.0 / 30

    /// The bytes the frames of one picture that moves may take (`request`'s `animates`).
    package var animationBudget = AnimatedPicture.standardBudget
    /// The animations of the keys whose pictures move, once decoded.
    package private(set) var playbacks: [Int: AnimationPlayback] = [:]

    /// The thumbnail cache the pages are made through (the grid's cells), if any.
    package var thumbnails: ThumbnailCache?
    /// The most bytes of pictures one `collect` turns into textures (at least
    /// one picture); the others wait for the next frame. Headless replay takes all.
    package var uploadBudget = Int.max

    /// A shelf; the page `early` holds (decoding since before the window opened) serves its first request for it.
    /// A shelf whose loader serves `early`'s page first, and stops waiting for
    /// every decode when `interrupted` says so.
    package init(early: EarlyPage? = nil, interrupted: @escaping @Sendable () -> Bool = { false }) {
        loader = ImageLoader(early: early, aheadBytes: PictureShelf.decodedAheadBytes, interrupted: interrupted)
    }

    /// The most bytes of decoded pictures a shelf's loader leaves waiting to
    /// be collected before it waits to begin the next decode: a page (over
    /// this) is collected before the next page is decoded, so that a decoded
    /// picture is never in memory beside another not yet turned into a texture;
    /// thumbnails (far smaller) still decode several ahead.
    static let decodedAheadBytes = 1 << 20

    deinit { loader.stop() }

    /// The slot of `key`, nil when it was never asked for (or dropped).
    package subscript(key: Int) -> PictureSlot? { slots[key] }

    /// The size of `key`'s picture (as its page was composed for it), once it came.
    package func source(of key: Int) -> PictureSize? { sources[key] }

    /// Asks for `key`'s picture at `path`, composed into `layout` (again when
    /// the layout changed) with what the mode paints on it named by `tag`;
    /// until it comes its slot says loading, from `clock`. A page dropped
    /// lately with the same picture, layout and tag is shown again at once:
    /// then its picture's size is returned. With `animates`, a picture that
    /// moves comes again as every frame of it, under `.animation(key)`
    /// (`ImageLoader.request`), to `collect`'s `received`. `turns`: quarter turns
    /// clockwise the picture is shown turned by (`PictureFile.turns`).
    @discardableResult
    package func request(_ key: Int, path: FilePath, layout: PageLayout, tag: String = "", animates: Bool = false,
                 turns: Int = 0, at clock: Double) -> PictureSize? {
        let identity = RetainedPages.Key(path: path, layout: layout.key, tag: turns == 0 ? tag : "\(tag) turned \(turns)")
        retained.budget = max(retained.budget, PictureShelf.retainedPages * Int(layout.width) * Int(layout.height) * 4)
        identities[key] = identity
        let kept = slots[key] == nil ? retained.take(identity) : nil
        if let kept {
            slots[key] = .ready(kept.texture, since: -.infinity)
            sources[key] = kept.source
            costly.insert(key)
        } else if slots[key] == nil {
            slots[key] = .loading(since: clock)
        }
        // A page kept still is decoded again only for its frames (the page with them, quickly).
        if kept == nil || animates {
            loader.request(id: .fitted(key), path: path, page: layout, thumbnails: thumbnails, animates: animates,
                           animationBudget: animationBudget, turns: turns)
        }
        return kept?.source
    }

    /// Forgets `key`: its decode is cancelled, and its page is kept a while
    /// among the pages dropped lately (or freed; always freed unless `keeping`:
    /// a page whose pixels are kept elsewhere).
    package func drop(_ key: Int, keeping: Bool = true) {
        loader.cancel(id: .fitted(key))
        if keeping, case .ready(let texture, _)? = slots[key], let identity = identities[key], let source = sources[key],
           costly.contains(key) {
            retained.keep(texture, source: source, for: identity)
        }
        costly.remove(key)
        slots[key] = nil
        // Its frames are kept a while (within the animations' budget), for when it comes back.
        if let animation = playbacks[key]?.animation { loader.animations.keep(animation) }
        playbacks[key] = nil
        previews[key] = nil
        identities[key] = nil
        sources[key] = nil
    }

    /// How many dropped pages are kept to be shown again, and their bytes.
    var retainedCount: Int { retained.count }

    /// Takes the decodes that finished, at `clock`: the fitted pictures go
    /// into their slots (fading in where `inView` says the page shows), after
    /// `finish` painted onto their composed pages; every result also goes to
    /// `received`, for the mode's own bookkeeping (a page's detail, asked of
    /// the same loader, comes only there). `wanted` drops results no longer asked for.
    package func collect(renderer: OpaquePointer, at clock: Double, wanted: (PictureKey) -> Bool = { _ in true },
                 finish: (Int, UnsafeMutablePointer<SDL_Surface>) -> Void, inView: (Int) -> Bool,
                 received: (PictureKey, ImageLoader.Collected) -> Void = { _, _ in }) {
        let collected = loader.collect(renderer: renderer, waiting: waits, wanted: wanted,
                                       finish: { if $0.use == .fitted { finish($0.number, $1) } },
                                       uploadBudget: uploadBudget)
        for (id, result, seconds) in collected {
            guard id.use == .fitted else {
                if id.use == .animation, case .animation(let animation) = result {
                    if let replaced = playbacks[id.number]?.animation, replaced !== animation { loader.animations.keep(replaced) }
                    playbacks[id.number] = AnimationPlayback(animation)
                }
                received(id, result)
                continue
            }
            let key = id.number
            if case .picture(_, let source) = result { sources[key] = source }
            if seconds >= retainedDecode { costly.insert(key) } else { costly.remove(key) }
            // A picture whose rows were on show replaces them without fading in again.
            let previewed = previews.removeValue(forKey: key).map { $0.rows > 0 } ?? false
            slots[key] = .arrived(result, replacing: slots[key], at: clock, drawn: lastRender,
                                  inView: inView(key) && !previewed, fades: !waits)
            received(id, result)
        }
    }

    /// Draws `key`'s picture into `rect` at `clock`: the frame its animation
    /// shows now once the picture has faded in, else the picture itself (its
    /// texture's part `source`, when given), fading in.
    package func drawPicture(_ key: Int, on renderer: OpaquePointer, rect: SDL_FRect, source: SDL_Rect? = nil, at clock: Double) {
        guard let slot = slots[key] else { return }
        if slot.opacity(at: clock) >= 1, let playback = playbacks[key], playback.draw(on: renderer, rect: rect, at: clock) {
            return
        }
        slot.draw(on: renderer, rect: rect, source: source, at: clock)
    }

    /// Plays the animations of `keys` at `clock` (their pictures on screen) and pauses the others.
    package func play(_ keys: some Sequence<Int>, at clock: Double) {
        let playing = Set(keys)
        for (key, playback) in playbacks {
            if playing.contains(key) { playback.play(at: clock) } else { playback.pause(at: clock) }
        }
    }

    /// The rows decoded so far of `key`'s picture, while it loads.
    package func preview(_ key: Int) -> PicturePreview? { previews[key] }

    /// Takes the rows decoded since the last time into the previews of the pages
    /// of `keys` that have been loading for `previewDelay` (at most every `previewInterval`).
    package func updatePreviews(renderer: OpaquePointer, at clock: Double, showing keys: some Sequence<Int>) {
        guard showsPreviews, !waits else { return }
        for key in keys {
            guard case .loading(let since)? = slots[key], clock - since >= PictureShelf.previewDelay else { continue }
            if let preview = previews[key], clock - preview.updated < PictureShelf.previewInterval { continue }
            guard let snapshot = loader.progress(of: .fitted(key)), snapshot.rows > 0 else { continue }
            if previews[key].map({ !$0.shows(snapshot) }) ?? true {
                previews[key] = PicturePreview(renderer: renderer, snapshot: snapshot, at: clock)
            }
            previews[key]?.update(from: snapshot, at: clock)
        }
    }

    /// Whether a page of `keys` is decoding with rows to show already.
    package func isDecodingRows(of keys: some Sequence<Int>) -> Bool {
        showsPreviews && keys.contains { (loader.progress(of: .fitted($0))?.rows ?? 0) > 0 }
    }

    /// When the previews of `keys` next take new rows: nil unless a page in view is decoding.
    private func nextPreview(after now: Double, showing keys: some Sequence<Int>) -> Double? {
        guard showsPreviews, !waits else { return nil }
        return FrameSchedule.earliest(keys.map { key -> Double? in
            guard case .loading(let since)? = slots[key], let snapshot = loader.progress(of: .fitted(key)) else { return nil }
            let shown = previews[key]
            if let shown, shown.shows(snapshot), snapshot.rows >= shown.height { return nil }
            return max(now, since + PictureShelf.previewDelay, (shown?.updated ?? -.infinity) + PictureShelf.previewInterval)
        })
    }

    /// Pictures asked for while the mode was not shown start waiting at `time`.
    package func restartLoading(at time: Double) { slots.restartLoading(at: time) }

    /// Whether each of `keys` shows its picture in full, or its error card.
    package func areSettled(_ keys: some Sequence<Int>, at time: Double) -> Bool {
        keys.allSatisfy { slots[$0]?.isSettled(at: time) ?? false }
    }

    /// When the pictures of `keys` next change with nothing else happening (a
    /// fade, the "loading…" notice, an animation playing), or a decode comes in.
    package func nextFrame(after now: Double, showing keys: some Sequence<Int>) -> Double? {
        var next = FrameSchedule.earlier(loader.nextFrame(after: now), nextPreview(after: now, showing: keys))
        for key in keys { next = FrameSchedule.earlier(next, slots[key]?.nextChange(after: now, drawn: lastRender)) }
        for playback in playbacks.values { next = FrameSchedule.earlier(next, playback.nextChange(after: now)) }
        return next
    }

    /// How many slots hold a texture.
    package var readyCount: Int { slots.values.filter(\.isReady).count }

    /// Waits up to `seconds` for every decode asked for.
    package func waitUntilIdle(timeout seconds: Double) { _ = loader.waitUntilIdle(timeout: seconds) }
}
