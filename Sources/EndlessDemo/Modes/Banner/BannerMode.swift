import ScrollViews
import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures

/// Mode 3: the sentinel-page banner loop (seeds 000/001) with the wrap fixed:
/// n coloured banners with big index numbers as n + 2 pages, page dots below.
final class BannerMode: RegisteredMode {
    nonisolated static let name = "banner"
    nonisolated static let title = "Sentinel-page banner loop"
    nonisolated static var traits: ModeTraits { ModeTraits(name: name, unit: .item, turnsPages: true) }
    nonisolated static let summary = "n banners laid out as n + 2 pages, a copy of the last before the first and of the first after the last: at rest on a copy, a jump to the real page."

    convenience init(context: ModeContext) {
        self.init(canvas: context.canvas, items: context.settings.items)
        view.animatesScrolls = !context.settings.reduceMotion
    }

    let help = "drag / flick · wheel one page · ← → PageUp PageDown · Home · click a dot"

    /// The library's looping pager view over the whole window: drags anywhere,
    /// a page per burst of wheel notches, a click on a dot.
    private(set) var view: LoopingPagerView
    var pager: LoopingPager { view.pager }
    private var width: Double
    private var height: Double
    private let canvas: Canvas
    /// Whole pages (background, banner, number) composed once per item shown.
    private var pages: SlotTextures
    /// The window around the banners.
    private static let background = SDL_Color(20, 22, 28)
    private var top: Double { Layout.cardTop(windowHeight: height) }
    private var bannerHeight: Double { Layout.cardHeight(windowHeight: height) }

    init(canvas: Canvas, items: Int) {
        self.canvas = canvas
        width = max(1, canvas.width)
        height = canvas.height
        view = LoopingPagerView(frame: ViewFrame(x: 0, y: 0, width: width, height: canvas.height), itemCount: items)
        view.dotsCenterY = Layout.cardTop(windowHeight: canvas.height) + Layout.cardHeight(windowHeight: canvas.height) + 35
        pages = BannerMode.makePages(canvas: canvas, width: width, height: height, top: Layout.cardTop(windowHeight: height),
                                     bannerHeight: Layout.cardHeight(windowHeight: height), count: items)
    }

    /// Where a banner's two lines go: its number and its label, their sizes and
    /// tops, in a banner `bannerHeight` tall from `top` (smaller in a short banner).
    private static func lines(top: Double, bannerHeight: Double) -> (numberSize: Int32, numberTop: Int32, labelSize: Int32, labelTop: Int32) {
        let scale = Layout.cardScale(cardHeight: bannerHeight)
        return (Int32((120 * scale).rounded()), Int32(top + bannerHeight / 2 - 80 * scale),
                Int32((22 * max(scale, 0.6)).rounded()), Int32(top + bannerHeight / 2 + 70 * scale))
    }

    /// The colour of banner `item` of `count`: the hues around the wheel.
    private static func color(ofItem item: Int, count: Int) -> SDL_Color {
        .hsv(Double(item) * 360 / Double(max(count, 1)), 0.55, 0.85)
    }

    /// The banner on its page, in the page's pixels.
    private static func banner(width: Double, top: Double, bannerHeight: Double) -> SDL_Rect {
        SDL_Rect(x: 10, y: Int32(top), w: Int32(max(1, width - 20)), h: Int32(bannerHeight))
    }

    /// A page of the loop: the window background, the banner, its number.
    private static func makePages(canvas: Canvas, width: Double, height: Double, top: Double, bannerHeight: Double,
                                  count: Int) -> SlotTextures {
        let lines = BannerMode.lines(top: top, bannerHeight: bannerHeight)
        return SlotTextures(renderer: canvas.drawing, width: Int32(width.rounded()), height: Int32(Layout.pageHeight(windowHeight: height).rounded())) {
            item, surface in
            canvas.paintFill(surface, BannerMode.background)
            canvas.paintFill(surface, BannerMode.color(ofItem: item, count: count),
                             BannerMode.banner(width: width, top: top, bannerHeight: bannerHeight))
            // Centred text: measure by rendering, then place.
            let number = canvas.text.size(of: "\(item + 1)", size: lines.numberSize, bold: true)
            let label = canvas.text.fitted("banner \(item + 1) of \(count)", width: width - 40, size: lines.labelSize)
            let caption = canvas.text.size(of: label, size: lines.labelSize)
            canvas.paint([TextRun("\(item + 1)", size: lines.numberSize, bold: true, x: Int32(width / 2) - number.w / 2,
                                  y: lines.numberTop),
                          TextRun(label, size: lines.labelSize, x: Int32(width / 2) - caption.w / 2, y: lines.labelTop)],
                         ink: SDL_Color(250, 250, 250), onto: surface)
        }
    }

