import CPictureFixtures
import CRegionDecoder
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

/// GIF and WebP, still and animated, read by giflib and libwebp: headers,
/// first frames, every frame composed in order, and their hostile kinds refused
/// within the limits.
@Suite struct AnimatedPictureTests {
    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF

    static func gif(width: UInt32 = 40, height: UInt32 = 30, frames: Int32 = 3, delay: Int32 = 10, loops: Int32 = 0,
                    frame: (x: UInt32, y: UInt32, width: UInt32, height: UInt32) = (0, 0, 0, 0), disposal: Int32 = 0,
                    interlaced: Bool = false, cutLast: Bool = false, claimedOnly: Bool = false, emptyFrame: Int32 = 0) -> [UInt8] {
        var options = fixture_gif_options(canvas_width: width, canvas_height: height, frame_x: frame.x, frame_y: frame.y,
                                          frame_width: frame.width, frame_height: frame.height, frames: frames,
                                          delay_cs: delay, loops: loops, disposal: disposal, transparent: 0,
                                          interlaced: interlaced ? 1 : 0, cut_last: cutLast ? 1 : 0,
                                          claimed_only: claimedOnly ? 1 : 0, empty_frame: emptyFrame)
        return PictureFixture.bytes { fixture_gif(&options, $0) }
    }

    static func webp(width: UInt32 = 40, height: UInt32 = 30, frames: Int32 = 1, delay: Int32 = 100, loops: Int32 = 0,
                     transparent: Bool = false) -> [UInt8] {
        PictureFixture.bytes { fixture_webp(width, height, frames, delay, loops, transparent ? 1 : 0, $0) }
    }

    func header(_ path: FilePath) throws -> PictureHeader {
        switch PictureFile.open(path) {
        case .success(let file): return file.header
        case .failure(let failure): throw failure
        }
    }

    func refusal(_ path: FilePath) -> String? {
        if case .failure(let failure) = PictureFile.open(path) { return failure.reason }
        return nil
    }

