import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
@testable import PicturesSDL

/// Pages composed off the render thread: a cropped page holds the picture's
/// rectangle alone, scaled to its shown size and opaque.
@Suite struct PageLayoutTests {
    /// A `width`×`height` ARGB8888 surface, `pixel(x, y)` at each point.
    private func surface(_ width: Int32, _ height: Int32, _ pixel: (Int, Int) -> UInt32) throws -> Surface {
        let surface = try #require(Surface(width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888))
        let rows = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointer.pointee.pitch) / 4
        for y in 0..<Int(height) { for x in 0..<Int(width) { rows[y * pitch + x] = pixel(x, y) } }
        return surface
    }

    private func pixel(_ surface: Surface, _ x: Int, _ y: Int) -> UInt32 {
        let rows = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return rows[y * Int(surface.pointer.pointee.pitch) / 4 + x] & 0x00FF_FFFF
    }

    private let layout = PageLayout(width: 400, height: 300, background: SDL_Color(r: 0x20, g: 0x40, b: 0x60, a: 255),
                                    boxX: 0, boxY: 50, boxWidth: 400, boxHeight: 200, maxScale: 1, cropped: true)

    @Test func aCroppedPageIsThePictureAtItsShownSize() throws {
        // 800×200 shown in a 400×200 box: 400×100, half its size.
        let picture = try surface(800, 200) { x, _ in x < 400 ? 0xFFFF_0000 : 0xFF00_00FF }
        guard case .image(let page, let source) = layout.compose(picture, source: PictureSize(width: 800, height: 200))
        else { Issue.record("no page"); return }
        #expect(source == PictureSize(width: 800, height: 200))
        #expect(page.width == 400 && page.height == 100, "\(page.width)×\(page.height)")
        #expect(layout.pictureRect(for: source).y == 100, "centred in the box")
        #expect(pixel(page, 10, 50) == 0xFF_0000 && pixel(page, 390, 50) == 0x00_00FF)
    }

    @Test func transparentPixelsAreTheBackgroundAndHalfTransparentOnesBlendOverIt() throws {
        let picture = try surface(40, 20) { x, _ in x < 20 ? 0x00FF_FFFF : 0x80FF_FFFF }
        guard case .image(let page, _) = layout.compose(picture, source: PictureSize(width: 40, height: 20))
        else { Issue.record("no page"); return }
        #expect(page.width == 40 && page.height == 20, "never enlarged past maxScale")
        #expect(pixel(page, 5, 10) == 0x20_4060, "\(String(pixel(page, 5, 10), radix: 16))")
        // 0x80 of white over (0x20, 0x40, 0x60).
        let r = (255 * 128 + 0x20 * 127 + 127) / 255, g = (255 * 128 + 0x40 * 127 + 127) / 255,
            b = (255 * 128 + 0x60 * 127 + 127) / 255
        #expect(pixel(page, 35, 10) == UInt32(r << 16 | g << 8 | b), "\(String(pixel(page, 35, 10), radix: 16))")
    }
}
