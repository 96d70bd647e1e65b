import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import PicturesSDL

/// The carousel's drawing: pages composed off the render thread, each frame's
/// copies, the page dots and the countdown.
extension AutoplayMode {
    var pageTop: Double { Layout.cardTop(windowHeight: height) }

    var pageHeight: Double { Layout.cardHeight(windowHeight: height) }

    /// The page dots under the pictures.
    var dots: PageDots { carousel.pager.pageDots(centerX: width / 2, centerY: pageTop + pageHeight + 29) }

    /// Each whole page — window background, card, picture — composed once, off
    /// the render thread, so that drawing a page is one plain copy.
    func requestPages() {
        for (item, entry) in entries.enumerated() {
            shelf.request(item, path: entry.path, layout: pageLayout(ofItem: item), at: clock)
        }
    }

    /// The page `item`'s picture is composed into: the card, the picture's box on it.
    func pageLayout(ofItem item: Int) -> PageLayout {
        let w = width, scale = Layout.cardScale(cardHeight: pageHeight)
        return PageLayout(width: Int32(w.rounded()), height: Int32(Layout.pageHeight(windowHeight: height).rounded()),
                          background: windowColor,
                          card: (10, Int32(pageTop), Int32(max(1, w - 20)), Int32(pageHeight), background(ofItem: item)),
                          boxX: 10 + (w - 20) * 0.15, boxY: pageTop + 20 * scale,
                          boxWidth: max(1, (w - 20) * 0.7), boxHeight: max(1, pageHeight - 90 * scale),
                          maxScale: PageLayout.largestScale)
    }

    /// The picture's caption on its card.
    var captionFrames: [ViewFrame] {
        let scale = Layout.cardScale(cardHeight: pageHeight)
        let top = pageTop + pageHeight - 58 * scale
        return [ViewFrame(x: 10, y: top - 2, width: max(1, width - 20), height: 40 * scale + 2)]
    }

    /// The caption's line on a page: its text size and its top (smaller in a
    /// short card: the room under its picture shrinks with it).
    var captionLine: (size: Int32, top: Int32) {
        let scale = Layout.cardScale(cardHeight: pageHeight)
        return (Int32((30 * scale).rounded()), Int32(pageTop + pageHeight - 58 * scale))
    }

    /// Paints the picture's caption into its composed page, once.
    func paintCaption(item: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        let (textSize, top) = captionLine
        let caption = canvas.text.fitted(entries[item].caption, width: Double(surface.pointee.w) - 40, size: textSize, bold: true)
        let size = canvas.text.size(of: caption, size: textSize, bold: true)
        canvas.paint([TextRun(caption, size: textSize, bold: true, x: surface.pointee.w / 2 - size.w / 2,
                              y: top)],
                     ink: SDL_Color(245, 245, 250), onto: surface)
    }

    func background(ofItem item: Int) -> SDL_Color { .hsv(Double(item) * 120 + 200, 0.3, 0.35) }

    func drawXray(_ canvas: Canvas) {
        carousel.pager.drawXray(canvas, cardTop: pageTop, cardHeight: pageHeight, viewportExtent: width,
                                above: captionFrames.map(\.y).min() ?? .infinity)
    }

