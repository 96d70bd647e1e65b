import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// The pager's drawing: pages composed off the render thread (their layout and
/// caption), and each frame's copies, placeholders and error cards.
extension PagerMode {
    /// The page a picture is composed into: its background and the picture
    /// aspect-fitted above the caption, cropped to the picture (the frame draws
    /// the background and the caption around it).
    func layout(forEntry entry: Int) -> PageLayout {
        // The page width is the viewport's (not read from the ring: pages are made while it mutates).
        PagerMode.layout(forEntry: entry, width: width, height: height)
    }

    /// The layout of entry `entry`'s page in a pager `width` × `height` points.
    static func layout(forEntry entry: Int, width: Double, height: Double) -> PageLayout {
        let box = Layout.pictureBox(width: width, height: height)
        return PageLayout(width: Int32(max(1, width.rounded())), height: Int32(max(1, height.rounded())),
                          background: background(ofEntry: entry), boxX: box.x, boxY: box.y,
                          boxWidth: box.width, boxHeight: box.height, maxScale: PageLayout.largestScale, cropped: true)
    }

    static let captionSize: Int32 = 40, numberSize: Int32 = 20

    /// The entry's caption as it fits across a page `width` px wide (cut with "…").
    func shownCaption(ofEntry entry: Int, width: Double) -> String {
        canvas.text.fitted(library.entries[entry].caption, width: width - 40, size: PagerMode.captionSize, bold: true)
    }

    static let captionInk = SDL_Color(245, 245, 250), numberInk = SDL_Color(190, 195, 210)

