import CRegionDecoder
import Testing

/// The thumbnails' scaling: the processor's vector path and the portable one give the same
/// pixels, bit for bit, at every size (down, up, to one pixel, from one pixel).
@Suite struct ScaleLinearTests {
    @Test(arguments: [(750, 500, 256, 171), (100, 80, 37, 29), (5, 3, 2, 1), (640, 480, 641, 481), (1, 1, 7, 9),
                      (300, 200, 300, 200), (33, 17, 16, 8)])
    func theVectorAndPortableRowsAgree(size: (Int, Int, Int, Int)) {
        let (fromWidth, fromHeight, toWidth, toHeight) = size
        var seed: UInt32 = 2_654_435_761
        let from = (0..<(fromWidth * fromHeight)).map { _ -> UInt32 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return seed
        }
        var fast = [UInt32](repeating: 0, count: toWidth * toHeight), portable = fast
        picture_scale_linear(from, Int32(fromWidth), Int32(fromHeight), Int32(fromWidth), &fast, Int32(toWidth),
                             Int32(toHeight), Int32(toWidth))
        picture_scale_linear_portable(from, Int32(fromWidth), Int32(fromHeight), Int32(fromWidth), &portable,
                                      Int32(toWidth), Int32(toHeight), Int32(toWidth))
        #expect(fast == portable)
        #expect(fast.contains { $0 != 0 }, "something was written")
    }

    @Test func aUniformPictureStaysUniform() {
        let from = [UInt32](repeating: 0x80C0_4020, count: 64 * 48)
        var to = [UInt32](repeating: 0, count: 20 * 15)
        picture_scale_linear(from, 64, 48, 64, &to, 20, 15, 20)
        #expect(to.allSatisfy { $0 == 0x80C0_4020 })
    }
}
