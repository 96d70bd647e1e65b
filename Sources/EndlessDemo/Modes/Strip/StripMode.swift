import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 1: Josh & Eliza's recentering infinite strip of address tiles.
final class StripMode: RegisteredMode {
    nonisolated static let tileExtent = 420.0
    nonisolated static let tileHeight: Int32 = 180
    /// The stage around the tiles and the map.
    nonisolated static let background = SDL_Color(22, 24, 30)
    nonisolated static let name = "strip"
    nonisolated static let title = "Recentering strip (Josh & Eliza)"
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .tile) }
    nonisolated static let summary = "Finite content at least four windows wide (5,000 px at least): when the view drifts a quarter of it away, the view and every tile move back to the middle, unseen; tiles are reused."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas)
        view.animatesScrolls = !context.settings.reduceMotion
    }

    let help = "drag / fling · wheel · ← → one tile · Home"

    /// The library's recentering strip view over the whole window (drags anywhere),
    /// a wheel notch GTK's step for the window's width.
    private(set) var view: RecenteringStripView
    var axis: ScrollAxis { view.axis }
    var strip: RecenteringStrip { view.strip }
    private let views: SlotTextures
    /// The live tiles composed side by side (keyed by their indices), copied
    /// where the offset puts them: one wide copy a frame instead of a copy and
    /// two gap fills a tile.
    private let tileBand = ComposedLayer<[Int]>()
    /// The map's rows as a layer (keyed by what it shows but the viewport).
    let mapLayer = ComposedLayer<MapKey>()
    private(set) var width: Double
    private(set) var height: Double
    private var clock = 0.0
    /// The last recenter: the viewport's physical offset before and after it (x-ray).
    var lastRecenter: RecenteringStripView.Recenter? { view.lastRecenter }

    init(canvas: Canvas) {
        width = canvas.width
        height = canvas.height
        view = RecenteringStripView(frame: ViewFrame(x: 0, y: 0, width: canvas.width, height: canvas.height),
                                    tileExtent: StripMode.tileExtent)
        views = SlotTextures(renderer: canvas.drawing, width: Int32(StripMode.tileExtent) - 12, height: StripMode.tileHeight) {
            StripMode.composeTile(index: $0, into: $1, canvas: canvas)
        }
    }

    var logicalOffset: Double { strip.logicalOffset(ofPhysical: axis.offset) }

    var status: ModeStatus {
        ModeStatus(state: axis.state, offset: logicalOffset, velocity: axis.velocity,
                   position: strip.tileIndex(atLogical: logicalOffset + width / 2),
                   liveTiles: strip.tiles.count, textures: views.textureCount, recenters: strip.recenterCount)
    }

    var restReport: [(key: String, value: LogValue)] { [("tile", .int(status.position))] }

    func activate(time: Double) {}

    func deactivate(time: Double) { view.handle(.lost(time: time)) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = width
        self.height = height
        // The motion goes on, moved to the new physical place.
        view.resize(frame: ViewFrame(x: 0, y: 0, width: width, height: height))
    }

    /// The pointer and the keys as the library's strip takes them (← → a tile, Page Up/Down
    /// and Space the tiles a screen holds, Home tile 0: animated when near, a jump when far).
    func handle(_ event: InputEvent) { view.handle(event) }

    func update(to time: Double) {
        clock = max(clock, time)
        view.advance(to: time)
    }

    func nextFrame(after now: Double) -> Double? { view.nextFrame(after: now) }

    /// The band of tiles: under the header, with the indicator's line and the
    /// map of the content below it (`mapLayout`), the whole centred in a tall window.
    var bandTop: Double {
        let tile = Double(StripMode.tileHeight)
        let stage = height - Layout.headerHeight - Layout.helpBarHeight
        let composition = tile + StripMode.mapGap + StripMode.mapMostHeight + 12
        // Never under the header (a short window hides the tiles' foot under the help bar instead).
        return max(Layout.headerHeight + 4, min(height - tile - 60, Layout.headerHeight + max(28, (stage - composition) / 2)))
    }

    func render(_ canvas: Canvas) {
        let tile = Double(StripMode.tileHeight)
        let top = bandTop
        // The background around the band of tiles and in the gaps between them
        // (not a clear of the whole window under them), and a road line.
        let background = StripMode.background
        canvas.fill(x: 0, y: 0, w: width, h: top, background)
        let below = (x: 0.0, y: top + tile, w: width, h: max(0, height - top - tile))
        if let map = mapLayout {
            if drawMapLayer(map, canvas: canvas) {
                // Above and below the map's rows, which its layer covers.
                canvas.fill(x: 0, y: below.y, w: width, h: map.top - below.y, background)
                canvas.fill(x: 0, y: map.top + map.height, w: width, h: height - map.top - map.height, background)
            } else {
                // Around the map's panel, which covers its own place.
                canvas.fill(x: below.x, y: below.y, w: below.w, h: below.h, around: map.panel, background)
                drawContentMap(canvas, map: map)
            }
            drawMapViewport(canvas, map: map)
        } else {
            canvas.fill(x: below.x, y: below.y, w: below.w, h: below.h, background)
        }
        canvas.fill(x: 0, y: top + tile + 24, w: width, h: 4, SDL_Color(60, 64, 76))
        drawTiles(canvas, top: top)
        // The scroll indicator under the tiles: it shows the physical offset, so it
        // jumps back to the middle at every recenter (what WWDC's demo showed).
        canvas.drawing.drawIndicator(view.indicator, at: clock, orientation: .horizontal, trackStart: ScrollIndicator.inset,
                       trackLength: width - 2 * ScrollIndicator.inset, edge: top + tile + 9, offset: axis.offset,
                       content: strip.contentExtent, viewport: width)
        // What to watch (one cached line: the figures are the x-ray's and the HUD's).
        let hint = "the bar under the tiles is the scroll indicator of the finite content: it jumps back at every recenter"
        canvas.text.draw(canvas.text.fitted(hint, width: width - 32, size: 14), x: Int32(width / 2), y: Int32(top + tile + 36),
                         size: 14, color: SDL_Color(150, 156, 172), centered: true, background: background)
    }

    /// The live tiles at the offset, each with the gaps beside it: from their
    /// band (one copy), or tile by tile when there is none.
    private func drawTiles(_ canvas: Canvas, top: Double) {
        let tiles = strip.tiles.sorted { $0.index < $1.index }
        guard let first = tiles.first else { return }
        let tile = Double(StripMode.tileHeight), extent = StripMode.tileExtent
        let contiguous = tiles.last.map { $0.index - first.index + 1 == tiles.count } ?? false
        let bandX = (strip.physicalX(ofTile: first.index) - axis.offset).rounded()
        let composed = contiguous
            && canvas.show(tiles.map(\.index), in: tileBand, width: Int32(Double(tiles.count) * extent), height: StripMode.tileHeight) {
                for (k, shown) in tiles.enumerated() { drawTile(shown, x: Double(k) * extent, top: 0, canvas: canvas) }
            }
        guard composed else {
            for shown in tiles { drawTile(shown, x: (strip.physicalX(ofTile: shown.index) - axis.offset).rounded(), top: top, canvas: canvas) }
            return
        }
        // The part of the band in the window.
        let left = max(0, -bandX), right = min(Double(tileBand.width), width - bandX)
        guard right > left else { return }
        tileBand.copy(SDL_Rect(x: Int32(left), y: 0, w: Int32(right - left), h: Int32(tile)), toX: Int32(bandX + left),
                      y: Int32(top), renderer: canvas.drawing)
    }

    /// Tile `shown` with its left edge (its gap's) at window x `x`.
    private func drawTile(_ shown: RecenteringStrip.Tile, x: Double, top: Double, canvas: Canvas) {
        let tile = Double(StripMode.tileHeight)
        canvas.fill(x: x, y: top, w: 6, h: tile, StripMode.background)
        canvas.fill(x: x + StripMode.tileExtent - 6, y: top, w: 6, h: tile, StripMode.background)
        views.draw(slot: shown.slot, content: shown.index, x: x + 6, y: top)
    }

    /// The house number on tile `index` (tile 0 is number 1024), as a street
    /// counts: 1 to 9,999, round (tile −1024 is 9,999) — never 0 or negative.
    static func houseNumber(ofTile index: Int) -> Int {
        let street = 9_999
        return ((index % street + 1023) % street + street) % street + 1
    }

    /// A StreetScroller-style address label, numbered so motion is visible.
    static func composeTile(index: Int, into surface: UnsafeMutablePointer<SDL_Surface>, canvas: Canvas) {
        let hue = Double(((index % 12) + 12) % 12) * 30
        let number = houseNumber(ofTile: index)
        canvas.paintFill(surface, .hsv(hue, 0.35, 0.95))
        canvas.paintFill(surface, .hsv(hue, 0.7, 0.7), SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: 10))
        canvas.paint([TextRun("#\(number)", size: 40, bold: true, x: 22, y: 24),
                      TextRun("\(number) Block Street", size: 22, x: 22, y: 86),
                      TextRun("Shaffer, CA 95014", size: 18, x: 22, y: 122)],
                     ink: SDL_Color(30, 32, 40), onto: surface)
    }
}
