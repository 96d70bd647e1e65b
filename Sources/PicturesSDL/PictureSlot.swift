import Pictures
import CSDL
import ScrollViewsSDL

/// What a page shows of its picture, in every mode that shows pictures: nothing
/// yet (since when it was asked for), the picture (since when it arrived, for
/// its fade-in), or why it cannot be shown.
package enum PictureSlot {
    case loading(since: Double)
    case ready(Texture, since: Double)
    case failed(String)

    /// How long a picture that arrives while its page is in view takes to fade
    /// in over the page's background, seconds: it never pops in.
    static let fadeDuration = 0.12
    /// How long a page waits before it says "loading…": quick decodes never show it.
    static let loadingNoticeDelay = 0.4
    /// A picture that arrives within this long of being asked for (one read from
    /// a thumbnail cache, a small file) appears at once: a fade would only hold
    /// back what is already there, and draw frames for it. Seconds.
    static let quickArrival = 0.1

    /// What slot `old` becomes when its decode finishes (`result`) at `time`. The
    /// picture fades in only where the page was drawn waiting for it (`drawn`,
    /// the last render, after the wait began), is in view (`inView`) and came
    /// later than `quickArrival`; headless replay (`fades` false: decoding takes
    /// no virtual time), a page out of view and a page composed again for a new
    /// size show theirs at once.
    package static func arrived(_ result: ImageLoader.Collected, replacing old: PictureSlot?, at time: Double, drawn: Double,
                        inView: Bool, fades: Bool) -> PictureSlot {
        switch result {
        case .picture(let texture, _):
            let seen = if case .loading(let since)? = old { drawn >= since && time - since >= quickArrival } else { false }
            return .ready(texture, since: seen && fades && inView ? time : -.infinity)
        case .failure(let reason):
            return .failed(reason)
        case .animation:
            return old ?? .loading(since: time)  // an animation comes under its own key, never into a slot
        }
    }

    package var texture: OpaquePointer? {
        if case .ready(let texture, _) = self { return texture.pointer }
        return nil
    }

    package var isReady: Bool { texture != nil }

    /// The picture's texture, once it came.
    package var readyTexture: Texture? {
        if case .ready(let texture, _) = self { return texture }
        return nil
    }

    /// Whether the picture is settled: shown in full, or an error card.
    package func isSettled(at time: Double) -> Bool {
        switch self {
        case .loading: return false
        case .ready(_, let since): return time - since >= PictureSlot.fadeDuration
        case .failed: return true
        }
    }

    /// The opacity of the picture at `time`: 0 while loading, rising to 1 over `fadeDuration`.
    package func opacity(at time: Double) -> Double {
        guard case .ready(_, let since) = self else { return 0 }
        return min(1, max(0, (time - since) / PictureSlot.fadeDuration))
    }

    /// When the slot next changes how it looks, given that it was last drawn at
    /// `drawn`: `now` while fading in (until a frame shows it in full), the
    /// moment a loading page starts to say so, nil when nothing changes.
    func nextChange(after now: Double, drawn: Double) -> Double? {
        switch self {
        case .ready(_, let since) where drawn < since + PictureSlot.fadeDuration: return now
        case .loading(let since) where drawn < since + PictureSlot.loadingNoticeDelay:
            return max(now, since + PictureSlot.loadingNoticeDelay)
        default: return nil
        }
    }

    /// Whether a loading page should say so at `time`.
    package func showsLoadingNotice(at time: Double) -> Bool {
        if case .loading(let since) = self { return time - since >= PictureSlot.loadingNoticeDelay }
        return false
    }

    /// Copies the picture's texture (its part `source`, when given) to `rect`,
    /// at its opacity at `time` (opaque and unblended once faded in).
    package func draw(on renderer: OpaquePointer, rect: SDL_FRect, source: SDL_Rect? = nil, at time: Double) {
        guard let texture else { return }
        var rect = rect
        func copy() {
            if var part = source { SDL_RenderCopyF(renderer, texture, &part, &rect) } else { SDL_RenderCopyF(renderer, texture, nil, &rect) }
        }
        let opacity = opacity(at: time)
        if opacity < 1 {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(texture, UInt8((opacity * 255).rounded()))
            copy()
            SDL_SetTextureAlphaMod(texture, 255)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        } else {
            copy()
        }
    }
}

extension Dictionary where Value == PictureSlot {
    /// Pictures asked for while the mode was not shown start waiting at `time`
    /// (their "loading…" notice counts from then).
    mutating func restartLoading(at time: Double) {
        for (key, slot) in self { if case .loading = slot { self[key] = .loading(since: time) } }
    }
}
