import CSDL
import ScrollViews
import ScrollViewsSDL

extension ViewerChrome {
    /// The text size of the band and the panels, points.
    static let textSize = 15.0
    static let ink = SDL_Color(r: 240, g: 240, b: 245, a: 255), soft = SDL_Color(r: 190, g: 195, b: 205, a: 255)
    static let keysInk = SDL_Color(r: 250, g: 250, b: 252, a: 255)
    static let band = SDL_Color(r: 0, g: 0, b: 0, a: 150), infoPanel = SDL_Color(r: 0, g: 0, b: 0, a: 170)
    static let keysPanel = SDL_Color(r: 0, g: 0, b: 0, a: 190)

    /// Where the band saying `line` is in `frame`: centred 14 px above its bottom.
    public func nameBand(_ line: String, in frame: ViewFrame, text: some TextDrawing) -> ViewFrame {
        let size = text.size(of: line, size: ViewerChrome.textSize, bold: false)
        let w = size.width + 28, h = size.height + 12
        return ViewFrame(x: (frame.x + (frame.width - w) / 2).rounded(), y: (frame.y + frame.height - h - 14).rounded(),
                         width: w, height: h)
    }

    /// Draws what is shown at `time` over `frame`: the band saying `line`
    /// (cut to fit), the information panel's `info` lines, the keys panel.
    func draw(on renderer: Renderer, in frame: ViewFrame, at time: Double, line: String, info: () -> [String],
              text: some TextDrawing) {
        if showsName { drawBand(line, on: renderer, in: frame, opacity: fade.opacity(at: time), text: text) }
        if showsInfo { drawInfo(info(), on: renderer, in: frame, text: text) }
        if showsKeys { drawKeys(on: renderer, in: frame, text: text) }
    }

    private func drawBand(_ line: String, on renderer: Renderer, in frame: ViewFrame, opacity: Double, text: some TextDrawing) {
        guard opacity > 0 else { return }
        let shown = text.fitted(line, width: frame.width - 56, size: ViewerChrome.textSize, bold: false)
        let box = nameBand(shown, in: frame, text: text)
        var band = ViewerChrome.band, ink = ViewerChrome.ink
        band.a = UInt8((Double(band.a) * opacity).rounded())
        ink.a = UInt8((255 * opacity).rounded())
        renderer.fill(x: box.x, y: box.y, w: box.width, h: box.height, band, within: frame)
        text.draw(shown, x: box.x + 14, y: box.y + 6, size: ViewerChrome.textSize, bold: false, color: ink, over: nil, in: box)
    }

    /// The picture's lines (each cut to fit, the first bold) in a panel at the frame's top left.
    private func drawInfo(_ lines: [String], on renderer: Renderer, in frame: ViewFrame, text: some TextDrawing) {
        let size = ViewerChrome.textSize, lineHeight = 22.0, room = max(40, frame.width - 60)
        let shown = lines.enumerated().map { text.fitted($1, width: room, size: size, bold: $0 == 0) }
        let widest = shown.enumerated().map { text.size(of: $1, size: size, bold: $0 == 0).width }.max() ?? 0
        let box = ViewFrame(x: frame.x + 16, y: frame.y + 16, width: widest + 28, height: Double(shown.count) * lineHeight + 16)
        renderer.fill(x: box.x, y: box.y, w: box.width, h: box.height, ViewerChrome.infoPanel, within: frame)
        for (index, line) in shown.enumerated() {
            text.draw(line, x: box.x + 14, y: box.y + 8 + Double(index) * lineHeight, size: size, bold: index == 0,
                      color: index == 0 ? ViewerChrome.ink : ViewerChrome.soft, over: nil, in: box)
        }
    }

    /// The keys, a line each, in a panel centred in the frame (cut to fit a small one).
    private func drawKeys(on renderer: Renderer, in frame: ViewFrame, text: some TextDrawing) {
        let size = ViewerChrome.textSize, lineHeight = 24.0, gap = 28.0, keys = keys
        let keysWidth = keys.map { text.size(of: $0.keys, size: size, bold: true).width.rounded(.towardZero) }.max() ?? 0
        let doesWidth = keys.map { text.size(of: $0.does, size: size, bold: false).width.rounded(.towardZero) }.max() ?? 0
        let w = min(frame.width - 16, keysWidth + gap + doesWidth + 48), h = min(frame.height - 16, Double(keys.count) * lineHeight + 36)
        let box = ViewFrame(x: (frame.x + (frame.width - w) / 2).rounded(), y: (frame.y + (frame.height - h) / 2).rounded(),
                            width: w, height: h)
        renderer.fill(x: box.x, y: box.y, w: box.width, h: box.height, ViewerChrome.keysPanel, within: frame)
        let doesX = box.x + 24 + keysWidth + gap
        for (index, line) in keys.enumerated() {
            let y = box.y + 18 + Double(index) * lineHeight
            guard y + lineHeight <= box.y + box.height else { break }
            text.draw(text.fitted(line.keys, width: keysWidth, size: size, bold: true), x: (box.x + 24).rounded(.towardZero),
                      y: y.rounded(.towardZero), size: size, bold: true, color: ViewerChrome.keysInk, over: nil, in: box)
            text.draw(text.fitted(line.does, width: max(0, box.x + box.width - 16 - doesX), size: size, bold: false),
                      x: doesX.rounded(.towardZero), y: y.rounded(.towardZero), size: size, bold: false,
                      color: ViewerChrome.soft, over: nil, in: box)
        }
    }
}
