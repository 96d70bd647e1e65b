import CSDL
import ScrollViews
import ScrollViewsSDL
import ScrollPhysics
import Pictures
import PicturesSDL

/// What each page of the pager shows: a page number → an entry of the library
/// (a random animal unlike its neighbour, the folder's pictures in order, or
/// the picture opened from the grid), and each page's picture, composed off
/// the render thread at the page's size (`PictureShelf`) and its size handed
/// to the pager once known.
final class PagePictures {
    /// A page the pager holds: which picture it shows. `id` tells its textures apart.
    struct Page: Sendable {
        var id: Int
        var entry: Int
    }

    let library: ImageLibrary
    /// The pages' pictures, by page id (its loader also decodes the zoomed photo's detail).
    let shelf: PictureShelf
    /// What each page the pager holds shows, by page number.
    private(set) var pages: [Int: Page] = [:]
    /// The size of each page's picture, by page id.
    private(set) var sizes: [Int: PictureSize] = [:]
    /// Whether pictures that move play (not with reduced motion: their first frame shows).
    var animates = true
    /// The page size pictures are composed for.
    var pageWidth: Double, pageHeight: Double
    /// Whether page n shows the library's picture n (round the library), as a
    /// folder's pages do and the animals' do once a picture was opened from the
    /// grid (the grid's order is the order); else the animals are random.
    var inOrder: Bool
    /// How the pages look: the demo's or a viewer's.
    let style: PageStyle
    private var picker: RandomPicker
    private var nextID = 0
    /// Quarter turns clockwise each entry is shown turned by (the viewer's rotation: < > and Ctrl+R), by entry.
    private(set) var turns: [Int: Int] = [:]

    init(library: ImageLibrary, seed: UInt64, early: EarlyPage?, pageWidth: Double, pageHeight: Double, style: PageStyle) {
        self.library = library
        self.style = style
        shelf = PictureShelf(early: early, interrupted: { Interruption.signal != nil })
        shelf.showsPreviews = true
        picker = RandomPicker(seed: seed)
        inOrder = library.kind == .folder
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
    }

    /// The entry the first page shows: the folder's first picture, or the seed's first animal.
    static func firstEntry(of library: ImageLibrary, seed: UInt64) -> Int {
        switch library.kind {
        case .animals:
            var picker = RandomPicker(seed: seed)
            return picker.pick(count: library.entries.count, avoiding: nil)
        case .folder: return library.start
        }
    }

    /// The first page of a pager `width` × `height` points over `library` (its
    /// picture chosen by `seed`), decoding from now on.
    static func earlyPage(of library: ImageLibrary, seed: UInt64, width: Double, height: Double, style: PageStyle) -> EarlyPage? {
        let entry = firstEntry(of: library, seed: seed)
        return EarlyPage(path: library.entries[entry].path,
                         layout: layout(forEntry: entry, width: max(1, width), height: height, style: style))
    }

    subscript(number: Int) -> Page? { pages[number] }

    /// Page `number` as a person counts it, 1 to the library's count: the
    /// picture's place in the folder (or the grid's order), or for random
    /// animals the page's place round a loop of as many pages as there are animals.
    func shownNumber(ofPage number: Int) -> Int {
        let count = max(1, library.entries.count)
        if inOrder, let page = pages[number] { return page.entry + 1 }
        return (number % count + count) % count + 1
    }

    /// The page a picture is composed into: its background and the picture
    /// aspect-fitted above the caption, cropped to the picture (the frame draws
    /// the background and the caption around it).
    func layout(forEntry entry: Int) -> PageLayout {
        PagePictures.layout(forEntry: entry, width: pageWidth, height: pageHeight, style: style)
    }

    /// The layout of entry `entry`'s page in a pager `width` × `height` points:
    /// the picture's rows across the page (`PageBand`) in pages up to
    /// `PageBand.largestArea`, the picture alone in larger ones.
    static func layout(forEntry entry: Int, width: Double, height: Double, style: PageStyle) -> PageLayout {
        let box = style.pictureBox(width: width, height: height)
        var layout = PageLayout(width: Int32(max(1, width.rounded())), height: Int32(max(1, height.rounded())),
                                background: style.background(ofEntry: entry), boxX: box.x, boxY: box.y,
                                boxWidth: box.width, boxHeight: box.height, maxScale: PageLayout.largestScale, cropped: true)
        if Double(layout.width) * Double(layout.height) <= PageBand.largestArea { layout.bandMargin = PageBand.margin }
        return layout
    }

