import CSDL
import ScrollPhysics

/// A finite horizontal strip of numbered tiles: drag, fling, rubber band and
/// bounce at both ends, wheel and arrow keys. The first demo of ScrollPhysics.
final class FlingStrip {
    static let tileCount = 60
    static let tileWidth = 320.0
    let title = "Endless — fling strip"
    private(set) var axis: ScrollAxis
    private var width: Double
    private var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        axis = ScrollAxis(configuration: FlingStrip.configuration(width: width))
    }

    private static func configuration(width: Double) -> ScrollAxis.Configuration {
        let content = Double(tileCount) * tileWidth
        return .init(viewportExtent: width, bounds: 0...max(0, content - width))
    }

    func resize(width: Double, height: Double, time: Double) {
        let center = axis.offset + self.width / 2
        self.width = width
        self.height = height
        axis.configuration = FlingStrip.configuration(width: width)
        axis.jump(to: center - width / 2)
        axis.settle(time: time)
    }

    func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let x, _, let t): axis.press(pointer: x, time: t)
        case .pointerMove(let x, _, let t): axis.move(pointer: x, time: t)
        case .pointerUp(_, _, let t): axis.release(time: t)
        case .pointerLost(let t): axis.cancel(time: t)
        case .wheel(let dx, let dy, let precise, let t):
            let notches = dy != 0 ? -dy : dx
            if precise { axis.scrollImmediately(by: notches * 40, time: t) } else { axis.scroll(by: notches * 120, time: t) }
        case .key(let name, _, let t):
            switch name {
            case "Left", "PageUp": axis.scroll(by: -FlingStrip.tileWidth, time: t)
            case "Right", "PageDown": axis.scroll(by: FlingStrip.tileWidth, time: t)
            case "Home": axis.scroll(by: -axis.restingOffset, time: t)
            default: break
            }
        default: break
        }
    }

    func update(to time: Double) { axis.advance(to: time) }

    func render(_ canvas: Canvas) {
        canvas.clear(SDL_Color(24, 26, 32))
        let first = max(0, Int((axis.offset / FlingStrip.tileWidth).rounded(.down)))
        let tileHeight = min(360, height * 0.6)
        let top = (height - tileHeight) / 2
        var index = first
        while index < FlingStrip.tileCount {
            let x = Double(index) * FlingStrip.tileWidth - axis.offset
            if x > width { break }
            canvas.fill(x: x + 8, y: top, w: FlingStrip.tileWidth - 16, h: tileHeight,
                        .hsv(Double(index) * 37, 0.55, 0.85))
            canvas.text.draw("\(index + 1)", x: Int32(x + FlingStrip.tileWidth / 2),
                             y: Int32(top + tileHeight / 2 - 40), size: 64, bold: true,
                             color: SDL_Color(20, 20, 28), centered: true)
            index += 1
        }
        canvas.text.draw("\(axis.state.rawValue)   offset \(Int(axis.offset.rounded()))   velocity \(Int(axis.velocity.rounded())) px/s",
                         x: 16, y: 12, size: 18, color: SDL_Color(220, 220, 230))
        canvas.text.draw("Drag or fling with the mouse · wheel · ← → · Home · Esc quits",
                         x: 16, y: Int32(height - 32), size: 16, color: SDL_Color(160, 160, 175))
    }
}
