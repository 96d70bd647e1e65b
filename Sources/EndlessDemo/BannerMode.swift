import CSDL
import InfiniteScrolling
import ScrollPhysics

/// Mode 3: the sentinel-page banner loop (seeds 000/001) with the wrap fixed:
/// n coloured banners with big index numbers as n + 2 pages, page dots below.
final class BannerMode: DemoMode {
    let name = "banner"
    let title = "3: Sentinel-page banner loop"
    let help = "drag / flick · wheel one page · ← → PageUp PageDown · Home · Tab next mode · H HUD · F11 · Esc"

    private(set) var pager: LoopingPager
    private var wheel = WheelBurst()
    private var width: Double
    private var height: Double

    init(canvas: Canvas, items: Int) {
        width = max(1, canvas.width)
        height = canvas.height
        pager = LoopingPager(itemCount: items, pageWidth: width)
    }

    var axis: ScrollAxis { pager.axis }

    var status: ModeStatus { pager.modeStatus(viewportWidth: width, textures: 0) }

    var restReport: String { "\"item\":\(pager.currentItem ?? -1)" }

    var hudLines: [String] { ["items     \(pager.loop.itemCount) in \(pager.loop.pageCount) pages"] }

    func activate(time: Double) {}

    func deactivate(time: Double) { pager.cancel(time: time) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        pager.resize(pageWidth: self.width, time: time)
    }

    func handle(_ event: InputEvent) {
        if pager.applyHorizontal(event) != nil { return }
        switch event {
        case .wheel(let dx, let dy, _, let t):
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { pager.step(direction, time: t) }
        case .key(let name, _, let t):
            switch name {
            case "Left", "PageUp": pager.step(-1, time: t)
            case "Right", "PageDown": pager.step(1, time: t)
            case "Home": pager.goToFirstItem(time: t)
            default: break
            }
        default: break
        }
    }

    func update(to time: Double) { pager.advance(to: time) }

    func render(_ canvas: Canvas) {
        let count = pager.loop.itemCount
        let top = 90.0, bannerHeight = max(40, height - 250)
        guard count > 0 else {
            canvas.clear(SDL_Color(20, 22, 28))
            canvas.text.draw("No banners", x: Int32(width / 2), y: Int32(height / 2 - 40), size: 40, bold: true,
                             color: SDL_Color(200, 205, 215), centered: true)
            canvas.text.draw("started with --items 0: the loop has nothing to show", x: Int32(width / 2),
                             y: Int32(height / 2 + 16), size: 18, color: SDL_Color(150, 155, 170), centered: true)
            return
        }
        canvas.fillAroundPages(pager, top: top, pageHeight: bannerHeight, margin: 10, SDL_Color(20, 22, 28))
        pager.forEachVisiblePage(viewportWidth: width) { item, x in
            let color = SDL_Color.hsv(Double(item) * 360 / Double(count), 0.55, 0.85)
            canvas.fill(x: x + 10, y: top, w: pager.pageWidth - 20, h: bannerHeight, color)
            let center = Int32(x + pager.pageWidth / 2)
            canvas.text.draw("\(item)", x: center, y: Int32(top + bannerHeight / 2 - 80), size: 120, bold: true,
                             color: SDL_Color(255, 255, 255), centered: true, background: color)
            canvas.text.draw("banner \(item + 1) of \(count)", x: center, y: Int32(top + bannerHeight / 2 + 70),
                             size: 22, color: SDL_Color(250, 250, 250), centered: true, background: color)
        }
        canvas.drawPageDots(count: count, current: pager.currentItem, centerX: width / 2, y: top + bannerHeight + 30)
        if !pager.loop.isScrollable {
            canvas.text.draw("one banner: nothing to scroll", x: Int32(width / 2), y: Int32(top + bannerHeight + 56),
                             size: 16, color: SDL_Color(150, 155, 170), centered: true)
        }
    }
}
