import CSDL
import ScrollViewsSDL
import Pictures

/// Textures the render thread lends the loader to compose pages straight into
/// (SDL's software renderer: a streaming texture's pixels are the texture's
/// own memory): a page decoded this way is never in memory twice, as a
/// surface and as the texture copied from it, and costs no copy to show.
/// Used on the render thread only; the loader's worker sees only the surfaces.
package final class LentPages {
    private struct Loan {
        weak var surface: Surface?
        let texture: Texture
    }

    private var loans: [Loan] = []
    /// The fewest bytes a page is lent a texture for: a smaller one (a grid's
    /// thumbnail) costs little twice, and many of them would each wait for the render thread.
    static let smallestPage = 512 << 10
    /// Pages given back composed, so far.
    private(set) var redeemed = 0
    /// The renderer whose kind was looked at, and whether it draws in software.
    private var renderer: (pointer: OpaquePointer, lends: Bool)?

    /// Whether `renderer` is one pages are lent from (SDL's software renderer).
    func lends(from renderer: OpaquePointer) -> Bool {
        if let known = self.renderer, known.pointer == renderer { return known.lends }
        var info = SDL_RendererInfo()
        let lends = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.renderer = (renderer, lends)
        return lends
    }

    /// A locked streaming texture of `size` in XRGB, and a surface over its
    /// pixels for the worker to compose a page into; nil when SDL cannot make one.
    @MainActor func lend(_ size: PictureSize, renderer: OpaquePointer) -> Surface? {
        let format = SDL_PIXELFORMAT_RGB888
        guard size.width > 0, size.height > 0,
              let texture = Texture(renderer: renderer, format: format, access: SDL_TEXTUREACCESS_STREAMING,
                                    width: size.width, height: size.height, opaque: true) else { return nil }
        var kind: UInt32 = 0
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        // Only a texture in the format asked for holds its pixels where the lock points (no conversion on unlock).
        guard SDL_QueryTexture(texture.pointer, &kind, nil, nil, nil) == 0, kind == format.rawValue,
              SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0 else { return nil }
        guard let pixels, let surface = Surface(SDL_CreateRGBSurfaceWithFormatFrom(pixels, size.width, size.height, 32, pitch,
                                                                                    format.rawValue)) else {
            SDL_UnlockTexture(texture.pointer)
            return nil
        }
        SDL_SetSurfaceBlendMode(surface.pointer, SDL_BLENDMODE_NONE)
        loans.append(Loan(surface: surface, texture: texture))
        return surface
    }

    /// The texture whose pixels `surface` is, unlocked and given back (the
    /// page composed in it), or nil when `surface` is not a lent one.
    func redeem(_ surface: Surface) -> Texture? {
        guard let index = loans.firstIndex(where: { $0.surface === surface }) else { return nil }
        let texture = loans.remove(at: index).texture
        SDL_UnlockTexture(texture.pointer)
        redeemed += 1
        return texture
    }

    /// Destroys the textures whose surfaces are gone (their decode was
    /// cancelled or failed, or their page was not wanted any more).
    func reclaim() {
        loans.removeAll { loan in
            guard loan.surface == nil else { return false }
            SDL_UnlockTexture(loan.texture.pointer)
            return true
        }
    }

    /// Textures lent and not given back.
    var count: Int { loans.count }

    /// Keeps every texture lent for good (the worker may still write into one
    /// as the loader stops): never destroyed, so never written after it is freed.
    func abandon() {
        for loan in loans { _ = Unmanaged.passRetained(loan.texture) }
        loans.removeAll()
    }

    /// Destroys every texture lent (the worker has stopped writing into them).
    func reclaimAll() {
        for loan in loans { SDL_UnlockTexture(loan.texture.pointer) }
        loans.removeAll()
    }
}
