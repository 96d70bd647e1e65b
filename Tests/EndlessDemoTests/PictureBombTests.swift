import ScrollViews
import CPictureFixtures
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

/// Each class of hostile picture shown by the built demo in its own process (the
/// pager, zoomed in twice, so that pages, details and tiles are all decoded): the
/// run ends by itself with exit 0, within the documented memory budget.
@Suite(.serialized) struct PictureBombTests {
    /// The most resident memory of a run showing any one picture, bytes: the
    /// process without pictures (about 50–90 MiB) plus the README's budget: one
    /// large decode at a time, at most 192 MiB of decoder memory, 64 MiB of
    /// pixels, and a 128 MiB scale kept to cut tiles from.
    static let budget = 480 << 20

    /// The demo to run: the release build when it is there and current, else the debug one.
    static var demo: String {
        if let chosen = ProcessInfo.processInfo.environment["ENDLESS_DEMO"] { return chosen }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let release = root.appendingPathComponent(".build/release/endless-demo").path
        let debug = FuzzTests.demo
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        if let r = modified(release), let d = modified(debug), r >= d { return release }
        return debug
    }

    /// Runs the demo with `arguments` (and `environment` added to this
    /// process's); its exit status (or 128 + signal), peak resident bytes
    /// (VmHWM, read every 2 ms) and the CPU seconds it took (user and system:
    /// what a runaway decode spends, whatever else the machine runs), killed
    /// after `timeout` of them or five times that of the clock's.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    timeout: Double = 90) -> (status: Int32, peak: Int, seconds: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([demo] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        guard posix_spawn(&pid, demo, &actions, nil, argv, envp) == 0 else { return (-1, 0, 0) }
        // The child's own high-water mark, read while it runs: wait4's ru_maxrss would
        // include this test process's, which posix_spawn's vfork hands over at exec.
        var status: Int32 = 0
        var peak = 0
        var usage = rusage()
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            peak = max(peak, highWaterMark(of: pid))
            if cpuTicks(of: pid) / ticks > timeout || Date().timeIntervalSince(start) > 5 * timeout { kill(pid, SIGKILL) }
            usleep(2_000)
        }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (code, peak, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// The process's user and system CPU so far, clock ticks (0 once it is gone).
    static func cpuTicks(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return user + system
    }

    /// A `pictures` folder made in `folder`.
    static func pictures(in folder: TemporaryFolder) throws -> URL {
        let pictures = folder.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        return pictures
    }

    /// `builder`'s script written as `script.json` in `folder`; its path.
    static func script(_ builder: ScriptBuilder, in folder: TemporaryFolder) throws -> String {
        let script = folder.url.appendingPathComponent("script.json").path
        try JSONSerialization.data(withJSONObject: builder.json).write(to: URL(fileURLWithPath: script))
        return script
    }

    /// VmHWM of process `pid` (its peak resident memory so far), bytes; 0 when gone.
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// The pictures: name, and how to make its bytes (each test makes only its own:
    /// making all of them took each of the 19 tests seconds).
    static let bombs: [(String, @Sendable () -> [UInt8])] = {
        let progressive = PictureFixture.jpeg(width: 64, height: 64, progressive: true)
        let multiScan = PictureFixture.jpeg(width: 64, height: 64, multiScan: true)
        let baseline = PictureFixture.jpeg(width: 64, height: 64)
        return [
            ("progressive-16000.jpg", { PictureFixture.resized(progressive, width: 16000, height: 16000) }),
            ("multiscan-16000.jpg", { PictureFixture.resized(multiScan, width: 16000, height: 16000) }),
            ("stuffed-20000.jpg", { PictureFixture.bytes { fixture_jpeg_stuffed(20000, 20000, $0) } }),
            ("svg.jpg", { PictureFixture.bytes { fixture_jpeg_then_svg($0) } }),
            ("scans-3000.jpg", { PictureFixture.repeatingLastScan(
                PictureFixture.resized(progressive, width: 2000, height: 2000), copies: 3000) }),
            ("row-1bit.png", { PictureFixture.bytes { fixture_png_header(256_000_000, 1, 1, 0, $0) } }),
            ("row-rgba16.png", { PictureFixture.bytes { fixture_png_header(256_000_000, 1, 16, 6, $0) } }),
            ("column.png", { PictureFixture.bytes { fixture_png_header(1, 256_000_000, 8, 6, $0) } }),
            ("chunk.png", { PictureFixture.bytes { fixture_png_long_chunk(0x7FFF_FFFF, $0) } }),
            ("overflow.png", { PictureFixture.bytes { fixture_png_header(0xC000_0000, 0xC000_0000, 8, 6, $0) } }),
            // The heaviest that are allowed: a progressive 64 MP JPEG (183 MiB of
            // coefficients), a 256 MP one, an interlaced PNG.
            ("progressive-8000.jpg", { PictureFixture.resized(progressive, width: 8000, height: 8000) }),
            ("baseline-16000.jpg", { PictureFixture.resized(baseline, width: 16000, height: 16000) }),
            ("interlaced.png", { PictureFixture.png(width: 3000, height: 3000, interlaced: true) }),
            // GIF and WebP: a huge canvas, too many frames, too many pixels to compose, a frame past the canvas,
            // a WebP canvas claiming 16M × 16M; and the heaviest animation allowed (300 frames over 4 MP).
            ("canvas-65535.gif", { AnimatedPictureTests.gif(width: 65535, height: 65535, frames: 1, frame: (0, 0, 1, 1)) }),
            ("frames-10001.gif", { AnimatedPictureTests.gif(width: 2, height: 2, frames: 10_001, frame: (0, 0, 1, 1)) }),
            ("compose-4000.gif", { AnimatedPictureTests.gif(width: 4000, height: 4000, frames: 200, frame: (0, 0, 1, 1)) }),
            ("beyond.gif", { AnimatedPictureTests.gif(width: 64, height: 64, frames: 3, frame: (60000, 60000, 8, 8)) }),
            ("canvas-16m.webp", { PictureBombTests.hugeCanvasWebP }),
            ("heaviest.gif", { AnimatedPictureTests.gif(width: 2000, height: 2000, frames: 300, frame: (0, 0, 1, 1)) }),
        ]
    }()

    /// An animated WebP whose canvas claims 16,777,216 px a side.
    static var hugeCanvasWebP: [UInt8] {
        var bytes = AnimatedPictureTests.webp(frames: 2)
        _ = bytes.withUnsafeMutableBufferPointer { fixture_webp_set_canvas($0.baseAddress, $0.count, 1 << 24, 1 << 24) }
        return bytes
    }

    @Test(arguments: 0..<19)
    func eachBombEndsWithinTheMemoryBudget(index: Int) throws {
        let (name, make) = Self.bombs[index]
        let bytes = make()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = try Self.pictures(in: folder)
        try Data(bytes).write(to: pictures.appendingPathComponent(name))
        var builder = ScriptBuilder(mode: "pager", durationMs: 3000)
        builder.script.imagesDirectory = FilePath(pictures.path)
        for t in [600.0, 1400] {
            builder.add(t, .pointerDown(x: 640, y: 330, clicks: 2, time: t / 1000))
            builder.add(t + 20, .pointerUp(x: 640, y: 330, clicks: 2, time: (t + 20) / 1000))
        }
        builder.drag(at: 2000, x: 640, y: 330, dx: -300, dy: -200, over: 200)
        let script = try Self.script(builder, in: folder)
        let shot = folder.url.appendingPathComponent("shot.png").path
        let result = Self.run(["--headless", "--script", script, "--screenshot", shot])
        #expect(result.status == 0, "\(name): exit \(result.status)")
        #expect(result.peak < Self.budget, "\(name): peak \(result.peak >> 20) MiB")
        print("picture bomb \(name): exit \(result.status), peak \(result.peak >> 20) MiB, \(fixed(result.seconds, 1)) s")
    }

    /// The grid over one picture whose cache entries are hostile: in `large` and
    /// `x-large`, 1 GiB (sparse) entries whose text chunk is the GiB; in `fail`, 41
    /// bytes whose iTXt declares 0x7FFFFFF0 bytes (libpng 1.6.39 allocates and fills
    /// what a text chunk declares, warning only). The run stays within the budget.
    @Test func hostileCacheEntriesEndWithinTheMemoryBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = try Self.pictures(in: folder)
        let picture = pictures.appendingPathComponent("x.png").path
        try Data(PictureFixture.png(width: 320, height: 200)).write(to: URL(fileURLWithPath: picture))
        let cache = ThumbnailCache(root: FilePath(folder.url.appendingPathComponent("cache/thumbnails").path))
        let uri = try #require(cache.original(FilePath(picture))).uri
        for size in ["large", "x-large", ThumbnailCache.failFolder] {
            let entry = cache.entry(for: uri, in: size).description
            try FileManager.default.createDirectory(atPath: String(entry[..<entry.lastIndex(of: "/")!]),
                                                    withIntermediateDirectories: true)
            let fail = size == ThumbnailCache.failFolder
            try SparsePNG.write(PictureFixture.png(width: 256, height: 160), chunk: "iTXt",
                                length: fail ? 0x7FFF_FFF0 : 1 << 30, to: entry, cut: fail)
        }
        var builder = ScriptBuilder(mode: "grid", durationMs: 500)
        builder.script.imagesDirectory = FilePath(pictures.path)
        builder.script.thumbnailCache = true
        let script = try Self.script(builder, in: folder)
        let result = Self.run(["--headless", "--script", script],
                              environment: ["XDG_CACHE_HOME": folder.url.appendingPathComponent("cache").path])
        #expect(result.status == 0)
        #expect(result.peak < Self.budget, "peak \(result.peak >> 20) MiB")
        #expect(result.seconds < 30)
        // The cache was read, and its hostile `large` entry made again from the picture.
        var info = stat()
        #expect(stat(cache.entry(for: uri, in: "large").description, &info) == 0 && info.st_size < 1 << 20)
        print("hostile cache entries: exit \(result.status), peak \(result.peak >> 20) MiB, \(fixed(result.seconds, 1)) s")
    }

    /// A PNG with a 1 GiB (sparse) eXIf chunk, paged and zoomed: within the budget, in seconds.
    @Test func aGigabyteExifEndsWithinTheMemoryBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = try Self.pictures(in: folder)
        try SparsePNG.write(PictureFixture.png(width: 640, height: 400), chunk: "eXIf", length: (1 << 30) - 4096,
                            to: pictures.appendingPathComponent("exif.png").path)
        var builder = ScriptBuilder(mode: "pager", durationMs: 1000)
        builder.script.imagesDirectory = FilePath(pictures.path)
        let script = try Self.script(builder, in: folder)
        let result = Self.run(["--headless", "--script", script])
        #expect(result.status == 0)
        #expect(result.peak < Self.budget, "peak \(result.peak >> 20) MiB")
        #expect(result.seconds < 60)
        print("a 1 GiB eXIf: exit \(result.status), peak \(result.peak >> 20) MiB, \(fixed(result.seconds, 1)) s")
    }

    /// Resizes at once (headless, one frame's events): 20 alternating between
    /// 4096 × 4096 and 4096 × 4095 over the animals, in the pager and the
    /// carousel; then 3,000 random sizes within 300 ms. Each page holds one
    /// decode and one result, so the run stays within the budget (a red team
    /// measured 6.7 GB and 7.8 GB for the first, 2.8 GB and 281 s for the last).
    @Test(arguments: ["pager", "autoplay", "random"])
    func aStormOfResizesStaysWithinTheMemoryBudget(kind: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var builder = ScriptBuilder(mode: kind == "random" ? "pager" : kind, durationMs: 600)
        var seed: UInt64 = 0x5EED
        for i in 0..<(kind == "random" ? 3000 : 20) {
            if kind == "random" {
                // A fixed sequence (a linear congruential generator), so that a failure repeats.
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let w = 1 + Int(seed >> 33) % 4096, h = 1 + Int(seed >> 20 & 0xFFF)
                let t = 100 + Double(i) * 0.1
                builder.add(t, .resize(width: w, height: h, time: t / 1000))
            } else {
                builder.add(100, .resize(width: 4096, height: 4096 - i % 2, time: 0.1))
            }
        }
        let script = try Self.script(builder, in: folder)
        let result = Self.run(["--headless", "--script", script], timeout: 120)
        // The same run with the last resize alone: a storm costs what one resize does
        // (a 4096² window's pages on show are 64 MiB each, and a texture of each).
        var single = builder
        single.script.events = [builder.script.events.last!]
        let one = Self.run(["--headless", "--script", try Self.script(single, in: folder)], timeout: 120)
        #expect(result.status == 0 && one.status == 0)
        #expect(result.peak < one.peak + 64 << 20, "\(kind): peak \(result.peak >> 20) MiB, one resize \(one.peak >> 20) MiB")
        #expect(result.peak < 1 << 30)
        #expect(result.seconds < 60, "\(kind): \(result.seconds) s")
        print("resize storm \(kind): exit \(result.status), peak \(result.peak >> 20) MiB (one resize: \(one.peak >> 20) MiB), \(fixed(result.seconds, 1)) s")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsAHeadlessRunWithinHalfASecondEvenMidDecode(signal number: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pictures = try Self.pictures(in: folder)
        // A decode of a second or more within the limits: 256 MP read row by row.
        let slow = PictureFixture.bytes { fixture_png_flat(16000, 16000, $0) }
        try Data(slow).write(to: pictures.appendingPathComponent("slow.png"))
        var builder = ScriptBuilder(mode: "pager", durationMs: 3000)
        builder.script.imagesDirectory = FilePath(pictures.path)
        let script = try Self.script(builder, in: folder)
        let uninterrupted = Self.run(["--headless", "--script", script])
        #expect(uninterrupted.status == 0)
        #expect(uninterrupted.seconds > 1, "the decode is slow enough to interrupt: \(uninterrupted.seconds) s")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.demo)
        process.arguments = ["--headless", "--script", script, "--trace", folder.url.appendingPathComponent("t.csv").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Well into the first picture's decode (the script itself takes no time).
        usleep(UInt32(uninterrupted.seconds * 0.4 * 1e6))
        #expect(process.isRunning)
        let sent = Date()
        kill(process.processIdentifier, number)
        while process.isRunning, Date().timeIntervalSince(sent) < 10 { usleep(5_000) }
        let took = Date().timeIntervalSince(sent)
        process.waitUntilExit()
        #expect(took < 0.5, "ended \(took) s after the signal")
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + number)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("t.csv").path))
        print("\(number == SIGINT ? "SIGINT" : "SIGTERM") mid-decode: exit \(process.terminationStatus) \(fixed(took, 3)) s after it; the whole run \(fixed(uninterrupted.seconds, 1)) s")
    }
}
