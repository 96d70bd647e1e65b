import CSDL
import ScrollViewsSDL
import InfiniteScrolling

/// The strip's x-ray: each live tile with the reused view that shows it, and a
/// map of the finite content — the viewport moving in it, the recenter band,
/// the last jump back to the middle, the reuse pool.
extension StripMode {
    func drawXray(_ canvas: Canvas) {
        let tile = Double(StripMode.tileHeight), top = bandTop
        for shown in strip.tiles {
            let x = (strip.physicalX(ofTile: shown.index) - axis.offset).rounded()
            canvas.outline(x: x + 6, y: top, w: StripMode.tileExtent - 12, h: tile, Xray.live)
            canvas.tag("view \(shown.slot + 1) · tile #\(ordinal(shown.index))", x: x + 12, y: top + tile - 26, Xray.live)
        }
        // The map: the content's real width scaled to the window.
        let mapTop = top + tile + 70
        let panelHeight = min(170, canvas.height - Layout.helpBarHeight - 8 - mapTop)
        guard panelHeight > 60 else { return }
        canvas.fill(x: 12, y: mapTop, w: width - 24, h: panelHeight, Xray.panel)
        let left = 24.0, span = max(1, width - 48), scale = span / strip.contentExtent
        let barY = mapTop + 34, barH = 34.0
        canvas.fill(x: left, y: barY, w: span, h: barH, SDL_Color(40, 44, 56))
        // Recentering happens when the viewport leaves the middle half.
        let quarter = strip.contentExtent / 4
        let bandLeft = left + (strip.centerOffset - quarter) * scale
        let bandRight = left + (strip.centerOffset + quarter + strip.viewportExtent) * scale
        canvas.fill(x: bandLeft, y: barY + barH - 4, w: bandRight - bandLeft, h: 4, SDL_Color(80, 90, 110))
        for shown in strip.tiles {
            let x = left + strip.physicalX(ofTile: shown.index) * scale
            canvas.fill(x: x + 1, y: barY + 6, w: max(1, StripMode.tileExtent * scale - 2), h: barH - 14,
                        SDL_Color.hsv(Double(((shown.index % 12) + 12) % 12) * 30, 0.35, 0.95))
        }
        if let jump = lastRecenter {
            canvas.outline(x: left + jump.from * scale, y: barY - 4, w: strip.viewportExtent * scale, h: barH + 8, Xray.jump, thickness: 1)
            canvas.dashes(fromX: left + (jump.from + strip.viewportExtent / 2) * scale,
                          toX: left + (jump.to + strip.viewportExtent / 2) * scale, y: barY + barH + 8, Xray.jump)
        }
        canvas.outline(x: left + axis.offset * scale, y: barY - 4, w: strip.viewportExtent * scale, h: barH + 8, Xray.live, thickness: 3)
        canvas.xrayLines(["finite content: \(grouped(strip.contentExtent)) px (\(fixed(strip.contentExtent / max(1, strip.viewportExtent), 1))× the window) · viewport at \(grouped(axis.offset)) px, its centre band marked below",
                         ], x: left, y: mapTop + 8)
        let pool = strip.pool
        let jumpText = lastRecenter.map { "last recenter: \(grouped($0.to - $0.from)) px, tiles moved with it (yellow)" } ?? "no recenter yet: drag or fling past the band"
        canvas.xrayLines(["recenters \(strip.recenterCount) · \(jumpText)",
                          "tile views: \(pool.inUse) live · \(pool.idle) in the reuse pool · \(pool.created) ever made · shift \(grouped(strip.shift)) px (logical = physical − shift)"],
                         x: left, y: barY + barH + 18)
    }
}
