import CSDL
import ScrollViewsSDL
import Testing

/// `Surface(sharing:of:as:)`: a part of a surface that draws into its pixels.
@Suite struct SharedSurfaceTests {
    @Test func aPartSharesItsSurfacesPixelsAndKeepsItAlive() throws {
        var part: Surface?
        do {
            let whole = try #require(Surface(width: 40, height: 30, format: SDL_PIXELFORMAT_RGB888))
            SDL_FillRect(whole.pointer, nil, 0)
            part = Surface(sharing: SDL_Rect(x: 12, y: 5, w: 20, h: 10), of: whole, as: SDL_PIXELFORMAT_ARGB8888)
            let shared = try #require(part)
            #expect(shared.width == 20 && shared.height == 10)
            #expect(shared.pointer.pointee.pitch == whole.pointer.pointee.pitch, "rows as far apart as the whole's")
            var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
            SDL_FillRect(shared.pointer, &rect, 0xFF12_3456)
            let pixels = whole.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            let stride = Int(whole.pointer.pointee.pitch) / 4
            #expect(pixels[5 * stride + 12] & 0xFF_FFFF == 0x12_3456, "drawn into the part, seen in the whole")
            #expect(pixels[5 * stride + 11] == 0 && pixels[4 * stride + 12] == 0, "and nowhere else")
            // Parts not within the surface are refused.
            for outside in [SDL_Rect(x: 30, y: 0, w: 11, h: 1), SDL_Rect(x: 0, y: 25, w: 1, h: 6), SDL_Rect(x: -1, y: 0, w: 2, h: 2),
                            SDL_Rect(x: 0, y: 0, w: 0, h: 5), SDL_Rect(x: Int32.max, y: 0, w: Int32.max, h: 1)] {
                #expect(Surface(sharing: outside, of: whole) == nil, "\(outside) is refused")
            }
        }
        // The whole went out of scope: the part keeps it, its pixels still there.
        let kept = try #require(part)
        let first = kept.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)[0]
        #expect(first & 0xFF_FFFF == 0x12_3456)
    }
}
