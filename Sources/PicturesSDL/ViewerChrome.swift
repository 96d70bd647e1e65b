import CSDL
import Pictures
import ScrollViews
import ScrollViewsSDL

/// What a photo viewer shows and takes besides its pictures, as eog, nsxiv
/// and Loupe do: the picture's name and place ("3 / 141") in a small band at
/// the bottom that fades once the pointer rests; the picture's information
/// (`i`: size, format, bytes, and what the camera wrote); the keys (`?`, F1);
/// a slideshow (`s`, F5; any key stops it). Given to a `PhotoViewer`
/// (`viewer.chrome = ViewerChrome()`), which passes it its keys and pointer
/// and draws it over its pages.
@MainActor
public final class ViewerChrome {
    /// Whether the band with the picture's name and place is shown (it fades
    /// when the pointer rests, and comes back at a key or a move).
    public var showsName: Bool
    /// Whether the information panel (`i`) is shown.
    public var showsInfo = false
    /// Whether the keys panel (`?`, F1) is shown.
    public var showsKeys = false
    /// The slideshow under way, nil when none.
    public private(set) var slideshow: Slideshow?
    /// The seconds a picture stays in a slideshow `s` or F5 starts (held as `Slideshow` holds it).
    public var slideshowInterval = Slideshow.standardInterval
    /// The program's own keys, listed after the viewer's in the keys panel
    /// (fullscreen, quit…): what to press, and what it does.
    public var programKeys: [(keys: String, does: String)]

    /// The viewer's own keys, as the keys panel lists them.
    public nonisolated static let viewerKeys: [(keys: String, does: String)] = [
        ("→  Space  n", "next picture"),
        ("←  Backspace  p", "previous picture"),
        ("Home  g  ·  End  G", "first · last picture"),
        ("drag, flick, wheel", "turn pages"),
        ("+  −  Ctrl+wheel  pinch", "zoom in and out"),
        ("1  2  3  4  ·  0", "zoom to 100 … 400 %  ·  fit"),
        ("double-click", "zoom in here, or back to fit"),
        (">  Ctrl+R  ·  <  Ctrl+Shift+R", "turn a quarter clockwise · back (the view)"),
        ("s  F5", "slideshow (any key stops it)"),
        ("i", "the picture's information"),
        ("?  F1", "these keys"),
    ]

    /// The band's fading: held 2 s after the last key, press or move, then gone over 0.4 s.
    var fade = OverlayFade()
    /// The information lines of the last picture asked about.
    private var info: (picture: Int, lines: [String])?

    /// Chrome showing the name band unless `showsName` is false, listing
    /// `programKeys` after the viewer's own in its keys panel.
    public init(showsName: Bool = true, programKeys: [(keys: String, does: String)] = []) {
        self.showsName = showsName
        self.programKeys = programKeys
    }

    /// Every key the keys panel lists: the viewer's, then the program's.
    public var keys: [(keys: String, does: String)] { ViewerChrome.viewerKeys + programKeys }

    /// Starts a slideshow at `time`: the next picture every `slideshowInterval` seconds.
    public func startSlideshow(at time: Double) { slideshow = Slideshow(interval: slideshowInterval, time: time) }

    /// Stops the slideshow, if one is under way.
    public func stopSlideshow() { slideshow = nil }

    /// Whether Esc is the chrome's: it ends a slideshow or hides the keys (else
    /// it is the program's, to close the viewer).
    public var takesEscape: Bool { slideshow != nil || showsKeys }

    /// Takes a key pressed at `time` (any key ends a slideshow; `s` and F5
    /// start one, `i` and `?`/F1 show and hide the panels, Esc hides the
    /// keys): whether the key was the chrome's alone.
    func take(_ press: KeyEvent, time: Double) -> Bool {
        guard !press.repeated else { return false }
        let starts = press.key == .letter("s") || press.key == .function(5)
        if slideshow != nil {
            // The key that stops it does what it does besides (but s, F5 and Esc only stop it).
            slideshow = nil
            if starts || press.key == .escape { return true }
        } else if starts {
            startSlideshow(at: time)
            return true
        }
        switch press.key {
        case .letter("i"): showsInfo.toggle()
        case .slash, .function(1): showsKeys.toggle()
        case .escape where showsKeys: showsKeys = false
        default: return false
        }
        return true
    }

    /// Shows the name band again from `time` (the fade follows every key, press
    /// and move, shown or not); whether that changes what is drawn.
    func wake(at time: Double) -> Bool {
        let woke = fade.wake(at: time)
        return showsName && woke
    }

    /// Whether the slideshow's next picture is due at `time`.
    func turns(at time: Double) -> Bool { slideshow?.turns(at: time) ?? false }

    /// When the chrome next needs a frame after `now`: the band's fade, the slideshow's turn.
    func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earlier(showsName ? fade.nextFrame(after: now) : nil, slideshow.map { max(now, $0.nextTurn) })
    }

    /// The information panel's lines for `picture`, its file at `path`, named
    /// `name`: the name, then its size, format, bytes and camera details, or
    /// why they cannot be read (the file is read once a picture).
    func infoLines(ofPicture picture: Int, path: FilePath, name: String) -> [String] {
        if let info, info.picture == picture { return info.lines }
        let details: [String]
        switch PictureDetails.read(path) {
        case .success(let read): details = read.lines
        case .failure(let error): details = [error.reason]
        }
        info = (picture, [name] + details)
        return info?.lines ?? []
    }
}