    /// What every page of the loop holds (`PageFace`): the banner on the
    /// window's background, and the rows of its two lines (a line of text is
    /// never taller than its font's height; 2 px spare above and below).
    private static func face(canvas: Canvas, width: Double, top: Double, bannerHeight: Double, item: Int, count: Int) -> PageFace {
        let lines = BannerMode.lines(top: top, bannerHeight: bannerHeight)
        let banner = BannerMode.banner(width: width, top: top, bannerHeight: bannerHeight)
        let rows = [(lines.numberTop, canvas.text.lineHeight(size: lines.numberSize, bold: true)),
                    (lines.labelTop, canvas.text.lineHeight(size: lines.labelSize))]
        return PageFace(background: BannerMode.background, card: banner, cardColor: BannerMode.color(ofItem: item, count: count),
                        details: rows.map { SDL_Rect(x: banner.x, y: $0 - 2, w: banner.w, h: $1 + 4) })
    }

    var axis: ScrollAxis { pager.axis }

    /// The page dots under the banners.
    var dots: PageDots { view.dots }

    var status: ModeStatus { pager.modeStatus(viewportExtent: width, textures: pages.textureCount) }

    var restReport: [(key: String, value: LogValue)] { [("item", .int(pager.currentItem ?? -1))] }

    var hudLines: [String] { ["items     \(pager.loop.itemCount) in \(pager.loop.pageCount) pages"] }

    func activate(time: Double) {}

    func deactivate(time: Double) { view.handle(.lost(time: time)) }

    func resize(width: Double, height: Double, time: Double) {
        self.width = max(1, width)
        self.height = height
        view.resize(frame: ViewFrame(x: 0, y: 0, width: self.width, height: height), time: time)
        view.dotsCenterY = top + bannerHeight + 35
        pages = BannerMode.makePages(canvas: canvas, width: self.width, height: height, top: top,
                                     bannerHeight: bannerHeight, count: pager.loop.itemCount)
    }

    /// The pointer and the keys as the library's looping pager takes them (← → and Page
    /// Up/Down a page, Space the next, Home the first, End the last).
    func handle(_ event: InputEvent) { view.handle(event) }

    func update(to time: Double) { view.advance(to: time) }

    /// While it moves, and once more after a rest on a copy (the jump to the real page).
    func nextFrame(after now: Double) -> Double? { view.nextFrame(after: now) }

    func drawXray(_ canvas: Canvas) {
        pager.drawXray(canvas, cardTop: top, cardHeight: bannerHeight, viewportExtent: width,
                       above: captionFrames.map(\.y).min() ?? .infinity)
    }

    /// The banner's label under its number.
    var captionFrames: [ViewFrame] {
        let scale = Layout.cardScale(cardHeight: bannerHeight)
        return [ViewFrame(x: 10, y: top + bannerHeight / 2 + 70 * scale - 2, width: max(1, width - 20), height: 30 * max(scale, 0.6) + 4)]
    }

    func render(_ canvas: Canvas) {
        let count = pager.loop.itemCount
        let top = self.top, bannerHeight = self.bannerHeight
        guard count > 0 else {
            canvas.clear(BannerMode.background)
            canvas.text.draw("No banners", x: Int32(width / 2), y: Int32(height / 2 - 40), size: 40, bold: true,
                             color: SDL_Color(200, 205, 215), centered: true)
            canvas.text.draw("started with --items 0: the loop has nothing to show", x: Int32(width / 2),
                             y: Int32(height / 2 + 16), size: 18, color: SDL_Color(150, 155, 170), centered: true)
            return
        }
        // Each page is one opaque copy; three slots are enough for the pages in view
        // (consecutive pages never share a slot), and a copy draws exactly like its item.
        // Between pages, the banners' plain parts are filled and their lines copied (`PageFace`).
        let moving = pager.axis.offset.truncatingRemainder(dividingBy: pager.pageExtent) != 0
        let drawPages = {
            self.pager.forEachVisiblePage(viewportExtent: self.width) { item, x in
                let page = Int(saturating: ((x + self.pager.axis.offset) / self.pager.pageExtent).rounded())
                guard moving, let texture = self.pages.texture(slot: page % 3, content: item)?.pointer else {
                    return self.pages.draw(slot: page % 3, content: item, x: x, y: 0)
                }
                let face = BannerMode.face(canvas: canvas, width: self.width, top: top, bannerHeight: bannerHeight,
                                           item: item, count: count)
                canvas.drawPage(texture, width: self.pages.width, height: self.pages.height, face: face,
                                x: Int32(x.rounded()), y: 0)
            }
        }
        // Between pages, only the banners' rows are copied (row by row); the rest is plain background.
        if moving {
            canvas.drawBand(top: top, bottom: top + bannerHeight, outside: BannerMode.background, drawPages)
        } else {
            drawPages()
        }
        canvas.drawing.drawDots(dots)
        if !pager.loop.isScrollable {
            canvas.text.draw("one banner: nothing to scroll", x: Int32(width / 2), y: Int32(top + bannerHeight + 56),
                             size: 16, color: SDL_Color(150, 155, 170), centered: true)
        }
    }
}

