import Glibc
import Pictures
import ScrollViews

/// The demo's command line.
public struct DemoOptions: Sendable, Equatable {
    public var width = 1280
    public var height = 720
    /// Quit after this many frames (smoke tests); nil runs until closed.
    public var frameLimit: Int?
    /// Print a JSON line on stdout each time motion settles.
    public var logState = false
    public var mode = "strip"
    public var seed: UInt64 = 1
    public var imagesDirectory: FilePath?
    /// A picture named on the command line: the pager opens at it, its folder's pictures around it.
    public var firstPicture: FilePath?
    /// --recursive: the folder's subfolders' pictures too.
    public var recursive = false
    public var hud = false
    public var xray = false
    /// --reduce-motion, or the desktop's own setting (`ReducedMotion`).
    public var reduceMotion = false
    public var items = 5
    /// Headless replay instead of a window.
    public var headless = false
    public var script: FilePath?
    public var fps: Double?
    /// The flags given on the command line ("--size", "--items", ...).
    public var given: Set<String> = []
    public var sizeGiven: Bool { given.contains("--size") }
    public var trace: FilePath?
    public var screenshot: FilePath?
    /// Interactive: write the refresh interval and each frame's present time here on exit.
    public var frameLog: FilePath?
    /// Interactive: frames paced for a display of this many Hz (nil: the display's own rate).
    public var refreshRate: Double?
    /// Interactive: quit after the first frame that shows the pictures in view in full.
    public var untilPictures = false
    /// Print the modes' names and exit (for scripts: nothing else lists them).
    public var listModes = false
    /// Leave the desktop's thumbnail cache alone (read nothing from it, write nothing to it).
    public var noThumbnailCache = false
    /// Over a folder, the demo's screen (its bars, captions and tinted pages) instead of the viewer's.
    public var demoScreen = false
    /// A slideshow from the start, a picture every so many seconds (--slideshow).
    public var slideshow: Double?

    public init() {}

