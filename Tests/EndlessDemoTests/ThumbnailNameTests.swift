import ScrollViews
import Testing
@testable import EndlessDemo
import Pictures

/// The names the freedesktop.org thumbnail standard gives: the MD5 of a
/// picture's URI, the URI as GLib writes it, the cache's folder.
@Suite struct ThumbnailNameTests {
    @Test func md5MatchesRFC1321sTestSuite() {
        #expect(MD5.hex([]) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex(Array("a".utf8)) == "0cc175b9c0f1b6a831c399e269772661")
        #expect(MD5.hex(Array("abc".utf8)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hex(Array("message digest".utf8)) == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(MD5.hex(Array("abcdefghijklmnopqrstuvwxyz".utf8)) == "c3fcd3d76192e4007dfb496cca67e13b")
        // Two blocks, and a length that leaves no room for the padding in the first.
        #expect(MD5.hex(Array("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8))
            == "57edf4a22be3c955ac49da2e2107b67a")
        #expect(MD5.hex(Array(repeating: UInt8(ascii: "x"), count: 56)) == "668a72d5ba17f08e62dabcafad6db14b")
    }

    @Test func theStandardsExampleNamesItsThumbnail() {
        // The standard's own example: file:///home/jens/photos/me.png → c6ee772d9e49320e97ec29a7eb5b1697.png
        #expect(FileURI.of(FilePath("/home/jens/photos/me.png")) == "file:///home/jens/photos/me.png")
        let cache = ThumbnailCache(root: FilePath("/home/jens/.cache/thumbnails"))
        #expect(cache.entry(for: "file:///home/jens/photos/me.png", in: "normal").description
            == "/home/jens/.cache/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
    }

    @Test func urisAreEscapedAsGLibEscapesThem() {
        #expect(FileURI.of(FilePath("/tmp/a b/c#d?.jpg")) == "file:///tmp/a%20b/c%23d%3F.jpg")
        #expect(FileURI.of(FilePath("/tmp/é.png")) == "file:///tmp/%C3%A9.png")
        #expect(FileURI.of(FilePath("/tmp/x-y_z.~!$&'()*+,;=:@%.png")) == "file:///tmp/x-y_z.~!$&'()*+,%3B=:@%25.png")
        #expect(FileURI.of(FilePath(bytes: Array("/tmp/".utf8) + [0xFF, 0x01])) == "file:///tmp/%FF%01")
        #expect(FileURI.of(FilePath("/tmp//a/./b/../c.png")) == "file:///tmp/a/c.png")
        #expect(FileURI.of(FilePath("/../..")) == "file:///")
    }

    @Test func aRelativePathIsMadeAbsolute() {
        let uri = FileURI.of(FilePath("pictures/a.png"))
        #expect(uri.hasPrefix("file:///"))
        #expect(uri.hasSuffix("/pictures/a.png"))
        #expect(!uri.contains("/./"))
    }

    @Test func theCacheLiesWhereXDGSays() {
        #expect(ThumbnailCache.standardRoot(environment: { ["XDG_CACHE_HOME": "/c", "HOME": "/h"][$0] }) == "/c/thumbnails")
        #expect(ThumbnailCache.standardRoot(environment: { ["HOME": "/h"][$0] }) == "/h/.cache/thumbnails")
        // A relative XDG_CACHE_HOME is invalid by the base-directory spec and ignored.
        #expect(ThumbnailCache.standardRoot(environment: { ["XDG_CACHE_HOME": "rel", "HOME": "/h"][$0] }) == "/h/.cache/thumbnails")
        #expect(ThumbnailCache.standardRoot(environment: { _ in nil }) == nil)
        #expect(ThumbnailCache.Size.covering(150) == [.large, .xLarge, .xxLarge])
        #expect(ThumbnailCache.Size.covering(128) == [.normal, .large, .xLarge, .xxLarge])
        #expect(ThumbnailCache.Size.covering(1025).isEmpty)
    }

    @Test func headlessRunsLeaveTheCacheAloneUnlessTheScriptAsks() throws {
        #expect(try DemoOptions.parse([]).settings.thumbnailCache == ThumbnailCache.standardRoot())
        #expect(try DemoOptions.parse(["--no-thumbnail-cache"]).settings.thumbnailCache == nil)
        #expect(try DemoOptions.parse(["--headless", "--script", "s.json"]).settings.thumbnailCache == nil)
        let script = try ReplayScript.parse(Array(#"{"size": "400x300", "fps": 60, "mode": "grid", "seed": 1, "duration_ms": 0, "options": {"thumbnail_cache": true}, "events": []}"#.utf8))
        #expect(script.thumbnailCache)
        #expect(try !ReplayScript.parse(Array(#"{"size": "400x300", "fps": 60, "mode": "grid", "seed": 1, "duration_ms": 0, "events": []}"#.utf8)).thumbnailCache)
        #expect(throws: ReplayScript.Invalid.self) {
            try ReplayScript.parse(Array(#"{"size": "400x300", "fps": 60, "mode": "grid", "seed": 1, "duration_ms": 0, "options": {"thumbnail_cache": 1}, "events": []}"#.utf8))
        }
    }
}
