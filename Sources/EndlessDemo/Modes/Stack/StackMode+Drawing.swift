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
        lists.make(width: width, canvas: canvas)
    }

    func render(_ canvas: Canvas) {
        shelf.lastRender = clock
        let offset = axis.offset
        FeedGaps.fill(changes, layout: layout, offset: offset, width: width, height: height, canvas: canvas)
        for placement in layout.placements {
            let y = placement.frameY - offset
            guard y < height, y + placement.frameHeight > 0 else { continue }
            switch placement.id {
            case FeedChild.carousel: drawCarousel(top: y, canvas: canvas)
            case FeedChild.box: drawBox(top: y, canvas: canvas)
            case FeedChild.stripRow:
                stripBand.draw(nested.stripRow, top: y, band: container[FeedChild.stripRow].contentHeight, width: width, canvas: canvas)
            default: break
            }
            switch container[placement.id].content {
            case .view(let h) where [FeedChild.header, FeedChild.banner, FeedChild.footer].contains(placement.id):
                plainViews.draw(placement.id, y: y, height: h, visible: placement.frameHeight, width: width,
                                windowHeight: height, rows: rowCount(FeedChild.listA), canvas: canvas)
            case .list(_, let rowHeight):
                lists.draw(placement, y: y, rowHeight: rowHeight, windowHeight: height)
            default: break
            }
        }
        // The feed's indicator in the right margin, between the bars.
        let trackTop = Layout.headerHeight + 4, trackBottom = height - Layout.helpBarHeight - 4
        canvas.drawing.drawIndicator(nested.outer.indicator, at: clock, orientation: .vertical, trackStart: trackTop, trackLength: trackBottom - trackTop,
                       edge: width - ScrollIndicator.thickness - ScrollIndicator.inset, offset: axis.offset,
                       content: layout.contentHeight + StackMode.bottomInset, viewport: height)
        drawNotice(canvas)
    }

    /// The carousel row, drawn by its band (a texture while it rests).
    private func drawCarousel(top: Double, canvas: Canvas) {
        carouselBand.draw(row, top: top, height: container[FeedChild.carousel].contentHeight, width: width,
                          pictures: cards.band(clock: clock),
                          canvas: canvas)
    }

    /// The box: a border, then its visible rows clipped to its inside and the window.
    private func drawBox(top: Double, canvas: Canvas) {
        guard let rows = lists.views[FeedChild.box], let recycler = cells[FeedChild.box] else { return }
        FeedBoxDrawing(top: top, frame: container[FeedChild.box].contentHeight, width: width, windowHeight: height,
                       offset: boxAxis.offset)
            .draw(rows: rows, cells: recycler, indicator: nested.box.indicator, at: clock, canvas: canvas)
    }

    /// The notice of a change out of view, in a band centred over the footer.
    func drawNotice(_ canvas: Canvas) {
        guard let notice, notice.isShown(at: clock) else { return }
        notice.draw(canvas, width: width, bottom: height - Layout.helpBarHeight - 12)
    }
}
