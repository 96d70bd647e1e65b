import CRegionDecoder

/// An animated GIF or WebP decoded whole: every frame at one size (ARGB8888,
/// alpha straight), and when each shows. The frames are decoded once, on the
/// loader's thread, within a budget of bytes: a long or large animation
/// is decoded smaller, and drawn stretched.
public final class AnimatedPicture: @unchecked Sendable {
    /// The frames' width, pixels.
    public let width: Int
    /// The frames' height, pixels.
    public let height: Int
    /// The size of the picture the frames came from.
    public let source: PictureSize
    /// When each frame shows.
    public let timeline: FrameTimeline
    /// Every frame's pixels, one frame after the other.
    private let pixels: [UInt32]
    /// The ledger its bytes are counted in, and what it was decoded as there.
    private let ledger: (memory: AnimationMemory, key: AnimationMemory.Key)?

    private init(width: Int, height: Int, source: PictureSize, timeline: FrameTimeline, pixels: [UInt32],
                 ledger: (memory: AnimationMemory, key: AnimationMemory.Key)?) {
        self.width = width
        self.height = height
        self.source = source
        self.timeline = timeline
        self.pixels = pixels
        self.ledger = ledger
    }

    deinit {
        if let ledger { ledger.memory.freed(ledger.key, bytes: byteCount) }
    }

    /// How many frames it has.
    public var frameCount: Int { timeline.delays.count }

    /// The bytes the frames take.
    public var byteCount: Int { pixels.count * 4 }

    /// Runs `body` with frame `index`'s pixels (rows of `width`, no padding).
    public func withFrame<T>(_ index: Int, _ body: (UnsafePointer<UInt32>) -> T) -> T {
        let frame = min(max(0, index), frameCount - 1)
        return pixels.withUnsafeBufferPointer { body($0.baseAddress! + frame * width * height) }
    }

    /// The most bytes one animation's frames take unless told otherwise (64 MiB):
    /// a longer or larger one is decoded smaller.
    public static let standardBudget = 64 << 20

    /// The smallest scale-down, from 1/`least` on, at which the `header`'s
    /// frames fit in `budget` bytes.
    package static func denominator(for header: PictureHeader, atLeast least: Int, budget: Int) -> Int {
        let framePixels = max(1, budget / 4 / max(1, header.frames))
        return PictureDecoder.denominator(for: header, atLeast: max(1, least), atMost: framePixels)
    }

    /// How much smaller than shown, at most, frames are decoded to fit what
    /// the ledger has left (a side 1/4 of the shown one); with less room the
    /// picture stays still, on its first frame.
    public static let smallestShare = 4

    /// Every frame of the animation in `file`, at the scale `scale` shows it
    /// (or smaller, to fit `budget` bytes); nil for a still picture; or why it
    /// cannot be played (a damaged frame after the first ones plays the frames before it).
    /// With `ledger`, the frames take their bytes from it (as `key`), at most
    /// `budget` and no more than it has left, decoded smaller to fit; when it
    /// has too little left (`smallestShare`), the animation is not decoded.
    /// A decode of much work waits for the other large ones (`LargeDecodes`).
    public static func decode(_ file: PictureFile, showingAt scale: Double, budget: Int = standardBudget,
                       ledger: (memory: AnimationMemory, key: AnimationMemory.Key)? = nil,
                       cancellation: DecodeCancellation? = nil) -> Result<AnimatedPicture, PictureError>? {
        let header = file.header
        guard header.isAnimated else { return nil }
        let reserved = ledger?.memory.reserve(upTo: budget) ?? budget
        if let ledger {
            let shown = PictureDecoder.denominator(for: header, showingAt: scale)
            guard denominator(for: header, atLeast: shown, budget: reserved) <= shown * smallestShare else {
                ledger.memory.giveBack(reserved)
                return .failure(PictureError("no room left for its frames among the animations shown"))
            }
        }
        let decoded = LargeDecodes.run(workBytes: header.workBytes, work: header.animationWork) {
            decodeFrames(file, showingAt: scale, budget: reserved, ledger: ledger, cancellation: cancellation)
        }
        guard let ledger else { return decoded }
        if case .success(let animation) = decoded {
            ledger.memory.giveBack(reserved - animation.byteCount)
            ledger.memory.register(animation, as: ledger.key)
        } else {
            ledger.memory.giveBack(reserved)
        }
        return decoded
    }

    /// `decode`'s frames, within `budget` bytes, counted in `ledger` once made.
    private static func decodeFrames(_ file: PictureFile, showingAt scale: Double, budget: Int,
                                     ledger: (memory: AnimationMemory, key: AnimationMemory.Key)?,
                                     cancellation: DecodeCancellation?) -> Result<AnimatedPicture, PictureError> {
        let header = file.header
        let shown = PictureDecoder.denominator(for: header, showingAt: scale)
        let denominator = self.denominator(for: header, atLeast: shown, budget: budget)
        let size = PictureDecoder.scaledSize(width: header.width, height: header.height, denominator: denominator)
        let framePixels = size.width * size.height
        guard framePixels.multipliedReportingOverflow(by: header.frames * 4).partialValue <= budget else {
            return .failure(PictureError("\(header.frames) frames of \(size.width)×\(size.height) are more than the animation budget"))
        }
        var message = [CChar](repeating: 0, count: 256)
        var limits = file.decoderLimits
        var expected = header.info
        var animation: OpaquePointer?
        let opened = message.withUnsafeMutableBufferPointer { text in
            picture_animation_open(file.descriptor, &limits, &expected, UInt32(denominator),
                                   cancellation.map { UnsafePointer($0.flag) }, &animation, text.baseAddress, text.count)
        }
        guard opened == 0, let animation else { return .failure(PictureError(reason(message))) }
        defer { picture_animation_close(animation) }
        var pixels = [UInt32](repeating: 0, count: framePixels * header.frames)
        var delays: [Double] = []
        delays.reserveCapacity(header.frames)
        var failure: String?
        pixels.withUnsafeMutableBufferPointer { buffer in
            while delays.count < header.frames {
                var delay: UInt32 = 0
                let status = message.withUnsafeMutableBufferPointer { text in
                    picture_animation_next(animation, buffer.baseAddress! + delays.count * framePixels, &delay,
                                           text.baseAddress, text.count)
                }
                guard status == 1 else {
                    if status != 0 { failure = reason(message) }
                    return
                }
                delays.append(Double(delay) / 1000)
            }
        }
        if cancellation?.isCancelled ?? false { return .failure(PictureError("cancelled")) }
        // A frame that cannot be read ends the animation there: the frames before it play.
        guard delays.count > 1 else { return .failure(PictureError(failure ?? "no frames")) }
        if delays.count < header.frames { pixels.removeLast((header.frames - delays.count) * framePixels) }
        return .success(AnimatedPicture(width: size.width, height: size.height,
                                        source: PictureSize(width: Int32(header.width), height: Int32(header.height)),
                                        timeline: FrameTimeline(delays: delays, plays: header.plays), pixels: pixels,
                                        ledger: ledger))
    }
}
