import CSDL
import ScrollViewsSDL

extension PhotoViewer {
    /// The colour of a loading page's square.
    static let loadingSquare = SDL_Color(r: 255, g: 255, b: 255, a: 28)
    /// The colour of the card of a picture that cannot be shown.
    static let failureCard = SDL_Color(r: 120, g: 30, b: 36, a: 255)

    /// Draws the pages in view into the viewer's frame on `renderer`, as they
    /// are at the time advanced to: each page's background and picture (zoomed
    /// and panned, fading in, playing, growing from its thumbnail), or while it
    /// is not in, its first rows, a square after a moment, or a card saying it
    /// cannot be shown — whose words `words` draws; without pictures, the
    /// background. Nothing is drawn outside the frame.
    public func draw(on renderer: Renderer, words: (Words) -> Void = { _ in }) {
        shelf.lastRender = clock
        let clip = NarrowedClip(renderer: renderer, frame: view.frame)
        defer { clip.restore() }
        // The pages always cover the frame: no clear (without pictures, the background alone).
        if count == 0 { renderer.fill(view.frame, look.background(0)) }
        for (_, page, x) in pagesOnScreen { draw(page, x: x, renderer: renderer, words: words) }
    }

    private func draw(_ page: Page, x: Double, renderer: Renderer, words: (Words) -> Void) {
        let frame = view.frame, top = frame.y
        let picture = shelf[page.id] ?? .loading(since: clock)
        let layout = layout(forPicture: page.picture)
        if let photo = zoomedPage, photo.page == page.id, photo.view.isZoomed || photo.view.isMoving,
           let texture = picture.texture, let size = shelf.source(of: page.id) {
            return drawZoomed(page, x: x, view: photo.view, texture: texture, size: size, layout: layout, renderer: renderer)
        }
        // A settled picture: its page's background and its band, each pixel written once.
        if drawsBands, opening?.page != page.id, picture.opacity(at: clock) >= 1, shelf.playbacks[page.id] == nil,
           let texture = picture.texture, let size = shelf.source(of: page.id),
           PageBand.draw(texture, layout: layout, source: size, x: x, y: top, size: (frame.width, frame.height), within: frame,
                         renderer: renderer) {
            return
        }
        renderer.fill(x: x, y: top, w: frame.width, h: frame.height, look.background(page.picture), within: frame)
        drawStandIn(for: page, picture: picture, x: x, renderer: renderer, words: words)
        // A picture opened from a thumbnail: the thumbnail enlarged until the picture comes, both growing from it.
        if let opening, opening.page == page.id {
            let place = layout.pictureRect(for: opening.from.source).moved(byY: top)
            let source = picture.texture.flatMap { PageBand.pictureSource(of: $0, layout: layout, source: opening.from.source) }
            return opening.draw(picture, place: place, source: source, x: x, clock: clock, renderer: renderer.pointer)
        }
        // The composed picture: one opaque copy (stretched only until a resize is recomposed).
        if let texture = picture.texture, let size = shelf.source(of: page.id) {
            let place = layout.pictureRect(for: size)
            let rect = SDL_FRect(x: Float((x + Double(place.x)).rounded()), y: Float(top.rounded()) + Float(place.y),
                                 w: Float(place.w), h: Float(place.h))
            shelf.drawPicture(page.id, on: renderer.pointer, rect: rect,
                              source: PageBand.pictureSource(of: texture, layout: layout, source: size), at: clock)
        }
    }

    /// What page `page`, its left edge at `x`, shows while its `picture` is
    /// not in: the rows of a big picture decoded so far, a square after a
    /// moment, or a card saying why it cannot be shown (their words to `words`).
    private func drawStandIn(for page: Page, picture: PictureSlot, x: Double, renderer: Renderer, words: (Words) -> Void) {
        let frame = view.frame
        let area = look.pictureBox(frame.width, frame.height)
        let top = frame.y + area.y, center = x + frame.width / 2
        switch picture {
        case .ready:
            break  // fading in over the page's background
        case .loading:
            if let preview = shelf.preview(page.id), preview.rows > 0 {
                let place = layout(forPicture: page.picture).pictureRect(for: preview.source)
                preview.draw(on: renderer.pointer, rect: SDL_FRect(x: Float((x + Double(place.x)).rounded()),
                                                                   y: Float(frame.y.rounded()) + Float(place.y),
                                                                   w: Float(place.w), h: Float(place.h)))
                break
            }
            guard picture.showsLoadingNotice(at: clock) else { break }
            let side = min(area.width, area.height, 320)
            let box = ViewFrame(x: center - side / 2, y: top + (area.height - side) / 2, width: side, height: side)
            renderer.fill(x: box.x, y: box.y, w: side, h: side, PhotoViewer.loadingSquare, within: frame)
            words(.loading(box: box))
        case .failed(let reason):
            // A card as tall as the picture's box allows (160 px at most).
            let cardW = min(area.width, 760), cardH = min(160, area.height)
            let card = ViewFrame(x: center - cardW / 2, y: top + (area.height - cardH) / 2, width: cardW, height: cardH)
            renderer.fill(x: card.x, y: card.y, w: card.width, h: card.height, PhotoViewer.failureCard, within: frame)
            words(.cannotShow(picture: page.picture, reason: reason, card: card))
        }
    }

    /// A zoomed page: its background, and the picture at the zoom's scale and
    /// pan, clipped to the picture's box — its own pixels or tiles once
    /// decoded, the composed page's picture scaled meanwhile.
    private func drawZoomed(_ page: Page, x: Double, view zoom: PanZoom, texture: OpaquePointer, size: PictureSize,
                            layout: PageLayout, renderer: Renderer) {
        let frame = view.frame
        renderer.fill(x: x, y: frame.y, w: frame.width, h: frame.height, look.background(page.picture), within: frame)
        // The zoom's viewport is in window coordinates: its place on this page, whose left edge is at `x`.
        let viewport = view.zoom.viewport
        let left = x + viewport.x - frame.x, top = viewport.y
        // The part of the viewport in the frame.
        let clipLeft = max(frame.x, left), clipRight = min(frame.x + frame.width, left + viewport.width)
        guard clipRight > clipLeft else { return }
        let inner = NarrowedClip(renderer: renderer, frame: ViewFrame(x: clipLeft, y: top, width: clipRight - clipLeft,
                                                                      height: viewport.height))
        defer { inner.restore() }
        let fitted = layout.pictureRect(for: size)
        let part = PageBand.pictureSource(of: texture, layout: layout, source: size) ?? SDL_Rect(x: 0, y: 0, w: fitted.w, h: fitted.h)
        zoomed.draw(page: page.id, view: zoom, size: size, fallback: (texture, part), left: left, top: top,
                    viewport: viewport, clip: inner.rect, renderer: renderer)
    }
}

extension SDL_Rect {
    /// The rectangle `dy` px lower.
    func moved(byY dy: Double) -> SDL_Rect { SDL_Rect(x: x, y: y + Int32(dy.rounded()), w: w, h: h) }
}