    static func background(ofEntry entry: Int) -> SDL_Color { .hsv(Double(entry * 47 % 360), 0.25, 0.32) }

    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        // The three pages always cover the window: no clear.
        for (number, page, x) in pagesOnScreen { draw(page, number: number, x: x, canvas: canvas) }
    }

    private func draw(_ page: Page, number: Int, x: Double, canvas: Canvas) {
        let entry = library.entries[page.entry]
        let box = (w: Layout.pictureBox(width: width, height: height).width, h: max(0, height - Layout.pictureBottomRoom))
        let top = Layout.pictureTop
        let center = x + width / 2
        let picture = shelf[page.id] ?? .loading(since: clock)
        if let photo, photo.page == page.id, photo.view.isZoomed || photo.view.isMoving, let texture = picture.texture,
           let size = sizes[page.id] {
            return drawZoomed(page, number: number, x: x, view: photo.view, texture: texture, size: size, canvas: canvas)
        }
        canvas.fill(x: x, y: 0, w: width, h: height, PagerMode.background(ofEntry: page.entry))
        switch picture {
        case .ready:
            break  // fading in over the page's background and caption
        case .loading:
            // A big picture's rows as they are decoded, over the top of its place.
            if let preview = shelf.preview(page.id), preview.rows > 0 {
                let place = layout(forEntry: page.entry).pictureRect(for: preview.source)
                preview.draw(on: canvas.renderer, rect: SDL_FRect(x: Float((x + Double(place.x)).rounded()), y: Float(place.y),
                                                                  w: Float(place.w), h: Float(place.h)))
                break
            }
            guard picture.showsLoadingNotice(at: clock) else { break }
            let side = min(box.w, box.h, 320)
            canvas.fill(x: center - side / 2, y: top + (box.h - side) / 2, w: side, h: side, SDL_Color(255, 255, 255, 28))
            canvas.text.draw("loading…", x: Int32(center), y: Int32(60 + box.h / 2), size: 20,
                             color: SDL_Color(200, 200, 210), centered: true)
        case .failed(let reason):
            let cardW = min(box.w, 760)
            canvas.fill(x: center - cardW / 2, y: top + box.h / 2 - 80, w: cardW, h: 160, SDL_Color(120, 30, 36))
            canvas.text.draw(canvas.text.fitted("Cannot show \(entry.caption)", width: cardW - 32, size: 24, bold: true),
                             x: Int32(center), y: Int32(top + box.h / 2 - 56), size: 24, bold: true, centered: true)
            canvas.text.draw(canvas.text.fitted(reason, width: cardW - 32, size: 17), x: Int32(center),
                             y: Int32(top + box.h / 2 + 4), size: 17, color: SDL_Color(255, 220, 220), centered: true)
        }
        drawCaption(page, number: number, center: center, canvas: canvas)
        // A picture opened from the grid: its thumbnail enlarged until the picture comes, both growing from the cell.
        if let opening, opening.page == page.id {
            let place = layout(forEntry: page.entry).pictureRect(for: opening.from.source)
            let rect = openingRect(to: place, x: x, from: opening.from.frame, start: opening.start)
            var thumb = rect
            if !picture.isSettled(at: clock) { SDL_RenderCopyF(canvas.renderer, opening.from.thumbnail.pointer, nil, &thumb) }
            if picture.isReady { picture.draw(on: canvas.renderer, rect: rect, at: clock) }
            return
        }
        // The composed picture: one opaque copy (stretched only until a resize is recomposed).
        if picture.isReady, let size = sizes[page.id] {
            let place = layout(forEntry: page.entry).pictureRect(for: size)
            let rect = SDL_FRect(x: Float((x + Double(place.x)).rounded()), y: Float(place.y), w: Float(place.w), h: Float(place.h))
            picture.draw(on: canvas.renderer, rect: rect, at: clock)
        }
    }

    /// Where a picture opened from the grid is drawn at the clock: from its cell
    /// (`from`) to its place on the page (`place`, the page at `x`), eased out.
    private func openingRect(to place: SDL_Rect, x: Double, from: ViewFrame, start: Double) -> SDL_FRect {
        let t = min(1, max(0, (clock - start) / PagerMode.openingDuration))
        let p = 1 - (1 - t) * (1 - t) * (1 - t)
        func mix(_ a: Double, _ b: Double) -> Float { Float((a + (b - a) * p).rounded()) }
        return SDL_FRect(x: mix(from.x, x + Double(place.x)), y: mix(from.y, Double(place.y)),
                         w: mix(from.width, Double(place.w)), h: mix(from.height, Double(place.h)))
    }

    /// The captions of the pages in view (their text textures).
    func prepareFirstFrame(_ canvas: Canvas) {
        for (number, page, x) in pagesOnScreen {
            drawCaption(page, number: number, center: x + width / 2, canvas: canvas)
        }
    }

    /// The caption and the page number under the picture.
    private func drawCaption(_ page: Page, number: Int, center: Double, canvas: Canvas) {
        let behind = PagerMode.background(ofEntry: page.entry)
        canvas.text.draw(shownCaption(ofEntry: page.entry, width: width), x: Int32(center),
                         y: Int32(height - Layout.captionFromBottom),
                         size: PagerMode.captionSize, bold: true, color: PagerMode.captionInk, centered: true,
                         background: behind)
        canvas.text.draw("page \(ordinal(number))", x: Int32(center), y: Int32(height - Layout.pageNumberFromBottom),
                         size: PagerMode.numberSize, color: PagerMode.numberInk, centered: true, background: behind)
    }

    /// A zoomed page: its background and caption, and the picture at the photo's
    /// scale and pan, clipped to the photo's viewport. The picture comes from the
    /// composed page (the fit-sized level), scaled bilinearly.
    private func drawZoomed(_ page: Page, number: Int, x: Double, view: PanZoom, texture: OpaquePointer,
                            size: PictureSize, canvas: Canvas) {
        canvas.fill(x: x, y: 0, w: width, h: height, PagerMode.background(ofEntry: page.entry))
        drawCaption(page, number: number, center: x + width / 2, canvas: canvas)
        let viewport = photoViewport
        let left = x + viewport.x, top = viewport.y
        // The part of the viewport in the window.
        let clipLeft = max(0, left), clipRight = min(width, left + viewport.width)
        guard clipRight > clipLeft else { return }
        var clip = SDL_Rect(x: Int32(clipLeft.rounded()), y: Int32(top.rounded()),
                            w: Int32((clipRight - clipLeft).rounded()), h: Int32(viewport.height.rounded()))
        let frame = view.pictureFrame
        let target = SDL_FRect(x: Float(left + frame.x), y: Float(top + frame.y), w: Float(frame.width), h: Float(frame.height))
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        if let detail, detail.page == page.id, let sharp = detail.slot.texture {
            // The picture at its own resolution, over the page's background (it may
            // be transparent); from 2 screen px per picture px on, its pixels show as squares.
            SDL_SetTextureScaleMode(sharp, view.scale >= 2 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
            canvas.copy(sharp, source: SDL_Rect(x: 0, y: 0, w: size.width, h: size.height), onto: target, clip: clip)
        } else {
            // Until then, the page's fit-sized picture spread over the frame.
            let fitted = layout(forEntry: page.entry).pictureRect(for: size)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            canvas.copy(texture, source: SDL_Rect(x: 0, y: 0, w: fitted.w, h: fitted.h), onto: target, clip: clip)
        }
        if let tiles, tiles.page == page.id {
            // The tiles in view at the zoom's level, over the fallback.
            let level = PictureTiles.level(forScale: view.scale)
            let mode = view.scale * Double(level) >= 2 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
            for key in ZoomedPicture.visibleTiles(tiles, view: view, level: level, viewport: viewport) {
                guard let tile = tiles.texture(key) else { continue }
                let rect = tiles.pictureRect(key)
                let place = SDL_FRect(x: Float(left + frame.x + rect.x * view.scale), y: Float(top + frame.y + rect.y * view.scale),
                                      w: Float(rect.width * view.scale), h: Float(rect.height * view.scale))
                SDL_SetTextureScaleMode(tile.pointer, mode)
                canvas.copy(tile.pointer, source: SDL_Rect(x: 0, y: 0, w: tile.width, h: tile.height), onto: place, clip: clip)
            }
        }
        canvas.restoreClip()
    }
}
