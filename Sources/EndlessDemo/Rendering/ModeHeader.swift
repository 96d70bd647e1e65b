import CSDL

/// The bars that frame every mode: the header (the mode's number and title and
/// a line on its technique) and the footer (the mode's keys, then the demo's).
enum ModeFrame {
    static let bar = SDL_Color(14, 15, 19)
    static let titleInk = SDL_Color(235, 238, 245)
    static let lineInk = SDL_Color(160, 166, 182)
    static let badge = SDL_Color(90, 200, 250)

    /// The keys every mode shares, after the mode's own in the footer.
    static func sharedKeys(modeCount: Int) -> String { "1–\(modeCount) Tab modes · X x-ray · H HUD · F11 · Esc" }

    /// Draws the header bar across the top of the window.
    static func drawHeader(_ canvas: Canvas, number: Int, count: Int, title: String, summary: String, xray: Bool) {
        let height = Layout.headerHeight
        canvas.fill(x: 0, y: 0, w: canvas.width, h: height, bar)
        var right = canvas.width - 16
        if xray {
            let label = "X-RAY"
            let size = canvas.text.size(of: label, size: 13, bold: true)
            right -= Double(size.w) + 12
            canvas.fill(x: right, y: 10, w: Double(size.w) + 12, h: 20, badge)
            canvas.text.draw(label, x: Int32(right) + 6, y: 12, size: 13, bold: true, color: bar, background: badge)
            right -= 12
        }
        let heading = canvas.text.fitted("\(number) / \(count) · \(title)", width: right - 16, size: 17, bold: true)
        canvas.text.draw(heading, x: 16, y: 7, size: 17, bold: true, color: titleInk, background: bar)
        let line = canvas.text.fitted(summary, width: canvas.width - 32, size: 13)
        canvas.text.draw(line, x: 16, y: 32, size: 13, color: lineInk, background: bar)
    }

    /// Draws the footer bar along the bottom of the window.
    static func drawFooter(_ canvas: Canvas, help: String, modeCount: Int) {
        let top = canvas.height - Layout.helpBarHeight
        canvas.fill(x: 0, y: top, w: canvas.width, h: Layout.helpBarHeight, bar)
        // The shared keys on the right, whole when they fit; the mode's in the rest.
        let ink = SDL_Color(170, 175, 190)
        let shared = canvas.text.fitted(sharedKeys(modeCount: modeCount), width: canvas.width - 32, size: 14)
        let sharedWidth = Double(canvas.text.size(of: shared, size: 14).w)
        canvas.text.draw(shared, x: Int32(canvas.width - 16 - sharedWidth), y: Int32(top + 6), size: 14,
                         color: SDL_Color(120, 190, 235), background: bar)
        let room = canvas.width - 32 - sharedWidth - 24
        guard room > 40 else { return }
        canvas.text.draw(canvas.text.fitted(help, width: room, size: 14), x: 16, y: Int32(top + 6), size: 14,
                         color: ink, background: bar)
    }
}
