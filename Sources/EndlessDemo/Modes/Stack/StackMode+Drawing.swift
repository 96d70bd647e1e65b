import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics

/// The feed's drawing: row and view textures stamped from templates, and each
/// frame's copies of the children in view — lists clipped to their frames, the
/// box clipped to itself, the rows' cards and tiles at their own offsets.
extension StackMode {
    static let background = SDL_Color(30, 32, 40)
    static let boxBorder = SDL_Color(90, 150, 120)

    /// The lists' and the box's row textures, for the window's width.
    func makeViews() {
        rowViews.make(width: width, canvas: canvas)
        rows.resize(width: width)
    }

    func render(_ canvas: Canvas) {
        // What no child covers, in the feed's background (not the whole window cleared).
        for gap in feed.gaps { canvas.fill(x: gap.x, y: gap.y, w: gap.width, h: gap.height, StackMode.background) }
        for placement in feed.placementsInView {
            let y = placement.top
            switch placement.id {
            case .carousel:
                drawCarousel(top: y, height: placement.height, canvas: canvas)
            case .box:
                FeedBoxDrawing(top: y, frame: placement.height, width: width, windowHeight: height,
                               offset: placement.contentOffset)
                    .draw(placement, rows: rows, indicator: box.indicator, at: clock, canvas: canvas)
            case .stripRow:
                stripBand.draw(stripRow, top: y, band: placement.height, width: width, canvas: canvas)
            case .header, .banner, .footer:
                // A folding banner shows the top of its whole texture.
                plainViews.draw(placement.id, y: y, height: placement.fullHeight, visible: placement.height, width: width,
                                windowHeight: height, rows: feed.rowCount(of: .listA), canvas: canvas)
            case .listA, .listB:
                rows.draw(placement, clipBottom: height)
            }
        }
        // The feed's indicator in the right margin, between the bars.
        let trackTop = Layout.headerHeight + 4, trackBottom = height - Layout.helpBarHeight - 4
        canvas.drawing.drawIndicator(feed.outer.indicator, at: clock, orientation: .vertical, trackStart: trackTop,
                                     trackLength: trackBottom - trackTop,
                                     edge: width - ScrollIndicator.thickness - ScrollIndicator.inset, offset: axis.offset,
                                     content: feed.contentExtent, viewport: height)
        drawNotice(canvas)
    }

    /// The carousel row's cards across the window, `height` px from window y `top`, with their words.
    private func drawCarousel(top: Double, height: Double, canvas: Canvas) {
        cards.composesBand = canvas.composesLayers
        cards.draw(carousel, in: ViewFrame(x: 0, y: top, width: width, height: height), on: canvas.drawing, text: canvas.words)
        if row.itemCount == 0 {
            canvas.text.draw("no cards (--items 0)", x: Int32(StackMode.inset), y: Int32(top + height / 2 - 10), size: 18,
                             color: SDL_Color(200, 205, 220))
        }
    }

    /// The notice of a change out of view, in a band centred over the footer.
    func drawNotice(_ canvas: Canvas) {
        guard let notice, notice.isShown(at: clock) else { return }
        notice.draw(canvas, width: width, bottom: height - Layout.helpBarHeight - 12)
    }
}
