import ScrollViews
import CSDL
import ScrollViewsSDL

/// The grid's drawing: each cell in view as a neutral tile with its thumbnail
/// fading in over it, the focus ring, the scroll indicator; its status for the
/// HUD, the trace and --log-state; and its x-ray.
extension GridMode {
    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        let frame = grid.scrollView.frame
        let rows = grid.visibleRows
        // The live rows keep their bands: a row just out of view comes back as it was.
        bands.keep(max(0, rows.lowerBound - 1)..<(rows.upperBound + 1))
        // Above the first row in view and below the last: the background (window-wide rows, fast).
        let first = rows.isEmpty ? height : bandTop(rows.lowerBound), last = rows.isEmpty ? height : bandTop(rows.upperBound)
        canvas.fill(x: 0, y: 0, w: width, h: first, GridMode.background)
        canvas.fill(x: 0, y: last, w: width, h: height - last, GridMode.background)
        let bandHeight = Int32(grid.rowPitch.rounded(.up)) + 1
        for row in rows {
            let top = bandTop(row), bottom = bandTop(row + 1)
            let items = grid.items(inRows: row..<(row + 1))
            // A row with a thumbnail fading in is drawn as it is until it settles.
            let fading = items.contains { shelf[$0]?.isReady == true && shelf[$0]?.isSettled(at: clock) != true }
            let held = heldRows(items, top: top, bandHeight: bandHeight)
            let key = GridBands.Key(width: Int32(width.rounded()), top: held.lowerBound, height: Int32(held.count),
                                    side: grid.cellSide, columns: grid.columns, firstItem: items.lowerBound,
                                    cells: items.map { shelf[$0]?.texture ?? banked[$0]?.texture })
            let kept = items.filter { banked[$0] != nil }
            if !kept.isEmpty, !bands.shows(row: row, key: key, renderer: canvas.drawing) {
                // The band held the only copy of these and is to be composed again: they are asked for again.
                unbank(kept)
                drawRow(row, items: items, top: top, shift: 0, height: bottom - top, canvas: canvas)
            } else if fading || !bands.draw(row: row, top: Int32(top), height: Int32(bottom - top), key: key,
                                            background: GridMode.background, canvas: canvas,
                                            // The row's top is held.lowerBound px above the band's: drawn from there to the band's last row.
                                            compose: { drawRow(row, items: items, top: top, shift: -top - Double(held.lowerBound),
                                                               height: Double(held.upperBound), canvas: canvas) }) {
                drawRow(row, items: items, top: top, shift: 0, height: bottom - top, canvas: canvas)
            } else {
                bank(items, top: top)
            }
        }
        // Over the bands: the words of cells that cannot be shown, and the pictures that move.
        for item in grid.visibleItems {
            let cell = cellFrame(item, shift: 0)
            if case .failed(let reason)? = shelf[item] {
                CellCaption.drawFailure(name: library.entries[item].caption, reason: reason, in: cell,
                                        background: GridMode.tile, canvas: canvas)
            } else if shelf.playbacks[item] != nil, let rect = pictureRect(item, in: cell) {
                shelf.drawPicture(item, on: canvas.renderer, rect: rect, at: clock)
            }
        }
        if let focus, grid.visibleItems.contains(focus) {
            let cell = cellFrame(focus, shift: 0)
            canvas.outline(x: cell.x - 3, y: cell.y - 3, w: cell.width + 6, h: cell.height + 6, GridMode.focusRing, thickness: 3)
        }
        // The name of the picture under the pointer, and of the focused one.
        for item in Set([hovered, focus].compactMap { $0 }) where grid.visibleItems.contains(item) {
            CellCaption.drawName(library.entries[item].caption, in: cellFrame(item, shift: 0), canvas: canvas)
        }
        canvas.drawing.drawIndicator(grid.scrollView.indicator, at: clock, orientation: .vertical, trackStart: frame.y + 4,
                                       trackLength: frame.height - 8,
                                       edge: width - ScrollIndicator.thickness - ScrollIndicator.inset,
                                       offset: grid.scrollView.offset, content: grid.contentHeight, viewport: frame.height)
        if library.entries.isEmpty {
            canvas.text.draw("No pictures to show", x: Int32(width / 2), y: Int32(height / 2 - 20), size: 28, bold: true,
                             color: SDL_Color(200, 205, 215), centered: true)
        }
    }

    /// The rows of a band `bandHeight` px tall of the row of `items`, drawn from
    /// window y `top`, that hold more than the background: from the top of its
    /// highest picture or tile to the bottom of its lowest (a cell without a
    /// picture is its tile; a picture shown in full has the background around
    /// it), counted from the band's top.
    func heldRows(_ items: Range<Int>, top: Double, bandHeight: Int32) -> Range<Int32> {
        var first = bandHeight, end: Int32 = 0
        for item in items {
            let cell = cellFrame(item, shift: -top)
            let place = thumbnailPlace(item, rowTop: top)
            let (from, to) = place.map { ($0.y, $0.y + $0.h) } ?? (Int32(cell.y), Int32(cell.y + cell.height))
            first = min(first, max(0, from))
            end = max(end, min(bandHeight, to))
        }
        return first < end ? first..<end : 0..<0
    }

    /// Where `item`'s thumbnail sits in its row's band, from the row's top (the
    /// row drawn from window y `top`): where it was when banked, or where its
    /// texture goes; nil with neither.
    func thumbnailPlace(_ item: Int, rowTop top: Double) -> SDL_Rect? {
        if let kept = banked[item] { return kept.place }
        return pictureRect(item, in: cellFrame(item, shift: -top)).map {
            SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.w), h: Int32($0.h))
        }
    }

    /// Where the band of row `row` starts in the window (the gap above the row), px, whole.
    func bandTop(_ row: Int) -> Double {
        grid.scrollView.windowPosition(ofContent: Double(row) * grid.rowPitch).rounded()
    }

    /// Row `row`'s band, from window y `top`, `height` tall, its cells `items`:
    /// the background, each cell's tile and thumbnail, moved down by `shift`
    /// (composed into the band: by minus its top). Every pixel is written once
    /// where it can be — the background around the cells, a tile only where no
    /// opaque thumbnail covers it — as a renderer that is not SDL's software one
    /// draws the rows every frame (and pays per pixel).
    private func drawRow(_ row: Int, items: Range<Int>, top: Double, shift: Double, height: Double, canvas: Canvas) {
        let bandTop = top + shift, bandBottom = bandTop + height
        let cells = items.map { cellFrame($0, shift: shift) }
        guard let first = cells.first, first.y >= bandTop, first.y + first.height <= bandBottom else {
            canvas.fill(x: 0, y: bandTop, w: width, h: height, GridMode.background)
            for (item, cell) in zip(items, cells) { drawCell(item, cell, canvas: canvas) }
            return
        }
        // The background: above and below the cells, then beside each.
        canvas.fill(x: 0, y: bandTop, w: width, h: first.y - bandTop, GridMode.background)
        canvas.fill(x: 0, y: first.y + first.height, w: width, h: bandBottom - first.y - first.height, GridMode.background)
        var x = 0.0
        for (item, cell) in zip(items, cells) {
            canvas.fill(x: x, y: cell.y, w: cell.x - x, h: cell.height, GridMode.background)
            x = max(x, cell.x + cell.width)
            drawCell(item, cell, canvas: canvas)
        }
        canvas.fill(x: x, y: first.y, w: width - x, h: first.height, GridMode.background)
    }

    /// `item`'s cell in the window, moved down by `shift`: its edges at whole
    /// pixels, so that the band and the window, and every renderer, round them
    /// alike — its top and bottom whole pixels from its band's top, the same at
    /// every offset (rounded in the window, a cell's height would change by a
    /// pixel as the grid moves, and a band composed at one offset would differ
    /// from the rows drawn at another), its bottom rounded down so that it ends
    /// inside the shortest its band is (rows a fractional pitch apart are
    /// whole pixels apart by that pitch rounded up or down).
    func cellFrame(_ item: Int, shift: Double) -> ViewFrame {
        let exact = grid.frame(ofItem: item)
        // In its band the cell starts `spacing` below the band's top (`GridView.contentY(ofRow:)`).
        let top = grid.spacing.rounded(), bottom = (grid.spacing + exact.height).rounded(.down)
        let left = exact.x.rounded()
        return ViewFrame(x: left, y: bandTop(item / max(1, grid.columns)) + top + shift,
                         width: (exact.x + exact.width).rounded() - left, height: bottom - top)
    }

    /// Cell `cell` of `item`: its tile until its thumbnail comes; then the
    /// thumbnail on the background, the tile giving way as it fades in — the
    /// background only around the thumbnail once that is opaque (faded in, not playing).
    private func drawCell(_ item: Int, _ cell: ViewFrame, canvas: Canvas) {
        let rect = pictureRect(item, in: cell)
        let opacity = rect == nil ? 0 : shelf[item]?.opacity(at: clock) ?? 0
        if let rect, opacity >= 1, shelf.playbacks[item] == nil {
            canvas.fill(x: cell.x, y: cell.y, w: cell.width, h: cell.height,
                        around: (Double(rect.x), Double(rect.y), Double(rect.w), Double(rect.h)), GridMode.background)
        } else if opacity > 0 {
            canvas.fill(x: cell.x, y: cell.y, w: cell.width, h: cell.height, GridMode.background)
            if opacity < 1 {
                var tile = GridMode.tile
                tile.a = UInt8(((1 - opacity) * 255).rounded())
                canvas.fill(x: cell.x, y: cell.y, w: cell.width, h: cell.height, tile)
            }
        } else {
            canvas.fill(x: cell.x, y: cell.y, w: cell.width, h: cell.height, GridMode.tile)
        }
        if let rect { shelf.drawPicture(item, on: canvas.renderer, rect: rect, at: clock) }
    }

    /// Where `item`'s thumbnail goes in `cell`: at its own size (a copy, not a
    /// stretch), in the middle of the cell as it was composed.
    func pictureRect(_ item: Int, in cell: ViewFrame) -> SDL_FRect? {
        guard let texture = shelf[item]?.texture else { return nil }
        // The thumbnail's box: the cell, in whole pixels (as `GridMode.layout(side:)` has it).
        let box = max(1, grid.cellSide.rounded(.down))
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        let x = (cell.x + ((box - Double(w)) / 2).rounded(.down)).rounded()
        let y = (cell.y + ((box - Double(h)) / 2).rounded(.down)).rounded()
        return SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
    }

    var status: ModeStatus {
        var status = ModeStatus(state: axis.state, offset: axis.offset, velocity: axis.velocity,
                                position: grid.visibleItems.first ?? 0, liveTiles: grid.liveCells, textures: shelf.readyCount,
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
        guard let cache = shelf.thumbnails?.counts else { return "thumbnail cache: off" }
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
            let loading = shelf[item].map { if case .loading = $0 { true } else { false } } ?? false
            if loading { pending += 1 }
            guard visible.contains(item) else { continue }
            canvas.outline(x: cell.x, y: cell.y, w: cell.width, h: cell.height, loading ? Xray.pooled : Xray.live)
            if loading { canvas.tag("decoding", x: cell.x + 6, y: cell.y + 6, Xray.pooled) }
        }
        let margin = grid.liveItems.count - visible.count
        canvas.xrayLines(["cells: \(grid.liveCells) live (\(visible.count) in view, \(margin) in the row above and below) · \(grid.freeCells) free in the pool · \(grid.cellsMade) ever made",
                          "thumbnails: \(shelf.readyCount) textures · \(pending) decodes pending · \(cancelledDecodes) cancelled · \(thumbnailsShown) of \(visible.count) shown",
                          cacheLine],
                         x: 16, y: Layout.headerHeight + 8, background: Xray.panel)
    }
}
