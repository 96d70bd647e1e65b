import ScrollViews
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

@Suite struct DemoOptionsTests {
    @Test func defaultsAreA1280x720Window() throws {
        let options = try DemoOptions.parse([])
        #expect(options.width == 1280 && options.height == 720)
        #expect(options.frameLimit == nil && !options.logState)
    }

    @Test func parsesEveryFlag() throws {
        let options = try DemoOptions.parse(["--size", "800x600", "--frames", "3", "--log-state"])
        #expect(options.width == 800 && options.height == 600)
        #expect(options.frameLimit == 3)
        #expect(options.logState)
    }

    @Test(arguments: [
        (["--size", "800"], "--size wants WIDTHxHEIGHT with whole numbers from 1 to 4096, got '800'"),
        (["--size", "0x600"], "--size wants WIDTHxHEIGHT with whole numbers from 1 to 4096, got '0x600'"),
        (["--size", "99999x99999"], "--size wants WIDTHxHEIGHT with whole numbers from 1 to 4096, got '99999x99999'"),
        (["--size", "+800x600"], "--size wants WIDTHxHEIGHT with whole numbers from 1 to 4096, got '+800x600'"),
        (["--headless", "--script", "s.json", "--mode", "pager"], "--mode does not work with --headless: the script sets it"),
        (["--headless", "--script", "s.json", "--seed", "3"], "--seed does not work with --headless: the script sets it"),
        (["--headless", "--script", "s.json", "--frames", "3"],
         "--frames does not work with --headless: the script's duration_ms sets the frames"),
        (["--fps", "30"], "--fps works with --headless only"),
        (["--refresh", "20"], "--refresh wants a rate in Hz from 24 to 500, got '20'"),
        (["--refresh", "nan"], "--refresh wants a rate in Hz from 24 to 500, got 'nan'"),
        (["--slideshow", "0.1"], "--slideshow wants seconds from 0.5 to 86400, got '0.1'"),
        (["--slideshow", "inf"], "--slideshow wants seconds from 0.5 to 86400, got 'inf'"),
        (["--headless", "--script", "s.json", "--refresh", "144"],
         "--refresh does not work with --headless: the script's duration_ms sets the frames"),
        (["--headless", "--script", "s.json", "--trace", "s.json"], "--trace 's.json' is the same file as --script 's.json'"),
        (["--headless", "--script", "s.json", "--trace", "out", "--screenshot", "./out"],
         "--screenshot './out' is the same file as --trace 'out'"),
        (["--frames"], "--frames needs a value"),
        (["--frames", "-1"], "--frames wants a positive number, got '-1'"),
        (["--bogus"], "unknown option '--bogus'"),
        (["a-folder-that-is-not-here"], "'a-folder-that-is-not-here' does not exist"),
        (["/dev/null"], "'/dev/null' is a character device, not a picture or a folder"),
        (["-r", "/dev/null"], "'/dev/null' is a character device, not a picture or a folder"),
        (["--mode", "Gridd"], "--mode: unknown mode 'Gridd' (modes: strip, pager, banner, autoplay, stack, grid)"),
    ])
    func badArgumentsNameTheProblem(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try DemoOptions.parse(arguments) }
    }

    @Test func aFolderOrAPictureOnTheCommandLineOpensThePager() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.png", [0])
        let byFolder = try DemoOptions.parse([folder.url.path])
        #expect(byFolder.imagesDirectory == FilePath(folder.url.path) && byFolder.firstPicture == nil)
        #expect(byFolder.mode == "pager", "the pager first")
        let byPicture = try DemoOptions.parse([folder.url.appendingPathComponent("b.png").path, "--mode", "Grid"])
        #expect(byPicture.imagesDirectory == FilePath(folder.url.path + "/"))
        #expect(byPicture.firstPicture == FilePath(folder.url.appendingPathComponent("b.png").path))
        #expect(byPicture.mode == "grid", "mode names in any case")
        #expect(try DemoOptions.parse(["--images", folder.url.path]).mode == "pager")
        #expect(try DemoOptions.parse(["--images", folder.url.path, "--mode", "strip"]).mode == "strip")
        // Over a folder, the viewer's screen unless --demo-screen asks for the demo's; --slideshow starts one.
        #expect(byFolder.settings.viewer && byFolder.settings.slideshow == nil)
        #expect(try !DemoOptions.parse([folder.url.path, "--demo-screen"]).settings.viewer)
        #expect(try !DemoOptions.parse([]).settings.viewer, "the animals: the demo's screen")
        #expect(try DemoOptions.parse([folder.url.path, "--slideshow", "2.5"]).settings.slideshow == 2.5)
        #expect(throws: UsageError("one folder or picture at a time: 'x' and 'y'")) { try DemoOptions.parse(["x", "y"]) }
        #expect(throws: UsageError("'\(folder.url.path)' and --images 'z': one folder at a time")) {
            try DemoOptions.parse(["--images", "z", folder.url.path])
        }
    }

    /// A file named that is no picture is refused with its own name, not its folder's.
    @Test func aNamedFileThatIsNoPictureIsSaidToBeSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes.txt", Array("not a picture".utf8))
        try folder.write("empty.jpg", [])
        for (name, problem) in [("notes.txt", "is not a PNG, JPEG, GIF, WebP or TIFF picture"), ("empty.jpg", "is an empty file")] {
            let path = folder.url.appendingPathComponent(name).path
            let options = try DemoOptions.parse([path])
            var settings = DemoSettings(mode: "pager")
            (settings.imagesDirectory, settings.firstPicture) = (options.imagesDirectory, options.firstPicture)
            #expect(throws: ImageLibrary.LoadError(description: "'\(path)' \(problem)")) {
                try ImageLibrary.named(by: settings)
            }
        }
    }

    @Test func aRefreshRateIsTakenForThePacer() throws {
        #expect(try DemoOptions.parse(["--refresh", "144"]).refreshRate == 144)
        #expect(try DemoOptions.parse([]).refreshRate == nil, "the display's own rate")
    }

    @Test func helpIsNotAnError() {
        #expect(throws: UsageError(nil)) { try DemoOptions.parse(["--help"]) }
    }
}
