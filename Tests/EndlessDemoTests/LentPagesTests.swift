import CSDL
import Foundation
import Testing
import ScrollViewsSDL
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

extension SDLSuites {
    /// Pages composed straight into the textures they become (`LentPages`):
    /// with SDL's software renderer the loader's worker decodes a page into a
    /// streaming texture's own pixels, so that no page is in memory twice.
    @MainActor @Suite struct LentPagesTests {
        static func renderer() throws -> (OpaquePointer, UnsafeMutablePointer<SDL_Surface>) {
            let target = try #require(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_RGB888.rawValue))
            return (try #require(SDL_CreateSoftwareRenderer(target)), target)
        }

        /// Pages of 648×400 px (1 MB: over `LentPages.smallestPage`) for 640×400 pictures.
        static let layout = PageLayout(width: 640, height: 480, background: SDL_Color(r: 9, g: 8, b: 7, a: 255), boxX: 0,
                                       boxY: 0, boxWidth: 640, boxHeight: 480, maxScale: 1, cropped: true, bandMargin: 4)

        /// Collects until a result comes (at most 10 s).
        static func result(of loader: ImageLoader, renderer: OpaquePointer) -> [(id: PictureKey, result: ImageLoader.Collected, seconds: Double)] {
            let deadline = Monotonic.seconds() + 10
            var results: [(id: PictureKey, result: ImageLoader.Collected, seconds: Double)] = []
            while results.isEmpty, Monotonic.seconds() < deadline {
                loader.waitForResult(until: Monotonic.seconds() + 0.05)
                results += loader.collect(renderer: renderer, waiting: false, wanted: { _ in true })
            }
            return results
        }

        @Test func aPageIsComposedInTheTextureItBecomes() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = try PictureFixture.write(PictureFixture.jpeg(width: 640, height: 400), "p.jpg", in: folder)
            let (renderer, target) = try Self.renderer()
            defer { SDL_DestroyRenderer(renderer); SDL_FreeSurface(target) }
            let loader = ImageLoader()
            // The first collect tells the loader that this renderer lends.
            _ = loader.collect(renderer: renderer, waiting: false, wanted: { _ in true })
            loader.request(id: .fitted(1), path: path, page: Self.layout)
            let results = Self.result(of: loader, renderer: renderer)
            guard case .picture(let texture, let source)? = results.first?.result else {
                Issue.record("no page: \(results.map(\.result))")
                loader.stop()
                return
            }
            #expect(source == PictureSize(width: 640, height: 400))
            var format: UInt32 = 0, access: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            SDL_QueryTexture(texture.pointer, &format, &access, &w, &h)
            #expect(access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), "the texture lent, not one copied from a surface")
            #expect(format == SDL_PIXELFORMAT_RGB888.rawValue && w == 648 && h == 400, "a band \(w)×\(h)")
            #expect(loader.lentPages == (redeemed: 1, outstanding: 0))
            // The same pixels as the page composed on its own.
            guard case .image(let plain, _) = ImageLoader.page(path, in: Self.layout, cancellation: DecodeCancellation()) else {
                Issue.record("no plain page")
                loader.stop()
                return
            }
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0, let pixels else {
                Issue.record("cannot lock the page's texture")
                loader.stop()
                return
            }
            let rowBytes = Int(w) * 4
            let differing = (0..<Int(h)).filter { y in
                memcmp(pixels.advanced(by: y * Int(pitch)), plain.pointer.pointee.pixels.advanced(by: y * Int(plain.pointer.pointee.pitch)),
                       rowBytes) != 0
            }
            SDL_UnlockTexture(texture.pointer)
            #expect(differing.isEmpty, "rows that differ: \(differing.prefix(5))")
            loader.stop()
        }

        @Test func aTextureLentIsGivenBackOrDestroyed() throws {
            let (renderer, target) = try Self.renderer()
            defer { SDL_DestroyRenderer(renderer); SDL_FreeSurface(target) }
            let pages = LentPages()
            #expect(pages.lends(from: renderer))
            // Composed and given back: the texture holds what was drawn into the surface.
            var surface = try #require(pages.lend(PictureSize(width: 30, height: 20), renderer: renderer))
            SDL_FillRect(surface.pointer, nil, 0x00FF_0000)
            let texture = try #require(pages.redeem(surface))
            #expect(pages.count == 0 && pages.redeemed == 1)
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            #expect(SDL_LockTexture(texture.pointer, nil, &pixels, &pitch) == 0)
            #expect(pixels?.load(fromByteOffset: Int(pitch) * 19 + 29 * 4, as: UInt32.self) == 0x00FF_0000)
            SDL_UnlockTexture(texture.pointer)
            // A surface let go (its decode cancelled): its texture is destroyed; one still held is kept.
            surface = try #require(pages.lend(PictureSize(width: 30, height: 20), renderer: renderer))
            var dropped: Surface? = pages.lend(PictureSize(width: 10, height: 10), renderer: renderer)
            #expect(pages.count == 2)
            dropped = nil
            pages.reclaim()
            #expect(pages.count == 1 && dropped == nil)
            #expect(pages.redeem(try #require(Surface(width: 30, height: 20, format: SDL_PIXELFORMAT_RGB888))) == nil,
                    "a surface of its own is no loan")
            pages.reclaimAll()
            #expect(pages.count == 0)
        }

