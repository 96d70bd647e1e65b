import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import Pictures

/// The strip's x-ray: each live tile with the reused view that shows it, and on
/// the map of the finite content (`drawContentMap`) the viewport, the last jump
/// back to the middle and the figures: recenters, the reuse pool, the shift.
extension StripMode {
    func drawXray(_ canvas: Canvas) {
        let tile = Double(StripMode.tileHeight), top = bandTop
        for shown in strip.tiles {
            let x = (strip.physicalX(ofTile: shown.index) - axis.offset).rounded()
            canvas.outline(x: x + 6, y: top, w: StripMode.tileExtent - 12, h: tile, Xray.live)
            // On the tile's foot, or above the help bar where that is hidden under it.
            canvas.tag("view \(shown.slot + 1) · tile #\(StripMode.houseNumber(ofTile: shown.index))", x: x + 12,
                       y: min(top + tile - 26, height - Layout.helpBarHeight - 22), Xray.live)
        }
        // On the map (always drawn, quiet): the viewport in the x-ray's colour, the last jump, the figures.
        guard let map = mapLayout else { return }
        let left = map.left, scale = map.span / strip.contentExtent
        let barY = map.barY, barH = map.barHeight
        if let jump = lastRecenter {
            canvas.outline(x: left + jump.from * scale, y: barY - 4, w: strip.viewportExtent * scale, h: barH + 8, Xray.jump, thickness: 1)
            canvas.dashes(fromX: left + (jump.from + strip.viewportExtent / 2) * scale,
                          toX: left + (jump.to + strip.viewportExtent / 2) * scale, y: barY + barH / 2, Xray.jump)
        }
        canvas.outline(x: left + axis.offset * scale, y: barY - 4, w: strip.viewportExtent * scale, h: barH + 8, Xray.live, thickness: 3)
        let mapTop = map.top, bandY = barY + barH + 8
        // The figures instead of the map's own caption lines.
        canvas.fill(x: 12, y: mapTop + 4, w: width - 24, h: 24, StripMode.mapPanel)
        canvas.fill(x: 12, y: bandY + 6, w: width - 24, h: mapTop + map.height - bandY - 6, StripMode.mapPanel)
        canvas.xrayLines(["finite content: \(grouped(strip.contentExtent)) px (\(fixed(strip.contentExtent / max(1, strip.viewportExtent), 1))× the window) · viewport at \(grouped(axis.offset)) px",
                         ], x: left, y: mapTop + 8, background: StripMode.mapPanel)
        let pool = strip.pool
        let jumpText = lastRecenter.map { "last recenter: \(grouped($0.to - $0.from)) px, tiles moved with it (yellow)" } ?? "no recenter yet: drag or fling past the band"
        canvas.xrayLines(["recenters \(strip.recenterCount) · \(jumpText)",
                          "tile views: \(pool.inUse) live · \(pool.idle) in the reuse pool · \(pool.created) ever made · shift \(grouped(strip.shift)) px (logical = physical − shift)"],
                         x: left, y: bandY + 10, background: StripMode.mapPanel)
    }
}
