import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import Pictures

/// The strip's stage below the tiles: a map of the finite content the strip
/// really is — its tiles, the viewport moving in it, the middle half the
/// viewport may drift in before everything jumps back to the middle — always
/// shown in a quiet form; the x-ray adds the last jump and the figures.
extension StripMode {
    static let mapPanel = SDL_Color(32, 35, 45)
    static let mapInk = SDL_Color(160, 166, 184)
    static let mapView = SDL_Color(215, 220, 232)
    static let mapBand = SDL_Color(96, 104, 126)

    /// From the tiles' bottom to the map's top: the indicator and its line, px.
    static let mapGap = 64.0
    /// The tallest the map grows, px.
    static let mapMostHeight = 420.0

    /// Where the map lies (window px): its panel, and the bar of the content in it.
    struct MapLayout: Equatable {
        var top: Double, height: Double
        var left: Double, span: Double
        var barY: Double, barHeight: Double
        /// The panel the map is drawn on (window px).
        var panel: (x: Double, y: Double, w: Double, h: Double) { (left - 12, top, span + 24, height) }
        /// The bar of the content.
        var bar: (x: Double, y: Double, w: Double, h: Double) { (left, barY, span, barHeight) }
    }

    /// The map's place under the tiles and their line, down to the footer; nil
    /// when the window leaves it too little room.
    var mapLayout: MapLayout? {
        let top = bandTop + Double(StripMode.tileHeight) + StripMode.mapGap
        let height = min(height - Layout.helpBarHeight - 12 - top, StripMode.mapMostHeight)
        guard height >= 90 else { return nil }
        let barY = top + 34
        // The bar takes what the caption lines leave: taller in a taller window.
        let barHeight = max(24, height - 34 - 70)
        return MapLayout(top: top, height: height, left: 24, span: max(1, width - 48), barY: barY, barHeight: barHeight)
    }

    /// What the map's layer shows: everything on the map but the viewport.
    struct MapKey: Equatable {
        var layout: MapLayout
        var contentExtent: Double
        var viewportExtent: Double
        var shift: Double
        var tiles: [Int]
    }

    /// The map's rows from its layer (composed when what it shows changed);
    /// false when there is no layer: then it is drawn as it is.
    func drawMapLayer(_ map: MapLayout, canvas: Canvas) -> Bool {
        let key = MapKey(layout: map, contentExtent: strip.contentExtent, viewportExtent: strip.viewportExtent,
                         shift: strip.shift, tiles: strip.tiles.map(\.index))
        let rows = Int32(map.height.rounded(.up))
        var local = map
        local.top = 0
        local.barY = map.barY - map.top
        let composed = canvas.show(key, in: mapLayer, width: Int32(width.rounded(.up)), height: rows) {
            canvas.fill(x: 0, y: 0, w: width, h: Double(rows), around: local.panel, StripMode.background)
            drawContentMap(canvas, map: local)
        }
        guard composed else { return false }
        mapLayer.copy(toX: 0, y: Int32(map.top.rounded()), renderer: canvas.drawing)
        return true
    }

    /// The map in its quiet form at `map`, but for the viewport (`drawMapViewport`).
    func drawContentMap(_ canvas: Canvas, map: MapLayout) {
        // The panel around the bar, then the bar: each pixel written once.
        let panel = map.panel, bar = map.bar
        canvas.fill(x: panel.x, y: panel.y, w: panel.w, h: panel.h, around: bar, StripMode.mapPanel)
        let scale = map.span / strip.contentExtent
        let title = "the finite content, \(fixed(strip.contentExtent / max(1, strip.viewportExtent), 1))× the window: "
            + "the view drifts in its middle half, then it and every tile jump back to the middle"
        canvas.text.draw(canvas.text.fitted(title, width: map.span, size: 14), x: Int32(map.left), y: Int32(map.top + 9),
                         size: 14, color: StripMode.mapInk, background: StripMode.mapPanel)
        canvas.fill(x: bar.x, y: bar.y, w: bar.w, h: bar.h, SDL_Color(40, 44, 56))
        // The tiles as they lie in the content now (they move with every recenter).
        let tileWidth = StripMode.tileExtent * scale
        for shown in strip.tiles {
            let x = map.left + strip.physicalX(ofTile: shown.index) * scale
            let hue = Double(((shown.index % 12) + 12) % 12) * 30
            let color = SDL_Color.hsv(hue, 0.3, 0.62)
            canvas.fill(x: x + 1, y: map.barY + 6, w: max(1, tileWidth - 2), h: max(1, map.barHeight - 12), color)
            if tileWidth >= 44, map.barHeight >= 40 {
                canvas.text.draw("#\(StripMode.houseNumber(ofTile: shown.index))", x: Int32(x + 6), y: Int32(map.barY + 10), size: 12,
                                 color: SDL_Color(28, 30, 38), background: color)
            }
        }
        // The middle half plus a window: where the view may be before it is moved back.
        let quarter = strip.contentExtent / 4
        let bandLeft = map.left + (strip.centerOffset - quarter) * scale
        let bandRight = map.left + (strip.centerOffset + quarter + strip.viewportExtent) * scale
        let bandY = map.barY + map.barHeight + 8
        canvas.fill(x: bandLeft, y: bandY, w: bandRight - bandLeft, h: 4, StripMode.mapBand)
        canvas.text.draw("the middle half: the view stays in it", x: Int32(bandLeft), y: Int32(bandY + 10), size: 13,
                         color: StripMode.mapInk, background: StripMode.mapPanel)
    }

    /// The viewport on the map: where the window is in the finite content.
    func drawMapViewport(_ canvas: Canvas, map: MapLayout) {
        let scale = map.span / strip.contentExtent
        canvas.outline(x: map.left + axis.offset * scale, y: map.barY - 4, w: strip.viewportExtent * scale,
                       h: map.barHeight + 8, StripMode.mapView, thickness: 2)
    }
}
