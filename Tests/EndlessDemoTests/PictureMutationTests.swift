import ScrollViews
import CPictureFixtures
import Foundation
import Testing
@testable import EndlessDemo
import PictureTestSupport
@testable import PicturesSDL

/// The Swift side of the picture path (open, header, budget, decode, compose
/// into a page) over mutated fixtures: every input is refused with a reason or
/// shown within the limits, quickly. (Tests/fuzz/run.sh fuzzes the C side under
/// AddressSanitizer for longer.)
@Suite struct PictureMutationTests {
    static let seed: UInt64 = 20261201
    static let mutations = 240

    static var seeds: [[UInt8]] {
        [PictureFixture.jpeg(), PictureFixture.jpeg(progressive: true), PictureFixture.jpeg(multiScan: true),
         PictureFixture.jpeg(cmyk: true), PictureFixture.jpeg(orientation: 6), PictureFixture.png(),
         PictureFixture.png(interlaced: true), PictureFixture.png(orientation: 8),
         PictureFixture.bytes { fixture_jpeg_stuffed(300, 200, $0) }]
    }

    /// `bytes` changed a few ways: bytes overwritten, a run cut out, the end cut off, a size field set.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var out = bytes
        for _ in 0..<(1 + Int(random.next() % 4)) {
            guard !out.isEmpty else { break }
            switch random.next() % 5 {
            case 0: out[Int(random.next() % UInt64(out.count))] = UInt8(truncatingIfNeeded: random.next())
            case 1:
                let at = Int(random.next() % UInt64(out.count))
                out.removeSubrange(at..<min(out.count, at + 1 + Int(random.next() % 64)))
            case 2: out = Array(out.prefix(Int(random.next() % UInt64(out.count + 1))))
            case 3:
                // A two-byte field set to an extreme (JPEG sizes, lengths).
                let at = Int(random.next() % UInt64(out.count))
                for (i, value) in [UInt8(0xFF), 0xFF].enumerated() where at + i < out.count { out[at + i] = value }
            default:
                let at = Int(random.next() % UInt64(out.count + 1))
                out.insert(contentsOf: [0xFF, UInt8(truncatingIfNeeded: random.next())], at: at)
            }
        }
        return out
    }

    @Test func mutatedPicturesAreShownWithinTheLimitsOrRefusedWithAReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var random = SplitMix64(seed: Self.seed)
        let seeds = Self.seeds
        let layout = PageLayout(width: 320, height: 240, background: .init(r: 10, g: 20, b: 30, a: 255),
                                boxX: 10, boxY: 10, boxWidth: 300, boxHeight: 200, maxScale: 1)
        var shown = 0, refused = 0
        for index in 0..<Self.mutations {
            let bytes = Self.mutate(seeds[index % seeds.count], &random)
            let path = try PictureFixture.write(bytes, "m\(index % 8).jpg", in: folder)
            let start = Date()
            let outcome = ImageLoader.decode(path, showingAt: { layout.scale(for: $0) })
            switch outcome {
            case .image(let picture, let source):
                shown += 1
                #expect(Int(source.width) * Int(source.height) <= Limits.picturePixels)
                #expect(Int(picture.width) * Int(picture.height) <= Limits.scaledDecodePixels)
                guard case .image(let page, _) = layout.compose(picture, source: source) else {
                    Issue.record("mutation \(index): decoded but not composed")
                    continue
                }
                #expect(page.width == 320 && page.height == 240)
            case .failure(let reason):
                refused += 1
                #expect(!reason.isEmpty, "mutation \(index)")
            case .animation:
                Issue.record("mutation \(index): a decode of a picture is never its animation")
            }
            #expect(Date().timeIntervalSince(start) < 3, "mutation \(index) took \(Date().timeIntervalSince(start)) s")
        }
        // The mutations make both kinds.
        #expect(shown >= 20 && refused >= 20, "shown \(shown), refused \(refused)")
    }
}
