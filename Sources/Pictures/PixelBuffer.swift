#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pixels in memory, as every decode gives them: `width` × `height` of 32 bits,
/// 0xAARRGGBB in native byte order (SDL's ARGB8888; alpha straight, not
/// premultiplied), rows `pitch` pixels apart. It may be made on one thread and
/// handed whole to another — never used by two at once.
public final class PixelBuffer: @unchecked Sendable {
    /// Its width, px.
    public let width: Int
    /// Its height, px.
    public let height: Int
    /// Pixels from the start of one row to the start of the next (at least `width`).
    public let pitch: Int
    /// The first pixel of the first row.
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Whose memory the pixels are (nil: this buffer's own, freed with it).
    private let owner: AnyObject?

    /// A buffer of its own of `width` × `height` transparent black pixels; nil
    /// when a side is under 1 or the memory cannot be had.
    public init?(width: Int, height: Int) {
        guard width >= 1, height >= 1, case let (count, false) = width.multipliedReportingOverflow(by: height),
              count <= Int.max / 4, let memory = calloc(count, 4) else { return nil }
        self.width = width
        self.height = height
        pitch = width
        pixels = memory.assumingMemoryBound(to: UInt32.self)
        owner = nil
    }

    /// The pixels at `pixels`, `width` × `height` with rows `pitch` pixels apart,
    /// belonging to `owner`, which this buffer keeps alive (a surface or a
    /// texture's locked memory, say); nil when the sizes do not make sense.
    public init?(viewing pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int, keeping owner: AnyObject) {
        guard width >= 1, height >= 1, pitch >= width else { return nil }
        self.width = width
        self.height = height
        self.pitch = pitch
        self.pixels = pixels
        self.owner = owner
    }

    /// The part `x`, `y`, `width` × `height` of `buffer`, sharing its pixels;
    /// nil when the part is not within it.
    public convenience init?(part buffer: PixelBuffer, x: Int, y: Int, width: Int, height: Int) {
        guard x >= 0, y >= 0, width >= 1, height >= 1, x <= buffer.width - width, y <= buffer.height - height else {
            return nil
        }
        self.init(viewing: buffer.pixels + y * buffer.pitch + x, width: width, height: height, pitch: buffer.pitch,
                  keeping: buffer)
    }

    /// Bytes of pixel memory (rows × pitch × 4).
    public var byteCount: Int { height * pitch * 4 }

    /// The pixel at column `x` of row `y` (both within the buffer).
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * pitch + x] }
        set { pixels[y * pitch + x] = newValue }
    }

    deinit { if owner == nil { free(pixels) } }
}

/// A picture's size in its own pixels.
public struct PictureSize: Sendable, Equatable {
    /// Its width, px.
    public var width: Int32
    /// Its height, px.
    public var height: Int32

    /// A size of `width` × `height` px.
    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }
}

/// A decoded picture: its pixels at the scale it was decoded at, and the size
/// of the picture they came from (as shown, the EXIF orientation applied).
public struct DecodedPicture: Sendable {
    /// The pixels (of an animation, its first frame).
    public let pixels: PixelBuffer
    /// The picture's own size.
    public let source: PictureSize
    /// Every frame with its delay, when the picture moves and its frames were
    /// asked for (`PictureLoader`'s `animations`); nil for a still picture.
    public let animation: AnimatedPicture?

    /// The picture `pixels` of a picture of `source`'s size, and its `animation` if it moves.
    public init(pixels: PixelBuffer, source: PictureSize, animation: AnimatedPicture? = nil) {
        self.pixels = pixels
        self.source = source
        self.animation = animation
    }
}
