import Pictures
import CSDL
import ScrollViewsSDL

/// An animated picture as a page plays it: the time it has played (it runs
/// only while its page is on screen, so it is paused elsewhere and costs
/// nothing there), and the texture its current frame is copied into when the
/// frame changes.
@MainActor
package final class AnimationPlayback {
    let animation: AnimatedPicture
    /// Seconds played before the last pause.
    private var played = 0.0
    /// When it last started playing, on the mode's clock; nil while paused.
    private var resumed: Double?
    /// The frame the texture holds.
    private var shown = -1
    private var texture: Texture?

    init(_ animation: AnimatedPicture) { self.animation = animation }

    var isPlaying: Bool { resumed != nil }

    /// How long it has played at `clock`, seconds.
    func elapsed(at clock: Double) -> Double {
        played + (resumed.map { max(0, clock - $0) } ?? 0)
    }

    /// Plays from `clock` on (nothing when playing).
    func play(at clock: Double) {
        if resumed == nil { resumed = clock }
    }

    /// Stops at `clock`, keeping its place (nothing when paused).
    func pause(at clock: Double) {
        played = elapsed(at: clock)
        resumed = nil
    }

    /// The frame shown at `clock`.
    func frame(at clock: Double) -> Int { animation.timeline.frame(at: elapsed(at: clock)) }

    /// When the frame next changes, on the mode's clock: `now` when the frame
    /// drawn last is no longer the one to show (a frame's time passed while
    /// the window slept); nil while paused or once it has ended.
    func nextChange(after now: Double) -> Double? {
        guard let resumed else { return nil }
        if shown >= 0, frame(at: now) != shown { return now }
        let elapsed = self.elapsed(at: now)
        return animation.timeline.nextChange(after: elapsed).map { max(now, resumed) + ($0 - elapsed) }
    }

    /// Copies the frame shown at `clock` into `rect` (blended over what is
    /// there: the page's background), stretched smoothly; false when no
    /// texture could be made (the page's still picture stands in).
    @discardableResult
    func draw(on renderer: OpaquePointer, rect: SDL_FRect, at clock: Double) -> Bool {
        guard let texture = texture(for: renderer, at: clock) else { return false }
        var rect = rect
        SDL_RenderCopyF(renderer, texture.pointer, nil, &rect)
        return true
    }

    /// The texture holding the frame shown at `clock` (made on first use,
    /// updated when the frame changed); nil when none could be made.
    func texture(for renderer: OpaquePointer, at clock: Double) -> Texture? {
        if texture == nil {
            texture = Texture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING,
                              width: Int32(animation.width), height: Int32(animation.height), opaque: false)
            guard let texture else { return nil }
            SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        }
        guard let texture else { return nil }
        let frame = self.frame(at: clock)
        if frame != shown {
            animation.withFrame(frame) { pixels in
                _ = SDL_UpdateTexture(texture.pointer, nil, pixels, Int32(animation.width * 4))
            }
            shown = frame
        }
        return texture
    }
}
