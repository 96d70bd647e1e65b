import CSDL
import ScrollViewsSDL

/// A scrolling grid of pictures as square thumbnails: the columns fitted to
/// its frame, cells reused both ways, each thumbnail decoded off the render
/// thread at the size shown — the cells in view first, then the rows beside
/// them, then where a fling will come to rest — and cancelled when its cell
/// goes by; a cell waits as a plain tile and its thumbnail fades in; pictures
/// that move play in the cells in view. Drag, fling, the wheel, Ctrl+wheel or
/// a pinch for the columns, and the arrow keys for a focus ring come through
/// `handle(_:)`; a click or Enter comes back as the item to open.
@MainActor
public final class PhotoGrid {
    /// The grid's colours.
    public struct Look: Sendable {
        /// Around the cells.
        public var background: SDL_Color
        /// A cell without its thumbnail yet (and under a see-through one).
        public var tile: SDL_Color
        /// The ring around the focused cell.
        public var focusRing: SDL_Color
        /// A look of the three colours.
        public init(background: SDL_Color, tile: SDL_Color, focusRing: SDL_Color) {
            self.background = background
            self.tile = tile
            self.focusRing = focusRing
        }
        /// Dark grey cells on a darker ground, a light blue ring.
        public static let dark = Look(background: SDL_Color(r: 22, g: 24, b: 30, a: 255),
                                      tile: SDL_Color(r: 44, g: 48, b: 60, a: 255),
                                      focusRing: SDL_Color(r: 90, g: 200, b: 250, a: 255))
    }

    /// The grid of cells: its columns, rows, cells in view and scroll view (read
    /// it; it changes through the grid's own methods).
    public private(set) var view: GridView<Int>
    /// The colours drawn.
    public var look: Look
    /// Whether the pictures that move play in the cells in view (off: their first frame).
    public var animates = true
    /// Whether the rows in view may be composed once each and copied while they
    /// show the same (SDL's software renderer only: it pays per pixel drawn).
    public var composesRows = true
    /// The most bytes of thumbnails turned into textures a frame (at least one thumbnail).
    public var uploadBudget: Int {
        get { shelf.uploadBudget }
        set { shelf.uploadBudget = max(0, newValue) }
    }
    /// The most bytes the frames of all the pictures that move in view may take together.
    public var animationBytes = AnimationMemory.shared.budget { didSet { animationBytes = max(0, animationBytes) } }
    /// The most bytes one cell's frames may take (past it, a cell stays on its first frame).
    public var cellAnimationBytes = 8 << 20 { didSet { cellAnimationBytes = max(0, cellAnimationBytes) } }
    /// Whether each frame waits for the thumbnails asked for (headless replay:
    /// frames then depend on the input only, and thumbnails appear without fading).
    public var waitsForPictures: Bool {
        get { shelf.waits }
        set { shelf.waits = newValue }
    }

    let paths: (Int) -> FilePath
    let shelf: PictureShelf
    /// The rows in view, composed once each while they show the same.
    let bands = PhotoGridBands()
    /// The thumbnails whose only copy is their row's band, by item (`bank`).
    var banked: [Int: BankedThumbnail] = [:]
    private(set) var clock = 0.0
    /// The cell side the thumbnails asked for are made at.
    private var requestedSide = 0.0
    /// The items whose thumbnails are asked for (the live cells', and where a fling lands).
    private var requested: Set<Int> = []
    /// Where fills may write while drawing: the grid's frame, or a band being composed.
    var drawable = ViewFrame(x: 0, y: 0, width: 0, height: 0)
    /// Decodes stopped because their cell went by before they were done.
    public private(set) var cancelledDecodes = 0
    /// The area filled since the grid was made, px² (what its frames write besides thumbnails).
    public internal(set) var filledArea = 0.0

    /// A grid in `frame` of `count` pictures, item `i` read from `path(i)`;
    /// columns at least `minimumCellSide` wide; thumbnails made through
    /// `thumbnails` when given (kept on disk between runs); decodes stop
    /// waiting when `interrupted` says so.
    public init(frame: ViewFrame, count: Int, path: @escaping (Int) -> FilePath, minimumCellSide: Double = 160,
                look: Look = .dark, thumbnails: ThumbnailCache? = nil,
                interrupted: @escaping @Sendable () -> Bool = { false }) {
        view = GridView(frame: frame, itemCount: max(0, count), minimumCellSide: minimumCellSide)
        view.focusesItems = true
        paths = path
        self.look = look
        shelf = PictureShelf(interrupted: interrupted)
        shelf.thumbnails = thumbnails
        shelf.uploadBudget = 4 << 20
    }

