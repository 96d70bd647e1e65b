import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// The pager's drawing: pages composed off the render thread (their layout and
/// caption), and each frame's copies, placeholders and error cards.
extension PagerMode {
    /// The page entry `entry` is composed into at the window's size.
    func layout(forEntry entry: Int) -> PageLayout { pictures.layout(forEntry: entry) }

    static let captionSize: Int32 = 40, numberSize: Int32 = 20

    /// The entry's caption as it fits across a page `width` px wide (cut with "…").
    func shownCaption(ofEntry entry: Int, width: Double) -> String {
        canvas.text.fitted(library.entries[entry].caption, width: width - 40, size: PagerMode.captionSize, bold: true)
    }

    static let captionInk = SDL_Color(245, 245, 250), numberInk = SDL_Color(190, 195, 210)

    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        // The three pages always cover the window: no clear.
        let onScreen = pagesOnScreen
        for (number, page, x) in onScreen { draw(page, number: number, x: x, canvas: canvas) }
        if style == .viewer { overlay.draw(overlayText, at: clock, width: width, height: height, canvas: canvas) }
        if info.shown, let page = pages[pager.currentPage] {
            info.draw(info.lines(forEntry: page.entry, of: library), width: width, canvas: canvas)
        }
        if keysPanel.shown { keysPanel.draw(width: width, height: height, canvas: canvas) }
    }

    /// The viewer's overlay: the name of the picture in view and its place ("3 / 141").
    var overlayText: String {
        let number = pager.currentPage
        guard let page = pages[number] else { return "" }
        return "\(library.entries[page.entry].caption)   \(numberLabel(ofPage: number))"
    }

    private func draw(_ page: Page, number: Int, x: Double, canvas: Canvas) {
        let picture = shelf[page.id] ?? .loading(since: clock)
        if let photo, photo.page == page.id, photo.view.isZoomed || photo.view.isMoving, let texture = picture.texture,
           let size = sizes[page.id] {
            return drawZoomed(page, number: number, x: x, view: photo.view, texture: texture, size: size, canvas: canvas)
        }
        // Words centred on whole px.
        let center = x.rounded() + width / 2
        // A settled picture: its page's background and its band, each pixel written once.
        if canvas.layersEnabled, opening?.page != page.id, picture.opacity(at: clock) >= 1, shelf.playbacks[page.id] == nil,
           let texture = picture.texture, let size = sizes[page.id],
           PageBand.draw(texture, layout: layout(forEntry: page.entry), source: size, x: x, size: (width, height), canvas: canvas) {
            return drawCaption(page, number: number, center: center, canvas: canvas)
        }
        canvas.fill(x: x, y: 0, w: width, h: height, pictures.background(ofEntry: page.entry))
        pictures.drawStandIn(for: page, picture: picture, x: x, clock: clock, canvas: canvas)
        drawCaption(page, number: number, center: center, canvas: canvas)
        // A picture opened from the grid: its thumbnail enlarged until the picture comes, both growing from the cell.
        if let opening, opening.page == page.id {
            let layout = layout(forEntry: page.entry), place = layout.pictureRect(for: opening.from.source)
            let source = picture.texture.flatMap { PageBand.pictureSource(of: $0, layout: layout, source: opening.from.source) }
            return opening.draw(picture, place: place, source: source, x: x, clock: clock, renderer: canvas.renderer)
        }
        // The composed picture: one opaque copy (stretched only until a resize is recomposed).
        if let texture = picture.texture, let size = sizes[page.id] {
            let layout = layout(forEntry: page.entry), place = layout.pictureRect(for: size)
            let rect = SDL_FRect(x: Float((x + Double(place.x)).rounded()), y: Float(place.y), w: Float(place.w), h: Float(place.h))
            shelf.drawPicture(page.id, on: canvas.renderer, rect: rect,
                              source: PageBand.pictureSource(of: texture, layout: layout, source: size), at: clock)
        }
    }

    /// The captions of the pages in view (their text textures).
    func prepareFirstFrame(_ canvas: Canvas) {
        if style == .viewer { overlay.draw(overlayText, at: clock, width: width, height: height, canvas: canvas) }
        for (number, page, x) in pagesOnScreen {
            drawCaption(page, number: number, center: x.rounded() + width / 2, canvas: canvas)
        }
    }

    /// The caption and the page number under the picture (the viewer's style: its overlay instead).
    private func drawCaption(_ page: Page, number: Int, center: Double, canvas: Canvas) {
        guard style == .demo else { return }
        let behind = pictures.background(ofEntry: page.entry)
        canvas.text.draw(shownCaption(ofEntry: page.entry, width: width), x: Int32(center),
                         y: Int32(height - Layout.captionFromBottom),
                         size: PagerMode.captionSize, bold: true, color: PagerMode.captionInk, centered: true,
                         background: behind)
        canvas.text.draw(numberLabel(ofPage: number), x: Int32(center), y: Int32(height - Layout.pageNumberFromBottom),
                         size: PagerMode.numberSize, color: PagerMode.numberInk, centered: true, background: behind)
    }

    /// Page `number`'s place in the folder (or the animals), as a person counts:
    /// 1 to N round it, never 0 or negative.
    func numberLabel(ofPage number: Int) -> String { "\(pictures.shownNumber(ofPage: number)) / \(library.entries.count)" }

    /// A zoomed page: its background and caption, and the picture at the photo's
    /// scale and pan, clipped to the photo's viewport. The picture comes from the
    /// composed page (the fit-sized level), scaled bilinearly.
    private func drawZoomed(_ page: Page, number: Int, x: Double, view: PanZoom, texture: OpaquePointer,
                            size: PictureSize, canvas: Canvas) {
        canvas.fill(x: x, y: 0, w: width, h: height, pictures.background(ofEntry: page.entry))
        drawCaption(page, number: number, center: x.rounded() + width / 2, canvas: canvas)
        let viewport = photoViewport
        let left = x + viewport.x, top = viewport.y
        // The part of the viewport in the window.
        let clipLeft = max(0, left), clipRight = min(width, left + viewport.width)
        guard clipRight > clipLeft else { return }
        var clip = SDL_Rect(x: Int32(clipLeft.rounded()), y: Int32(top.rounded()),
                            w: Int32((clipRight - clipLeft).rounded()), h: Int32(viewport.height.rounded()))
        let layout = layout(forEntry: page.entry)
        let fitted = layout.pictureRect(for: size)
        let part = PageBand.pictureSource(of: texture, layout: layout, source: size)
            ?? SDL_Rect(x: 0, y: 0, w: fitted.w, h: fitted.h)
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        zoomed.draw(page: page.id, view: view, size: size, fallback: (texture, part), left: left, top: top,
                    viewport: viewport, clip: clip, canvas: canvas)
        canvas.restoreClip()
    }
}
