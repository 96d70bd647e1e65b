import CPictureFixtures
import Foundation
import Pictures
import PictureTestSupport
import Testing

/// The product's loader: pictures fitted on worker threads, requests replaced
/// by ID, hostile files refused with their reason, nothing kept that was cancelled.
@Suite struct PictureLoaderTests {
    /// Every result `loader` gives within 30 s, by ID.
    func results(of loader: PictureLoader<Int>, count: Int) -> [Int: PictureLoader<Int>.Outcome] {
        var all: [Int: PictureLoader<Int>.Outcome] = [:]
        let deadline = Date().addingTimeInterval(30)
        while all.count < count, Date() < deadline {
            loader.waitUntilIdle(timeout: 1)
            for (id, outcome) in loader.completed() { all[id] = outcome }
        }
        return all
    }

    @Test func aFolderOfEachFormatAndABrokenFileGivesPicturesAndAReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PictureFixture.write(PictureFixture.jpeg(width: 640, height: 480), "a.jpg", in: folder)
        try PictureFixture.write(PictureFixture.png(width: 320, height: 200), "b.png", in: folder)
        try PictureFixture.write(Array(PictureFixture.jpeg().prefix(40)), "c broken.jpg", in: folder)
        try PictureFixture.write(Array("not a picture".utf8), "notes.txt", in: folder)
        let pictures = try PictureFolder(FilePath(folder.url.path))
        #expect(pictures.entries.map(\.caption) == ["a.jpg", "b.png", "c broken.jpg"])
        #expect(pictures.skippedSummary == "1 file skipped, not pictures: notes.txt")