        @Test func aLoaderStoppedWhileAPageIsLentDestroysItsTexture() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = try PictureFixture.write(PictureFixture.jpeg(width: 2400, height: 1600, progressive: true), "p.jpg", in: folder)
            let (renderer, target) = try Self.renderer()
            defer { SDL_DestroyRenderer(renderer); SDL_FreeSurface(target) }
            let loader = ImageLoader()
            // The first collect tells the loader that this renderer lends.
            _ = loader.collect(renderer: renderer, waiting: false, wanted: { _ in true })
            loader.request(id: .fitted(1), path: path, page: Self.layout)
            // The worker asks for its page once it has read the picture's header; the collect lends it.
            #expect(loader.waitForResult(until: Monotonic.seconds() + 10))
            _ = loader.collect(renderer: renderer, waiting: false, wanted: { _ in true })
            #expect(loader.lentPages.outstanding == 1, "a texture lent")
            loader.stop()
            #expect(loader.lentPages.outstanding == 0, "the texture lent is destroyed once the worker stopped")
        }

        /// A small page (a thumbnail) is not lent a texture: it is copied as before.
        @Test func aSmallPageIsCopied() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = try PictureFixture.write(PictureFixture.jpeg(width: 320, height: 200), "p.jpg", in: folder)
            let (renderer, target) = try Self.renderer()
            defer { SDL_DestroyRenderer(renderer); SDL_FreeSurface(target) }
            let loader = ImageLoader()
            defer { loader.stop() }
            _ = loader.collect(renderer: renderer, waiting: false, wanted: { _ in true })
            let small = PageLayout(width: 320, height: 240, background: SDL_Color(r: 9, g: 8, b: 7, a: 255), boxX: 0, boxY: 0,
                                   boxWidth: 320, boxHeight: 240, maxScale: 1, cropped: true)
            loader.request(id: .fitted(1), path: path, page: small)
            guard case .picture(let texture, _)? = Self.result(of: loader, renderer: renderer).first?.result else {
                Issue.record("no page")
                return
            }
            var access: Int32 = 0
            SDL_QueryTexture(texture.pointer, nil, &access, nil, nil)
            #expect(access == Int32(SDL_TEXTUREACCESS_STATIC.rawValue) && loader.lentPages == (redeemed: 0, outstanding: 0))
        }

        /// A loader with `aheadBytes` decodes the next page only once the one
        /// before is collected — except while a thread waits for every decode.
        @Test func theNextPageWaitsForTheOneBeforeToBeCollected() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let first = try PictureFixture.write(PictureFixture.jpeg(width: 640, height: 400), "a.jpg", in: folder)
            let second = try PictureFixture.write(PictureFixture.jpeg(width: 640, height: 400), "b.jpg", in: folder)
            let loader = ImageLoader(aheadBytes: 1 << 10)
            defer { loader.stop() }
            loader.request(id: .fitted(1), path: first, page: Self.layout)
            loader.request(id: .fitted(2), path: second, page: Self.layout)
            #expect(loader.waitForResult(until: Monotonic.seconds() + 10))
            Thread.sleep(forTimeInterval: 0.2)
            #expect(loader.decodes == 1, "the second page waits while the first is not collected")
            #expect(loader.completed().map(\.id) == [.fitted(1)])
            #expect(loader.waitForResult(until: Monotonic.seconds() + 10))
            #expect(loader.decodes == 2 && loader.completed().map(\.id) == [.fitted(2)])
            // Waiting for every decode: nothing is held back.
            loader.request(id: .fitted(3), path: first, page: Self.layout)
            loader.request(id: .fitted(4), path: second, page: Self.layout)
            #expect(loader.waitUntilIdle(timeout: 10))
            #expect(loader.completed().map(\.id) == [.fitted(3), .fitted(4)])
        }
    }
}
