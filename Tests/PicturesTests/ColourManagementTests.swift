import CPictureFixtures
import Foundation
import Pictures
import PictureTestSupport
import Testing

/// Pictures tagged with an ICC profile are shown as their profile means them:
/// their pixels converted to sRGB on the decoding thread (Little CMS), in the
/// pager's pages, the fitted JPEG pages, the grid's thumbnails and the tiles
/// alike; untagged pictures and sRGB ones are left as they are.
@Suite struct ColourManagementTests {
    enum Space: Int32, CaseIterable { case adobeRGB = 0, displayP3 = 1 }

    static func profile(_ space: Space) -> [UInt8] { PictureFixture.bytes { fixture_icc_profile(space.rawValue, $0) } }

    /// What `rgb` in `space` is in sRGB, as Little CMS converts it.
    static func srgb(_ rgb: [UInt8], in space: Space) -> [UInt8] {
        var out: [UInt8] = [0, 0, 0]
        #expect(fixture_to_srgb(space.rawValue, rgb, &out) == 0)
        return out
    }

    /// The centre pixel of `file` decoded whole, as r, g, b.
    static func centre(_ path: FilePath) throws -> [UInt8] {
        let pixels = try PictureDecoder.decode(path).get().pixels
        let argb = pixels[pixels.width / 2, pixels.height / 2]
        return [UInt8(argb >> 16 & 0xFF), UInt8(argb >> 8 & 0xFF), UInt8(argb & 0xFF)]
    }