        let loader = PictureLoader<Int>(threads: 2)
        for (index, entry) in pictures.entries.enumerated() {
            loader.request(index, path: entry.path, fitting: PictureSize(width: 160, height: 160))
        }
        let all = results(of: loader, count: 3)
        let jpeg = try #require(try all[0]?.get())
        #expect(jpeg.source == PictureSize(width: 640, height: 480))
        #expect(jpeg.pixels.width == 160 && jpeg.pixels.height == 120, "a JPEG at 1/4: no larger than its box needs")
        let png = try #require(try all[1]?.get())
        #expect(png.pixels.width == 160 && png.pixels.height == 100)
        guard case .failure(let error)? = all[2] else {
            Issue.record("the broken JPEG decoded")
            return
        }
        #expect(!error.reason.isEmpty && error.description == error.reason)
        #expect(!loader.isBusy)
    }

    @Test func aRequestReplacesTheOneBeforeItUnderItsID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let small = try PictureFixture.write(PictureFixture.png(width: 64, height: 32), "small.png", in: folder)
        let large = try PictureFixture.write(PictureFixture.png(width: 400, height: 200), "large.png", in: folder)
        let loader = PictureLoader<String>(threads: 1)
        loader.request("page", path: small, fitting: nil)
        loader.request("page", path: large, fitting: nil)
        loader.request("page", path: large, fitting: nil)  // the same again: nothing new
        loader.waitUntilIdle(timeout: 30)
        let results = loader.completed()
        #expect(results.count == 1 && results.first?.id == "page")
        #expect(try results.first?.outcome.get().pixels.width == 400)
    }

    @Test func aCancelledRequestGivesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let slow = try PictureFixture.write(PictureFixture.slowJPEG(), "slow.jpg", in: folder)
        let loader = PictureLoader<Int>(threads: 1)
        loader.request(1, path: slow, fitting: nil)
        usleep(100_000)
        let cancelled = Date()
        loader.cancel(1)
        #expect(loader.waitUntilIdle(timeout: 30))
        #expect(Date().timeIntervalSince(cancelled) < 2, "the decode stopped soon after the cancel")
        #expect(loader.completed().isEmpty && !loader.isBusy)
    }

    @Test func hostileHeadersAreRefusedThroughTheLoaderWithTheLimitNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let huge = try PictureFixture.write(PictureFixture.resized(PictureFixture.jpeg(), width: 60000, height: 60000),
                                            "huge.jpg", in: folder)
        let wide = try PictureFixture.write(PictureFixture.bytes { fixture_png_header(256_000_000, 1, 1, 0, $0) },
                                            "wide.png", in: folder)
        let empty = try PictureFixture.write([], "empty.png", in: folder)
        let loader = PictureLoader<Int>()
        for (id, path) in [huge, wide, empty, FilePath("/proc/self/mem"), FilePath(folder.url.path)].enumerated() {
            loader.request(id, path: path, fitting: PictureSize(width: 800, height: 600))
        }
        let all = results(of: loader, count: 5)
        func reason(_ id: Int) -> String? {
            if case .failure(let error)? = all[id] { return error.reason }
            return nil
        }
        #expect(reason(0) == "60000 × 60000 is 3600.0 megapixels; pictures may have at most 256")
        #expect(reason(1) == "256000000 × 1 has a side over 65535 px, the most a picture may have")
        #expect(reason(2)?.isEmpty == false)
        #expect(reason(3)?.isEmpty == false, "a file of the kernel's is no picture")
        #expect(reason(4) == "the file is a folder, not a regular file")
    }

    @Test func limitsOfTheCallersOwnAreKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.png(width: 400, height: 300), "p.png", in: folder)
        var limits = PictureLimits.standard
        limits.pixels = 100_000
        let loader = PictureLoader<Int>(limits: limits)
        #expect(loader.limits == limits)
        loader.request(0, path: path, fitting: nil)
        guard case .failure(let error)? = results(of: loader, count: 1)[0] else {
            Issue.record("decoded over the caller's limit")
            return
        }
        #expect(error.reason.contains("megapixels"), "\(error.reason)")
        limits.fileBytes = 10
        guard case .failure(let small) = PictureFile.open(path, limits: limits) else {
            Issue.record("opened over the caller's file limit")
            return
        }
        #expect(small.reason.contains("more than"), "\(small.reason)")
    }

    @Test func pixelBuffersKeepTheirSizesAndParts() throws {
        #expect(PixelBuffer(width: 0, height: 10) == nil && PixelBuffer(width: Int.max, height: 2) == nil)
        let buffer = try #require(PixelBuffer(width: 8, height: 4))
        #expect(buffer.byteCount == 128 && buffer[7, 3] == 0)
        buffer[2, 1] = 0xFF11_2233
        let part = try #require(PixelBuffer(part: buffer, x: 2, y: 1, width: 3, height: 2))
        #expect(part[0, 0] == 0xFF11_2233 && part.pitch == 8)
        #expect(PixelBuffer(part: buffer, x: 6, y: 0, width: 3, height: 1) == nil)
        #expect(PictureDecoder.fittingScale(PictureSize(width: 4000, height: 3000), in: PictureSize(width: 800, height: 800)) == 0.2)
        #expect(PictureDecoder.fittingScale(PictureSize(width: 40, height: 30), in: PictureSize(width: 800, height: 800)) == 1)
    }

    @Test func aThumbnailIsThePictureScaledWithItsColours() throws {
        let picture = try #require(PixelBuffer(width: 400, height: 200))
        for y in 0..<200 {
            for x in 0..<400 { picture[x, y] = x < 200 ? 0xFFC0_4020 : 0x8020_60A0 }
        }
        let thumbnail = try #require(ThumbnailCache.fitted(picture, within: 128))
        #expect(thumbnail.width == 128 && thumbnail.height == 64)
        #expect(thumbnail[10, 30] == 0xFFC0_4020 && thumbnail[120, 30] == 0x8020_60A0, "each half its own colour, alpha kept")
        let edge = thumbnail[63, 30], next = thumbnail[64, 30]
        #expect(edge >> 24 >= 0x80 && edge >> 24 <= 0xFF && next >> 24 >= 0x80, "the edge between them blended")
        #expect(ThumbnailCache.fitted(picture, within: 1000) === picture, "never enlarged")
    }

    /// With an animation memory, a GIF that moves gives its frames and delays (within the memory's
    /// budget: none left, it stays still); a still picture and a loader without one give none.
    @Test func anAnimatedPictureGivesItsFramesWhenTheyAreAskedFor() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var options = fixture_gif_options(canvas_width: 40, canvas_height: 30, frame_x: 0, frame_y: 0, frame_width: 0,
                                          frame_height: 0, frames: 3, delay_cs: 20, loops: 0, disposal: 0,
                                          transparent: 0, interlaced: 0, cut_last: 0, claimed_only: 0, empty_frame: 0)
        let gif = try PictureFixture.write(PictureFixture.bytes { fixture_gif(&options, $0) }, "moving.gif", in: folder)
        let png = try PictureFixture.write(PictureFixture.png(width: 64, height: 32), "still.png", in: folder)
        let memory = AnimationMemory(budget: 1 << 20)
        let loader = PictureLoader<Int>(threads: 1, animations: memory)
        loader.request(0, path: gif, fitting: PictureSize(width: 400, height: 400))
        loader.request(1, path: png, fitting: nil)
        let all = results(of: loader, count: 2)
        let moving = try #require(try all[0]?.get())
        let animation = try #require(moving.animation)
        #expect(animation.frameCount == 3 && animation.timeline.delays == [0.2, 0.2, 0.2])
        #expect(moving.pixels.width == 40 && memory.used == animation.byteCount)
        #expect(try #require(try all[1]?.get()).animation == nil)

        let none = PictureLoader<Int>(threads: 1)
        none.request(0, path: gif, fitting: nil)
        #expect(try #require(try results(of: none, count: 1)[0]?.get()).animation == nil, "not asked for")
        let full = PictureLoader<Int>(threads: 1, animations: AnimationMemory(budget: 0))
        full.request(0, path: gif, fitting: nil)
        let still = try #require(try results(of: full, count: 1)[0]?.get())
        #expect(still.animation == nil && still.pixels.width == 40, "no room: its first frame, still")
    }
}
