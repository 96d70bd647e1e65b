import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// Mode 6: a photo grid — the `--images` folder (or the bundled animals) as
/// square thumbnails in a vertical scroll view, columns fitted to the window,
/// cells reused both ways (`GridView`). Thumbnails are decoded off the render
/// thread at the size shown, the visible cells first; a cell that scrolls away
/// cancels its decode; each waits as a neutral tile and fades in.
final class GridMode: RegisteredMode {
    static let name = "grid"
    static let title = "Photo grid (two-dimensional reuse)"
    static let summary = "Square cells in rows: only the rows in view and one on each side have a cell, reused both ways; thumbnails decode off the render thread while the grid moves."
    static var traits: ModeTraits { ModeTraits(name: name, unit: .cell, scrollsVertically: true, showsPictures: true) }
    /// Columns across, the first cell in view, thumbnails drawn so far.
    enum Trace: String, TraceColumns {
        case columns, firstVisible = "first_visible", thumbnailsShown = "thumbnails_shown"
    }

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, library: context.library)
        grid.scrollView.axis.configuration.animatesScrolls = !context.settings.reduceMotion
        shelf.thumbnails = context.settings.thumbnailCache.map { ThumbnailCache(root: $0) }
        animates = !context.settings.reduceMotion
    }

    let help = "drag / fling · click or Enter opens · wheel · Ctrl+wheel columns · arrows focus · PgUp PgDn Home End"

    let canvas: Canvas
    let library: ImageLibrary
    /// The grid of thumbnails; a cell is its item's index.
    var grid: GridView<Int>
    let shelf = PictureShelf(interrupted: { Interruption.signal != nil })
    /// The rows in view, composed once each while they show the same.
    let bands = GridBands()
    /// The thumbnails whose only copy is their row's band, by item (`bank`).
    var banked: [Int: BankedThumbnail] = [:]
    private(set) var width: Double
    private(set) var height: Double
    private(set) var clock = 0.0
    /// The sizes of the pictures whose thumbnails came, by item.
    private(set) var sizes: [Int: PictureSize] = [:]
    /// The cell side the thumbnails asked for are made at.
    private var requestedSide = 0.0
    /// Decodes stopped because their cell went by before they were done.
    private(set) var cancelledDecodes = 0
    /// The items whose thumbnails are asked for (the live cells', and where a fling lands).
    private var requested: Set<Int> = []
    /// Whether the pictures that move play in the cells in view (not with reduced motion).
    var animates = true
    /// The item the arrow keys move, once one was pressed (`GridView.focusedItem`).
    var focus: Int? { grid.focusedItem }
    /// The cell under the pointer (its name is shown).
    var hovered: Int?
    /// A picture to open in the pager, until the app takes it.
    var handoff: ModeHandoff?
    /// --log-state lines of pictures opened, until the app takes them.
    var logLines: [LogLine] = []

    static let background = SDL_Color(22, 24, 30)
    static let tile = SDL_Color(44, 48, 60)
    static let focusRing = SDL_Color(90, 200, 250)
    /// The narrowest a cell is made when the columns are fitted, px.
    static let minimumCellSide = 160.0

    init(canvas: Canvas, library: ImageLibrary) {
        self.canvas = canvas
        self.library = library
        width = max(1, canvas.width)
        height = max(1, canvas.height)
        grid = GridView(frame: GridMode.frame(width: width, height: height), itemCount: library.entries.count,
                        minimumCellSide: GridMode.minimumCellSide)
        grid.focusesItems = true
        shelf.uploadBudget = Limits.uploadBytesPerFrame
    }

    /// The bytes one cell's animation may take when the screen holds
    /// `cellsOnScreen` cells: an equal share of every animation's budget, at
    /// most `Limits.cellAnimationBytes` and at least 256 KiB (a few frames of
    /// a small cell; past the budget a cell stays on its first frame).
    static func cellAnimationBudget(cellsOnScreen: Int) -> Int {
        min(Limits.cellAnimationBytes, max(256 << 10, Limits.animationBytesInAll / max(1, cellsOnScreen)))
    }

    /// The grid's place: between the bars.
    static func frame(width: Double, height: Double) -> ViewFrame {
        ViewFrame(x: 0, y: Layout.headerHeight, width: width,
                  height: max(1, height - Layout.headerHeight - Layout.helpBarHeight))
    }

    var axis: ScrollAxis { grid.scrollView.axis }

    /// The thumbnail of a cell `side` px square: the picture fitted into it, no larger than its pixels.
    static func layout(side: Double) -> PageLayout {
        let s = Int32(max(1, side.rounded(.down)))
        return PageLayout(width: s, height: s, background: tile, boxX: 0, boxY: 0, boxWidth: Double(s), boxHeight: Double(s),
                          maxScale: PageLayout.largestScale, cropped: true)
    }

    // MARK: Life

    func activate(time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
    }

    func deactivate(time: Double) { grid.handle(.lost(time: time)) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        grid.resize(frame: GridMode.frame(width: self.width, height: self.height), time: time)
    }

    func update(to time: Double) {
        clock = max(clock, time)
        grid.advance(to: time)
        refreshCells()
        shelf.collect(renderer: canvas.renderer, at: clock, wanted: { self.requested.contains($0.number) }, finish: { _, _ in },
                      inView: { self.grid.visibleItems.contains($0) },
                      received: { item, result in
                          if case .picture(_, let source) = result { self.sizes[item.number] = source }
                      })
        // Pictures that move play in the cells in view; those in the rows around wait.
        shelf.play(grid.visibleItems, at: clock)
    }

    /// Asks for the thumbnails of the items that came into the live rows (those
    /// in view first), then — while a fling carries the grid more than a screen
    /// away — those of the screen it will come to rest on, so that they are
    /// there when it stops; drops the others (their decodes stop).
    private func refreshCells() {
        let side = grid.cellSide
        if !banked.isEmpty, !canvas.composesLayers {
            // No bands to show them: the thumbnails they held are asked for again.
            requested.subtract(banked.keys)
            banked.removeAll()
        }
        if side != requestedSide {
            // New columns or a new width: every thumbnail is made again at the new size.
            for item in requested { shelf.drop(item) }
            requested.removeAll()
            banked.removeAll()
            sizes.removeAll()
            requestedSide = side
        }
        let visible = grid.visibleItems
        _ = grid.cells(make: { 0 }, prepare: { cell, item in cell = item })
        let live = grid.liveItems
        let destination = landingItems
        let wanted = Set(live).union(destination)
        for item in requested where !wanted.contains(item) {
            if case .loading? = shelf[item] { cancelledDecodes += 1 }
            shelf.drop(item)
            sizes[item] = nil
            banked[item] = nil
        }
        requested.formIntersection(wanted)
        let layout = GridMode.layout(side: side)
        shelf.animationBudget = GridMode.cellAnimationBudget(cellsOnScreen: grid.columns * (Int(
            (grid.scrollView.frame.height / grid.rowPitch).rounded(.up)) + 1))
        // In view first, then the rows on either side, then where the fling lands.
        for item in Array(visible) + live.filter({ !visible.contains($0) }) + destination where !requested.contains(item) {
            if let source = shelf.request(item, path: library.entries[item].path, layout: layout, animates: animates,
                                          at: clock) {
                sizes[item] = source
            }
            requested.insert(item)
        }
    }

    /// Lets the band of the row of `items` (drawn at window y `top`, in SDL's software
    /// renderer) be the only copy of its thumbnails once every cell in it is
    /// settled — shown in full, none fading, moving or still loading: their
    /// textures go (the band holds their pixels). The band
    /// is kept while the row is live; should it be composed again, or the rows
    /// be drawn as they are, the thumbnails are asked for again (`unbank`).
    func bank(_ items: Range<Int>, top: Double) {
        guard canvas.composesLayers, items.contains(where: { banked[$0] == nil }) else { return }
        for item in items where banked[item] == nil {
            guard let slot = shelf[item], slot.isSettled(at: clock), shelf.playbacks[item] == nil else { return }
        }
        for item in items where banked[item] == nil {
            guard let texture = shelf[item]?.texture else { continue }  // an error card: nothing to keep
            banked[item] = BankedThumbnail(texture: texture, place: thumbnailPlace(item, rowTop: top))
            // Its band holds its pixels: not kept among the pictures dropped lately.
            shelf.drop(item, keeping: false)
        }
    }

    /// Asks again for the thumbnails of `items` whose only copy was their row's band.
    func unbank(_ items: some Sequence<Int>) {
        for item in items where banked.removeValue(forKey: item) != nil { requested.remove(item) }
        refreshCells()
    }

    /// The items in view where a fling will come to rest, when that is more than a screen away.
    var landingItems: [Int] {
        let axis = grid.scrollView.axis
        guard axis.state == .decelerating, abs(axis.restingOffset - axis.offset) > grid.scrollView.frame.height else { return [] }
        return Array(grid.items(inRows: grid.rows(inViewAt: axis.restingOffset)))
    }

    func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earliest(grid.nextFrame(after: now), shelf.nextFrame(after: now, showing: Array(grid.visibleItems)))
    }

    // MARK: Pictures

    var waitsForImages: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }

    /// Whether every cell in view shows its thumbnail in full (or its error).
    var picturesShown: Bool { shelf.areSettled(grid.visibleItems.filter { banked[$0] == nil }, at: clock) }

    func waitForPictures(timeout seconds: Double) {
        refreshCells()
        shelf.waitUntilIdle(timeout: seconds)
        update(to: clock)
    }

    /// How many cells in view show their thumbnail in full.
    var thumbnailsShown: Int {
        grid.visibleItems.filter { banked[$0] != nil || shelf[$0]?.isSettled(at: clock) == true && shelf[$0]?.isReady == true }.count
    }

    /// Whether `item`'s thumbnail came: its texture, or its row's band holding its only copy.
    func hasThumbnail(_ item: Int) -> Bool { banked[item] != nil || shelf[item]?.isReady == true }
}

/// A thumbnail whose only copy is its row's band: the texture it was (gone:
/// only the band's key names it), and where it sits in the band (nil: nowhere to cut it from).
struct BankedThumbnail {
    let texture: OpaquePointer
    let place: SDL_Rect?
}