    /// The background of entry `entry`'s page.
    func background(ofEntry entry: Int) -> SDL_Color { style.background(ofEntry: entry) }

    /// Brings the pages in line with those `pager` holds at `clock`: pages it
    /// let go are dropped (and given to `dropped`); new ones are made nearest
    /// the middle first, each next to a page already made (as the ring makes
    /// them), page `forced.page` showing `forced.entry`.
    func sync(_ pager: inout PhotoPagerView, forced: (page: Int, entry: Int)? = nil, clock: Double,
              dropped: (Page) -> Void) {
        let live = pager.livePages
        for number in pages.keys.sorted() where !live.contains(number) {
            if let page = pages.removeValue(forKey: number) { drop(page, dropped) }
        }
        let middle = live.count == 3 ? live[1] : pager.currentPage
        let new = live.filter { pages[$0] == nil }.sorted { a, b in
            let (da, db) = (a.saturatingAdd(-middle).magnitude, b.saturatingAdd(-middle).magnitude)
            return da != db ? da < db : a > b
        }
        for number in new {
            let neighbour = number < middle ? pages[number.saturatingAdd(1)]
                : (pages[number.saturatingAdd(-1)] ?? pages[number.saturatingAdd(1)])
            let page = make(number: number, neighbour: neighbour, forced: forced, clock: clock)
            pages[number] = page
            if let size = sizes[page.id] { pager.setPicture(width: Double(size.width), height: Double(size.height), ofPage: number) }
        }
    }

    /// Drops every page (all are made anew at the next `sync`).
    func dropAll(_ dropped: (Page) -> Void) {
        for number in pages.keys.sorted() { drop(pages.removeValue(forKey: number)!, dropped) }
    }

    private func make(number: Int, neighbour: Page?, forced: (page: Int, entry: Int)?, clock: Double) -> Page {
        let count = library.entries.count
        let entry: Int
        if forced?.page == number {
            entry = forced!.entry
        } else if inOrder {
            entry = ((number % count) + count) % count
        } else {
            entry = picker.pick(count: count, avoiding: neighbour?.entry)
        }
        nextID += 1
        let page = Page(id: nextID, entry: entry)
        if let source = shelf.request(page.id, path: library.entries[entry].path, layout: layout(forEntry: entry),
                                      animates: animates, turns: turns[entry] ?? 0, at: clock) {
            sizes[page.id] = source
        }
        return page
    }

    private func drop(_ page: Page, _ dropped: (Page) -> Void) {
        shelf.drop(page.id)
        sizes[page.id] = nil
        dropped(page)
    }

    /// Turns entry `entry` a further `quarters` quarter turns clockwise (negative:
    /// counterclockwise) and asks for its pages again so (the old picture stays
    /// until the turned one comes); `dropped` is given each page whose picture turns.
    func turn(entry: Int, by quarters: Int, clock: Double, dropped: (Page) -> Void) {
        let turned = ((turns[entry] ?? 0) + quarters % 4 + 4) % 4
        turns[entry] = turned == 0 ? nil : turned
        let numbers = pages.filter { $0.value.entry == entry }.map(\.key)
        for number in numbers { if let page = pages[number] { dropped(page) } }
        recompose(numbers, clock: clock)
    }

    /// Composes the pages in `numbers` again at the page size (after a resize; the old ones stretch meanwhile).
    func recompose(_ numbers: [Int], clock: Double) {
        for page in numbers.compactMap({ pages[$0] }) {
            shelf.request(page.id, path: library.entries[page.entry].path, layout: layout(forEntry: page.entry),
                          animates: animates, turns: turns[page.entry] ?? 0, at: clock)
        }
    }