    /// What the user did shows: a click marks its picture for a moment; a
    /// paused carousel shows the pause sign after its page dots (where neither
    /// the HUD nor the x-ray covers it).
    private func drawFeedback(_ canvas: Canvas) {
        let pager = carousel.pager
        let timer = carousel.timer
        if timer.isEnabled, timer.isPaused || timer.isHovered, carousel.canAdvance, let last = dots.dots.last {
            let x = last.x + PageDots.pitch, y = dots.centerY - 7
            canvas.fill(x: x, y: y, w: 4, h: 14, Renderer.litDot)
            canvas.fill(x: x + 7, y: y, w: 4, h: 14, Renderer.litDot)
        }
        guard let clickedAt, let item = lastClick, clock - clickedAt < AutoplayMode.clickFeedback else { return }
        pager.forEachVisiblePage(viewportExtent: width) { shown, x in
            guard shown == item else { return }
            canvas.outline(x: x + 10, y: pageTop, w: pager.pageExtent - 20, h: pageHeight, SDL_Color(255, 255, 255), thickness: 5)
            canvas.tag("clicked: \(entries[item].caption)", x: x + 26, y: pageTop + 18, SDL_Color(255, 255, 255), size: 16)
        }
    }

    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        let pager = carousel.pager
        let top = pageTop, pageHeight = self.pageHeight
        guard pager.loop.itemCount > 0 else { return canvas.clear(windowColor) }
        // Between pages, only the cards' rows are copied (row by row); the rest is plain background.
        if pager.axis.offset.truncatingRemainder(dividingBy: pager.pageExtent) != 0 {
            canvas.drawBand(top: top, bottom: top + pageHeight, outside: windowColor) { drawPages(canvas, moving: true) }
        } else {
            drawPages(canvas, moving: false)
        }
        drawChrome(canvas)
    }

    /// What page `item` holds, once its picture came (`PageFace`): the card on
    /// the window's background, the picture's place, and the caption's rows (a
    /// line of text is never taller than its font's height; 2 px spare above and below).
    func face(ofItem item: Int) -> PageFace? {
        guard let source = shelf.source(of: item) else { return nil }
        let layout = pageLayout(ofItem: item)
        guard let card = layout.card else { return nil }
        let line = captionLine
        let caption = SDL_Rect(x: card.x, y: line.top - 2, w: card.w, h: canvas.text.lineHeight(size: line.size, bold: true) + 4)
        return PageFace(background: windowColor, card: SDL_Rect(x: card.x, y: card.y, w: card.w, h: card.h), cardColor: card.color,
                        details: [layout.pictureRect(for: source), caption])
    }

    /// The pages in view: each one copy of its composed page (while `moving`,
    /// its plain parts filled and its details copied), or its placeholder.
    private func drawPages(_ canvas: Canvas, moving: Bool) {
        let pager = carousel.pager
        let top = pageTop, pageHeight = self.pageHeight
        pager.forEachVisiblePage(viewportExtent: width) { item, x in
            let center = x + pager.pageExtent / 2
            let picture = shelf[item] ?? .loading(since: clock)
            // The composed page: one opaque copy (stretched only until a resize is recomposed).
            let rect = SDL_FRect(x: Float(x.rounded()), y: 0, w: Float(pager.pageExtent), h: Float(Layout.pageHeight(windowHeight: height)))
            if picture.isReady, picture.isSettled(at: clock) {
                if moving, let texture = picture.texture, let face = face(ofItem: item) {
                    var w: Int32 = 0, h: Int32 = 0
                    SDL_QueryTexture(texture, nil, nil, &w, &h)
                    // Composed for this window (not stretched while a resize is recomposed).
                    if Float(w) == rect.w, Float(h) == rect.h {
                        return canvas.drawPage(texture, width: w, height: h, face: face, x: Int32(rect.x), y: 0)
                    }
                }
                return picture.draw(on: canvas.renderer, rect: rect, at: clock)
            }
            canvas.fill(x: x, y: 0, w: pager.pageExtent, h: height, windowColor)
            canvas.fill(x: x + 10, y: top, w: pager.pageExtent - 20, h: pageHeight, background(ofItem: item))
            let notice: String? = switch picture {
            case .failed(let reason): "cannot show: \(reason)"
            case .loading where picture.showsLoadingNotice(at: clock): "loading…"
            default: nil
            }
            canvas.inBox(ViewFrame(x: x + 10, y: top, width: pager.pageExtent - 20, height: pageHeight)) {
                // In the middle, or above the caption on a short card (left out where there is no room).
                let noticeTop = min(top + pageHeight / 2 - 20, top + pageHeight - 58 - 24)
                if let notice, noticeTop >= top + 2 {
                    canvas.text.draw(canvas.text.fitted(notice, width: pager.pageExtent - 40, size: 18), x: Int32(center),
                                     y: Int32(noticeTop), size: 18, color: SDL_Color(220, 220, 230), centered: true)
                }
                canvas.text.draw(canvas.text.fitted(entries[item].caption, width: pager.pageExtent - 40, size: 30, bold: true),
                                 x: Int32(center), y: Int32(top + pageHeight - 58), size: 30,
                                 bold: true, color: SDL_Color(245, 245, 250), centered: true,
                                 background: background(ofItem: item))
            }
            picture.draw(on: canvas.renderer, rect: rect, at: clock)
        }
    }

    /// Under the pages: the dots, the pause sign, the click's mark, the countdown, the hint.
    private func drawChrome(_ canvas: Canvas) {
        let top = pageTop, pageHeight = self.pageHeight
        canvas.drawing.drawDots(dots)
        drawFeedback(canvas)
        // Time to the next advance, as segments under the pictures.
        if let fire = carousel.timer.nextFire {
            let lit = litSegments(fire: fire, at: clock), n = AutoplayMode.countdownSegments
            let gap = 4.0, segment = max(1, (width - 20 - gap * Double(n - 1)) / Double(n))
            for i in 0..<n {
                canvas.fill(x: 10 + Double(i) * (segment + gap), y: top + pageHeight + 4, w: segment, h: 4,
                            i < lit ? SDL_Color(120, 200, 255) : SDL_Color(40, 48, 60))
            }
        }
        // A line that changes only with the switch (the countdown is the bar above and the HUD).
        let timer = carousel.timer
        let line = !carousel.canAdvance ? "one picture: no autoplay"
            : !timer.isEnabled ? (reducedMotion ? "autoplay off for reduced motion · Space starts it" : "autoplay off · Space starts it")
            : timer.isPaused ? "autoplay paused while pressed"
            : timer.isHovered ? "autoplay paused while the pointer is over the pictures"
            : "autoplay on · Space stops it"
        // Where there is room for it above the help bar, cut to the window's width.
        let lineTop = top + pageHeight + 46
        guard lineTop + 20 <= height - Layout.helpBarHeight else { return }
        canvas.text.draw(canvas.text.fitted(line, width: width - 24, size: 16), x: Int32(width / 2), y: Int32(lineTop),
                         size: 16, color: SDL_Color(170, 175, 190), centered: true,
                         background: SDL_Color(18, 20, 26))
    }
}