    /// The disk cache thumbnails are made through from now on, if any (kept between runs).
    public var thumbnailCache: ThumbnailCache? {
        get { shelf.thumbnails }
        set { shelf.thumbnails = newValue }
    }

    /// The item under the pointer, whose name is shown (`hover(x:y:)`).
    public var hoveredItem: Int?

    /// The item the arrow keys move, once one was pressed or set.
    public var focusedItem: Int? {
        get { view.focusedItem }
        set { view.focusedItem = newValue }
    }

    /// Whether programmatic scrolls animate (off: with reduced motion).
    public var animatesScrolls: Bool {
        get { view.scrollView.axis.configuration.animatesScrolls }
        set { view.scrollView.axis.configuration.animatesScrolls = newValue }
    }

    /// Takes `event`: drags, flings, the wheel, columns, keys; a click or Enter
    /// comes back as `.tap` or `.activated`.
    @discardableResult
    public func handle(_ event: InputEvent) -> InputResult { view.handle(event) }

    /// Takes a pointer event that comes without a device (a lost pointer ends a drag where it is).
    @discardableResult
    public func handle(_ event: PointerEvent) -> InputResult { view.handle(event) }

    /// Moves the grid to `frame` at `time` (columns fitted again, the first item in view kept).
    public func resize(frame: ViewFrame, time: Double) { view.resize(frame: frame, time: time) }

    /// Focuses `item` and brings its cell into view at once.
    public func reveal(item: Int, time: Double) {
        guard (0..<view.itemCount).contains(item) else { return }
        view.focusedItem = item
        view.reveal(item: item, time: time)
    }

    /// Shown again after a while away: thumbnails still loading count their wait from `time`.
    public func resume(at time: Double) {
        clock = max(clock, time)
        shelf.restartLoading(at: clock)
    }

    /// Moves the grid to `time`, asks for the thumbnails now wanted and drops
    /// the others, and turns the thumbnails that came into textures of `renderer`.
    public func advance(to time: Double, renderer: Renderer) {
        clock = max(clock, time)
        view.advance(to: clock)
        refreshCells()
        shelf.collect(renderer: renderer.pointer, at: clock, wanted: { self.requested.contains($0.number) },
                      finish: { _, _ in }, inView: { self.view.visibleItems.contains($0) })
        // Pictures that move play in the cells in view; those in the rows around wait.
        shelf.play(view.visibleItems, at: clock)
    }

    /// When the grid next needs a frame after `now` (motion, fades, frames of
    /// pictures that move, decodes under way); nil: not until input comes.
    public func nextFrame(after now: Double) -> Double? {
        FrameSchedule.earliest(view.nextFrame(after: now), shelf.nextFrame(after: now, showing: Array(view.visibleItems)))
    }

    /// The thumbnail of a cell `side` px square on `tile`: the picture fitted into it, no larger than its pixels.
    nonisolated static func layout(side: Double, tile: SDL_Color = Look.dark.tile) -> PageLayout {
        let s = Int32(max(1, side.rounded(.down)))
        return PageLayout(width: s, height: s, background: tile, boxX: 0, boxY: 0, boxWidth: Double(s),
                          boxHeight: Double(s), maxScale: PageLayout.largestScale, cropped: true)
    }

    /// Asks for the thumbnails of the items that came into the live rows (those
    /// in view first), then those of where a fling lands; drops the others.
    private func refreshCells() {
        let side = view.cellSide
        if !banked.isEmpty, !composesRows {
            // No bands to show them: the thumbnails they held are asked for again.
            requested.subtract(banked.keys)
            banked.removeAll()
        }
        if side != requestedSide {
            // New columns or a new width: every thumbnail is made again at the new size.
            for item in requested { shelf.drop(item) }
            requested.removeAll()
            banked.removeAll()
            requestedSide = side
        }
        let visible = view.visibleItems
        _ = view.cells(make: { 0 }, prepare: { cell, item in cell = item })
        let live = view.liveItems
        let destination = landingItems
        let wanted = Set(live).union(destination)
        for item in requested where !wanted.contains(item) {
            if case .loading? = shelf[item] { cancelledDecodes += 1 }
            shelf.drop(item)
            banked[item] = nil
        }
        requested.formIntersection(wanted)
        let layout = PhotoGrid.layout(side: side, tile: look.tile)
        let cellsOnScreen = view.columns * (Int((view.scrollView.frame.height / view.rowPitch).rounded(.up)) + 1)
        shelf.animationBudget = min(cellAnimationBytes, max(256 << 10, animationBytes / max(1, cellsOnScreen)))
        // In view first, then the rows on either side, then where the fling lands.
        for item in Array(visible) + live.filter({ !visible.contains($0) }) + destination where !requested.contains(item) {
            shelf.request(item, path: paths(item), layout: layout, animates: animates, at: clock)
            requested.insert(item)
        }
    }

