import ScrollViews
import Foundation
import Glibc
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

@Suite struct NameOrderTests {
    @Test func numbersCompareByValueAndCaseIsIgnored() {
        let names = ["b10.png", "B2.png", "a.png", "b02.png", "b1.png", "c", "Zebra.jpg", "b"]
        #expect(names.sorted(by: namesInOrder) == ["a.png", "b", "b1.png", "B2.png", "b02.png", "b10.png", "c", "Zebra.jpg"])
        #expect(!namesInOrder("x", "x"))
    }
}

extension NameOrderTests {
    @Test func aFolderOfTwentyThousandLongNonASCIINamesOpensWithinASecond() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let one = try TemporaryFolder()
        defer { one.remove() }
        try one.write("a.png", PictureFixture.png())
        var random = SplitMix64(seed: 5)
        let words = ["Übersicht", "été", "Ελλάδα", "日本語の写真", "Фото", "ñandú", "çà"]
        for i in 0..<20_000 {
            let word = words[Int(random.next() % UInt64(words.count))]
            let name = String(repeating: word, count: 6) + " \(random.next() % 1000) Ünïcödé \(i).jpg"
            let fd = open(folder.url.appendingPathComponent(name).path, O_WRONLY | O_CREAT, 0o600)
            #expect(fd >= 0)
            close(fd)
        }
        let library = try ImageLibrary.folder(FilePath(folder.url.path))
        #expect(library.entries.count == 20_000)
        // In order: each name no later than the next.
        #expect(zip(library.entries, library.entries.dropFirst()).allSatisfy { !namesInOrder($1.caption, $0.caption) })
        // The built demo's start-up with the folder, beside the same with one picture (its own start-up cost).
        func run(_ images: String) throws -> Double {
            var builder = ScriptBuilder(mode: "pager", durationMs: 100, width: 320, height: 240)
            builder.script.imagesDirectory = FilePath(images)
            let script = images + "/../script-\(UInt32.random(in: 0...UInt32.max)).json"
            try JSONSerialization.data(withJSONObject: builder.json).write(to: URL(fileURLWithPath: script))
            defer { unlink(script) }
            let result = PictureBombTests.run(["--headless", "--script", script])
            #expect(result.status == 0)
            return result.seconds
        }
        let alone = try run(one.url.path), big = try run(folder.url.path)
        // The bound is for the release build (./run.sh test builds it first); a debug
        // build, when it is the newer, sorts several times slower.
        let bound = PictureBombTests.demo.contains("/release/") ? 1.0 : 5.0
        #expect(big - alone < bound, "20,000 names took \(big - alone) s more (\(PictureBombTests.demo))")
        print("start-up with 20,000 long non-ASCII names: \(fixed(big, 3)) s, with one picture \(fixed(alone, 3)) s")
    }
}