    public static let usage = """
        usage: endless-demo [options] [FOLDER | PICTURE]
               endless-demo --headless --script FILE.json [--fps N] [--size WxH]
                            [--trace OUT.csv] [--screenshot OUT.png]
          --size WxH       window size in points, 1 to 4096 a side (default 1280x720)
          --mode NAME      first mode: \(ModeRegistry.names.joined(separator: ", ")) (default \(ModeRegistry.names[0]))
          --seed N         seed of the random animals (default 1)
          FOLDER, PICTURE  page through the PNG/JPEG files of FOLDER (from its first in
                           name order), or of PICTURE's folder from PICTURE, instead of
                           the animals; the pager first unless --mode says otherwise
          --images DIR     the same as DIR alone
          --slideshow SECONDS  start with a slideshow, a picture every SECONDS (0.5 to 86400);
                           S or F5 starts one of 5 s, any key stops it
          --demo-screen    over FOLDER, the demo's bars and captions instead of the viewer's
                           screen (the picture on one dark background, its name in an overlay)
          --recursive, -r  the pictures of FOLDER's subfolders too (in name order, by path)
          --items N        banners in the banner mode and cards in the feed's carousel row,
                           0 to 1000 (default 5)
          --hud            start with the HUD shown (H toggles it; --no-hud: hidden, the default)
          --xray           start with the x-ray overlay shown (X toggles it)
          --reduce-motion  no autoplay, and jumps instead of animated page turns (also
                           when ENDLESS_REDUCE_MOTION=1 or GTK's gtk-enable-animations
                           is off in ~/.config/gtk-3.0/settings.ini)
          --no-thumbnail-cache  the grid neither reads nor writes the desktop's thumbnail
                           cache ($XDG_CACHE_HOME/thumbnails; headless runs use it only
                           when the script's options say "thumbnail_cache": true)
          --log-state      print one JSON line each time motion settles
          --frames N       draw every frame and quit after N frames
          --until-pictures quit once the pictures in view are shown in full (benchmarks)
          --frame-log F    write the refresh interval and the renderer's name, then each frame's
                           present, start, drawn and planned times and its drawing's CPU time, to F (benchmarks)
          --refresh HZ     pace frames for a display of HZ, 24 to 500 (default: the display's own rate;
                           60 where it reports none): 120 and 144 Hz measured under Xvfb
          --list-modes     print the modes' names, one a line, and exit
          --headless       replay --script without a display, on a virtual clock
          --fps N          headless frame rate, 1 to 1000 (default: the script's)
          --trace FILE     headless: write one CSV row per frame
          --screenshot F   headless: write the last frame as PNG
        Keys over FOLDER (the viewer; ? shows them in the window): → Space n next, ← Backspace p
        previous, Home g first, End G last, + − zoom, 1–4 zoom to 100–400 %, 0 fit, > Ctrl+R and
        < Ctrl+Shift+R turn the view, f F11 fullscreen, s F5 slideshow, i information, Tab the
        demo's modes, Esc q quit.
        Headless replay takes the mode and the seed from the script; --size, --fps,
        --images, --items, --hud, --no-hud, --xray and --reduce-motion override the
        script's (the desktop's reduced-motion setting does not). Outputs are written
        only when the whole run succeeds. Exit codes: 0 done, 1 an SDL failure, 2 bad
        usage, a bad script or an output that cannot be written, 128+N stopped by signal N.
        """

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        try parse(arguments: arguments.map { Array($0.utf8) })
    }

    /// Parses `arguments` (without the program name) given as their bytes:
    /// paths keep theirs, whether or not they are UTF-8.
    public static func parse(arguments: [[UInt8]]) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var rest = arguments[...]
        var named: FilePath?
        func raw(_ flag: String) throws(UsageError) -> [UInt8] {
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        func value(_ flag: String) throws(UsageError) -> String { String(decoding: try raw(flag), as: UTF8.self) }
        func path(_ flag: String) throws(UsageError) -> FilePath { FilePath(bytes: try raw(flag)) }
        while let bytes = rest.popFirst() {
            let argument = String(decoding: bytes, as: UTF8.self)
            options.given.insert(argument)
            switch argument {
            case "--size":
                let text = try value(argument)
                guard let size = parseSize(text) else {
                    throw UsageError("--size wants WIDTHxHEIGHT with whole numbers from \(Limits.windowSide.lowerBound) to \(Limits.windowSide.upperBound), got '\(escaped(text))'")
                }
                (options.width, options.height) = size
            case "--frames":
                let text = try value(argument)
                guard let n = Int(text), n > 0 else { throw UsageError("--frames wants a positive number, got '\(escaped(text))'") }
                options.frameLimit = n
            case "--slideshow":
                let text = try value(argument)
                guard let n = Double(text), Slideshow.intervals.contains(n) else {
                    throw UsageError("--slideshow wants seconds from 0.5 to 86400, got '\(escaped(text))'")
                }
                options.slideshow = n
            case "--refresh":
                let text = try value(argument)
                guard let n = Double(text), Limits.refreshRate.contains(n) else {
                    throw UsageError("--refresh wants a rate in Hz from 24 to 500, got '\(escaped(text))'")
                }
                options.refreshRate = n
            case "--fps":
                let text = try value(argument)
                guard let n = Double(text), Limits.fps.contains(n) else {
                    throw UsageError("--fps wants a number from 1 to 1000, got '\(escaped(text))'")
                }
                options.fps = n
            case "--seed":
                let text = try value(argument)
                guard let n = UInt64(text) else { throw UsageError("--seed wants a whole number ≥ 0, got '\(escaped(text))'") }
                options.seed = n
            case "--items":
                let text = try value(argument)
                guard let n = Int(text), Limits.items.contains(n) else {
                    throw UsageError("--items wants a number from 0 to 1000, got '\(escaped(text))'")
                }
                options.items = n
            case "--mode":
                let name = try value(argument)
                guard let index = ModeRegistry.index(of: name) else { throw UsageError("--mode: \(ModeRegistry.unknown(name))") }
                options.mode = ModeRegistry.names[index]
            case "--images": options.imagesDirectory = try path(argument)
            case "--script": options.script = try path(argument)
            case "--trace": options.trace = try path(argument)
            case "--frame-log": options.frameLog = try path(argument)
            case "--screenshot": options.screenshot = try path(argument)
            case "--log-state": options.logState = true
            case "--until-pictures": options.untilPictures = true
            case "--no-hud": options.hud = false
            case "--hud": options.hud = true
            case "--xray": options.xray = true
            case "--reduce-motion": options.reduceMotion = true
            case "--recursive", "-r": options.recursive = true
            case "--no-thumbnail-cache": options.noThumbnailCache = true
            case "--demo-screen": options.demoScreen = true
            case "--headless": options.headless = true
            case "--help", "-h": throw UsageError(nil)
            case "--list-modes": options.listModes = true
            case _ where bytes.first == UInt8(ascii: "-"): throw UsageError("unknown option '\(escapedBytes(bytes))'")
            default:
                if let named { throw UsageError("one folder or picture at a time: '\(named.shown())' and '\(escapedBytes(bytes))'") }
                named = FilePath(bytes: bytes)
            }
        }
        if let named { try options.open(named) }
        if options.imagesDirectory != nil, !options.given.contains("--mode") { options.mode = PagerMode.name }
        if options.headless && options.script == nil { throw UsageError("--headless needs --script FILE.json") }
        if options.headless {
            for flag in ["--mode", "--seed"] where options.given.contains(flag) {
                throw UsageError("\(flag) does not work with --headless: the script sets it")
            }
            for flag in ["--frames", "--frame-log", "--until-pictures", "--refresh"] where options.given.contains(flag) {
                throw UsageError("\(flag) does not work with --headless: the script's duration_ms sets the frames")
            }
        } else {
            for flag in ["--script", "--trace", "--screenshot", "--fps"] where options.given.contains(flag) {
                throw UsageError("\(flag) works with --headless only")
            }
        }
        try options.checkPaths(images: options.imagesDirectory.map { ("--images", $0) })
        return options
    }

    /// Takes `path`, named on the command line: a folder's pictures, or a
    /// picture and its folder's pictures around it.
    private mutating func open(_ path: FilePath) throws(UsageError) {
        guard imagesDirectory == nil else {
            throw UsageError("'\(path.shown())' and --images '\(imagesDirectory!.shown())': one folder at a time")
        }
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            throw UsageError("'\(path.shown())' \(errno == ENOENT ? "does not exist" : "cannot be read: \(systemReason())")")
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return imagesDirectory = path }
        guard kind == S_IFREG else {
            let what = kind == S_IFCHR ? "a character device" : kind == S_IFBLK ? "a block device"
                : kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket" : "not a file"
            throw UsageError("'\(path.shown())' is \(what), not a picture or a folder")
        }
        let (folder, _) = path.folderAndName
        imagesDirectory = FilePath(bytes: folder.isEmpty ? Array(".".utf8) : folder)
        firstPicture = path
    }

    /// Refuses an output that is the script, the pictures' folder (`images`: how
    /// it was given, and its path) or another output.
    func checkPaths(images: (String, FilePath)?) throws(UsageError) {
        let outputs = [("--trace", trace), ("--screenshot", screenshot), ("--frame-log", frameLog)]
            .compactMap { flag, path in path.map { (flag, $0) } }
        let inputs = ([("--script", script)].compactMap { flag, path in path.map { (flag, $0) } }) + (images.map { [$0] } ?? [])
        for (i, (flag, path)) in outputs.enumerated() {
            for (other, otherPath) in inputs + outputs[..<i] where samePlace(path, otherPath) {
                throw UsageError("\(flag) '\(path.shown())' is the same file as \(other) '\(otherPath.shown())'")
            }
        }
    }

    /// "WxH" with whole numbers in `Limits.windowSide`.
    static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
              let w = Int(parts[0]), let h = Int(parts[1]),
              Limits.windowSide.contains(w), Limits.windowSide.contains(h) else { return nil }
        return (w, h)
    }

    var settings: DemoSettings {
        DemoSettings(mode: mode, seed: seed, imagesDirectory: imagesDirectory, firstPicture: firstPicture, hud: hud, xray: xray,
                     reduceMotion: reduceMotion, items: items,
                     thumbnailCache: noThumbnailCache || headless ? nil : ThumbnailCache.standardRoot(), recursive: recursive,
                     viewer: imagesDirectory != nil && !demoScreen, slideshow: slideshow)
    }
}

/// A command line that cannot be run; nil message means help was asked for.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String?
    public init(_ message: String?) { self.message = message }
    public var description: String { message ?? DemoOptions.usage }
}
