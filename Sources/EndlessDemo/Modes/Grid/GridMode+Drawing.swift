import ScrollViews
import CSDL
import ScrollViewsSDL

/// The grid's drawing: the library's grid with its words (names, why a
/// picture cannot be shown) in the demo's text; its status for the HUD, the
/// trace and --log-state; and its x-ray.
extension GridMode {
    func render(_ canvas: Canvas) {
        photos.composesRows = canvas.composesLayers
        photos.draw(on: canvas.drawing, text: canvas.words) { library.entries[$0].caption }
        if library.entries.isEmpty {
            canvas.text.draw("No pictures to show", x: Int32(width / 2), y: Int32(height / 2 - 20), size: 28, bold: true,
                             color: SDL_Color(200, 205, 215), centered: true)
        }
    }

    var status: ModeStatus {
        var status = ModeStatus(state: axis.state, offset: axis.offset, velocity: axis.velocity,
                                position: grid.visibleItems.first ?? 0, liveTiles: grid.liveCells, textures: photos.textureCount,
                                recenters: 0, liveCells: grid.liveCells)
        status[Trace.columns] = Double(grid.columns)
        status[Trace.firstVisible] = Double(grid.visibleItems.first ?? 0)
        status[Trace.thumbnailsShown] = Double(thumbnailsShown)
        return status
    }

    var restReport: [(key: String, value: LogValue)] {
        [("first_visible", .int(grid.visibleItems.first ?? 0)), ("columns", .int(grid.columns)),
         ("thumbnails_shown", .int(thumbnailsShown))]
    }

    var hudLines: [String] {
        ["grid      \(library.entries.count) items · \(grid.columns) columns · \(grid.cellsMade) cells made"]
    }

    /// The x-ray's line on the thumbnail cache.
    var cacheLine: String {
        guard let cache = photos.thumbnailCache?.counts else { return "thumbnail cache: off" }
        var line = "thumbnail cache: \(cache.hits) read · \(cache.made) written"
        if cache.knownBroken > 0 { line += " · \(cache.knownBroken) known broken" }
        if cache.unwritable > 0 { line += " · \(cache.unwritable) not writable" }
        return line
    }

    /// The x-ray: the cells in view (blue) and the live cells of the rows just
    /// out of view (orange) with their decodes, and the figures.
    func drawXray(_ canvas: Canvas) {
        let visible = grid.visibleItems
        var pending = 0
        for item in grid.liveItems {
            let cell = grid.frame(ofItem: item)
            let loading = photos.isLoading(item)
            if loading { pending += 1 }
            guard visible.contains(item) else { continue }
            canvas.outline(x: cell.x, y: cell.y, w: cell.width, h: cell.height, loading ? Xray.pooled : Xray.live)
            if loading { canvas.tag("decoding", x: cell.x + 6, y: cell.y + 6, Xray.pooled) }
        }
        let margin = grid.liveItems.count - visible.count
        canvas.xrayLines(["cells: \(grid.liveCells) live (\(visible.count) in view, \(margin) in the row above and below) · \(grid.freeCells) free in the pool · \(grid.cellsMade) ever made",
                          "thumbnails: \(photos.textureCount) textures · \(pending) decodes pending · \(photos.cancelledDecodes) cancelled · \(thumbnailsShown) of \(visible.count) shown",
                          cacheLine],
                         x: 16, y: Layout.headerHeight + 8, background: Xray.panel)
    }
}