    /// Turns finished decodes into textures at `clock` (the pages `showing` first
    /// in view), hands their sizes to `pager`, and the zoomed photo's detail to
    /// `zoomed`; drops what is no longer wanted.
    func collect(renderer: OpaquePointer, clock: Double, showing: [Int], pager: inout PhotoPagerView,
                 zoomed: ZoomedPicture) {
        shelf.collect(renderer: renderer, at: clock,
                      wanted: { $0.use == .detail ? zoomed.wants($0) : shelf[$0.number] != nil },
                      finish: { _, _ in }, inView: { showing.contains($0) },
                      received: { id, result in
                          if id.use == .detail {
                              zoomed.received(result, clock: clock, drawn: shelf.lastRender)
                          } else if case .picture(_, let source) = result {
                              sizes[id.number] = source
                              if let number = pages.first(where: { $0.value.id == id.number })?.key {
                                  pager.setPicture(width: Double(source.width), height: Double(source.height), ofPage: number)
                              }
                          }
                      })
        shelf.updatePreviews(renderer: renderer, at: clock, showing: showing)
    }

    /// What page `page`, its left edge at `x`, shows while its `picture` is not
    /// in at `clock`: the rows of a big picture decoded so far, a loading
    /// notice after a moment, or a card saying why it cannot be shown.
    func drawStandIn(for page: Page, picture: PictureSlot, x: Double, clock: Double, canvas: Canvas) {
        let area = style.pictureBox(width: pageWidth, height: pageHeight)
        let box = (w: area.width, h: area.height), top = area.y, center = x + pageWidth / 2
        switch picture {
        case .ready:
            break  // fading in over the page's background and caption
        case .loading:
            if let preview = shelf.preview(page.id), preview.rows > 0 {
                let place = layout(forEntry: page.entry).pictureRect(for: preview.source)
                preview.draw(on: canvas.renderer, rect: SDL_FRect(x: Float((x + Double(place.x)).rounded()), y: Float(place.y),
                                                                  w: Float(place.w), h: Float(place.h)))
                break
            }
            guard picture.showsLoadingNotice(at: clock) else { break }
            let side = min(box.w, box.h, 320)
            canvas.fill(x: center - side / 2, y: top + (box.h - side) / 2, w: side, h: side, SDL_Color(255, 255, 255, 28))
            canvas.inBox(ViewFrame(x: center - side / 2, y: top + (box.h - side) / 2, width: side, height: side)) {
                canvas.text.draw("loading…", x: Int32(center), y: Int32(top + box.h / 2 - 12), size: 20,
                                 color: SDL_Color(200, 200, 210), centered: true)
            }
        case .failed(let reason):
            // A card as tall as the picture's box allows (160 px at most), its two lines spread evenly in it.
            let cardW = min(box.w, 760), cardH = min(160, box.h), cardTop = top + (box.h - cardH) / 2
            let card = ViewFrame(x: center - cardW / 2, y: cardTop, width: cardW, height: cardH)
            canvas.fill(x: card.x, y: card.y, w: card.width, h: card.height, SDL_Color(120, 30, 36))
            let small = cardH < 72, gap = max(2, (cardH - (small ? 38 : 56)) / 3)
            canvas.inBox(card) {
                // The name where it fits whole (the caption under the page names it in any case).
                let named = "Cannot show \(library.entries[page.entry].caption)"
                let title = canvas.text.size(of: named, size: small ? 16 : 24, bold: true).w <= Int32(cardW - 32)
                    ? named : "Cannot show this file"
                canvas.text.draw(canvas.text.fitted(title, width: cardW - 32, size: small ? 16 : 24, bold: true),
                                 x: Int32(center), y: Int32(cardTop + gap), size: small ? 16 : 24, bold: true, centered: true)
                canvas.text.draw(canvas.text.fitted(reason, width: cardW - 32, size: small ? 13 : 17), x: Int32(center),
                                 y: Int32(cardTop + 2 * gap + (small ? 21 : 33)), size: small ? 13 : 17,
                                 color: SDL_Color(255, 220, 220), centered: true)
            }
        }
    }

    /// Waits up to `seconds` for the pages `showing()` (not their neighbours,
    /// which decode after them), collecting with `collect`: back as soon as
    /// they are in at `clock`, or once a big picture has shown rows for `previewDelay`.
    func wait(timeout seconds: Double, clock: Double, showing: () -> [Int], collect: () -> Void) {
        let start = Monotonic.seconds()
        let deadline = start + max(0, seconds), glance = start + PictureShelf.previewDelay
        while true {
            collect()
            if shelf.areSettled(showing(), at: clock) { return }
            let now = Monotonic.seconds()
            if now >= deadline || now >= glance && shelf.isDecodingRows(of: showing()) { return }
            shelf.loader.waitForResult(until: now < glance ? min(glance, deadline) : deadline)
        }
    }
}
