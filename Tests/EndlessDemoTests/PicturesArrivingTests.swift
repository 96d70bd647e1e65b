import ScrollViews
import CSDL
import CSDL.Image
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// Pictures decoded behind the window as in the real one: the frames that
    /// turn them into pages stay short.
    @Suite @MainActor struct PicturesArrivingTests {
        /// Writes `count` 4000×3000 JPEGs (12 MP) of gradients with noise.
        static func photos(in folder: TemporaryFolder, count: Int) throws {
            let (width, height) = (4000, 3000)
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                                      SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            var seed: UInt32 = 7
            for n in 0..<count {
                let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                let pitch = Int(surface.pointee.pitch) / 4
                for y in 0..<height {
                    let row = y * pitch
                    for x in 0..<width {
                        seed = seed &* 1_664_525 &+ 1_013_904_223
                        let v = UInt32((x + y + n * 500) / 28 & 255) ^ (seed >> 29)
                        pixels[row + x] = 0xFF00_0000 | v << 16 | (v ^ 0x55) << 8 | UInt32(y / 12 & 255)
                    }
                }
                let path = folder.url.appendingPathComponent("photo-\(n).jpg").path
                #expect(IMG_SaveJPG(surface, path, 85) == 0)
            }
        }

        /// CPU time of the calling thread, seconds: unlike wall time, it does not
        /// grow when a loaded machine runs something else instead.
        static func threadTime() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        /// The time that 90 % of `times` are within (0 for none): what the frames'
        /// work usually is. A slowdown of the frames' own (a decode or an upload
        /// too many in every frame) moves it; the host slowing a few frames'
        /// CPU now and then does not (the benchmarks judge every frame, in release).
        static func ninetiethPercentile(_ times: [Double]) -> Double {
            let sorted = times.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
        }

        /// Every mode that turns pages of pictures.
        @Test(arguments: ModeRegistry.traits.filter { $0.showsPictures && $0.turnsPages }.map(\.name))
        func framesWhilePicturesArriveStayShort(mode: String) throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try Self.photos(in: folder, count: 4)
            let session = try HeadlessSession(width: 1280, height: 720,
                                              settings: DemoSettings(mode: mode, imagesDirectory: FilePath(folder.url.path), hud: false))
            session.waitsForImages = false
            let start = Date()
            var work: [Double] = [], frames = 0, texturesSeen = 0
            // Real time, as in the window: a page turn every half second while decodes finish behind.
            var turned = 0
            while Date().timeIntervalSince(start) < 4 {
                let now = Date().timeIntervalSince(start)
                if Int(now / 0.5) > turned {
                    turned = Int(now / 0.5)
                    session.handle(.key(.right, shift: false, time: now))
                }
                let before = Self.threadTime()
                session.frame(at: now)
                work.append(Self.threadTime() - before)
                frames += 1
                texturesSeen = max(texturesSeen, session.status.textures)
                usleep(8_000)
            }
            #expect(texturesSeen >= 2, "pictures arrived while paging (\(texturesSeen) textures)")
            #expect(frames > 100)
            // Generous for a debug build (measured about 5 ms); a late frame at 60 Hz is 25 ms. The frames'
            // usual work is judged: a few frames' CPU is now and then slowed by the host or the suites beside it.
            let usual = Self.ninetiethPercentile(work)
            #expect(usual < 0.025, "90 % of the frames' work within \(usual * 1000) ms of CPU")
        }
    }
}
