import CSDL
import ScrollViewsSDL

extension PhotoGrid {
    /// Draws the grid into its frame on `renderer`, as it is at the time it
    /// was advanced to: each cell in view as a tile with its thumbnail fading
    /// in over it, the pictures that move, the focus ring, the scroll indicator.
    /// Nothing is drawn outside the frame.
    public func draw(on renderer: Renderer) {
        shelf.lastRender = clock
        let frame = view.scrollView.frame
        let clip = NarrowedClip(renderer: renderer, frame: frame)
        defer { clip.restore() }
        drawable = frame
        let rows = view.visibleRows
        // The live rows keep their bands: a row just out of view comes back as it was.
        bands.keep(max(0, rows.lowerBound - 1)..<(rows.upperBound + 1))
        let bottom = frame.y + frame.height
        // Above the first row in view and below the last: the background (frame-wide rows, fast).
        let first = rows.isEmpty ? bottom : bandTop(rows.lowerBound), last = rows.isEmpty ? bottom : bandTop(rows.upperBound)
        fill(x: frame.x, y: frame.y, w: frame.width, h: first - frame.y, look.background, renderer)
        fill(x: frame.x, y: last, w: frame.width, h: bottom - last, look.background, renderer)
        let bandHeight = Int32(view.rowPitch.rounded(.up)) + 1
        for row in rows {
            drawRow(row, bandHeight: bandHeight, renderer: renderer)
        }
        // Over the bands: the pictures that move.
        for item in view.visibleItems where shelf.playbacks[item] != nil {
            if let rect = pictureRect(item, in: cellFrame(item, shift: 0)) {
                shelf.drawPicture(item, on: renderer.pointer, rect: rect, at: clock)
            }
        }
        if let focus = view.focusedItem, view.visibleItems.contains(focus) {
            let cell = cellFrame(focus, shift: 0)
            outline(cell, by: 3, look.focusRing, renderer)
        }
        renderer.drawIndicator(view.scrollView.indicator, at: clock, orientation: .vertical, trackStart: frame.y + 4,
                               trackLength: frame.height - 8,
                               edge: frame.x + frame.width - ScrollIndicator.thickness - ScrollIndicator.inset,
                               offset: view.scrollView.offset, content: view.contentHeight, viewport: frame.height)
    }

    /// `item`'s cell where it is drawn in the window, its edges at whole pixels.
    public func cellFrame(ofItem item: Int) -> ViewFrame { cellFrame(item, shift: 0) }

    /// Row `row`: its band, composed first if it shows something else now, or
    /// its cells drawn as they are (no layers, a thumbnail fading in, a band
    /// that held the only copy of thumbnails and is to be composed again).
    private func drawRow(_ row: Int, bandHeight: Int32, renderer: Renderer) {
        let frame = view.scrollView.frame
        let top = bandTop(row), bottom = bandTop(row + 1)
        let items = view.items(inRows: row..<(row + 1))
        // A row with a thumbnail fading in is drawn as it is until it settles.
        let fading = items.contains { shelf[$0]?.isReady == true && shelf[$0]?.isSettled(at: clock) != true }
        let held = heldRows(items, top: top, bandHeight: bandHeight)
        let key = PhotoGridBands.Key(width: Int32(frame.width.rounded()), top: held.lowerBound, height: Int32(held.count),
                                     side: view.cellSide, columns: view.columns, firstItem: items.lowerBound,
                                     cells: items.map { shelf[$0]?.texture ?? banked[$0]?.texture })
        let kept = items.filter { banked[$0] != nil }
        let composes = composesRows && renderer.drawsInSoftware
        if !kept.isEmpty, !(composes && bands.shows(row: row, key: key, renderer: renderer)) {
            // The band held the only copy of these and is to be composed again: they are asked for again.
            unbank(kept)
            drawCells(items, top: top, dx: 0, shift: 0, height: bottom - top, renderer: renderer)
        } else if fading || !composes
                    || !bands.draw(row: row, x: Int32(frame.x.rounded()), top: Int32(top), height: Int32(bottom - top),
                                   key: key, renderer: renderer, fill: { self.fill($0, self.look.background, renderer) },
                                   compose: {
                                       // The row's top is held.lowerBound px above the band's: drawn from there to the band's last row.
                                       let outer = self.drawable
                                       self.drawable = ViewFrame(x: 0, y: 0, width: Double(key.width), height: Double(key.height))
                                       self.drawCells(items, top: top, dx: -frame.x.rounded(), shift: -top - Double(held.lowerBound),
                                                      height: Double(held.upperBound), renderer: renderer)
                                       self.drawable = outer
                                   }) {
            drawCells(items, top: top, dx: 0, shift: 0, height: bottom - top, renderer: renderer)
        } else {
            bank(items, top: top)
        }
    }

