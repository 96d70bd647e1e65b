import ScrollViews
import ScrollViewsSDL

/// The feed's strip row as drawn: its band, and the strip's tiles at the
/// strip's own offset, each tile composed as the strip mode's are.
@MainActor
final class StripBand {
    /// The tiles' textures, by slot.
    let tiles: SlotTextures

    init(canvas: Canvas) {
        tiles = SlotTextures(renderer: canvas.drawing, width: Int32(StripMode.tileExtent) - 12, height: StripMode.tileHeight) {
            StripMode.composeTile(index: $0, into: $1, canvas: canvas)
        }
    }

    /// Draws `view`'s band at window y `top`, `band` px tall and `width` wide.
    func draw(_ view: RecenteringStripView, top: Double, band: Double, width: Double, canvas: Canvas) {
        canvas.fill(x: 0, y: top, w: width, h: band, StackMode.background)
        let strip = view.strip
        for shown in strip.tiles {
            let x = (strip.physicalX(ofTile: shown.index) - view.axis.offset).rounded()
            tiles.draw(slot: shown.slot, content: shown.index, x: x + 6, y: (top + 10).rounded())
        }
    }
}
