import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

@Suite struct ImageLibraryTests {
    @Test func folderListsImagesInNameOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["b10.png", "b2.JPG", "a.jpeg", "notes.txt", "c.gif"] { try folder.write(name) }
        let library = try ImageLibrary.folder(FilePath(folder.url.path))
        #expect(library.entries.map(\.caption) == ["a.jpeg", "b2.JPG", "b10.png", "c.gif"])
        #expect(library.kind == .folder)
    }

    @Test func picturesAreKnownByTheirBytesAndWhatIsSkippedIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        try folder.write("photo.heic", jpeg)
        try folder.write("scan", png)
        try folder.write("anim.GIF", AnimatedPictureTests.gif())
        try folder.write("cut.gif", Array("GIF89a......".utf8))
        try folder.write("moving", AnimatedPictureTests.webp(frames: 2))
        try folder.write("empty.jpg", [])
        try folder.write("notes.txt", Array("some notes".utf8))
        try folder.write("tiny", [0xFF])
        // A damaged TIFF, and a BMP by its name: listed, to say on their cards what they are.
        try folder.write("scanner.tif", Array("II*\0".utf8) + [8, 0, 0, 0, 0, 0])
        try folder.write("paint.bmp", Array("BM".utf8) + [UInt8](repeating: 0, count: 40))
        // Listed as the decoder reads: "GIF8" is no GIF without its 7a or 9a, four bytes no PNG without the other four.
        try folder.write("gif8", Array("GIF8x.......".utf8))
        try folder.write("png4", Array(png.prefix(4)) + Array("........".utf8))
        try folder.write(".hidden.png", png)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let library = try ImageLibrary.folder(FilePath(folder.url.path))
        #expect(library.entries.map(\.caption) == ["anim.GIF", "cut.gif", "empty.jpg", "moving", "paint.bmp", "photo.heic",
                                                  "scan", "scanner.tif"])
        #expect(library.skipped == ["gif8", "notes.txt", "png4", "sub/", "tiny"])
        #expect(library.skippedSummary == "5 files skipped, not pictures: gif8, notes.txt, png4, sub/, tiny")
        // The decoder says what each is.
        func reason(_ name: String) -> String? {
            if case .failure(let failure) = ImageLoader.decode(FilePath(folder.url.appendingPathComponent(name).path)) {
                return failure
            }
            return nil
        }
        #expect(reason("empty.jpg") == "empty file")
        #expect(reason("anim.GIF") == nil && reason("moving") == nil, "an animated GIF and WebP show their first frames")
        #expect(reason("cut.gif") == "the GIF ends early")
        #expect(reason("paint.bmp") == "a BMP picture: not read", "its card says what it is")
        #expect(reason("scanner.tif")?.hasPrefix("a damaged or unusual TIFF") == true, "\(reason("scanner.tif") ?? "")")
    }

    @Test func recursiveWalksSubfoldersOnceEachInNameOrderByPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = PictureFixture.png(width: 8, height: 8)
        let manager = FileManager.default
        try manager.createDirectory(at: folder.url.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.url.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try folder.write("a.png", png)
        try folder.write("sub/b.png", png)
        try folder.write("sub/notes.txt", Array("notes".utf8))
        try folder.write("sub/deeper/c.gif", AnimatedPictureTests.gif())
        try folder.write(".hidden/d.png", png)
        // A link back to the top: read once, not for ever.
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("sub/up").path, withDestinationPath: "..")
        let top = try ImageLibrary.folder(FilePath(folder.url.path))
        #expect(top.entries.map(\.caption) == ["a.png"] && top.skipped == ["sub/"])
        let all = try ImageLibrary.folder(FilePath(folder.url.path), recursive: true)
        #expect(all.entries.map(\.caption) == ["a.png", "sub/b.png", "sub/deeper/c.gif"])
        #expect(all.skipped == ["sub/notes.txt", "sub/up/"])
        #expect(all.entries[2].path == FilePath(folder.url.appendingPathComponent("sub/deeper/c.gif").path))
        #expect(try DemoOptions.parse(["-r", folder.url.path]).settings.recursive)
        #expect(try DemoOptions.parse(["--recursive", folder.url.path]).settings.recursive)
        #expect(try !DemoOptions.parse([folder.url.path]).settings.recursive)
    }

    /// A folder of many other files keeps their count and five names, not
    /// every name (600,000 kept 273 MB); empty files are not opened to be sniffed.
    @Test func skippedFilesAreCountedAndTheFirstFiveNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.png", PictureFixture.png(width: 8, height: 8))
        for index in (0..<2_000).reversed() { try folder.write("note\(index).txt", []) }
        let library = try ImageLibrary.folder(FilePath(folder.url.path))
        #expect(library.entries.map(\.caption) == ["a.png"])
        #expect(library.skippedCount == 2_000)
        #expect(library.skipped == ["note0.txt", "note1.txt", "note2.txt", "note3.txt", "note4.txt"])
        #expect(library.skippedSummary
            == "2000 files skipped, not pictures: note0.txt, note1.txt, note2.txt, note3.txt, note4.txt and 1995 more")
        let stream = try #require(opendir(folder.url.path))
        defer { closedir(stream) }
        #expect(!PictureFolder.hasBytes(Array("note7.txt".utf8), in: stream), "empty: not sniffed")
        #expect(PictureFolder.hasBytes(Array("a.png".utf8), in: stream))
    }

    /// The kernel's own files are neither read nor entered: a link to /proc is
    /// skipped (it opened /proc/kmsg, taking the system log's bytes), and
    /// `-r /proc/self` does not reach / through `root` (55 s and 400 MB).
    @Test func aWalkNeitherReadsNorEntersTheKernelsFileSystems() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.png", PictureFixture.png(width: 8, height: 8))
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("proc").path, withDestinationPath: "/proc")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("sys").path, withDestinationPath: "/sys")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("kmsg").path,
                                       withDestinationPath: "/proc/self/status")
        let library = try ImageLibrary.folder(FilePath(folder.url.path), recursive: true)
        #expect(library.entries.map(\.caption) == ["a.png"])
        #expect(library.skipped == ["kmsg", "proc/", "sys/"])
        for system in ["/proc", "/sys", "/proc/self"] {
            let fd = open(system, O_RDONLY | O_DIRECTORY)
            defer { close(fd) }
            #expect(PictureFolder.isSystemFileSystem(fd), "\(system)")
        }
        let fd = open(folder.url.path, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        #expect(!PictureFolder.isSystemFileSystem(fd))
        #expect(!PictureFolder.startsLikeAPicture(FilePath("/sys/kernel/mm/transparent_hugepage/enabled")))
        let started = Date()
        #expect(throws: ImageLibrary.LoadError.self) { try ImageLibrary.folder(FilePath("/proc/self"), recursive: true) }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func emptyOrMissingFolderIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("readme.txt")
        #expect(throws: ImageLibrary.LoadError.self) { try ImageLibrary.folder(FilePath(folder.url.path)) }
        do {
            _ = try ImageLibrary.folder(FilePath(folder.url.path))
        } catch {
            #expect(error.description == "--images: '\(folder.url.path)' holds no pictures (PNG, JPEG, GIF, WebP or TIFF)")
        }
        do {
            _ = try ImageLibrary.folder(FilePath(folder.url.path + "/nope"))
        } catch {
            #expect(error.description.hasSuffix("does not exist"))
        }
    }

    @Test func shipsAtLeastFortyAnimals() throws {
        let animals = try ImageLibrary.animals()
        #expect(animals.entries.count >= 40)
        #expect(animals.entries.contains { $0.caption == "tropical fish" })
        #expect(Set(animals.entries.map(\.caption)).count == animals.entries.count)
        let licence = Assets.path("animals/LICENSE.txt")
        #expect(FileManager.default.fileExists(atPath: licence))
    }

    @Test func pickerNeverRepeatsTheNeighbourAndReachesAll() {
        var picker = RandomPicker(seed: 3)
        var previous: Int? = nil
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let pick = picker.pick(count: 50, avoiding: previous)
            #expect(pick != previous && (0..<50).contains(pick))
            seen.insert(pick)
            previous = pick
        }
        #expect(seen.count == 50)
        #expect(picker.pick(count: 1, avoiding: 0) == 0, "one picture: no choice")
    }
}
