import CRegionDecoder

/// A picture's header as the library that decodes it reads it (libpng's
/// `png_read_info`, libjpeg's `jpeg_read_header`), before anything is decoded:
/// its format, its size as shown (the EXIF orientation applied) and what
/// decoding it costs. A picture over its `PictureLimits` is refused here.
public struct PictureHeader: Equatable, Sendable {
    /// The formats read, each by its own library (libpng, libjpeg-turbo, giflib, libwebp, libtiff).
    public enum Format: String, Sendable {
        /// PNG.
        case png = "PNG"
        /// JPEG.
        case jpeg = "JPEG"
        /// GIF, still or animated.
        case gif = "GIF"
        /// WebP, still or animated, lossy or lossless.
        case webp = "WebP"
        /// TIFF (its first page), still.
        case tiff = "TIFF"

        /// The C decoder's number for the format.
        package var code: Int32 {
            switch self {
            case .png: Int32(PICTURE_PNG.rawValue)
            case .jpeg: Int32(PICTURE_JPEG.rawValue)
            case .gif: Int32(PICTURE_GIF.rawValue)
            case .webp: Int32(PICTURE_WEBP.rawValue)
            case .tiff: Int32(PICTURE_TIFF.rawValue)
            }
        }

        /// Whether a picture of this format can move (a GIF, a WebP): only those
        /// are looked into for frames.
        public var canMove: Bool { self == .gif || self == .webp }

        /// The format the C decoder's number names (PNG for an unknown one: never given).
        package init(code: Int32) {
            self = [Format.jpeg, .gif, .webp, .tiff].first { $0.code == code } ?? .png
        }
    }

    /// The format, by the file's first bytes.
    public var format: Format
    /// The width as shown (the EXIF orientation applied), pixels.
    public var width: Int
    /// The height as shown, pixels.
    public var height: Int
    /// The EXIF orientation, 1–8 (1: as stored).
    public var orientation = 1
    /// Whether any part costs decoding the whole picture (a progressive or
    /// multi-scan JPEG, an interlaced PNG).
    public var decodesWhole = false
    /// The decoder's working memory for the picture, bytes.
    public var workBytes = 0
    /// The frames: more than 1 for an animated GIF or WebP.
    public var frames = 1
    /// How many times an animation plays through: 0 for ever.
    public var plays = 1
    /// What decoding a GIF's or WebP's first frame costs (a still picture of
    /// it, a thumbnail), in pixels composed (`PictureLimits.animationPixels`' unit);
    /// 0 for PNG and JPEG.
    public var firstFrameWork = 0
    /// What decoding a GIF or WebP through once costs, likewise.
    public var animationWork = 0

    /// Whether the picture moves: a GIF or WebP of more than one frame.
    public var isAnimated: Bool { frames > 1 }

    /// Width × height, saturating (a header within the limits is far from it).
    public var pixels: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : product
    }

    /// The header of the picture open as `descriptor`, or why it cannot be shown.
    /// A picture shown `turns` further quarter turns clockwise has its
    /// orientation and size turned so.
    package static func read(_ descriptor: Int32, limits: PictureLimits, turns: Int = 0) -> Result<PictureHeader, PictureError> {
        var info = picture_info()
        var limits = limits.c(turns: turns)
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer {
            picture_probe(descriptor, &limits, &info, $0.baseAddress, $0.count)
        }
        guard status == 0 else { return .failure(PictureError(reason(message))) }
        return .success(PictureHeader(info))
    }

    /// A header of these values (a picture's own come from `PictureFile`).
    public init(format: Format, width: Int, height: Int, orientation: Int = 1, decodesWhole: Bool = false, workBytes: Int = 0,
         frames: Int = 1, plays: Int = 1, firstFrameWork: Int = 0, animationWork: Int = 0) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
        self.decodesWhole = decodesWhole
        self.workBytes = workBytes
        self.frames = frames
        self.plays = plays
        self.firstFrameWork = firstFrameWork
        self.animationWork = animationWork
    }

    package init(_ info: picture_info) {
        self.init(format: Format(code: info.format), width: Int(info.width),
                  height: Int(info.height), orientation: Int(info.orientation), decodesWhole: info.whole_decode != 0,
                  workBytes: Int(clamping: info.work_bytes), frames: Int(info.frames), plays: Int(info.plays),
                  firstFrameWork: Int(clamping: info.first_frame_work), animationWork: Int(clamping: info.animation_work))
    }

    /// The header as the C decoder takes it back (to check the file is unchanged).
    package var info: picture_info {
        picture_info(format: format.code,
                     width: UInt32(clamping: width), height: UInt32(clamping: height), orientation: Int32(orientation),
                     whole_decode: decodesWhole ? 1 : 0, work_bytes: UInt64(max(0, workBytes)),
                     frames: UInt32(clamping: frames), plays: UInt32(clamping: plays),
                     first_frame_work: UInt64(max(0, firstFrameWork)), animation_work: UInt64(max(0, animationWork)))
    }
}

/// A C decoder's message as text (its bytes up to the first NUL).
package func reason(_ message: [CChar]) -> String {
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? "cannot be decoded" : text
}
