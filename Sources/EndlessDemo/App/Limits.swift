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
    /// The largest wheel delta magnitude: notches, or px for precise deltas.
    static let wheelNotches = 1000.0
    static let wheelPixels = 1e6
    /// Headless frames per second.
    static let fps = 1.0...1000.0
    /// A script's virtual run time, ms (10 minutes), and its frames.
    static let durationMs = 600_000.0
    static let frames = 100_000
    /// A script file's size, bytes.
    static let scriptBytes = 32 << 20
    /// Banners in the banner mode.
    static let items = 0...1000
    /// The most pixels a picture may have (256 megapixels, e.g. 16000 × 16000);
    /// larger ones show an error card.
    static let picturePixels = 256_000_000
    /// The most pixels decoded whole (64 megapixels, e.g. 9238 × 6928): larger
    /// pictures are decoded at a reduced scale (JPEG, non-interlaced PNG) and,
    /// when zoomed, in tiles.
    static let wholeDecodePixels = 64_000_000
    /// The largest picture the pager decodes whole at its own resolution when
    /// zoomed past the page's (64 MiB of pixels); larger ones zoom in tiles.
    static let detailPixels = 16_000_000
    /// The most pixels a scaled-down decode gives (the page of a huge picture).
    static let scaledDecodePixels = 16_000_000
    /// An image file's size, bytes.
    static let pictureFileBytes = 256 << 20
}
