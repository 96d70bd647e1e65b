import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// Mode 6: a photo grid — the `--images` folder (or the bundled animals) as
/// square thumbnails in a vertical scroll view: the library's `PhotoGrid`
/// between the bars, with each picture's name under the pointer and the focus,
/// and a click or Enter opening the picture in the pager.
final class GridMode: RegisteredMode {
    nonisolated static let name = "grid"
    nonisolated static let title = "Photo grid (two-dimensional reuse)"
    nonisolated static let summary = "Square cells in rows: only the rows in view and one on each side have a cell, reused both ways; thumbnails decode off the render thread while the grid moves."
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .cell, scrollsVertically: true, showsPictures: true) }
    /// Columns across, the first cell in view, thumbnails drawn so far.
    enum Trace: String, TraceColumns {
        case columns, firstVisible = "first_visible", thumbnailsShown = "thumbnails_shown"
    }

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library)
        photos.animatesScrolls = !context.settings.reduceMotion
        photos.animates = !context.settings.reduceMotion
        if let root = context.settings.thumbnailCache { photos.thumbnailCache = ThumbnailCache(root: root) }
    }

    let help = "drag / fling · click or Enter opens · wheel · Ctrl+wheel columns · arrows focus · PgUp PgDn Home End"

    let canvas: Canvas
    let library: ImageLibrary
    /// The grid of thumbnails; a cell is its item's index.
    let photos: PhotoGrid
    private(set) var width: Double
    private(set) var height: Double
    private(set) var clock = 0.0
    /// The item the arrow keys move, once one was pressed.
    var focus: Int? { photos.focusedItem }
    /// The cell under the pointer (its name is shown).
    var hovered: Int? { photos.hoveredItem }
    /// A picture to open in the pager, until the app takes it.
    var handoff: ModeHandoff?
    /// --log-state lines of pictures opened, until the app takes them.
    var logLines: [LogLine] = []

    /// The narrowest a cell is made when the columns are fitted, px.
    nonisolated static let minimumCellSide = 160.0

    init(canvas: Canvas, library: ImageLibrary) {
        self.canvas = canvas
        self.library = library
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        photos = PhotoGrid(frame: GridMode.frame(width: width, height: height), count: library.entries.count,
                           path: { library.entries[$0].path }, minimumCellSide: GridMode.minimumCellSide,
                           interrupted: { Interruption.signal != nil })
        photos.uploadBudget = Limits.uploadBytesPerFrame
        photos.animationBytes = Limits.animationBytesInAll
        photos.cellAnimationBytes = Limits.cellAnimationBytes
    }

    /// The grid's place: between the bars.
    static func frame(width: Double, height: Double) -> ViewFrame {
        ViewFrame(x: 0, y: Layout.headerHeight, width: width,
                  height: max(1, height - Layout.headerHeight - Layout.helpBarHeight))
    }

    var grid: GridView<Int> { photos.view }
    var axis: ScrollAxis { photos.view.scrollView.axis }

    // MARK: Life

    func activate(time: Double) {
        clock = max(clock, time)
        photos.resume(at: clock)
    }

    func deactivate(time: Double) { photos.handle(.lost(time: time)) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        photos.resize(frame: GridMode.frame(width: self.width, height: self.height), time: time)
    }

    func update(to time: Double) {
        clock = max(clock, time)
        photos.composesRows = canvas.composesLayers
        photos.advance(to: clock, renderer: canvas.drawing)
    }

    func nextFrame(after now: Double) -> Double? { photos.nextFrame(after: now) }

    // MARK: Pictures

    var waitsForImages: Bool {
        get { photos.waitsForPictures }
        set { photos.waitsForPictures = newValue }
    }

    var picturesShown: Bool { photos.picturesShown }

    func waitForPictures(timeout seconds: Double) {
        photos.composesRows = canvas.composesLayers
        photos.waitForPictures(timeout: seconds, renderer: canvas.drawing)
    }

    /// How many cells in view show their thumbnail in full.
    var thumbnailsShown: Int { photos.thumbnailsShown }
}
