import CSDL
import ScrollViewsSDL
import Pictures

/// The top of a picture that is still decoding, shown in its page: a texture of
/// the picture at its decoded scale that takes the decoder's final rows as they
/// come, drawn over the part of the picture's place that they cover.
@MainActor
package final class PicturePreview {
    /// The picture's size in its own pixels (where it is placed on the page).
    package let source: PictureSize
    /// The rows uploaded so far, of `height`.
    package private(set) var rows = 0
    /// When rows were last uploaded (the mode's clock).
    private(set) var updated: Double
    private let texture: Texture
    private let pixels: PixelBuffer

    /// A preview of the decode `snapshot` describes, with nothing uploaded yet.
    init?(renderer: OpaquePointer, snapshot: DecodeProgress.Snapshot, at time: Double) {
        let pixels = snapshot.pixels
        guard let texture = Texture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING,
                                    width: Int32(pixels.width), height: Int32(pixels.height), opaque: false) else { return nil }
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        self.texture = texture
        self.pixels = pixels
        source = snapshot.source
        updated = time
    }

    /// The decoded picture's height, px.
    var height: Int { pixels.height }

    /// Whether `snapshot` is of the decode this preview shows.
    func shows(_ snapshot: DecodeProgress.Snapshot) -> Bool { snapshot.pixels === pixels }

    /// Uploads the rows `snapshot` has made final since the last time, at `time`.
    func update(from snapshot: DecodeProgress.Snapshot, at time: Double) {
        guard shows(snapshot), snapshot.rows > rows else { return }
        var rect = SDL_Rect(x: 0, y: Int32(rows), w: Int32(pixels.width), h: Int32(snapshot.rows - rows))
        SDL_UpdateTexture(texture.pointer, &rect, pixels.pixels + rows * pixels.pitch, Int32(pixels.pitch * 4))
        rows = snapshot.rows
        updated = time
    }

    /// Draws the rows so far over the top of `rect`, the whole picture's place.
    package func draw(on renderer: OpaquePointer, rect: SDL_FRect) {
        guard rows > 0 else { return }
        var from = SDL_Rect(x: 0, y: 0, w: Int32(pixels.width), h: Int32(rows))
        var to = rect
        to.h = (rect.h * Float(rows) / Float(max(1, height))).rounded()
        SDL_RenderCopyF(renderer, texture.pointer, &from, &to)
    }
}
