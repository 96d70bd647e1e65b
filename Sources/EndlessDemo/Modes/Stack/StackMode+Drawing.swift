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
        views = FeedRowViews.make(width: width, canvas: canvas)
    }

    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        let offset = axis.offset
        fillBackground(canvas)
        for placement in layout.placements {
            let y = placement.frameY - offset
            guard y < height, y + placement.frameHeight > 0 else { continue }
            switch placement.id {
            case FeedChild.carousel: drawCarousel(top: y, canvas: canvas)
            case FeedChild.box: drawBox(top: y, canvas: canvas)
            case FeedChild.stripRow: drawStrip(top: y, canvas: canvas)
            default: break
            }
            switch container[placement.id].content {
            case .view(let h) where [FeedChild.header, FeedChild.banner, FeedChild.footer].contains(placement.id):
                plainViews.draw(placement.id, y: y, height: h, visible: placement.frameHeight, width: width,
                                windowHeight: height, rows: rowCount(FeedChild.listA), canvas: canvas)
            case .list(_, let rowHeight):
                guard let recycler = cells[placement.id], let view = views[placement.id] else { continue }
                let clipTop = max(0, y), clipBottom = min(height, y + placement.frameHeight)
                for (row, slot) in recycler.cells {
                    let rowY = y + Double(row) * rowHeight - placement.contentOffset
                    view.draw(slot: slot, content: row, x: 0, y: rowY, clipTop: clipTop, clipBottom: clipBottom)
                }
            default: break
            }
        }
        // The feed's indicator in the right margin, between the bars.
        let trackTop = Layout.headerHeight + 4, trackBottom = height - Layout.helpBarHeight - 4
        canvas.drawing.drawIndicator(indicator, at: clock, orientation: .vertical, trackStart: trackTop, trackLength: trackBottom - trackTop,
                       edge: width - ScrollIndicator.thickness - ScrollIndicator.inset, offset: axis.offset,
                       content: layout.contentHeight + StackMode.bottomInset, viewport: height)
        drawNotice(canvas)
    }

    /// The carousel row, drawn by its band (a texture while it rests).
    private func drawCarousel(top: Double, canvas: Canvas) {
        carouselBand.draw(row, top: top, height: container[FeedChild.carousel].contentHeight, width: width,
                          pictures: CarouselBand.Pictures(shelf: shelf, shown: !entries.isEmpty, clock: clock,
                                                          key: pictureKey, color: cardColor),
                          canvas: canvas)
    }

    /// The box: a border, then its visible rows clipped to its inside and the window.
    private func drawBox(top: Double, canvas: Canvas) {
        guard let rows = views[FeedChild.box], let recycler = cells[FeedChild.box] else { return }
        FeedBoxDrawing(top: top, frame: container[FeedChild.box].contentHeight, width: width, windowHeight: height,
                       offset: boxAxis.offset)
            .draw(rows: rows, cells: recycler, indicator: boxIndicator, at: clock, canvas: canvas)
    }

    /// The strip row: its band and its tiles at the strip's own offset.
    private func drawStrip(top: Double, canvas: Canvas) {
        let band = container[FeedChild.stripRow].contentHeight
        canvas.fill(x: 0, y: top, w: width, h: band, StackMode.background)
        let view = stripRow, strip = view.strip
        for shown in strip.tiles {
            let x = (strip.physicalX(ofTile: shown.index) - view.axis.offset).rounded()
            stripViews.draw(slot: shown.slot, content: shown.index, x: x + 6, y: (top + 10).rounded())
        }
    }

    /// The notice of a change out of view, in a band centred over the footer.
    func drawNotice(_ canvas: Canvas) {
        guard let notice, notice.isShown(at: clock) else { return }
        notice.draw(canvas, width: width, bottom: height - Layout.helpBarHeight - 12)
    }

    /// Paints only what the children leave uncovered — the side margins, the
    /// spacing between children, and any space above or below the content while
    /// it is pulled past an edge — rather than clearing the whole window.
    private func fillBackground(_ canvas: Canvas) {
        let color = StackMode.background, offset = axis.offset
        canvas.fill(x: 0, y: 0, w: width, h: max(0, -offset), color)
        var end = 0.0
        for (i, placement) in layout.placements.enumerated() {
            let top = changes.top(of: placement.id)
            if i > 0 { canvas.fill(x: 0, y: top - container.spacing - offset, w: width, h: container.spacing, color) }
            end = top + (heights[placement.id] ?? container[placement.id].contentHeight)
        }
        canvas.fill(x: 0, y: end - offset, w: width, h: max(0, height - (end - offset)), color)
    }
}
