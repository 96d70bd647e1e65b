import CSDL
import ScrollViewsSDL

/// The top of a picture that is still decoding, shown in its page: a texture of
/// the picture at its decoded scale that takes the decoder's final rows as they
/// come, drawn over the part of the picture's place that they cover.
final class PicturePreview {
    /// The picture's size in its own pixels (where it is placed on the page).
    let source: PictureSize
    /// The rows uploaded so far, of `height`.
    private(set) var rows = 0
    /// When rows were last uploaded (the mode's clock).
    private(set) var updated: Double
    private let texture: Texture
    private let surface: Surface

    /// A preview of the decode `snapshot` describes, with nothing uploaded yet.
    init?(renderer: OpaquePointer, snapshot: DecodeProgress.Snapshot, at time: Double) {
        let surface = snapshot.surface
        guard let texture = Texture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING,
                                    width: surface.width, height: surface.height, opaque: false) else { return nil }
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
        self.texture = texture
        self.surface = surface
        source = snapshot.source
        updated = time
    }

    /// The decoded picture's height, px.
    var height: Int { Int(surface.height) }

    /// Whether `snapshot` is of the decode this preview shows.
    func shows(_ snapshot: DecodeProgress.Snapshot) -> Bool { snapshot.surface === surface }

    /// Uploads the rows `snapshot` has made final since the last time, at `time`.
    func update(from snapshot: DecodeProgress.Snapshot, at time: Double) {
        guard shows(snapshot), snapshot.rows > rows else { return }
        let pitch = Int(surface.pointer.pointee.pitch)
        var rect = SDL_Rect(x: 0, y: Int32(rows), w: surface.width, h: Int32(snapshot.rows - rows))
        let first = surface.pointer.pointee.pixels.advanced(by: rows * pitch)
        SDL_UpdateTexture(texture.pointer, &rect, first, Int32(pitch))
        rows = snapshot.rows
        updated = time
    }

    /// Draws the rows so far over the top of `rect`, the whole picture's place.
    func draw(on renderer: OpaquePointer, rect: SDL_FRect) {
        guard rows > 0 else { return }
        var from = SDL_Rect(x: 0, y: 0, w: surface.width, h: Int32(rows))
        var to = rect
        to.h = (rect.h * Float(rows) / Float(max(1, height))).rounded()
        SDL_RenderCopyF(renderer, texture.pointer, &from, &to)
    }
}
