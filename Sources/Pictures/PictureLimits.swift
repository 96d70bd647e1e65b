import CRegionDecoder

/// What opening and decoding one picture may cost, whatever its file says: a
/// picture over a limit is refused with a message that names the limit, before
/// anything is decoded. `standard` is what Endless's own viewer uses.
public struct PictureLimits: Sendable, Equatable {
    /// The longest side a picture may have, px.
    public var side: Int
    /// The most pixels a picture may have (width × height).
    public var pixels: Int
    /// The decoder's own working memory for one picture, bytes: a progressive
    /// or multi-scan JPEG keeps all its coefficients (about 3 bytes a pixel), an
    /// interlaced PNG its whole picture (4 bytes a pixel).
    public var decoderWorkBytes: Int
    /// The most scans a JPEG may have (a progressive JPEG has about 10).
    public var jpegScans: Int
    /// The most frames an animated GIF or WebP may have.
    public var animationFrames: Int
    /// The most work an animation may take to play through once, in pixels
    /// composed (its canvas for every frame, its frames' own pixels weighted by
    /// what decoding them costs): it bounds the time a whole animation takes.
    public var animationPixels: Int
    /// The largest file, bytes. Files are read as they decode, never whole, so
    /// this bounds time, not memory.
    public var fileBytes: Int
    /// The most pixels one decode gives: a larger picture is decoded at a
    /// reduced scale (or in parts, `PictureDecoder.decode(_:denominator:eighths:region:cancellation:progress:)`).
    public var decodedPixels: Int

    /// Limits of your own; each is clamped to at least 1.
    public init(side: Int, pixels: Int, decoderWorkBytes: Int, jpegScans: Int, animationFrames: Int,
                animationPixels: Int, fileBytes: Int, decodedPixels: Int) {
        self.side = max(1, side)
        self.pixels = max(1, pixels)
        self.decoderWorkBytes = max(1, decoderWorkBytes)
        self.jpegScans = max(1, jpegScans)
        self.animationFrames = max(1, animationFrames)
        self.animationPixels = max(1, animationPixels)
        self.fileBytes = max(1, fileBytes)
        self.decodedPixels = max(1, decodedPixels)
    }

    /// Endless's own: sides up to 65,535 px (JPEG's most), 256 megapixels,
    /// 192 MiB of decoder memory, 100 JPEG scans, 10,000 frames, 2 billion
    /// pixels of animation work (about 4 s of decoding), files up to 1 GiB, and
    /// at most 16 megapixels (64 MiB) from one decode.
    public static let standard = PictureLimits(side: 65_535, pixels: 256_000_000, decoderWorkBytes: 192 << 20,
                                               jpegScans: 100, animationFrames: 10_000, animationPixels: 2_000_000_000,
                                               fileBytes: 1 << 30, decodedPixels: 16_000_000)

    /// The limits as the C decoder takes them.
    package var c: picture_limits { c(turns: 0) }

    /// The limits as the C decoder takes them, with the picture shown turned a
    /// further `turns` quarter turns clockwise (`PictureFile.turns`).
    package func c(turns: Int) -> picture_limits {
        picture_limits(max_side: UInt32(clamping: side), max_pixels: UInt64(pixels),
                       max_work_bytes: UInt64(decoderWorkBytes), max_scans: UInt32(clamping: jpegScans),
                       max_frames: UInt32(clamping: animationFrames), max_animation_pixels: UInt64(animationPixels),
                       turns: UInt32((turns % 4 + 4) % 4))
    }
}