    static func near(_ a: [UInt8], _ b: [UInt8], within units: Int) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= units }
    }

    @Test(arguments: Space.allCases)
    func aTaggedPictureIsShownInSRGB(space: Space) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icc = Self.profile(space)
        #expect(icc.count > 200)
        // A saturated red and a mid brown, as a camera in that space writes them.
        for rgb: [UInt8] in [[250, 30, 20], [150, 100, 60]] {
            let expected = Self.srgb(rgb, in: space)
            #expect(!Self.near(expected, rgb, within: 4), "the conversion changes the colour: \(rgb) → \(expected)")
            try folder.write("tagged.png", PictureFixture.bytes { fixture_png_tagged(64, 48, rgb, icc, icc.count, $0) })
            try folder.write("tagged.jpg", PictureFixture.bytes { fixture_jpeg_tagged(64, 48, rgb, icc, icc.count, $0) })
            try folder.write("plain.png", PictureFixture.bytes { fixture_png_tagged(64, 48, rgb, nil, 0, $0) })
            let png = try Self.centre(FilePath(folder.url.appendingPathComponent("tagged.png").path))
            let jpeg = try Self.centre(FilePath(folder.url.appendingPathComponent("tagged.jpg").path))
            let plain = try Self.centre(FilePath(folder.url.appendingPathComponent("plain.png").path))
            try folder.write("tagged.webp", PictureFixture.bytes { fixture_webp_tagged(64, 48, rgb, icc, icc.count, $0) })
            let webp = try Self.centre(FilePath(folder.url.appendingPathComponent("tagged.webp").path))
            #expect(Self.near(webp, expected, within: 2), "WebP ICCP \(space): \(webp), sRGB \(expected)")
            #expect(Self.near(png, expected, within: 2), "PNG iCCP \(space): \(png), sRGB \(expected)")
            #expect(Self.near(jpeg, expected, within: 3), "JPEG APP2 \(space): \(jpeg), sRGB \(expected)")
            #expect(plain == rgb, "untagged: as it is")
            // A JPEG decoded fitted (the pager's pages) and in tiles (a zoomed picture's) is converted too.
            let file = try PictureFile.open(FilePath(folder.url.appendingPathComponent("tagged.jpg").path)).get()
            let region = try PictureDecoder.decode(file, denominator: 1, region: .init(x: 16, y: 16, width: 16, height: 16)).get()
            let argb = region.pixels[8, 8]
            #expect(Self.near([UInt8(argb >> 16 & 0xFF), UInt8(argb >> 8 & 0xFF), UInt8(argb & 0xFF)], expected, within: 3),
                    "a region")
            if let buffer = PixelBuffer(width: 32, height: 24) {
                #expect(PictureDecoder.decodeFitted(file, into: buffer) == nil)
                let fitted = buffer[16, 12]
                #expect(Self.near([UInt8(fitted >> 16 & 0xFF), UInt8(fitted >> 8 & 0xFF), UInt8(fitted & 0xFF)], expected,
                                  within: 3), "fitted")
            }
        }
    }

    @Test(arguments: Space.allCases)
    func anAnimatedWebPIsShownInSRGBFrameByFrame(space: Space) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let icc = Self.profile(space)
        // Three frames, a saturated red, a brown and a teal, as a camera in that space writes them.
        let colours: [[UInt8]] = [[250, 30, 20], [150, 100, 60], [40, 160, 150]]
        let rgb = colours.flatMap { $0 }
        try folder.write("tagged.webp", PictureFixture.bytes { fixture_webp_animated_tagged(40, 30, 3, rgb, icc, icc.count, $0) })
        try folder.write("plain.webp", PictureFixture.bytes { fixture_webp_animated_tagged(40, 30, 3, rgb, nil, 0, $0) })
        let tagged = try #require(AnimatedPicture.decode(
            PictureFile.open(FilePath(folder.url.appendingPathComponent("tagged.webp").path)).get(), showingAt: 1)).get()
        let plain = try #require(AnimatedPicture.decode(
            PictureFile.open(FilePath(folder.url.appendingPathComponent("plain.webp").path)).get(), showingAt: 1)).get()
        #expect(tagged.frameCount == 3 && plain.frameCount == 3)
        // Each frame as the profile means it.
        for (frame, rgb) in colours.enumerated() {
            func centre(_ animation: AnimatedPicture) -> [UInt8] {
                let argb = animation.withFrame(frame) { $0[15 * 40 + 20] }
                return [UInt8(argb >> 16 & 0xFF), UInt8(argb >> 8 & 0xFF), UInt8(argb & 0xFF)]
            }
            let expected = Self.srgb(rgb, in: space)
            #expect(!Self.near(expected, rgb, within: 4), "the conversion changes the colour: \(rgb) → \(expected)")
            #expect(Self.near(centre(tagged), expected, within: 2), "frame \(frame) \(space): \(centre(tagged)), sRGB \(expected)")
            #expect(centre(plain) == rgb, "untagged: as it is")
        }
        // Its first frame, as the page shows it before the animation comes, too.
        let first = try Self.centre(FilePath(folder.url.appendingPathComponent("tagged.webp").path))
        #expect(Self.near(first, Self.srgb(colours[0], in: space), within: 2))
    }

    /// A conversion is made once a profile and kept (a tile's or a thumbnail's
    /// decode would otherwise spend 3 ms making it): 12 profiles — more than
    /// are kept — decoded four times each on four threads at once, every picture
    /// converted as its own profile says.
    @Test func conversionsAreKeptAndSharedByTheDecodingThreads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let rgb: [UInt8] = [250, 30, 20]
        let expected = Self.srgb(rgb, in: .adobeRGB)
        var paths: [FilePath] = []
        for variant in 0..<12 {
            // The same Adobe RGB, its header's last reserved byte made different: a profile of its own each.
            var icc = Self.profile(.adobeRGB)
            icc[127] = UInt8(variant)
            try folder.write("p\(variant).png", PictureFixture.bytes { fixture_png_tagged(64, 48, rgb, icc, icc.count, $0) })
            paths.append(FilePath(folder.url.appendingPathComponent("p\(variant).png").path))
        }
        let results = Results(count: 48), files = paths
        DispatchQueue.concurrentPerform(iterations: 48) { index in
            results.set(index, (try? Self.centre(files[index % 12])) ?? [])
        }
        for (index, centre) in results.all.enumerated() {
            #expect(Self.near(centre, expected, within: 2), "decode \(index): \(centre), sRGB \(expected)")
        }
    }

    /// Results written by several threads, each its own index.
    final class Results: @unchecked Sendable {
        private var values: [[UInt8]]
        private let lock = NSLock()
        init(count: Int) { values = Array(repeating: [], count: count) }
        func set(_ index: Int, _ value: [UInt8]) { lock.withLock { values[index] = value } }
        var all: [[UInt8]] { lock.withLock { values } }
    }

    @Test func aDamagedProfileLeavesThePixelsAsTheyAre() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var icc = Self.profile(.adobeRGB)
        for index in stride(from: 0, to: 128, by: 4) { icc[index] = 0xFF }
        let rgb: [UInt8] = [150, 100, 60]
        try folder.write("broken.jpg", PictureFixture.bytes { fixture_jpeg_tagged(64, 48, rgb, icc, icc.count, $0) })
        #expect(Self.near(try Self.centre(FilePath(folder.url.appendingPathComponent("broken.jpg").path)), rgb, within: 2))
    }
}
