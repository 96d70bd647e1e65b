import CPictureFixtures
import CRegionDecoder
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

/// What animations cost (issue 61): a frame's own pixels weighted by what its
/// decoder takes for one, costly decodes held to one at a time, and every
/// animation's frames within one budget, served again when their page comes back.
@Suite struct AnimationCostTests {
    func header(_ path: FilePath) throws -> PictureHeader { try AnimatedPictureTests().header(path) }

    /// A GIF frame's pixels cost five composed ones (giflib decodes at a fifth
    /// of the speed of composing): three 100 × 100 frames on their canvas are
    /// 180,000, not 60,000, and a limit between the two refuses them.
    @Test func aGIFsFramesCountByWhatDecodingThemCosts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gif = try PictureFixture.write(AnimatedPictureTests.gif(width: 100, height: 100, frames: 3), "a.gif", in: folder)
        let read = try header(gif)
        #expect(read.animationWork == 3 * (10_000 + 5 * 10_000))
        #expect(read.firstFrameWork == 10_000 + 5 * 10_000)
        let descriptor = open(gif.withCString { String(cString: $0) }, O_RDONLY)
        defer { close(descriptor) }
        var limits = Limits.picture
        limits.max_animation_pixels = 100_000
        var info = picture_info()
        var message = [CChar](repeating: 0, count: 256)
        #expect(picture_probe(descriptor, &limits, &info, &message, message.count) == -1)
        #expect(reason(message).contains("megapixels to decode"), "\(reason(message))")
    }

    /// The red team's GIF: a 1 × 1 screen and a frame of millions of pixels,
    /// a few kilobytes of working memory but seconds of giflib's work. Its
    /// first frame's work makes it a large decode, held to one at a time.
    @Test func aHugeFrameOnATinyScreenIsALargeDecode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = AnimatedPictureTests.gif(width: 1, height: 1, frames: 1, frame: (0, 0, 5000, 5000), claimedOnly: true)
        let gif = try PictureFixture.write(bytes, "huge-frame.gif", in: folder)
        let read = try header(gif)
        #expect(read.firstFrameWork == 1 + 5 * 25_000_000)
        #expect(read.workBytes < LargeDecodes.threshold, "little memory")
        #expect(LargeDecodes.isLarge(workBytes: read.workBytes, work: read.firstFrameWork), "much work")
        #expect(!LargeDecodes.isLarge(workBytes: read.workBytes, work: 0), "by memory alone it was not")
    }

    /// A WebP's frames count by their own pixels too: at least a lossy
    /// frame's five a pixel beside each canvas composed.
    @Test func aWebPsFramesCountByWhatDecodingThemCosts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let webp = try PictureFixture.write(AnimatedPictureTests.webp(width: 40, height: 30, frames: 3), "a.webp", in: folder)
        let read = try header(webp)
        #expect(read.frames == 3)
        #expect(read.animationWork > 3 * 1200 && read.firstFrameWork >= 1200 + 5 * 1200, "\(read)")
        #expect(read.firstFrameWork <= 1200 + 8 * 1200)
    }

    /// One ledger for every animation: each takes at most what is left,
    /// decoded smaller to fit, and none once too little is left.
    @Test func animationsShareOneBudgetAndAreDecodedSmallerToFit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 40 × 30, 3 frames: 14,400 bytes at full size.
        let gif = try PictureFixture.write(AnimatedPictureTests.gif(width: 40, height: 30, frames: 3), "a.gif", in: folder)
        let memory = AnimationMemory(budget: 20_000)
        func decode(_ n: Int) -> AnimatedPicture? {
            guard case .success(let file) = PictureFile.open(gif),
                  case .success(let animation)? = AnimatedPicture.decode(
                    file, showingAt: 1, budget: 20_000,
                    ledger: (memory, AnimationMemory.Key(path: gif, scale: 1, budget: 20_000 + n))) else { return nil }
            return animation
        }
        let first = try #require(decode(1))
        #expect(first.width == 40 && memory.used == 14_400)
        let second = try #require(decode(2), "5,600 bytes left: frames at half the size")
        #expect(second.width == 20 && memory.used == 14_400 + 3 * 20 * 15 * 4)
        var more: [AnimatedPicture] = []
        while let next = decode(3 + more.count) { more.append(next) }
        #expect(memory.used <= memory.budget)
        #expect(more.allSatisfy { $0.width >= 10 }, "never smaller than a quarter of the side shown")
        let before = memory.used
        more.removeAll()
        #expect(memory.used < before || before == 18_000, "freed frames give their bytes back")
        _ = (first, second)
    }

    /// An animation whose page went is kept, and served again when it comes
    /// back, until a new one needs its room.
    @Test func anAnimationKeptIsTakenBackOrFreedForRoom() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gif = try PictureFixture.write(AnimatedPictureTests.gif(width: 40, height: 30, frames: 3), "a.gif", in: folder)
        let memory = AnimationMemory(budget: 20_000)
        let key = AnimationMemory.Key(path: gif, scale: 1, budget: 20_000)
        var shown: AnimatedPicture? = {
            guard case .success(let file) = PictureFile.open(gif),
                  case .success(let animation)? = AnimatedPicture.decode(file, showingAt: 1, budget: 20_000,
                                                                          ledger: (memory, key)) else { return nil }
            return animation
        }()
        let identity = ObjectIdentifier(try #require(shown))
        memory.keep(try #require(shown))
        #expect(memory.keptCount == 1)
        #expect(memory.take(key).map(ObjectIdentifier.init) == identity, "the same frames, not decoded again")
        #expect(memory.keptCount == 0, "taken back: shown again, no longer kept")
        memory.keep(try #require(shown))
        weak let watched = shown
        shown = nil
        #expect(watched != nil && memory.used == 14_400, "kept: still counted")
        // Only the ledger keeps it now: a reservation that needs its room frees it.
        #expect(memory.reserve(upTo: 20_000) == 20_000)
        #expect(watched == nil && memory.keptCount == 0 && memory.take(key) == nil)
        _ = shown
    }
}
