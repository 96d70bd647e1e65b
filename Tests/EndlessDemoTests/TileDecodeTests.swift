import Foundation
import Glibc
import PictureTestSupport
import Testing
@testable import EndlessDemo
@testable import PicturesSDL

/// The demo's loader cuts the tiles of a picture that must be decoded whole from one decode.
@Suite struct TileDecodeTests {
    func failure(_ outcome: ImageLoader.Outcome) -> String? {
        if case .failure(let reason) = outcome { return reason }
        return nil
    }

    @Test func tilesOfAPictureThatMustBeDecodedWholeComeFromOneDecode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let progressive = PictureFixture.resized(PictureFixture.jpeg(width: 64, height: 64, progressive: true),
                                                 width: 5000, height: 4000)
        let path = try PictureFixture.write(progressive, "tiles.jpg", in: folder)
        let loader = ImageLoader()
        defer { loader.stop() }
        var id = 0
        for row in 0..<2 {
            for column in 0..<3 {
                id += 1
                loader.request(id: .tile(id), path: path, part: .init(denominator: 1, region: .init(x: column * 512, y: row * 512,
                                                                                             width: 512, height: 512)))
            }
        }
        loader.waitUntilIdle()
        let results = loader.completed()
        #expect(results.count == 6 && results.allSatisfy { failure($0.outcome) == nil })
        #expect(loader.fileDecodes == 1, "one decode for six tiles")

        // A tile that scrolls away while its scale decodes does not stop that decode:
        // the next tile is cut from it.
        let other = try PictureFixture.write(progressive, "other.jpg", in: folder)
        loader.request(id: .tile(100), path: other, part: .init(denominator: 1, region: .init(x: 0, y: 0, width: 512, height: 512)))
        usleep(60_000)
        loader.cancel(id: .tile(100))
        loader.request(id: .tile(101), path: other, part: .init(denominator: 1, region: .init(x: 512, y: 0, width: 512, height: 512)))
        loader.waitUntilIdle()
        #expect(loader.completed().contains { $0.id == .tile(101) && failure($0.outcome) == nil })
        #expect(loader.fileDecodes == 2, "one more decode for the second picture")
    }
}