    func firstFrame(_ path: FilePath) throws -> [UInt32] {
        guard case .image(let surface, _) = ImageLoader.decode(path) else {
            throw PictureError("not decoded")
        }
        let count = Int(surface.width) * Int(surface.height)
        return Array(UnsafeBufferPointer(start: surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self),
                                         count: count))
    }

    func animation(_ path: FilePath, budget: Int = Limits.animationBytes) throws -> AnimatedPicture {
        guard case .success(let file) = PictureFile.open(path) else { throw PictureError("not opened") }
        guard let result = AnimatedPicture.decode(file, showingAt: 1, budget: budget) else {
            throw PictureError("still")
        }
        return try result.get()
    }

    /// Only a GIF or a WebP is looked into for frames: a JPEG's or a PNG's
    /// first bytes say it is still, without its header read.
    @Test func onlyGIFsAndWebPsAreLookedIntoForFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files: [(String, [UInt8], PictureHeader.Format?)] = [
            ("a.gif", Self.gif(), .gif), ("b.webp", Self.webp(frames: 2), .webp),
            ("c.jpg", PictureFixture.jpeg(), .jpeg), ("d.png", PictureFixture.png(), .png),
            ("e.gif", Array("GIF88a not one".utf8), nil), ("f.txt", [], nil),
        ]
        for (name, bytes, format) in files {
            let path = try PictureFixture.write(bytes, name, in: folder)
            #expect(PictureFile.format(of: path) == format, "\(name)")
            #expect((PictureFile.format(of: path)?.canMove ?? false) == (format == .gif || format == .webp), "\(name)")
        }
        #expect(PictureFile.format(of: FilePath(folder.url.path)) == nil)
        #expect(PictureFile.format(of: FilePath(folder.url.appendingPathComponent("missing.gif").path)) == nil)
    }

    @Test func anAnimatedGIFIsReadFrameByFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(Self.gif(frames: 3, delay: 20, loops: 2), "moving.gif", in: folder)
        let header = try header(path)
        #expect(header.format == .gif && header.width == 40 && header.height == 30)
        #expect(header.frames == 3 && header.plays == 3)
        #expect(try firstFrame(path).allSatisfy { $0 == Self.red })
        let animation = try animation(path)
        #expect(animation.frameCount == 3 && animation.width == 40 && animation.height == 30)
        #expect(animation.timeline.delays == [0.2, 0.2, 0.2] && animation.timeline.plays == 3)
        for (index, colour) in [Self.red, Self.green, Self.blue].enumerated() {
            #expect(animation.withFrame(index) { UnsafeBufferPointer(start: $0, count: 1200).allSatisfy { $0 == colour } })
        }
    }

    /// A frame of 0 × 0 keeps what was shown for its delay, as browsers do,
    /// and the frames after it still play.
    @Test func aFrameWithoutPixelsKeepsThePictureAndTheRestPlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(Self.gif(frames: 3, delay: 20, emptyFrame: 2), "gap.gif", in: folder)
        let animation = try animation(path)
        #expect(animation.frameCount == 3 && animation.timeline.delays == [0.2, 0.2, 0.2])
        for (index, colour) in [Self.red, Self.red, Self.blue].enumerated() {
            #expect(animation.withFrame(index) { UnsafeBufferPointer(start: $0, count: 1200).allSatisfy { $0 == colour } },
                    "frame \(index)")
        }
    }

    @Test func interlacedAndSmallerFramesAreComposedOntoTheCanvas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Frames of 10×10 at (5, 5): the rest of the canvas stays transparent; disposal 2 clears each before the next.
        let path = try PictureFixture.write(Self.gif(frames: 2, frame: (5, 5, 10, 10), disposal: 2, interlaced: true),
                                            "small.gif", in: folder)
        let animation = try animation(path)
        animation.withFrame(1) { pixels in
            #expect(pixels[0] == 0, "outside the frame: transparent")
            #expect(pixels[6 * 40 + 6] == Self.green)
            #expect(pixels[14 * 40 + 14] == Self.green && pixels[15 * 40 + 15] == 0)
        }
    }

    @Test func stillAndAnimatedWebPAreRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let still = try PictureFixture.write(Self.webp(transparent: true), "still.webp", in: folder)
        let header = try header(still)
        #expect(header.format == .webp && header.width == 40 && header.frames == 1 && !header.isAnimated)
        let pixels = try firstFrame(still)
        #expect(pixels[0] >> 24 == 0 && pixels[39] == Self.red, "left half see-through, right half red")
        let moving = try PictureFixture.write(Self.webp(frames: 3, delay: 70, loops: 0), "moving.webp", in: folder)
        let animated = try self.header(moving)
        #expect(animated.isAnimated && animated.frames == 3 && animated.plays == 0)
        let animation = try animation(moving)
        #expect(animation.timeline.delays == [0.07, 0.07, 0.07])
        #expect(animation.withFrame(2) { $0[0] } == Self.blue)
    }

    @Test func framesThatAskForNoTimeAreShownAsBrowsersShowThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(Self.gif(frames: 2, delay: 0), "fast.gif", in: folder)
        #expect(try animation(path).timeline.delays == [0.1, 0.1])
        #expect(FrameTimeline(delays: [0.01, .nan, -1, 0.011], plays: 0).delays == [0.1, 0.1, 0.1, 0.011])
    }

    @Test func aLongAnimationIsDecodedSmallerToFitItsBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(Self.gif(width: 200, height: 100, frames: 20), "long.gif", in: folder)
        // 20 frames of 200×100 are 1.6 MB: within 400 kB they are decoded at 1/2 (100×50: 400 kB).
        let animation = try animation(path, budget: 400_000)
        #expect(animation.width == 100 && animation.height == 50 && animation.byteCount <= 400_000)
        #expect(animation.withFrame(19) { $0[0] } == 0xFFFF_FFFF, "frame 19 is colour 3: white")
    }

    @Test func hostileGIFsAndWebPsAreRefusedWithTheLimitNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let huge = try PictureFixture.write(Self.gif(width: 65535, height: 65535, frames: 1, frame: (0, 0, 1, 1)),
                                            "huge.gif", in: folder)
        #expect(refusal(huge)?.contains("megapixels") == true)
        let many = try PictureFixture.write(Self.gif(width: 2, height: 2, frames: 10_001, frame: (0, 0, 1, 1)),
                                            "many.gif", in: folder)
        #expect(refusal(many)?.contains("10000 frames") == true)
        // 200 frames over a 4,000 × 4,000 canvas: 3.2 billion pixels to compose.
        let long = try PictureFixture.write(Self.gif(width: 4000, height: 4000, frames: 200, frame: (0, 0, 1, 1)),
                                            "long.gif", in: folder)
        #expect(refusal(long)?.contains("megapixels to decode") == true)
        // A frame claiming 65,535 × 65,535 in a small canvas.
        let bigFrame = try PictureFixture.write(Self.gif(width: 16, height: 16, frames: 1, frame: (0, 0, 65535, 65535),
                                                         claimedOnly: true), "frame.gif", in: folder)
        #expect(refusal(bigFrame)?.contains("GIF frame of 65535 × 65535") == true)
        var canvas = Self.webp(frames: 2)
        #expect(canvas.withUnsafeMutableBufferPointer { fixture_webp_set_canvas($0.baseAddress, $0.count, 1 << 24, 1 << 24) } == 0)
        let hugeWebP = try PictureFixture.write(canvas, "huge.webp", in: folder)
        #expect(refusal(hugeWebP) != nil)
    }

    @Test func framesBeyondTheCanvasAndFilesCutShortDoNotBreakTheDecoder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let beyond = try PictureFixture.write(Self.gif(width: 16, height: 16, frames: 2, frame: (60000, 60000, 8, 8)),
                                              "beyond.gif", in: folder)
        #expect(try firstFrame(beyond).allSatisfy { $0 == 0 }, "nothing of the frames lands on the canvas")
        let partly = try PictureFixture.write(Self.gif(width: 16, height: 16, frames: 2, frame: (12, 12, 8, 8)),
                                              "partly.gif", in: folder)
        #expect(try firstFrame(partly)[15 * 16 + 15] == Self.red)
        let cut = try PictureFixture.write(Self.gif(frames: 3, cutLast: true), "cut.gif", in: folder)
        #expect(try header(cut).frames == 3)
        let played = try animation(cut)
        #expect(played.frameCount >= 2, "the frames before the cut play")
        let cutFirst = try PictureFixture.write(Self.gif(frames: 1, cutLast: true), "cut-first.gif", in: folder)
        #expect(throws: Never.self) { _ = try? firstFrame(cutFirst) }
        var truncated = Self.webp(frames: 2)
        truncated.removeLast(truncated.count / 2)
        let cutWebP = try PictureFixture.write(truncated, "cut.webp", in: folder)
        #expect(refusal(cutWebP) == "the WebP ends early")
    }

    @Test func theTimelinePlaysAsAFunctionOfTime() {
        let timeline = FrameTimeline(delays: [0.1, 0.2, 0.3], plays: 2)
        #expect(timeline.duration == 0.6000000000000001 || abs(timeline.duration - 0.6) < 1e-12)
        #expect([0, 0.05, 0.1, 0.29, 0.31, 0.61, 0.75, 1.19].map(timeline.frame(at:)) == [0, 0, 1, 1, 2, 0, 1, 2])
        #expect(timeline.frame(at: 1.25) == 2 && timeline.hasEnded(at: 1.25) && timeline.nextChange(after: 1.25) == nil)
        #expect(abs(timeline.nextChange(after: 0.05)! - 0.1) < 1e-9)
        #expect(abs(timeline.nextChange(after: 0.65)! - 0.7) < 1e-9)
        #expect(timeline.frame(at: -5) == 0)
        let forever = FrameTimeline(delays: [0.5, 0.5], plays: 0)
        #expect(forever.frame(at: 1_000_000.25) == 0 && forever.nextChange(after: 1_000_000.25)! > 1_000_000.25)
        let still = FrameTimeline(delays: [0.1], plays: 0)
        #expect(still.nextChange(after: 0) == nil && still.frame(at: 3) == 0)
    }
}
