import CSDL
import InfiniteScrolling
import ScrollPhysics

/// The stack's drawing: row and view textures stamped from templates, and each
/// frame's copies of the children in view, clipped to their frames.
extension StackMode {
    func makeViews() {
        // Rows span the whole window, margins included: full-width copies are the
        // cheapest in the software renderer (measured: narrower rows cost 1.5x).
        let rowWidth = Int32(max(1, width))
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, rowWidth - 40), h: 72)
        let canvas = self.canvas
        let margin = StackMode.background
        // Rows are stamped from prepared templates: a copy and a few digits each.
        let stripes = [SDL_Color(236, 239, 244), SDL_Color(226, 230, 237)].map { color in
            RowStamp(canvas: canvas, width: rowWidth, height: 44, prefix: "A · row ", x: 36, y: 11, size: 17,
                     bold: false, ink: SDL_Color(40, 44, 56)) { surface in
                canvas.paintFill(surface, margin)
                canvas.paintFill(surface, color, SDL_Rect(x: inner.x, y: 0, w: inner.w, h: 44))
            }
        }
        views[StackMode.listA] = SlotTextures(canvas: canvas, width: rowWidth, height: 44) { row, surface in
            stripes[row % 2].stamp(row: row, onto: surface)
        }
        let tall = RowStamp(canvas: canvas, width: rowWidth, height: 72, prefix: "B · row ", x: 94, y: 10, size: 20,
                            bold: true, ink: SDL_Color(50, 44, 36)) { surface in
            canvas.paintFill(surface, margin)
            canvas.paintFill(surface, SDL_Color(250, 246, 238), inner)
            canvas.paintFill(surface, SDL_Color(225, 218, 205), SDL_Rect(x: inner.x, y: 71, w: inner.w, h: 1))
            canvas.paint([TextRun("a taller row of list B", size: 15, x: 94, y: 40)], ink: SDL_Color(50, 44, 36), onto: surface)
        }
        views[StackMode.listB] = SlotTextures(canvas: canvas, width: rowWidth, height: 72) { row, surface in
            tall.stamp(row: row, onto: surface)
            canvas.paintFill(surface, .hsv(Double(row * 37 % 360), 0.5, 0.8), SDL_Rect(x: 34, y: 14, w: 44, h: 44))
        }
    }

    func render(_ canvas: Canvas) {
        let offset = axis.offset
        fillBackground(canvas)
        for placement in layout.placements {
            let y = placement.frameY - offset
            guard y < height, y + placement.frameHeight > 0 else { continue }
            switch container.children[placement.index].content {
            case .view(let h):
                drawView(placement.index, y: y, height: h, canvas: canvas)
            case .list(_, let rowHeight):
                guard let recycler = cells[placement.index], let view = views[placement.index] else { continue }
                let clipTop = max(0, y), clipBottom = min(height, y + placement.frameHeight)
                for (row, slot) in recycler.cells {
                    let rowY = y + Double(row) * rowHeight - placement.contentOffset
                    view.draw(slot: slot, content: row, x: 0, y: rowY, clipTop: clipTop, clipBottom: clipBottom)
                }
            }
        }
    }

    /// Paints only what the children leave uncovered — the side margins, the
    /// spacing between children, and any space above or below the content while
    /// it is pulled past an edge — rather than clearing the whole window.
    private func fillBackground(_ canvas: Canvas) {
        let color = StackMode.background, offset = axis.offset
        canvas.fill(x: 0, y: 0, w: width, h: max(0, -offset), color)
        var end = 0.0
        for (i, placement) in layout.placements.enumerated() {
            let top = container.top(ofChild: placement.index, heights: heights)
            if i > 0 { canvas.fill(x: 0, y: top - container.spacing - offset, w: width, h: container.spacing, color) }
            end = top + (heights[placement.index] ?? container.children[placement.index].contentHeight)
        }
        canvas.fill(x: 0, y: end - offset, w: width, h: max(0, height - (end - offset)), color)
    }

    static let background = SDL_Color(30, 32, 40)

    /// The plain views, each composed once into a full-width texture (margins
    /// included) and drawn as one copy; the header is composed again when list A's
    /// row count, which it shows, changes.
    private func drawView(_ index: Int, y: Double, height h: Double, canvas: Canvas) {
        guard y < height, y + h > 0 else { return }
        let key = index == 0 ? rowCount(StackMode.listA) : 0
        if plainViews[index]?.height != Int32(h) || plainViews[index]?.width != Int32(max(1, width)) {
            plainViews[index] = makePlainView(index, height: h)
        }
        plainViews[index]?.draw(slot: 0, content: key, x: 0, y: y, clipTop: 0, clipBottom: height)
    }

    private func makePlainView(_ index: Int, height h: Double) -> SlotTextures {
        let canvas = self.canvas, w = Int32(max(1, width))
        let inner = SDL_Rect(x: 20, y: 0, w: max(1, w - 40), h: Int32(h))
        let color = index == StackMode.banner ? SDL_Color(214, 120, 60) : SDL_Color(52, 58, 78)
        return SlotTextures(canvas: canvas, width: w, height: Int32(h)) { rows, surface in
            canvas.paintFill(surface, StackMode.background)
            canvas.paintFill(surface, color, inner)
            let white = SDL_Color(255, 255, 255)
            switch index {
            case 0:
                canvas.paint([TextRun("Stacked container", size: 40, bold: true, x: 44, y: 60)], ink: white, onto: surface)
                canvas.paint([TextRun("header · list A (\(rows) rows) · banner · list B (5000 rows) · footer", size: 18, x: 46, y: 122)],
                             ink: SDL_Color(200, 205, 220), onto: surface)
            case StackMode.banner:
                let text = "a plain view between the lists (B hides it)"
                let size = canvas.text.size(of: text, size: 22, bold: true)
                canvas.paint([TextRun(text, size: 22, bold: true, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            default:
                let text = "footer: the end of the container"
                let size = canvas.text.size(of: text, size: 22)
                canvas.paint([TextRun(text, size: 22, x: w / 2 - size.w / 2, y: Int32(h / 2 - 14))], ink: white, onto: surface)
            }
        }
    }
}
