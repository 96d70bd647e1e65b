import Pictures
import PicturesSDL

/// The pictures listed and the first mode's first page decoding, on a thread
/// of their own, while SDL starts and the window opens (a folder of 100,000
/// pictures takes tens of milliseconds to list, as long as the window to open).
/// The thread reads nothing of the environment: the caller settles it first
/// (`Assets.directory`, the variables it sets), since setenv on one thread while
/// another calls getenv may crash.
final class LibraryOpening: Sendable {
    /// What the listing gave: the pictures and the first page decoding, or why there are none.
    typealias Outcome = Result<(library: ImageLibrary, early: EarlyPage?), ImageLibrary.LoadError>

    private let outcome: BackgroundResult<Outcome>

    /// Starts listing the pictures `settings` name and decoding the first page
    /// of their first mode in a window `width` × `height` points.
    init(settings: DemoSettings, width: Double, height: Double) {
        outcome = BackgroundResult(name: "endless-list") {
            LibraryOpening.open(settings: settings, width: width, height: height)
        }
    }

    /// The pictures and the first page, once listed.
    func wait() throws(ImageLibrary.LoadError) -> (library: ImageLibrary, early: EarlyPage?) {
        try outcome.value.get()
    }

    private static func open(settings: DemoSettings, width: Double, height: Double) -> Outcome {
        Result { () throws(ImageLibrary.LoadError) in
            let mode = ModeRegistry.index(of: settings.mode).map { ModeRegistry.modes[$0] }
            // A picture named on the command line decodes while its folder is read (100,000 names take tens of ms).
            var early: EarlyPage?
            if let picture = settings.firstPicture, let folder = settings.imagesDirectory {
                early = mode?.earlyPage(ofPicture: folder.appending(picture.folderAndName.name), settings: settings,
                                        width: width, height: height)
            }
            let library = try ImageLibrary.named(by: settings)
            if early == nil { early = mode?.earlyPage(of: library, settings: settings, width: width, height: height) }
            return (library, early)
        }
    }
}
