import CRegionDecoder
import Pictures
import PicturesSDL
import ScrollViews

/// The ranges of every number the demo takes from outside — the command line,
/// replay scripts, SDL's events, image files — in one place. Scripts and flags
/// outside them are refused (exit 2) with the range named; SDL's events are
/// clamped to them. The README lists them.
enum Limits {
    /// A window side in points (--size, a script's size and resize events).
    static let windowSide = 1...4096
    /// A window side as SDL reports it (a window resized by the user on a large
    /// display), clamped to this.
    static let displaySide = 1...16384
    /// The largest pointer coordinate magnitude, px.
    static let coordinate = 1e6
    /// The largest wheel delta magnitude: notches, or px for a touchpad or high-resolution wheel.
    static let wheelNotches = 1000.0
    static let wheelPixels = 1e6
    /// What input's last step clamps every event to (`InputStage`), the window's and a script's.
    static let input = InputLimits(coordinate: coordinate, wheelNotches: wheelNotches, wheelPixels: wheelPixels,
                                   windowSide: displaySide)
    /// Headless frames per second.
    static let fps = 1.0...1000.0
    /// --refresh: the display rates frames may be paced for, Hz.
    static let refreshRate = 24.0...500.0
    /// A script's virtual run time, ms (10 minutes), and its frames.
    static let durationMs = 600_000.0
    static let frames = 100_000
    /// A script file's size, bytes.
    static let scriptBytes = 32 << 20
    /// Banners in the banner mode.
    static let items = 0...1000
    /// The most pixels a picture may have (256 megapixels, e.g. 16000 × 16000);
    /// larger ones show an error card.
    static let picturePixels = PictureLimits.standard.pixels
    /// The longest side a picture may have, px (JPEG's own maximum).
    static let pictureSide = PictureLimits.standard.side
    /// The most bytes of thumbnails the grid turns into textures in one frame
    /// (about 35 cells of 160 px): a screen that arrives at once (from the
    /// thumbnail cache) is shown over two or three frames instead of one long one.
    static let uploadBytesPerFrame = 4 << 20
    /// The decoder's own working memory for one picture: a progressive or
    /// multi-scan JPEG keeps all its coefficients (about 3 bytes a pixel, so up
    /// to about 64 MP), an interlaced PNG its whole picture (4 bytes a pixel, up
    /// to 48 MP). A picture that needs more shows an error card.
    static let decoderWorkBytes = PictureLimits.standard.decoderWorkBytes
    /// The most scans a JPEG may have (progressive JPEGs have about 10).
    static let jpegScans = PictureLimits.standard.jpegScans
    /// The most frames an animated GIF or WebP may have (10,000: 16 minutes at
    /// 10 frames a second); more shows an error card.
    static let animationFrames = PictureLimits.standard.animationFrames
    /// The most pixels an animation may take to decode once through (its canvas
    /// composed for each frame, a GIF's frames decoded): about 4 s of decoding.
    static let animationPixels = PictureLimits.standard.animationPixels
    /// The most bytes an animation's frames may take once decoded, at the size
    /// they are shown: a longer or larger one is decoded smaller (and stretched).
    static let animationBytes = AnimatedPicture.standardBudget
    /// The same for a grid cell's picture that moves (a screen may hold dozens).
    static let cellAnimationBytes = 8 << 20
    /// The most bytes the frames of all animations take together, shown and
    /// kept for when their pages come back (`AnimationMemory`): the pager's and
    /// the grid's. Past it, a picture that moves is decoded smaller, or stays
    /// on its first frame.
    static let animationBytesInAll = AnimationMemory.shared.budget
    /// The shortest delay a frame is shown for, seconds: a GIF or WebP frame
    /// that asks for 10 ms or less is shown for `slowFrameDelay`, as browsers do.
    static let shortestFrameDelay = FrameTimeline.shortestDelay
    static let slowFrameDelay = FrameTimeline.slowDelay
    /// The limits the decoder checks every picture against, read from its own header.
    static var picture: picture_limits { PictureLimits.standard.c }
    /// The largest picture the pager decodes whole at its own resolution when
    /// zoomed past the page's (64 MiB of pixels); larger ones zoom in tiles.
    static let detailPixels = 16_000_000
    /// The most pixels one decode gives (64 MiB): pictures larger than that are
    /// decoded at a reduced scale (a page), or in parts (tiles).
    static let scaledDecodePixels = PictureLimits.standard.decodedPixels
    /// The most pixels of one scale of a picture whose parts each cost a whole
    /// decode (progressive JPEG, interlaced PNG): its tiles are cut from that one
    /// decode (128 MiB), at a coarser scale when the finest is larger.
    static let wholeLevelPixels = PictureDecoder.wholeLevelPixels
    /// An image file's size, bytes. Files are read as they decode, so this bounds
    /// time (reading through a file), not memory.
    static let pictureFileBytes = PictureLimits.standard.fileBytes
}