    /// The rows of a band `bandHeight` px tall of the row of `items`, drawn from
    /// window y `top`, that hold more than the background: from the top of its
    /// highest picture or tile to the bottom of its lowest, from the band's top.
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
            SDL_Rect(x: Int32($0.x - Float(view.scrollView.frame.x.rounded())), y: Int32($0.y), w: Int32($0.w), h: Int32($0.h))
        }
    }

    /// Where the band of row `row` starts in the window (the gap above the row), px, whole.
    func bandTop(_ row: Int) -> Double {
        view.scrollView.windowPosition(ofContent: Double(row) * view.rowPitch).rounded()
    }

    /// The cells `items` of a row drawn from window y `top`, `height` tall,
    /// moved right by `dx` and down by `shift` (composed into a band: by minus
    /// its place): the background, each cell's tile and thumbnail. Every pixel
    /// is written once where it can be — the background around the cells, a
    /// tile only where no opaque thumbnail covers it — as a renderer that is
    /// not SDL's software one draws the rows every frame (and pays per pixel).
    private func drawCells(_ items: Range<Int>, top: Double, dx: Double, shift: Double, height: Double, renderer: Renderer) {
        let frame = view.scrollView.frame
        let left = frame.x.rounded() + dx, right = left + frame.width.rounded()
        let bandTop = top + shift, bandBottom = bandTop + height
        let cells = items.map { cellFrame($0, shift: shift).moved(by: dx) }
        let background = look.background
        guard let first = cells.first, first.y >= bandTop, first.y + first.height <= bandBottom else {
            fill(x: left, y: bandTop, w: right - left, h: height, background, renderer)
            for (item, cell) in zip(items, cells) { drawCell(item, cell, renderer: renderer) }
            return
        }
        // The background: above and below the cells, then beside each.
        fill(x: left, y: bandTop, w: right - left, h: first.y - bandTop, background, renderer)
        fill(x: left, y: first.y + first.height, w: right - left, h: bandBottom - first.y - first.height, background, renderer)
        var x = left
        for (item, cell) in zip(items, cells) {
            fill(x: x, y: cell.y, w: cell.x - x, h: cell.height, background, renderer)
            x = max(x, cell.x + cell.width)
            drawCell(item, cell, renderer: renderer)
        }
        fill(x: x, y: first.y, w: right - x, h: first.height, background, renderer)
    }

    /// `item`'s cell in the window, moved down by `shift`: its edges at whole
    /// pixels, so that the band and the window, and every renderer, round them
    /// alike — its top and bottom whole pixels from its band's top, the same at
    /// every offset, its bottom rounded down so that it ends inside the
    /// shortest its band is (rows a fractional pitch apart are whole pixels
    /// apart by that pitch rounded up or down).
    func cellFrame(_ item: Int, shift: Double) -> ViewFrame {
        let exact = view.frame(ofItem: item)
        // In its band the cell starts `spacing` below the band's top (`GridView.contentY(ofRow:)`).
        let top = view.spacing.rounded(), bottom = (view.spacing + exact.height).rounded(.down)
        let left = exact.x.rounded()
        return ViewFrame(x: left, y: bandTop(item / max(1, view.columns)) + top + shift,
                         width: (exact.x + exact.width).rounded() - left, height: bottom - top)
    }

    /// Cell `cell` of `item`: its tile until its thumbnail comes; then the
    /// thumbnail on the background, the tile giving way as it fades in — the
    /// background only around the thumbnail once that is opaque (faded in, not playing).
    private func drawCell(_ item: Int, _ cell: ViewFrame, renderer: Renderer) {
        let rect = pictureRect(item, in: cell)
        let opacity = rect == nil ? 0 : shelf[item]?.opacity(at: clock) ?? 0
        if let rect, opacity >= 1, shelf.playbacks[item] == nil {
            let hole = ViewFrame(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h))
            fill(cell, around: hole, look.background, renderer)
        } else if opacity > 0 {
            fill(cell, look.background, renderer)
            if opacity < 1 {
                var tile = look.tile
                tile.a = UInt8(((1 - opacity) * 255).rounded())
                fill(cell, tile, renderer)
            }
        } else {
            fill(cell, look.tile, renderer)
        }
        if let rect { shelf.drawPicture(item, on: renderer.pointer, rect: rect, at: clock) }
    }

    /// Where `item`'s thumbnail goes in `cell`: at its own size (a copy, not a
    /// stretch), in the middle of the cell as it was composed.
    func pictureRect(_ item: Int, in cell: ViewFrame) -> SDL_FRect? {
        guard let texture = shelf[item]?.texture else { return nil }
        // The thumbnail's box: the cell, in whole pixels (as `layout(side:)` has it).
        let box = max(1, view.cellSide.rounded(.down))
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        let x = (cell.x + ((box - Double(w)) / 2).rounded(.down)).rounded()
        let y = (cell.y + ((box - Double(h)) / 2).rounded(.down)).rounded()
        return SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
    }
}