    /// Lets the band of the row of `items` (drawn at window y `top`) be the only
    /// copy of its thumbnails once every cell in it is settled — shown in full,
    /// none fading, moving or loading: their textures go (the band holds their pixels).
    func bank(_ items: Range<Int>, top: Double) {
        guard composesRows, items.contains(where: { banked[$0] == nil }) else { return }
        for item in items where banked[item] == nil {
            guard let slot = shelf[item], slot.isSettled(at: clock), shelf.playbacks[item] == nil else { return }
        }
        for item in items where banked[item] == nil {
            guard let texture = shelf[item]?.texture else { continue }  // an error card: nothing to keep
            banked[item] = BankedThumbnail(texture: texture, place: thumbnailPlace(item, rowTop: top), source: shelf.source(of: item))
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
    public var landingItems: [Int] {
        let axis = view.scrollView.axis
        guard axis.state == .decelerating, abs(axis.restingOffset - axis.offset) > view.scrollView.frame.height else { return [] }
        return Array(view.items(inRows: view.rows(inViewAt: axis.restingOffset)))
    }

    /// Whether every cell in view shows its thumbnail in full (or why it cannot).
    public var picturesShown: Bool { shelf.areSettled(view.visibleItems.filter { banked[$0] == nil }, at: clock) }

    /// Asks for the thumbnails wanted now and waits up to `seconds` for every decode to end.
    public func waitForPictures(timeout seconds: Double, renderer: Renderer) {
        refreshCells()
        shelf.waitUntilIdle(timeout: seconds)
        advance(to: clock, renderer: renderer)
    }

    /// How many cells in view show their thumbnail in full.
    public var thumbnailsShown: Int {
        view.visibleItems.filter { banked[$0] != nil || shelf[$0]?.isSettled(at: clock) == true && shelf[$0]?.isReady == true }.count
    }

    /// Whether `item`'s thumbnail came.
    public func hasThumbnail(_ item: Int) -> Bool { banked[item] != nil || shelf[item]?.isReady == true }

    /// Whether `item`'s thumbnail is being decoded.
    public func isLoading(_ item: Int) -> Bool {
        if case .loading? = shelf[item] { return true }
        return false
    }

    /// Why `item`'s picture cannot be shown, in words; nil when it can (or is still loading).
    public func failure(of item: Int) -> String? {
        if case .failed(let reason)? = shelf[item] { return reason }
        return nil
    }

    /// How many thumbnails are textures now.
    public var textureCount: Int { shelf.readyCount }

    /// `item`'s thumbnail where it is in the window, its texture and its
    /// picture's own size — for opening the picture from its cell
    /// (`PhotoViewer.open(picture:atPage:from:time:)`); nil before it came.
    public func thumbnail(of item: Int, renderer: Renderer) -> PhotoViewer.Thumbnail? {
        // Its own texture, or cut from its row's band when that is its only copy.
        let texture = banked[item].flatMap { kept in
            kept.place.flatMap { bands.cut(row: item / view.columns, $0, renderer: renderer) }
        } ?? shelf[item]?.readyTexture
        guard let texture, let size = banked[item]?.source ?? shelf.source(of: item) else { return nil }
        let cell = view.frame(ofItem: item), place = PhotoGrid.layout(side: view.cellSide, tile: look.tile).pictureRect(for: size)
        return PhotoViewer.Thumbnail(frame: ViewFrame(x: cell.x + Double(place.x), y: cell.y + Double(place.y),
                                                      width: Double(place.w), height: Double(place.h)),
                                     texture: texture, source: size)
    }
}

/// A thumbnail whose only copy is its row's band: the texture it was (gone:
/// only the band's key names it), where it sits in the band (nil: nowhere to
/// cut it from), and its picture's own size.
struct BankedThumbnail {
    let texture: OpaquePointer
    let place: SDL_Rect?
    let source: PictureSize?
}
